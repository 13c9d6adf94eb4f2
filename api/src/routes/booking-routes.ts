// Slot holds and the reservation (POST /checkout/reserve).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  CHECKOUT_SESSION_HEADER,
  CHECKOUT_SESSION_PATH,
  IDEMPOTENCY_HEADER,
  PROOF_HEADER,
  type CheckoutSessionResponse,
  type Culture,
  type HoldResponse,
  type ReserveResponse,
} from '@checkout/shared/contract';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  createHoldRequestSchema,
  createReserveRequestSchema,
} from '@checkout/shared/schemas';
import {
  checkoutSessionSchema,
  idempotencyKeySchema,
  proofHeaderSchema,
  releaseHoldSchema,
} from '../http/query-schemas';
import { isValidSessionToken, issueSessionToken } from '../domain/checkout-session';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import type { AppContext } from '../app-context';
import { checkoutOffline, validationError } from '../domain/errors';
import { cultureOf, validateObject } from '../http/validate';
import { holdSlot, releaseHold } from '../domain/holds';
import { issueChallenge, proveWork, workFor } from '../domain/proof-of-work';
import { reserve } from '../domain/reservations';
import { isCheckoutOffline } from '../repositories/settings-repository';

export const registerBookingRoutes = (
  api: FastifyInstance,
  { db, clock, onReserved, keys, clientOf, limits, manage, proofOfWork }: AppContext,
): void => {
  /** Holds and reservations come only from sessions the API vouched for (POST /checkout/session). */
  const requireVouchedSession = (request: FastifyRequest, sessionId: string, culture: Culture): void => {
    const token = request.headers[CHECKOUT_SESSION_HEADER.toLowerCase()];
    if (
      !isValidSessionToken(
        keys.checkoutSession,
        sessionId,
        typeof token === 'string' ? token : undefined,
        clock.now(),
      )
    ) {
      throw validationError({ [CHECKOUT_SESSION_HEADER]: VALIDATION_MESSAGES.invalid }, culture);
    }
  };

  /**
   * Issue 32: a session holds only once it proved its work (its first hold carries the solved challenge of
   * POST /checkout/session). A missing, wrong, expired or replayed proof is a 400 naming the header; the client then
   * asks for a new challenge.
   */
  const requireProvenWork = async (request: FastifyRequest, sessionId: string, culture: Culture) => {
    if (!proofOfWork) return;
    const header = request.headers[PROOF_HEADER.toLowerCase()];
    const proof = typeof header === 'string' ? header : undefined;
    const verdict = await proveWork(db, keys.checkoutSession, sessionId, proof, clock.now());
    if (verdict === 'ok') return;
    const message = verdict === 'missing' ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalid;
    throw validationError({ [PROOF_HEADER]: message }, culture);
  };

  const holdSchema = createHoldRequestSchema(clock);
  const reserveSchema = createReserveRequestSchema(clock);

  const refuseWhenOffline = async (raw: unknown) => {
    if (await isCheckoutOffline(db)) {
      throw checkoutOffline(cultureOf(raw));
    }
  };

  const docs = {
    session: {
      operationId: 'startCheckoutSession',
      tag: 'booking',
      summary: 'Vouches for a checkout session: the token its holds and reservations must carry',
      body: { schema: checkoutSessionSchema, required: true },
      responses: { 200: 'CheckoutSessionResponse', 400: 'ApiErrorBody' },
    },
    hold: {
      operationId: 'holdHour',
      tag: 'booking',
      access: 'checkoutSession',
      summary: "Holds an advisor's hour for the checkout session (one live hold per session)",
      body: { schema: holdSchema, required: true },
      headers: {
        [PROOF_HEADER.toLowerCase()]: {
          schema: proofHeaderSchema,
          description:
            "The solved challenge of the session's answer (its `proof`), base64 of ALTCHA's JSON payload: needed " +
            'by a session that has not proved its work yet (its first hold, and the first after a booking); used once',
        },
      },
      responses: {
        200: 'HoldResponse',
        400: 'ApiErrorBody',
        409: 'ApiErrorBody',
        429: 'ApiErrorBody',
        503: 'ApiErrorBody',
      },
    },
    releaseHold: {
      operationId: 'releaseHold',
      tag: 'booking',
      access: 'checkoutSession',
      summary: "Releases the session's hold, if any",
      description: 'The session id comes in a JSON body or, for clients that send no body, as ?sessionId=.',
      body: { schema: releaseHoldSchema, required: false },
      query: releaseHoldSchema.partial(),
      responses: { 204: { empty: 'Released (or there was none)' }, 400: 'ApiErrorBody' },
    },
    reserve: {
      operationId: 'reserve',
      tag: 'booking',
      access: 'checkoutSession',
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
    CHECKOUT_SESSION_PATH,
    { config: { doc: docs.session, rateLimit: routeLimit(limits.session) } },
    async (request): Promise<CheckoutSessionResponse> => {
      const { sessionId } = await validateObject(checkoutSessionSchema, request.body, 'body');
      const { token, expiresAt } = issueSessionToken(keys.checkoutSession, sessionId, clock.now());
      if (!proofOfWork) return { token, expiresAt: expiresAt.toISOString() };
      const client = { clientKey: clientOf(request), sessionId };
      const work = await workFor(db, proofOfWork.baseMaxNumber, manage.caps, client, clock.now());
      const proof = await issueChallenge(keys.checkoutSession, sessionId, work, clock.now());
      return { token, expiresAt: expiresAt.toISOString(), proof };
    },
  );

  api.post(
    API_PATHS.hold,
    { config: { doc: docs.hold, rateLimit: routeLimit(limits.hold) } },
    async (request): Promise<HoldResponse> => {
      const body = await validateObject(holdSchema, request.body, 'body');
      requireVouchedSession(request, body.sessionId, cultureOf(request.body));
      await refuseWhenOffline(request.body);
      await requireProvenWork(request, body.sessionId, cultureOf(request.body));
      return holdSlot(db, body, clock.now(), clientOf(request));
    },
  );

  // The session id comes in a JSON body or, for clients that send no body with DELETE, as ?sessionId=.
  api.delete(API_PATHS.hold, { config: { doc: docs.releaseHold } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const raw = request.body ?? (query.sessionId !== undefined ? { sessionId: query.sessionId } : undefined);
    const { sessionId } = await validateObject(releaseHoldSchema, raw, 'sessionId');
    // Only the session's own client may give its hour up (issue 32): its token, as for the hold.
    requireVouchedSession(request, sessionId, cultureOf(raw));
    await releaseHold(db, sessionId);
    return reply.status(204).send();
  });

  api.post(
    API_PATHS.reserve,
    { config: { doc: docs.reserve, rateLimit: routeLimit(limits.reserve) } },
    async (request, reply): Promise<ReserveResponse> => {
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const body = await validateObject(reserveSchema, request.body, 'body');
      requireVouchedSession(request, body.checkoutSessionId, body.culture);
      if (!idempotencyKeySchema.isValidSync(header, WIRE_VALIDATE_OPTIONS)) {
        throw validationError({ [IDEMPOTENCY_HEADER]: VALIDATION_MESSAGES.invalid }, body.culture);
      }
      await refuseWhenOffline(request.body);
      const outcome = await reserve(db, body, header, clock.now(), manage, clientOf(request));
      if (outcome.status === 201) onReserved();
      return reply.status(outcome.status).send(outcome.response);
    },
  );
};
