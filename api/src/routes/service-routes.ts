// Health, offline switch, translations, destinations, matching factors and advisor avatars.
import type { FastifyInstance } from 'fastify';
import { WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import {
  API_PATHS,
  DEFAULT_CULTURE,
  type DestinationsResponse,
  type Factor,
  type HealthResponse,
  type TranslationsResponse,
} from '@checkout/shared/contract';
import { advisorImageParamsSchema, advisorImageQuerySchema, cultureDataSchema } from '../http/query-schemas';
import { validateObject } from '../http/validate';
import { queryCalls, type RouteDoc } from '../http/openapi';
import type { AppContext } from '../app-context';
import { RETRY_AFTER_SECONDS } from '../http/error-answers';
import { API_OWN_PATHS, type Liveness } from '../http/own-paths';
import { notFound } from '../domain/errors';
import { cultureOfAcceptLanguage } from '../http/translate';
import { isCheckoutOffline } from '../repositories/settings-repository';
import { advisorAvatarSvg } from '../domain/avatar';
import { documentHeaders } from '../http/security-headers';
import {
  advisorNameOf,
  destinationsOf,
  factorNamesOf,
  pingDatabase,
  translationsOf,
} from '../repositories/reference-data';

export const registerServiceRoutes = (api: FastifyInstance, { db, draining }: AppContext): void => {
  const docs = {
    health: {
      operationId: 'getHealth',
      tag: 'service',
      summary: 'Readiness: the database answers and the process is not shutting down',
      description: 'A load balancer sends traffic while this answers 200; 503 (with Retry-After) while not.',
      responses: { 200: 'HealthResponse', 503: 'ApiErrorBody' },
    },
    liveness: {
      operationId: 'getLiveness',
      tag: 'service',
      summary: 'Liveness: the process answers (without asking the database)',
      responses: { 200: 'LivenessResponse' },
      noDatabase: true,
      unlimited: true,
    },
    isCheckoutOffline: {
      operationId: 'isCheckoutOffline',
      tag: 'service',
      summary: 'Whether the operator has switched the checkout off',
      responses: { 200: 'CheckoutOfflineResponse' },
    },
    advisorImage: {
      operationId: 'getAdvisorPortrait',
      tag: 'advisors',
      summary: "An advisor's generated portrait",
      params: advisorImageParamsSchema,
      query: advisorImageQuerySchema,
      responses: {
        200: { media: 'image/svg+xml', description: 'SVG portrait at the size asked for' },
        400: 'ApiErrorBody',
        404: 'ApiErrorBody',
      },
    },
  } satisfies Record<string, RouteDoc>;

  api.get(
    API_PATHS.health,
    { config: { doc: docs.health } },
    async (_request, reply): Promise<HealthResponse> => {
      if (draining.on) {
        return reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ error: 'internal', message: 'shutting down' });
      }
      await pingDatabase(db);
      return { status: 'ok', database: db.kind };
    },
  );
  api.get(
    API_OWN_PATHS.liveness,
    { config: { doc: docs.liveness, rateLimit: false } },
    async (): Promise<Liveness> => ({
      status: 'ok',
    }),
  );

  api.get(
    API_PATHS.isCheckoutOffline,
    { config: { doc: docs.isCheckoutOffline } },
    async (): Promise<boolean> => isCheckoutOffline(db),
  );

  const get = queryCalls(api, 'service');
  const optionalData = { dataRequired: false };
  get(
    API_PATHS.translations,
    {
      operationId: 'getTranslations',
      summary: "The checkout's texts in a culture, as the database holds them",
      answer: 'TranslationsResponse',
    },
    cultureDataSchema,
    async ({ culture = DEFAULT_CULTURE }): Promise<TranslationsResponse> => translationsOf(db, culture),
  );
  get(
    API_PATHS.destinations,
    {
      operationId: 'getDestinations',
      summary: 'Every destination, by continent then label (step 6)',
      answer: 'DestinationsResponse',
      ...optionalData,
    },
    cultureDataSchema,
    async ({ culture = DEFAULT_CULTURE }): Promise<DestinationsResponse> =>
      (await destinationsOf(db, culture)).map((r) => ({
        id: r.id,
        label: r.label,
        continentId: r.continent_id,
        continent: r.continent,
      })),
  );
  get(
    API_PATHS.matchingFactors,
    {
      operationId: 'getMatchingFactors',
      summary:
        "The matching's factors, in the profile vector's order (spec: no payload; the labels' language from " +
        'Accept-Language, or a culture in data)',
      answer: 'FactorsResponse',
      ...optionalData,
    },
    cultureDataSchema,
    async ({ culture }, headers): Promise<Factor[]> =>
      (await factorNamesOf(db, culture ?? cultureOfAcceptLanguage(headers['accept-language']))).map(
        (name) => ({
          nameHyphenated: name,
        }),
      ),
  );

  api.get(
    `${API_PATHS.advisorImages}/:file`,
    // A portrait can be opened on its own, as a document.
    { onRequest: documentHeaders, config: { doc: docs.advisorImage } },
    async (request, reply) => {
      const params = request.params;
      const row = advisorImageParamsSchema.isValidSync(params, WIRE_VALIDATE_OPTIONS)
        ? await advisorNameOf(db, params.file.replace(/\.svg$/, ''))
        : undefined;
      if (!row) throw notFound();
      const { width, height } = await validateObject(advisorImageQuerySchema, request.query, 'query');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(
          advisorAvatarSvg(
            row.id,
            row.firstname,
            row.lastname,
            width === undefined ? undefined : Number(width),
            height === undefined ? undefined : Number(height),
          ),
        );
    },
  );
};
