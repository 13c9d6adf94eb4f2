// Per-route request limits per client (@fastify/rate-limit; a client is its keyed network, client-address.ts),
// with the counters in the database, so that several API processes enforce one limit. Answers carry the IETF
// RateLimit headers; a refusal is a 429 with Retry-After and an ApiError body in the request's language.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { RATE_LIMITS } from '../domain/limits';
import { addRateLimitHits, hitRateLimit, purgeRateLimits } from '../repositories/rate-limit-repository';
import { rateLimited } from '../domain/errors';
import type { ClientOf } from './client-address';
import { requestCulture } from './translate';

interface StoreOptions {
  timeWindow?: unknown;
  max?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Purges ended windows about once every this many hits. */
const PURGE_EVERY = 500;

/** The default limit's local hits are added to the shared counters about this often. */
export const SHARED_COUNT_EVERY_MS = 200;
/**
 * Addresses a process counts locally at most. When a new address finds them full, the oldest counters with no
 * hits waiting for the next flush are forgotten, down to three quarters of it (each flush does the same); only
 * when every counter has hits waiting is a hit counted in the database at once.
 */
export const MAX_LOCAL_KEYS = 50_000;
/**
 * An address's hits in one process are added to the shared counters once they reach this part of its limit in
 * the window (50 of the default 1,500): an address that asks one process less often costs no write.
 */
export const SHARE_FROM_PART_OF_LIMIT = 1 / 30;

/** From how many hits in a process an address's hits are shared, for a limit of `max` a window. */
export const shareFromHits = (max: number): number => Math.max(1, Math.floor(max * SHARE_FROM_PART_OF_LIMIT));

interface LocalEntry {
  hits: number;
  /** Hits not yet added to the shared counter. */
  pending: number;
  /** Whether the key waits in `dirty` for the next flush. */
  queued: boolean;
  resetAt: number;
}

/**
 * The counters of the default limit (every route without its own: reading filters, days, agendas): counted in
 * the process and added to the database's shared counters in one statement about every SHARED_COUNT_EVERY_MS, so
 * that reading costs no write per request. An address is shared from its `shareFrom`-th hit in the window in this
 * process (a traveller asks about 100 times in a whole checkout; a bench or a crowd of new addresses asking once
 * each costs no write at all), and from then on all its hits are. Every process learns the shared count at each
 * flush of the address. A client can pass the limit by what it sends to other processes within one flush, and
 * by fewer than `shareFrom` hits per other process it never reaches there: margins the default limit (1,500 a
 * minute, where a traveller makes about 100) allows. A counter forgotten to make room (its hits are in the shared
 * count, or fewer than `shareFrom`) starts again from its next hit and learns the shared count at its next flush:
 * the same margins. The routes that guard the calendar (hold, reserve, session, operator) count each hit in the
 * database before answering.
 */
export class LocalCounters {
  private readonly entries = new Map<string, LocalEntry>();
  /** Keys with hits waiting to be added to the shared counters. */
  private dirty: string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: Database,
    private readonly windowMs: number,
    private readonly maxKeys: number = MAX_LOCAL_KEYS,
    private readonly shareFrom: number = 1,
  ) {}

  /** Counts a hit; null when too many addresses are counted locally (the caller counts it in the database). */
  hit(key: string): { current: number; ttl: number } | null {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (entry && entry.resetAt <= now && !entry.queued) {
      // The window ended: its hits were shared, or are too few to matter.
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      if (this.entries.size >= this.maxKeys) {
        this.makeRoom(Math.floor(this.maxKeys * 0.75));
        if (this.entries.size >= this.maxKeys) return null;
      }
      entry = { hits: 0, pending: 0, queued: false, resetAt: now + this.windowMs };
      this.entries.set(key, entry);
    }
    entry.hits += 1;
    entry.pending += 1;
    if (!entry.queued && entry.hits >= this.shareFrom) this.queue(key, entry);
    return { current: entry.hits, ttl: Math.max(0, entry.resetAt - now) };
  }

  /** Puts `key`'s waiting hits in the next flush, which starts in SHARED_COUNT_EVERY_MS unless one is due. */
  private queue(key: string, entry: LocalEntry): void {
    entry.queued = true;
    this.dirty.push(key);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), SHARED_COUNT_EVERY_MS);
      this.timer.unref?.(); // a pending flush does not keep a process alive
    }
  }

  /** How many addresses are counted locally (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Adds the waiting hits to the shared counters and learns their counts; makes room when needed. */
  async flush(): Promise<void> {
    this.timer = undefined;
    const batch = new Map<string, number>();
    for (const key of this.dirty) {
      const entry = this.entries.get(key);
      if (entry?.queued) {
        batch.set(key, entry.pending);
        entry.pending = 0;
        entry.queued = false;
      }
    }
    this.dirty = [];
    try {
      const now = Date.now();
      for (const row of await addRateLimitHits(this.db, batch, this.windowMs)) {
        const entry = this.entries.get(row.key);
        if (!entry) continue;
        // The shared count, and what this process counted while the statement ran (a counter the statement
        // created is not answered: it holds what this process gave).
        entry.hits = row.hits + entry.pending;
        entry.resetAt = now + row.ttlMs;
      }
    } catch {
      // The database is away: the hits are counted again at the next flush.
      for (const [key, hits] of batch) {
        const entry = this.entries.get(key);
        if (!entry) continue;
        entry.pending += hits;
        if (!entry.queued) this.queue(key, entry);
      }
    }
    this.makeRoom(Math.floor(this.maxKeys * 0.75));
  }

  /**
   * Forgets counters with no hits waiting for a flush, oldest first (ended windows come first), down to `target`
   * addresses.
   */
  private makeRoom(target: number): void {
    // Only as many as are deleted are visited: the Map keeps the order the addresses came in.
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= target) break;
      if (!entry.queued) this.entries.delete(key);
    }
  }
}

/** The store class the plugin instantiates, one per route with a limit of its own (its key gets the route). */
const databaseStore = (db: Database) => {
  let hitsSincePurge = 0;
  const localCounters = new Map<number, LocalCounters>();
  return class DatabaseRateLimitStore {
    private readonly scope: string;
    private readonly windowMs: number;
    /** The default limit (no route of its own): counted locally, shared at each flush. */
    private readonly local: LocalCounters | undefined;

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
      if (!route?.url) {
        let counters = localCounters.get(this.windowMs);
        if (!counters) {
          const max = typeof options.max === 'number' ? options.max : RATE_LIMITS.default.max;
          counters = new LocalCounters(db, this.windowMs, MAX_LOCAL_KEYS, shareFromHits(max));
          localCounters.set(this.windowMs, counters);
        }
        this.local = counters;
      }
    }

    incr(key: string, callback: StoreCallback): void {
      const counted = this.local?.hit(`${this.scope}|${key}`);
      if (counted) return callback(null, counted);
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

type Limit = { max: number; windowMs: number };
export type RateLimits = Record<keyof typeof RATE_LIMITS, Limit>;

export const registerRateLimits = async (
  app: FastifyInstance,
  db: Database,
  limits: Limit,
  clientOf: ClientOf,
): Promise<void> => {
  await app.register(rateLimit, {
    global: true,
    // The client's keyed network (an IPv6 /64 is one client), never the address itself (client-address.ts).
    keyGenerator: clientOf,
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
