// Each answer into the metrics (issue 36): its latency by route pattern and status, and for holds and reservations
// what they ended in. The outcome is read from the answer's status and, for a refusal, the code the error handler
// answered (error-answers.ts notes it here), so the domain decides and the metrics only watch.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@checkout/shared/contract';
import type { RefusalCode } from '../domain/errors';
import type { HoldOutcome, Metrics, ReservationOutcome } from '../observability/metrics';

const refusals = new WeakMap<FastifyRequest, RefusalCode>();

/** The refusal a request was answered with (called by the error handler). */
export const noteRefusal = (request: FastifyRequest, code: RefusalCode): void => {
  refusals.set(request, code);
};

const HOLD_ROUTE = `/api${API_PATHS.hold}`;
const RESERVE_ROUTE = `/api${API_PATHS.reserve}`;

/** What a refusal or failure of either call was (undefined: not one the two share). */
const commonOutcome = (status: number, code: RefusalCode | undefined) => {
  if (code === 'slot_taken') return 'slot_taken';
  if (code === 'rate_limited' || status === 429) return 'refused_limit';
  if (code === 'checkout_offline') return 'offline';
  if (code === 'validation' || status === 400 || status === 413 || status === 415) return 'invalid';
  if (status === 503) return 'unavailable';
  return 'error';
};

export const holdOutcome = (method: string, status: number, code?: RefusalCode): HoldOutcome => {
  if (status < 300) return method === 'DELETE' ? 'released' : 'held';
  return commonOutcome(status, code);
};

export const reservationOutcome = (status: number, code?: RefusalCode): ReservationOutcome => {
  if (status === 201) return 'booked';
  if (status === 200) return 'replayed';
  if (code === 'hold_expired') return 'expired';
  if (code === 'idempotency_conflict') return 'key_conflict';
  return commonOutcome(status, code);
};

/** The route a request matched, as registered (`/api/manage/:token`), or `unmatched` (a 404 of no route). */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

export const registerRequestMetrics = (app: FastifyInstance, metrics: Metrics): void => {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    const code = refusals.get(request);
    if (route === HOLD_ROUTE && (request.method === 'POST' || request.method === 'DELETE')) {
      metrics.holds.inc({ outcome: holdOutcome(request.method, status, code) });
    } else if (route === RESERVE_ROUTE && request.method === 'POST') {
      metrics.reservations.inc({ outcome: reservationOutcome(status, code) });
    }
    done();
  });
};
