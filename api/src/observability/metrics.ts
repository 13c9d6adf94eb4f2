// The API's metrics (issue 36), in Prometheus' text format at GET /api/metrics: one registry per app (never
// prom-client's global one: tests build many apps in one process), held in the app context. What each metric
// means and the suggested alerts: docs/operations.md.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database';
import { isDatabaseUnavailable, isPostgresError } from '../db/database';
import type { OutboxStats } from '../repositories/outbox-repository';

const HOLD_OUTCOMES = [
  'held',
  'released',
  'slot_taken',
  'refused_limit',
  'invalid',
  'offline',
  'unavailable',
  'error',
] as const;
/** What a hold request ended in. */
export type HoldOutcome = (typeof HOLD_OUTCOMES)[number];

const RESERVATION_OUTCOMES = [
  'booked',
  'replayed',
  'slot_taken',
  'expired',
  'refused_limit',
  'invalid',
  'key_conflict',
  'offline',
  'unavailable',
  'error',
] as const;
/** What a reservation request ended in. */
export type ReservationOutcome = (typeof RESERVATION_OUTCOMES)[number];

/** Query error classes every scrape shows from the start (others appear when they happen). */
const KNOWN_ERROR_CLASSES = ['unavailable', '23', 'other'];

/** Latency buckets of the API's answers, in seconds (a read answers in a few ms, the budget is 5 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** The outbox's state, read from the database at each scrape. */
  outbox: () => Promise<OutboxStats>;
  /** The connection pool's use; undefined: the driver has none to report. */
  pool: (() => PoolStats) | undefined;
}

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event loop lag, GC): on in a server process, off in tests. */
  processMetrics?: boolean;
}

/** The class of a failed statement: its SQLSTATE class (`23`: a constraint, as a lost race), or what else it was. */
export const queryErrorClass = (error: unknown): string =>
  isDatabaseUnavailable(error) ? 'unavailable' : isPostgresError(error) ? error.code.slice(0, 2) : 'other';

export const createMetrics = (options: MetricsOptions = {}) => {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'checkout_http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern (never the raw path: tokens sit in some) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const holds = new Counter({
    name: 'checkout_holds_total',
    help: 'Hold requests (POST and DELETE /checkout/hold) by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const reservations = new Counter({
    name: 'checkout_reservations_total',
    help: 'Reservation requests (POST /checkout/reserve) by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const queryErrors = new Counter({
    name: 'checkout_db_query_errors_total',
    help: "Failed SQL statements of the app, by SQLSTATE class ('23': a constraint, e.g. a lost race), 'unavailable' or 'other'",
    labelNames: ['class'] as const,
    registers,
  });

  // Every outcome from zero, so that a rate over them exists before the first of each (Prometheus' advice).
  for (const outcome of HOLD_OUTCOMES) holds.inc({ outcome }, 0);
  for (const outcome of RESERVATION_OUTCOMES) reservations.inc({ outcome }, 0);
  for (const errorClass of KNOWN_ERROR_CLASSES) queryErrors.inc({ class: errorClass }, 0);

  let sources: MetricsSources | undefined;
  const outboxDue = new Gauge({
    name: 'checkout_outbox_due_messages',
    help: 'Outbox messages due and not sent yet (the worker queue)',
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'checkout_outbox_oldest_due_age_seconds',
    help: 'Seconds the oldest due, unsent outbox message has waited past its due time (0 when none waits)',
    registers,
  });
  const outboxScheduled = new Gauge({
    name: 'checkout_outbox_scheduled_messages',
    help: 'Outbox messages due later (video invitations, reminders)',
    registers,
  });
  const outboxFailed = new Gauge({
    name: 'checkout_outbox_failed_messages',
    help: 'Outbox messages the worker gave up on (10 attempts or a permanent SMTP refusal)',
    registers,
  });
  const outboxScrapeErrors = new Counter({
    name: 'checkout_outbox_scrape_errors_total',
    help: 'Scrapes that could not read the outbox (the database was unreachable)',
    registers,
  });
  new Gauge({
    name: 'checkout_db_pool_connections',
    help: 'Database connections by state: total open, idle; PGlite is one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources?.pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'checkout_db_pool_waiting_requests',
    help: 'Statements waiting for a database connection',
    registers,
    collect() {
      const stats = sources?.pool?.();
      if (stats) this.set(stats.waiting);
    },
  });

  return {
    registry,
    httpDuration,
    holds,
    reservations,
    /** Counts a failed statement (db/error-watch.ts). */
    queryFailed(error: unknown): void {
      queryErrors.inc({ class: queryErrorClass(error) });
    },
    /** Where the gauges read at a scrape come from (set once the app has its database). */
    observe(given: MetricsSources): void {
      sources = given;
    },
    /** The text Prometheus scrapes: the outbox read first, then every metric. */
    async scrape(): Promise<{ contentType: string; text: string }> {
      if (sources) {
        try {
          const outbox = await sources.outbox();
          outboxDue.set(outbox.due);
          outboxOldest.set(outbox.oldestDueAgeSeconds);
          outboxScheduled.set(outbox.scheduled);
          outboxFailed.set(outbox.failed);
        } catch {
          // The database is away: the outbox gauges keep their last values, the counter says so.
          outboxScrapeErrors.inc();
        }
      }
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
