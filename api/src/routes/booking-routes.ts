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
  createHoldRequestSchema,
  createReserveRequestSchema,
} from '@checkout/shared/schemas';
import { releaseHoldSchema } from '../http/query-schemas';
import type { AppContext } from '../app';
import { ApiError, validationError } from '../http/api-error';
import { cultureOf, validateObject } from '../http/validate';
import { holdSlot, releaseHold } from '../domain/holds';
import { reserve } from '../domain/reservations';
import { isCheckoutOffline } from '../repositories/settings-repository';

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const registerBookingRoutes = (api: FastifyInstance, { db, clock, onReserved }: AppContext): void => {
  const holdSchema = createHoldRequestSchema(clock);
  const reserveSchema = createReserveRequestSchema(clock);

  const refuseWhenOffline = async (raw: unknown) => {
    if (await isCheckoutOffline(db)) {
      throw new ApiError(503, 'checkout_offline', 'api.offline', undefined, cultureOf(raw));
    }
  };

  api.post(API_PATHS.hold, async (request): Promise<HoldResponse> => {
    const body = await validateObject(holdSchema, request.body, 'body');
    await refuseWhenOffline(request.body);
    return holdSlot(db, body, clock.now());
  });

  // The session id comes in a JSON body or, for clients that send no body with DELETE, as ?sessionId=.
  api.delete(API_PATHS.hold, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const raw = request.body ?? (query.sessionId !== undefined ? { sessionId: query.sessionId } : undefined);
    const { sessionId } = await validateObject(releaseHoldSchema, raw, 'sessionId');
    await releaseHold(db, sessionId);
    return reply.status(204).send();
  });

  api.post(API_PATHS.reserve, async (request, reply): Promise<ReserveResponse> => {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const body = await validateObject(reserveSchema, request.body, 'body');
    if (header !== undefined && (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))) {
      throw validationError({ [IDEMPOTENCY_HEADER]: VALIDATION_MESSAGES.invalid }, body.culture);
    }
    await refuseWhenOffline(request.body);
    const outcome = await reserve(db, body, header, clock.now());
    if (outcome.status === 201) onReserved();
    return reply.status(outcome.status).send(outcome.response);
  });
};
