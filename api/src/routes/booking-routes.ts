// Slot holds and the reservation (POST /checkout/reserve).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  IDEMPOTENCY_HEADER,
  type HoldResponse,
  type ReserveResponse,
} from '@checkout/shared/contract';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  createHoldRequestSchema,
  createReserveRequestSchema,
} from '@checkout/shared/schemas';
import { idempotencyKeySchema, releaseHoldSchema } from '../http/query-schemas';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import type { AppContext } from '../app';
import { ApiError, validationError } from '../http/api-error';
import { cultureOf, validateObject } from '../http/validate';
import { holdSlot, releaseHold } from '../domain/holds';
import { reserve } from '../domain/reservations';
import { isCheckoutOffline } from '../repositories/settings-repository';

export const registerBookingRoutes = (
  api: FastifyInstance,
  { db, clock, onReserved, limits }: AppContext,
): void => {
  const holdSchema = createHoldRequestSchema(clock);
  const reserveSchema = createReserveRequestSchema(clock);

  const refuseWhenOffline = async (raw: unknown) => {
    if (await isCheckoutOffline(db)) {
      throw new ApiError(503, 'checkout_offline', 'api.offline', undefined, cultureOf(raw));
    }
  };

  const docs = {
    hold: {
      tag: 'booking',
      summary: "Holds an advisor's hour for the checkout session (one live hold per session)",
      body: { schema: holdSchema, required: true },
      responses: {
        200: 'HoldResponse',
        400: 'ApiErrorBody',
        409: 'ApiErrorBody',
        429: 'ApiErrorBody',
        503: 'ApiErrorBody',
      },
    },
    releaseHold: {
      tag: 'booking',
      summary: "Releases the session's hold, if any",
      description: 'The session id comes in a JSON body or, for clients that send no body, as ?sessionId=.',
      body: { schema: releaseHoldSchema, required: false },
      query: releaseHoldSchema.partial(),
      responses: { 204: { empty: 'Released (or there was none)' }, 400: 'ApiErrorBody' },
    },
    reserve: {
      tag: 'booking',
      summary: 'Books the held hour, or sends a custom-date request (step 6)',
      body: { schema: reserveSchema, required: true },
      headers: {
        'idempotency-key': {
          schema: idempotencyKeySchema,
          description: 'One key per attempt: a retry with the same key and body answers the first outcome',
        },
      },
      responses: {
        200: 'ReserveResponse',
        201: 'ReserveResponse',
        400: 'ApiErrorBody',
        409: 'ApiErrorBody',
        422: 'ApiErrorBody',
        429: 'ApiErrorBody',
        503: 'ApiErrorBody',
      },
    },
  } satisfies Record<string, RouteDoc>;

  api.post(
    API_PATHS.hold,
    { config: { doc: docs.hold, rateLimit: routeLimit(limits.hold) } },
    async (request): Promise<HoldResponse> => {
      const body = await validateObject(holdSchema, request.body, 'body');
      await refuseWhenOffline(request.body);
      return holdSlot(db, body, clock.now(), request.ip);
    },
  );

  // The session id comes in a JSON body or, for clients that send no body with DELETE, as ?sessionId=.
  api.delete(API_PATHS.hold, { config: { doc: docs.releaseHold } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const raw = request.body ?? (query.sessionId !== undefined ? { sessionId: query.sessionId } : undefined);
    const { sessionId } = await validateObject(releaseHoldSchema, raw, 'sessionId');
    await releaseHold(db, sessionId);
    return reply.status(204).send();
  });

  api.post(
    API_PATHS.reserve,
    { config: { doc: docs.reserve, rateLimit: routeLimit(limits.reserve) } },
    async (request, reply): Promise<ReserveResponse> => {
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const body = await validateObject(reserveSchema, request.body, 'body');
      if (!idempotencyKeySchema.isValidSync(header, WIRE_VALIDATE_OPTIONS)) {
        throw validationError({ [IDEMPOTENCY_HEADER]: VALIDATION_MESSAGES.invalid }, body.culture);
      }
      await refuseWhenOffline(request.body);
      const outcome = await reserve(db, body, header, clock.now());
      if (outcome.status === 201) onReserved();
      return reply.status(outcome.status).send(outcome.response);
    },
  );
};
