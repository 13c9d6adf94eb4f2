// Canary releases of the remotes (issue 36, decision 0054): the public state the server of checkout-config.json
// reads, and the operator's calls (`npm run release`), closed like the offline switch: loopback peers with the
// operator token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CULTURE } from '@checkout/shared/contract';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { API_OWN_PATHS } from '../http/own-paths';
import { releaseRemoteSchema, releaseStartSchema, releaseWidenSchema } from '../http/query-schemas';
import { routeLimit } from '../http/rate-limit';
import { validateObject } from '../http/validate';
import { forbidden } from '../domain/errors';
import {
  DEFAULT_ROLLBACK_RULE,
  promoteRelease,
  publicReleases,
  releaseStatus,
  rollbackRelease,
  startRelease,
  widenRelease,
  type PublicReleases,
  type ReleaseStatusEntry,
} from '../domain/releases';
import { isOperator } from './operator-routes';

const OPERATOR_DESCRIPTION =
  'Loopback peers only (the socket peer, or the client named by a trusted proxy), with `Authorization: ' +
  'Bearer <token>`: OPERATOR_TOKEN, or the token the API wrote into OPERATOR_TOKEN_FILE at start.';

export const registerReleaseRoutes = (api: FastifyInstance, context: AppContext): void => {
  const { db, clock, operatorToken, limits, telemetry } = context;
  /** An operator call's doc; with a body, 400 for a bad one, and 404 when it names a remote without a candidate. */
  const operatorDoc = (
    operationId: string,
    summary: string,
    body?: RouteDoc['body'],
    notFound = false,
  ): RouteDoc => {
    const responses: RouteDoc['responses'] = { 200: 'ReleaseStatusResponse', 403: 'ApiErrorBody' };
    if (body) responses[400] = 'ApiErrorBody';
    if (notFound) responses[404] = 'ApiErrorBody';
    return {
      operationId,
      tag: 'operator',
      summary,
      description: OPERATOR_DESCRIPTION,
      ...(body ? { body } : {}),
      responses,
      access: 'operator',
    };
  };
  const docs = {
    releases: {
      operationId: 'getReleases',
      tag: 'service',
      access: 'public',
      summary: "The remotes' canary releases: recorded stable builds and running candidates with their share",
      description:
        'Read by the server of checkout-config.json (tools/start.mjs), which names them in the config it serves.',
      responses: { 200: 'PublicReleasesResponse' },
    },
    status: operatorDoc(
      'getReleaseStatus',
      'The release state of every remote, with the sessions counted for its candidate',
    ),
    start: operatorDoc(
      'startRelease',
      'Starts a candidate build of a remote for a share of new booking sessions',
      {
        schema: releaseStartSchema,
        required: true,
      },
    ),
    widen: operatorDoc(
      'widenRelease',
      "Changes the running candidate's share of new booking sessions",
      {
        schema: releaseWidenSchema,
        required: true,
      },
      true,
    ),
    promote: operatorDoc(
      'promoteRelease',
      'Makes the running candidate the stable build',
      {
        schema: releaseRemoteSchema,
        required: true,
      },
      true,
    ),
    rollback: operatorDoc(
      'rollBackRelease',
      'Withdraws the running candidate',
      { schema: releaseRemoteSchema, required: true },
      true,
    ),
  } satisfies Record<string, RouteDoc>;

  api.get(
    API_OWN_PATHS.releases,
    { config: { doc: docs.releases } },
    async (_request, reply): Promise<PublicReleases> => {
      reply.header('cache-control', 'no-cache');
      return publicReleases(db);
    },
  );

  const config = (doc: RouteDoc) => ({ config: { doc, rateLimit: routeLimit(limits.operator) } });
  /** The operator's check, then the call, then the state after it. */
  const operatorCall =
    (call: (request: FastifyRequest) => Promise<void>) =>
    async (request: FastifyRequest, _reply: FastifyReply): Promise<{ releases: ReleaseStatusEntry[] }> => {
      if (!isOperator(request, operatorToken)) throw forbidden(DEFAULT_CULTURE);
      await call(request);
      // The metrics label the registry's builds from now on (issue 47); other processes read them within 10 s.
      await telemetry.readRegistry();
      return { releases: await releaseStatus(db) };
    };

  api.get(
    API_OWN_PATHS.operatorReleases,
    config(docs.status),
    operatorCall(async () => undefined),
  );
  api.post(
    API_OWN_PATHS.operatorReleaseStart,
    config(docs.start),
    operatorCall(async (request) => {
      const body = await validateObject(releaseStartSchema, request.body, 'body');
      const autoRollback = body.autoRollback
        ? {
            margin: body.margin ?? DEFAULT_ROLLBACK_RULE.margin,
            minSessions: body.minSessions ?? DEFAULT_ROLLBACK_RULE.minSessions,
            sessionsPerNetwork: body.sessionsPerNetwork ?? DEFAULT_ROLLBACK_RULE.sessionsPerNetwork,
          }
        : null;
      await startRelease(
        db,
        {
          remote: body.remote,
          manifest: body.manifest,
          version: body.version,
          share: body.share,
          autoRollback,
        },
        clock.now(),
      );
    }),
  );
  api.post(
    API_OWN_PATHS.operatorReleaseWiden,
    config(docs.widen),
    operatorCall(async (request) => {
      const body = await validateObject(releaseWidenSchema, request.body, 'body');
      await widenRelease(db, body.remote, body.share, clock.now());
    }),
  );
  api.post(
    API_OWN_PATHS.operatorReleasePromote,
    config(docs.promote),
    operatorCall(async (request) => {
      const body = await validateObject(releaseRemoteSchema, request.body, 'body');
      await promoteRelease(db, body.remote, clock.now());
    }),
  );
  api.post(
    API_OWN_PATHS.operatorReleaseRollback,
    config(docs.rollback),
    operatorCall(async (request) => {
      const body = await validateObject(releaseRemoteSchema, request.body, 'body');
      await rollbackRelease(db, body.remote, clock.now());
    }),
  );
};
