// After the booking (issue 20): the manage page's calls. GET shows the booking and changes nothing (mail
// scanners open links); cancel and move are POSTs with the token in the path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import {
  API_PATHS,
  CULTURES,
  IDEMPOTENCY_HEADER,
  type Culture,
  type ManagedBooking,
} from '@checkout/shared/contract';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  cancelBookingSchema,
  createMoveBookingSchema,
} from '@checkout/shared/schemas';
import { idempotencyKeySchema } from '../http/query-schemas';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import type { AppContext } from '../app-context';
import { validationError } from '../domain/errors';
import { validateObject } from '../http/validate';
import { cancelBooking, findManaged, moveBooking } from '../domain/manage';

/** The token in the path: what the page was opened with (its shape is checked by the domain: 404 otherwise). */
const tokenParams = yup.object({ token: yup.string().defined().max(64) });
const cultureQuery = yup.object({
  culture: yup
    .string()
    .oneOf([...CULTURES])
    .optional(),
});

export const registerManageRoutes = (
  api: FastifyInstance,
  { db, clock, limits, manage }: AppContext,
): void => {
  const moveSchema = createMoveBookingSchema(clock);
  const errors = {
    400: 'ApiErrorBody',
    404: 'ApiErrorBody',
    409: 'ApiErrorBody',
    429: 'ApiErrorBody',
  } as const;
  const docs = {
    show: {
      operationId: 'getManagedBooking',
      tag: 'manage',
      access: 'pathToken',
      summary: 'A booking by its manage token (changes nothing)',
      params: tokenParams,
      query: cultureQuery,
      responses: { 200: 'ManagedBooking', 404: 'ApiErrorBody', 429: 'ApiErrorBody' },
    },
    cancel: {
      operationId: 'cancelBooking',
      tag: 'manage',
      access: 'pathToken',
      summary: 'Cancels the booking (or withdraws the request); a second call answers the cancelled booking',
      params: tokenParams,
      body: { schema: cancelBookingSchema, required: true },
      responses: { 200: 'ManagedBooking', ...errors },
    },
    move: {
      operationId: 'moveBooking',
      tag: 'manage',
      access: 'pathToken',
      summary: 'Moves the booking to another free hour of its branch, in one transaction',
      params: tokenParams,
      body: { schema: moveSchema, required: true },
      headers: {
        'idempotency-key': {
          schema: idempotencyKeySchema,
          description: 'One key per attempt: a retry with the same key and body answers the first outcome',
        },
      },
      responses: { 200: 'ManagedBooking', ...errors, 422: 'ApiErrorBody' },
    },
  } satisfies Record<string, RouteDoc>;

  // Any token of another shape (too long, not a string) opens nothing: the domain answers 404, never a 500.
  const tokenOf = (params: unknown): string => {
    const token = (params as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' && token.length <= 64 ? token : '';
  };
  // What a manage link opens is one traveller's: no cache keeps it, no referrer carries the link on (issue 32).
  const privateAnswer = {
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    },
  };

  api.get(
    `${API_PATHS.manage}/:token`,
    { config: { doc: docs.show, rateLimit: routeLimit(limits.manage) }, ...privateAnswer },
    async (request): Promise<ManagedBooking> => {
      const { culture } = await validateObject(cultureQuery, request.query, 'query');
      return findManaged(db, tokenOf(request.params), culture as Culture | undefined, clock.now(), manage);
    },
  );

  api.post(
    `${API_PATHS.manage}/:token/cancel`,
    { config: { doc: docs.cancel, rateLimit: routeLimit(limits.manage) }, ...privateAnswer },
    async (request): Promise<ManagedBooking> => {
      const { culture } = await validateObject(cancelBookingSchema, request.body, 'body');
      return cancelBooking(db, tokenOf(request.params), culture, clock.now(), manage);
    },
  );

  api.post(
    `${API_PATHS.manage}/:token/move`,
    { config: { doc: docs.move, rateLimit: routeLimit(limits.manage) }, ...privateAnswer },
    async (request): Promise<ManagedBooking> => {
      const body = await validateObject(moveSchema, request.body, 'body');
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (header !== undefined && !idempotencyKeySchema.isValidSync(header, WIRE_VALIDATE_OPTIONS)) {
        throw validationError({ [IDEMPOTENCY_HEADER]: VALIDATION_MESSAGES.invalid }, body.culture);
      }
      return moveBooking(db, tokenOf(request.params), body, header, clock.now(), manage);
    },
  );
};
