// Operator calls: the offline switch over HTTP, so `checkout:offline` reaches a running API whose
// embedded PGlite no other process may open. Only loopback peers (and the OPERATOR_TOKEN when set).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, DEFAULT_CULTURE } from '@checkout/shared/contract';
import { operatorOfflineSchema } from '../http/query-schemas';
import type { AppContext } from '../app';
import type { RouteDoc } from '../http/openapi';
import { ApiError } from '../http/api-error';
import { validateObject } from '../http/validate';
import { isCheckoutOffline, setCheckoutOffline } from '../repositories/settings-repository';

export const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const isOperator = (request: FastifyRequest, token: string | undefined): boolean =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  (token === undefined || request.headers.authorization === `Bearer ${token}`);

export const registerOperatorRoutes = (
  api: FastifyInstance,
  { db, clock, operatorToken }: AppContext,
): void => {
  const doc: RouteDoc = {
    tag: 'operator',
    summary: 'Switches the checkout off or on',
    description: 'Loopback peers only, with `Authorization: Bearer <OPERATOR_TOKEN>` when the token is set.',
    body: { schema: operatorOfflineSchema, required: true },
    responses: { 200: 'OperatorOfflineResponse', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    operator: true,
  };
  api.put(
    API_PATHS.operatorCheckoutOffline,
    { config: { doc } },
    async (request): Promise<{ offline: boolean }> => {
      if (!isOperator(request, operatorToken)) {
        throw new ApiError(403, 'forbidden', 'api.forbidden', undefined, DEFAULT_CULTURE);
      }
      const { offline } = await validateObject(operatorOfflineSchema, request.body, 'body');
      await setCheckoutOffline(db, offline, clock.now());
      return { offline: await isCheckoutOffline(db) };
    },
  );
};
