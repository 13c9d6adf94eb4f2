// Operator calls: the offline switch over HTTP, so `checkout:offline` reaches a running API whose
// embedded PGlite no other process may open. Only loopback peers with the operator token (OPERATOR_TOKEN, or the
// one the API wrote into its private token file at start: never open without one).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, DEFAULT_CULTURE } from '@checkout/shared/contract';
import { operatorOfflineSchema } from '../http/query-schemas';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import { forbidden } from '../domain/errors';
import { validateObject } from '../http/validate';
import { isCheckoutOffline, setCheckoutOffline } from '../repositories/settings-repository';

export const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The bearer token equals the operator's, compared in constant time (equal-length digests). */
export const isOperatorToken = (authorization: string | undefined, token: string): boolean =>
  token !== '' && timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));

/**
 * A loopback peer with the token. `request.ip` is the socket's peer unless TRUST_PROXY names the proxy in
 * between: a forged X-Forwarded-For from anyone else changes nothing.
 */
export const isOperator = (request: FastifyRequest, token: string): boolean =>
  LOOPBACK.test(request.ip) && isOperatorToken(request.headers.authorization, token);

export const registerOperatorRoutes = (
  api: FastifyInstance,
  { db, clock, operatorToken, limits }: AppContext,
): void => {
  const doc: RouteDoc = {
    tag: 'operator',
    summary: 'Switches the checkout off or on',
    description:
      'Loopback peers only (the socket peer, or the client named by a trusted proxy), with `Authorization: ' +
      'Bearer <token>`: OPERATOR_TOKEN, or the token the API wrote into OPERATOR_TOKEN_FILE at start.',
    body: { schema: operatorOfflineSchema, required: true },
    responses: { 200: 'OperatorOfflineResponse', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    operator: true,
  };
  api.put(
    API_PATHS.operatorCheckoutOffline,
    { config: { doc, rateLimit: routeLimit(limits.operator) } },
    async (request): Promise<{ offline: boolean }> => {
      if (!isOperator(request, operatorToken)) {
        throw forbidden(DEFAULT_CULTURE);
      }
      const { offline } = await validateObject(operatorOfflineSchema, request.body, 'body');
      await setCheckoutOffline(db, offline, clock.now());
      return { offline: await isCheckoutOffline(db) };
    },
  );
};
