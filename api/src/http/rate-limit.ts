// Per-route request limits per client address (@fastify/rate-limit) with the counters in the database, so that
// several API processes enforce one limit. Answers carry the IETF RateLimit headers; a refusal is a 429 with
// Retry-After and an ApiError body in the request's language.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { RATE_LIMITS } from '../domain/limits';
import { hitRateLimit, purgeRateLimits } from '../repositories/rate-limit-repository';
import { rateLimited } from './api-error';
import { cultureOf } from './validate';

interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Purges ended windows about once every this many hits. */
const PURGE_EVERY = 500;

/** The store class the plugin instantiates, one per route with a limit of its own (its key gets the route). */
const databaseStore = (db: Database) => {
  let hitsSincePurge = 0;
  return class DatabaseRateLimitStore {
    private readonly scope: string;
    private readonly windowMs: number;

    /**
     * The plugin passes its options with the window in ms; a route's store also gets the route (its typings
     * say RouteOptions, its code passes the merged limit options with `routeInfo`).
     */
    constructor(given: object) {
      const options = given as StoreOptions;
      const route = options.routeInfo;
      this.scope = route?.url ? `${String(route.method)} ${route.url}` : '*';
      this.windowMs =
        typeof options.timeWindow === 'number' ? options.timeWindow : RATE_LIMITS.default.windowMs;
    }

    incr(key: string, callback: StoreCallback): void {
      hitRateLimit(db, `${this.scope}|${key}`, this.windowMs).then(
        ({ hits, ttlMs }) => {
          if (++hitsSincePurge >= PURGE_EVERY) {
            hitsSincePurge = 0;
            void purgeRateLimits(db).catch(() => undefined);
          }
          callback(null, { current: hits, ttl: ttlMs });
        },
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
};

/** The culture a request asks for: its body's, or its `data` parameter's. */
const requestCulture = (request: FastifyRequest) => {
  const data = (request.query as { data?: unknown } | undefined)?.data;
  if (typeof data === 'string') {
    try {
      return cultureOf(JSON.parse(data));
    } catch {
      return cultureOf(undefined);
    }
  }
  return cultureOf(request.body);
};

type Limit = { max: number; windowMs: number };
export type RateLimits = Record<keyof typeof RATE_LIMITS, Limit>;

export const registerRateLimits = async (
  app: FastifyInstance,
  db: Database,
  limits: Limit,
): Promise<void> => {
  await app.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    // After the body is read, so that the refusal speaks the request's language.
    hook: 'preHandler',
    store: databaseStore(db),
    enableDraftSpec: true,
    errorResponseBuilder: (request, context) => rateLimited(requestCulture(request), context.ttl / 1000),
  });
};

/** A route's own limit, for its options' `config.rateLimit`. */
export const routeLimit = (limit: Limit) => ({ max: limit.max, timeWindow: limit.windowMs });
