// The API's OpenAPI 3.1 document, served at /api/openapi.json with a readable page at /api/docs. Each route
// declares a RouteDoc in its options (`config.doc`): its request part is converted from the very yup schema the
// route validates with, its answers name types whose JSON schemas are generated from the contract's TypeScript
// types (openapi/response-schemas.json). Nothing here is a hand-kept copy of a schema.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentHeaders } from './security-headers';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Schema } from 'yup';
import { parseData } from './validate';
import { sendAnswer, type JsonAnswer } from './json-answer';
import { CHECKOUT_SESSION_HEADER } from '@checkout/shared/contract';
import { version } from '../../package.json';
import responseSchemas from '../../openapi/response-schemas.json';
import type { ResponseType } from '../../openapi/response-types';

/**
 * Who may call a route, as the document declares it (issue 38): anyone; the holder of a checkout session's token
 * (the `X-Checkout-Session` header); the operator's bearer token from a loopback peer; or the holder of a link
 * whose secret token is a path segment (manage links, calendar feeds: no security scheme describes a path
 * secret, so the operation says it in words); or a member of the branch's staff signed in to the back office
 * (issue 34: the `__Host-staff` session cookie).
 */
export type RouteAccess = 'public' | 'checkoutSession' | 'operator' | 'pathToken' | 'staffSession';

/** What one route takes and answers, for the document. */
export interface RouteDoc {
  /**
   * The operation's stable name (issue 38): what a generated client calls its method. Never changes with the
   * path; a new route takes a new name.
   */
  operationId: string;
  summary: string;
  description?: string;
  tag: 'checkout' | 'booking' | 'advisors' | 'service' | 'operator' | 'manage' | 'staff';
  /** Spec section 7's query style: the request as JSON in the `data` query parameter. */
  data?: { schema: Schema; required: boolean };
  /** Plain query parameters. */
  query?: Schema;
  /** Path parameters. */
  params?: Schema;
  body?: { schema: Schema; required: boolean };
  /** Request headers, by their lower-case name. */
  headers?: Record<string, { schema: Schema; description: string }>;
  /** Status code -> what is answered: a response type, no body, or another media type. */
  responses: Record<number, Answer>;
  /** Who may call it (default public). */
  access?: RouteAccess;
  /** The route answers without the database (no 503 for an outage). */
  noDatabase?: boolean;
  /** The route has no rate limit (no 429). */
  unlimited?: boolean;
}

/**
 * The doc of a query-style call (spec section 7): the request in `data`, its answer, 400 for bad data and, with
 * `notFound`, 404 for an id that names nothing.
 */
export const queryCallDoc = (
  tag: RouteDoc['tag'],
  { operationId, summary }: Pick<RouteDoc, 'operationId' | 'summary'>,
  schema: Schema,
  answer: ResponseType,
  options: { dataRequired?: boolean; notFound?: boolean } = {},
): RouteDoc => {
  const responses: Record<number, Answer> = { 200: answer, 400: 'ApiErrorBody' };
  if (options.notFound) responses[404] = 'ApiErrorBody';
  return { operationId, tag, summary, data: { schema, required: options.dataRequired ?? true }, responses };
};

