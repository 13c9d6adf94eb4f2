// Issue 36: the metrics for Prometheus (closed like the operator switch) and the browser's telemetry beacons.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, DEFAULT_CULTURE, type TelemetryBatch } from '@checkout/shared/contract';
import { telemetryBatchSchema } from '@checkout/shared/schemas';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { API_OWN_PATHS } from '../http/own-paths';
import { routeLimit } from '../http/rate-limit';
import { validateObject } from '../http/validate';
import { forbidden } from '../domain/errors';
import { isOperator } from './operator-routes';

/** A beacon's body at most: 20 events of a few hundred bytes. */
export const TELEMETRY_BODY_LIMIT = 16 * 1024;

export const registerObservabilityRoutes = async (
  api: FastifyInstance,
  { operatorToken, limits, metrics, telemetry, clock, releaseNetworkOf }: AppContext,
): Promise<void> => {
  const metricsDoc: RouteDoc = {
    operationId: 'getMetrics',
    tag: 'operator',
    summary: 'The metrics in Prometheus text format',
    description:
      'Request latency per route and status, holds and reservations by outcome, the outbox queue, the database ' +
      "pool and its errors, the browsers' vitals and failures (docs/operations.md). Loopback peers only, with " +
      '`Authorization: Bearer <token>`, like the operator switch.',
    responses: {
      200: { media: 'text/plain', description: 'Prometheus text exposition format 0.0.4' },
      403: 'ApiErrorBody',
    },
    access: 'operator',
  };
  api.get(
    API_OWN_PATHS.metrics,
    { config: { doc: metricsDoc, rateLimit: routeLimit(limits.operator) } },
    async (request, reply) => {
      if (!isOperator(request, operatorToken)) throw forbidden(DEFAULT_CULTURE);
      const { contentType, text } = await metrics.scrape();
      return reply.header('Cache-Control', 'no-store').type(contentType).send(text);
    },
  );

  const telemetryDoc: RouteDoc = {
    operationId: 'sendTelemetry',
    tag: 'service',
    access: 'public',
    summary: "The browser's beacons: vitals, remote load failures, render errors, failed API calls",
    description:
      'Sent by navigator.sendBeacon as `text/plain` holding JSON (a beacon sends that cross-origin without a CORS ' +
      'preflight; this route alone parses it, and it changes nothing but counters). Fixed words, pattern-checked ' +
      'names and numbers only: no personal data. Aggregated into the metrics.',
    body: { schema: telemetryBatchSchema, required: true },
    responses: { 204: { empty: 'Accepted' }, 400: 'ApiErrorBody' },
  };
  // Its own context: the text/plain parser is this route's alone (every other route answers text/plain with 415).
  await api.register(async (beacons) => {
    beacons.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: TELEMETRY_BODY_LIMIT },
      beacons.getDefaultJsonParser('error', 'error'),
    );
    beacons.post(
      API_PATHS.telemetry,
      {
        bodyLimit: TELEMETRY_BODY_LIMIT,
        config: { doc: telemetryDoc, rateLimit: routeLimit(limits.telemetry) },
      },
      async (request, reply) => {
        const { events, loads } = await validateObject<TelemetryBatch>(
          telemetryBatchSchema,
          request.body,
          'body',
        );
        telemetry.accept(events, clock.now(), loads ?? [], releaseNetworkOf(request));
        return reply.status(204).send();
      },
    );
  });
};
