// Operator calls: the offline switch over HTTP, so `checkout:offline` reaches a running API whose
// embedded PGlite no other process may open. Only loopback peers with the operator token (OPERATOR_TOKEN, or the
// one the API wrote into its private token file at start: never open without one).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  DEFAULT_CULTURE,
  PRIVACY_PATHS,
  type PrivacyErasure,
  type PrivacyExport,
} from '@checkout/shared/contract';
import { privacyRequestSchema } from '@checkout/shared/schemas';
import { operatorOfflineSchema } from '../http/query-schemas';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import { forbidden } from '../domain/errors';
import { validateObject } from '../http/validate';
import { isCheckoutOffline, setCheckoutOffline } from '../repositories/settings-repository';
import { clientKeyOf } from '../http/client-address';
import { eraseTraveller, exportTraveller } from '../domain/privacy';
import type { Keyring } from '../keyring';

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

/** The subject of a privacy request as its record names it: a keyed hash of the address, never the address. */
export const privacySubjectHash = (keys: Keyring, email: string): string =>
  clientKeyOf(keys, `privacy:${email.trim().toLowerCase()}`);

/** Issue 37: a traveller's data exported or erased on request, by the operator (`npm run privacy -w api`). */
const privacyRoutes = (api: FastifyInstance, context: AppContext): void => {
  const { db, clock, operatorToken, limits, keys, manage } = context;
  const access = {
    tag: 'operator',
    description:
      'Loopback peers only, with `Authorization: Bearer <token>` (as the offline switch). The address travels in ' +
      'the body, never in the URL; the request is recorded with counts and a keyed hash of the address only.',
    body: { schema: privacyRequestSchema, required: true },
    access: 'operator',
  } as const;
  const docs = {
    export: {
      ...access,
      operationId: 'exportTravellerData',
      summary:
        'Everything stored about a traveller (bookings, messages, kept answers, audit entries) as one document',
      responses: { 200: 'PrivacyExport', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    erase: {
      ...access,
      operationId: 'eraseTravellerData',
      summary:
        "Erases a traveller's data: future appointments cancelled first (with the usual messages), then every booking anonymised",
      responses: { 200: 'PrivacyErasure', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
  } satisfies Record<string, RouteDoc>;
  const config = (doc: RouteDoc) => ({ config: { doc, rateLimit: routeLimit(limits.operator) } });
  const requestOf = async (request: FastifyRequest) => {
    if (!isOperator(request, operatorToken)) throw forbidden(DEFAULT_CULTURE);
    const body = await validateObject(privacyRequestSchema, request.body, 'body');
    return {
      body,
      actor: {
        staffId: null,
        staffName: '',
        subjectHash: privacySubjectHash(keys.clientAddress, body.email),
      },
    };
  };

  api.post(PRIVACY_PATHS.operatorExport, config(docs.export), async (request): Promise<PrivacyExport> => {
    const { body, actor } = await requestOf(request);
    return exportTraveller(db, body, clock.now(), actor, {
      retailer: context.retailer,
      fallbackCulture: DEFAULT_CULTURE,
    });
  });

  api.post(PRIVACY_PATHS.operatorErase, config(docs.erase), async (request): Promise<PrivacyErasure> => {
    const { body, actor } = await requestOf(request);
    const erased = await eraseTraveller(db, body, clock.now(), actor, manage);
    // The cancellations are on their way.
    if (erased.messagesPending > 0) context.onReserved();
    return erased;
  });
};

export const registerOperatorRoutes = (api: FastifyInstance, context: AppContext): void => {
  const { db, clock, operatorToken, limits } = context;
  const doc: RouteDoc = {
    operationId: 'setCheckoutOffline',
    tag: 'operator',
    summary: 'Switches the checkout off or on',
    description:
      'Loopback peers only (the socket peer, or the client named by a trusted proxy), with `Authorization: ' +
      'Bearer <token>`: OPERATOR_TOKEN, or the token the API wrote into OPERATOR_TOKEN_FILE at start.',
    body: { schema: operatorOfflineSchema, required: true },
    responses: { 200: 'OperatorOfflineResponse', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    access: 'operator',
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
  privacyRoutes(api, context);
};