export type Answer = ResponseType | { empty: string } | { media: string; description: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** Error answers every route may give, besides the ones it declares. */
const COMMON_ERRORS: Record<number, string> = {
  429: 'Too many requests from this client address: retry after Retry-After seconds (RateLimit headers)',
  500: 'Unexpected failure; nothing was changed for the caller.',
  503: 'The database is unreachable, or the process is shutting down: retry after Retry-After seconds',
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Bad request: `fields` names every bad field with a message in the request culture',
  401: 'No live staff session, or a sign-in that did not verify',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'The sign-in link was used already or has expired',
  413: 'Body too large',
  415: 'Body is not JSON',
  422: 'The idempotency key was used with another body',
  503: 'Unavailable',
};

type JsonSchema = Record<string, unknown>;

const jsonSchemaOf = (schema: Schema): JsonSchema => {
  const { default: _default, ...converted } = convertSchema(schema) as JsonSchema;
  return converted;
};

const answerOf = (status: number, answer: Answer): JsonSchema => {
  if (typeof answer === 'string') {
    const described = (responseSchemas as Record<string, { description?: string }>)[answer]?.description;
    return {
      description: described ?? STATUS_TEXT[status] ?? answer,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${answer}` } } },
    };
  }
  if ('empty' in answer) return { description: answer.empty, type: 'null' };
  return { description: answer.description, content: { [answer.media]: { schema: { type: 'string' } } } };
};

/** The route's options as @fastify/swagger reads them. */
const fastifySchemaOf = (doc: RouteDoc): JsonSchema => {
  const schema: JsonSchema = { operationId: doc.operationId, summary: doc.summary, tags: [doc.tag] };
  const description = [doc.description, doc.access === 'pathToken' ? PATH_TOKEN_TEXT : undefined].filter(
    Boolean,
  );
  if (description.length > 0) schema.description = description.join('\n\n');
  const query: JsonSchema = { type: 'object', properties: {}, required: [] as string[] };
  if (doc.data) {
    (query.properties as JsonSchema).data = {
      ...jsonSchemaOf(doc.data.schema),
      description: 'The request as JSON (spec section 7)',
      'x-consume': 'application/json',
    };
    if (doc.data.required) (query.required as string[]).push('data');
  }
  if (doc.query) {
    const converted = jsonSchemaOf(doc.query);
    Object.assign(query.properties as JsonSchema, converted.properties);
    (query.required as string[]).push(...((converted.required as string[] | undefined) ?? []));
  }
  if (doc.data || doc.query) schema.querystring = query;
  if (doc.params) schema.params = jsonSchemaOf(doc.params);
  if (doc.body) schema.body = jsonSchemaOf(doc.body.schema);
  if (doc.headers) {
    schema.headers = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(doc.headers).map(([name, h]) => [
          name,
          { ...jsonSchemaOf(h.schema), description: h.description },
        ]),
      ),
    };
  }
  const responses: Record<number, Answer> = { ...doc.responses };
  if (doc.body) {
    responses[413] ??= 'ApiErrorBody';
    responses[415] ??= 'ApiErrorBody';
  }
  for (const status of Object.keys(COMMON_ERRORS).map(Number)) responses[status] ??= 'ApiErrorBody';
  if (doc.noDatabase) delete responses[503];
  if (doc.unlimited) delete responses[429];
  schema.response = Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => {
      const documented = answerOf(Number(status), answer);
      const common = COMMON_ERRORS[Number(status)];
      return [status, common ? { ...documented, description: common } : documented];
    }),
  );
  schema.security = SECURITY[doc.access ?? 'public'];
  return schema;
};

/** The security requirement of each kind of access; an empty list declares a call open to anyone. */
const SECURITY: Record<RouteAccess, JsonSchema[]> = {
  public: [],
  checkoutSession: [{ checkoutSession: [] }],
  operator: [{ operatorToken: [] }],
  pathToken: [],
  staffSession: [{ staffSession: [] }],
};

const PATH_TOKEN_TEXT =
  'The `token` path segment is the secret: whoever holds the link may make this call. It is never logged.';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PAGE_PATH = '/api/docs';

/**
 * Registers the document's collector; call before any route. Routes without a RouteDoc are left out, which the
 * OpenAPI test forbids for every API path.
 */
export const registerOpenApi = async (
  app: FastifyInstance,
  /** The API's public base URL (without /api): the document's server. */
  publicUrl: string,
): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Travel consultation booking API',
        version,
        description:
          'The booking API of the consultation checkout (spec section 7 and its additions). Query calls take ' +
          'their request as JSON in the `data` parameter; every error answers an ApiErrorBody.',
        license: {
          name: 'Proprietary: the retailer running this checkout',
          identifier: 'LicenseRef-Proprietary',
        },
      },
      servers: [{ url: publicUrl, description: 'This API (PUBLIC_URL); every path starts with /api' }],
      components: {
        schemas: responseSchemas as Record<string, JsonSchema>,
        securitySchemes: {
          checkoutSession: {
            type: 'apiKey',
            in: 'header',
            name: CHECKOUT_SESSION_HEADER,
            description:
              "The checkout session's token, as `POST /api/checkout/session` answers it (`token`): holds, their " +
              'release and the reservation carry it.',
          },
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'OPERATOR_TOKEN, or the token the API wrote into OPERATOR_TOKEN_FILE at start; loopback peers only.',
          },
          // Issue 34: the back office's session (HttpOnly, Secure, SameSite=Strict), set by a sign-in.
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: '__Host-staff',
            description:
              "The back office's session, set by a sign-in (link or passkey); every change also needs the back " +
              "office's Origin.",
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const doc = route.config?.doc;
      return { schema: doc ? fastifySchemaOf(doc) : { ...schema, hide: true }, url };
    },
  });
  // The docs page is a document: the document-only security headers too (its Content-Security-Policy is its own).
  await app.register(swaggerUi, {
    routePrefix: DOCS_PAGE_PATH,
    staticCSP: true,
    uiHooks: { onRequest: documentHeaders },
  });
  app.get(OPENAPI_PATH, async () => app.swagger());
};

/**
 * Registers query-style GET calls (spec section 7) of one tag: each call's `data` is validated with the schema it
 * is given and documented from that same schema, so the document cannot drift from the validation.
 */
export const queryCalls =
  (api: FastifyInstance, tag: RouteDoc['tag']) =>
  <T, R>(
    path: string,
    doc: {
      operationId: string;
      summary: string;
      answer: ResponseType;
      notFound?: boolean;
      dataRequired?: boolean;
      /**
       * The call answers JsonAnswers, compressed once each (json-answer.ts): @fastify/compress is off for it (its
       * answers to a bad question are small JSON, below the compression threshold).
       */
      sharedAnswers?: boolean;
    },
    schema: Schema<T>,
    handle: (data: T, headers: FastifyRequest['headers']) => Promise<R | JsonAnswer<R>>,
  ): void => {
    const dataRequired = doc.dataRequired ?? true;
    const config = { doc: queryCallDoc(tag, doc, schema, doc.answer, doc) };
    api.get(path, { config, ...(doc.sharedAnswers ? { compress: false } : {}) }, async (request, reply) =>
      sendAnswer(reply, await handle(parseData(schema, request.query, dataRequired), request.headers)),
    );
  };
