// The booking API: every call of spec section 7 under /api, plus health, factors, destinations, holds, avatars.
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ApiErrorBody } from '@checkout/shared/contract';
import { CHECKOUT_SESSION_HEADER, PROOF_HEADER } from '@checkout/shared/contract';
import type { Keyrings } from './keyring';
import { clientOfRequests } from './http/client-address';
import { systemClock, type Clock } from '@checkout/shared/dates';
import type { Database } from './db/database';
import { createReadModel } from './read-model/read-model';
import { availabilityClockKey } from './domain/availability';
import { trustProxies } from './http/trust-proxy';
import { COMPRESSION } from './http/json-answer';
import { registerRateLimits, type RateLimits } from './http/rate-limit';
import { BOOKING_CAPS, RATE_LIMITS, type BookingCaps } from './domain/limits';
import { BASE_MAX_NUMBER } from './domain/proof-of-work';
import type { Retailer } from './domain/retailer';
import { DEFAULT_RETAILER, DEFAULT_STAFF_CONFIG, type StaffConfig } from './config';
import { codeTexts, requestCulture } from './http/translate';
import { registerOpenApi } from './http/openapi';
import { trackConnections } from './http/connections';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCheckoutRoutes } from './routes/checkout-routes';
import { registerBookingRoutes } from './routes/booking-routes';
import { registerConsultantRoutes } from './routes/consultant-routes';
import { registerServiceRoutes } from './routes/service-routes';
import { registerOperatorRoutes } from './routes/operator-routes';
import { redactFeedUrl, registerCalendarRoutes } from './routes/calendar-routes';
import { registerManageRoutes } from './routes/manage-routes';
import { registerReleaseRoutes } from './routes/release-routes';
import { observeReleaseBatch, registeredVersions, RELEASE_IPV6_PREFIX_BITS } from './domain/releases';
import { registerStaffRoutes, STAFF_PREFIX } from './routes/staff-routes';
import { DEFAULT_MANAGE_CUTOFF_HOURS, DEFAULT_REMINDER_HOURS } from './domain/manage';
import type { AppContext, ManageSettings } from './app-context';
import { errorAnswers } from './http/error-answers';
import { registerRequestMetrics } from './http/request-metrics';
import { createMetrics } from './observability/metrics';
import { createReleaseCounting } from './observability/release-counting';
import { createTelemetry, type Telemetry } from './observability/telemetry';
import { registerObservabilityRoutes } from './routes/observability-routes';
import { outboxStats } from './repositories/outbox-repository';
import { watchErrors } from './db/error-watch';
import { TRACEPARENT_HEADER, type Tracing } from './observability/tracing';

export interface AppOptions {
  db: Database;
  /** Injected clock: tests fix it, production reads the system time. */
  clock?: Clock;
  /** Browser origins allowed by CORS. */
  corsOrigins: string[];
  /** Public base URL of this API (without /api), for advisor image URLs. */
  publicUrl: string;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** The operator routes require `Authorization: Bearer <token>` (and a loopback peer). */
  operatorToken: string;
  /**
   * Fastify's trustProxy: the proxies (addresses or CIDRs) whose X-Forwarded-For names the client. Default none:
   * the client is the socket's peer, whatever the headers say.
   */
  trustProxy?: string[];
  /** Called after a reservation committed its booking and messages (wakes the outbox worker). */
  onReserved?: () => void;
  /** The API's keyrings (secrets.ts): manage links, checkout sessions, client addresses. Never in the database. */
  keys: Keyrings;
  /** IPV6_PREFIX_BITS (64): an IPv6 client is its network of this many bits (http/client-address.ts). */
  ipv6PrefixBits?: number;
  /**
   * Request limits per client address (domain/limits.ts). Only tests that play many travellers from one
   * address (a load test, a fuzzer) raise them; the product runs with RATE_LIMITS.
   */
  rateLimits?: Partial<RateLimits>;
  /** The booking caps (domain/limits.ts BOOKING_CAPS); raised only by tests that play many travellers. */
  bookingCaps?: Partial<BookingCaps>;
  /**
   * Issue 32: the proof of work a session's first hold needs; `baseMaxNumber` is a normal visitor's work
   * (domain/proof-of-work.ts BASE_MAX_NUMBER, the default). false: no proof asked (PROOF_OF_WORK_MAX_NUMBER=0).
   */
  proofOfWork?: { baseMaxNumber: number } | false;
  /** MEETING_BASE_URL, base of the video room links: the calendar feeds name them (issue 20); unset, they do not. */
  meetingBaseUrl?: string;
  /** Cut-off and reminder lead of the manage page and the messages (issue 20); defaults 24 hours each. */
  manage?: Partial<ManageSettings>;
  /** The retailer's brand, site, mail domain and language names (config.ts retailerFromEnv); default the demo's. */
  retailer?: Retailer;
  /**
   * Issue 36: traces (observability/tracing.ts startTracing), off when absent: a span per request continuing the
   * browser's traceparent, kept by the outbox for the worker's send span.
   */
  tracing?: Tracing;
  /** Issue 36: Node's process metrics (CPU, memory, event loop) in /api/metrics too; main.ts turns them on. */
  processMetrics?: boolean;
  /** Issue 34: the back office (config.ts staffConfigFromEnv); default http://localhost:3005, rpID localhost. */
  staff?: Partial<StaffConfig>;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** A request's headers must have arrived by then (issue 32: slow-header attacks). */
export const HEADERS_TIMEOUT_MS = 5_000;
/** An idle keep-alive connection is closed after this long. */
export const KEEP_ALIVE_MS = 5_000;
/** Connections one API process holds at once: more are refused at the door. */
export const MAX_CONNECTIONS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a graceful shutdown: not ready any more, and every answer from now on closes its connection. */
    drain(): void;
    /** Closes the keep-alive connections that have waited without a request since `since` (epoch ms). */
    closeIdleSince(since: number): number;
    /** Issue 36: the browser's beacons; `telemetry.onEvents(listener)` observes every accepted batch. */
    telemetry: Pick<Telemetry, 'onEvents'>;
    /** Issue 47: resolves once the work begun after answers (AppContext.afterReply) is done. */
    settled(): Promise<void>;
  }
}

/**
 * The logger with Fastify's request serializer, except that a secret in a path (a calendar feed's token) is cut
 * before it reaches a log line, and so is the back office list's text search (issue 37: it may be a traveller's name).
 */
const withRedactedUrls = (logger: AppOptions['logger']): FastifyServerOptions['logger'] => {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactFeedUrl(request.url).replace(/([?&]search=)[^&]*/, '$1<redacted>'),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
};

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: withRedactedUrls(options.logger),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // While closing, a request that still arrives on an open connection is answered, with Connection: close.
    return503OnClosing: false,
    // close() waits for connections: every answer while draining closes its connection, and the idle ones are
    // closed by drain tracking below (Node's own 'idle' would also cut a connection whose request is in transit).
    forceCloseConnections: false,
    // A client that sends its request too slowly is cut (no connection held open for ever); issue 32: its
    // headers must be in within HEADERS_TIMEOUT_MS (a connection dribbling a header line every few seconds is cut
    // then, checked every second), and an idle keep-alive connection is closed after KEEP_ALIVE_MS.
    requestTimeout: 30_000,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    trustProxy:
      options.trustProxy && options.trustProxy.length > 0 ? trustProxies(options.trustProxy) : false,
  });
  // First, so that every later hook and route runs inside the request's span.
  if (options.tracing) await app.register(options.tracing.plugin(redactFeedUrl));

  const metrics = createMetrics({ processMetrics: options.processMetrics });
  // Every statement of the app runs through the read model's watch and the metrics' error count.
  const readModel = createReadModel(
    watchErrors(options.db, (error) => metrics.queryFailed(error)),
    { clockKeyOf: availabilityClockKey },
  );
  const clock = options.clock ?? systemClock;
  /** The work begun after answers and not done yet (AppContext.afterReply). */
  const afterReplies = new Set<Promise<void>>();
  const settled = async (): Promise<void> => {
    while (afterReplies.size > 0) await Promise.allSettled([...afterReplies]);
  };
  metrics.observe({ outbox: () => outboxStats(readModel.db, clock.now()), pool: options.db.poolStats });
  const context: AppContext = {
    draining: { on: false },
    db: readModel.db,
    readModel,
    clock,
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    operatorToken: options.operatorToken,
    onReserved: options.onReserved ?? (() => undefined),
    afterReply: (task) => {
      const running = task()
        .catch((error: unknown) => app.log.error({ err: error }, 'work after an answer failed'))
        .finally(() => afterReplies.delete(running));
      afterReplies.add(running);
    },
    limits: { ...RATE_LIMITS, ...options.rateLimits },
    meetingBaseUrl: options.meetingBaseUrl,
    manage: {
      cutoffHours: options.manage?.cutoffHours ?? DEFAULT_MANAGE_CUTOFF_HOURS,
      reminderHours: options.manage?.reminderHours ?? DEFAULT_REMINDER_HOURS,
      keys: options.keys.manageLink,
      caps: { ...BOOKING_CAPS, ...options.bookingCaps },
    },
    keys: options.keys,
    proofOfWork:
      options.proofOfWork === false ? null : (options.proofOfWork ?? { baseMaxNumber: BASE_MAX_NUMBER }),
    clientOf: clientOfRequests(options.keys.clientAddress, options.ipv6PrefixBits),
    releaseNetworkOf: clientOfRequests(
      options.keys.clientAddress,
      Math.min(options.ipv6PrefixBits ?? RELEASE_IPV6_PREFIX_BITS, RELEASE_IPV6_PREFIX_BITS),
    ),
    retailer: options.retailer ?? DEFAULT_RETAILER,
    metrics,
    telemetry: createTelemetry(metrics.registry, {
      registryVersions: () => registeredVersions(readModel.db),
    }),
    staff: { ...DEFAULT_STAFF_CONFIG, ...options.staff },
  };

  // No more connections at once than this process serves well: one client cannot take every socket.
  app.server.maxConnections = MAX_CONNECTIONS;
  const connections = trackConnections(app.server);
  app.decorate('drain', () => {
    context.draining.on = true;
  });
  app.decorate('closeIdleSince', (since: number) => connections.closeIdleSince(since));
  app.decorate('telemetry', { onEvents: context.telemetry.onEvents });
  app.decorate('settled', settled);
  app.addHook('onClose', settled);
  // Issue 36's canary releases: each accepted beacon counts its sessions on their side of a remote's release, and a
  // candidate failing beyond its rule is withdrawn (domain/releases.ts; the counts are the database's).
  // Counted a few at a time, off the request (release-counting.ts): the beacons never take the pool from bookings.
  const releaseCounting = createReleaseCounting({
    registry: metrics.registry,
    count: async ({ events, loads, at, client }) => {
      try {
        const reasons = await observeReleaseBatch(context.db, events, loads, at, client);
        reasons.forEach((reason) => app.log.warn({ reason }, 'canary candidate rolled back'));
      } catch (error) {
        app.log.error({ err: error }, 'counting a canary release event failed');
      }
    },
  });
  context.telemetry.onEvents((events, at, loads, client) => {
    releaseCounting.offer({ events, loads, at, client });
  });
  app.addHook('onClose', () => releaseCounting.idle());
  app.addHook('onRequest', (_request, reply, done) => {
    if (context.draining.on) reply.header('Connection', 'close');
    done();
  });

  // JSON only: a text/plain body (which a foreign page may send without a CORS preflight) is answered 415.
  app.removeContentTypeParser('text/plain');

  // helmet's headers, worked out once (security-headers.ts).
  registerSecurityHeaders(app);

  // JSON answers above 1 KiB (the agenda, the translations, the filters) go brotli or gzip to clients that accept
  // it; small ones and clients that do not, as they are.
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION.threshold,
    encodings: [...COMPRESSION.encodings],
  });

  await registerRateLimits(app, context.db, context.limits.default, context.clientOf);

  // The checkout's origins for its calls; the back office's origins alone for /api/staff, with its cookie (issue 34).
  const checkoutCors = {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Idempotency-Key',
      CHECKOUT_SESSION_HEADER,
      PROOF_HEADER,
      TRACEPARENT_HEADER,
    ],
    maxAge: 600,
  };
  const staffCors = {
    origin: context.staff.origins,
    credentials: true,
    // PUT: the weekly working hours (the whole week replaced).
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // The kernel's staff client sends a change's trace (traceparent) as the checkout's client does (issue 47).
    allowedHeaders: ['Content-Type', 'Idempotency-Key', TRACEPARENT_HEADER],
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, (request.url ?? '').startsWith(`/api${STAFF_PREFIX}/`) ? staffCors : checkoutCors),
  });

  // Each answer's latency by route pattern and status, and what holds and reservations ended in (issue 36).
  registerRequestMetrics(app, metrics);

  // Every refusal and failure becomes a status and an ApiErrorBody in one place (http/error-answers.ts).
  app.setErrorHandler(errorAnswers(context.db));

  await registerOpenApi(app, context.publicUrl);

  // Unknown paths count against the client's default limit too (a scan is many 404s), and their answer asks the
  // database nothing (issue 32): the code's own text.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const texts = codeTexts(requestCulture(request), ['api.notFound']);
    const body: ApiErrorBody = { error: 'not_found', message: texts['api.notFound'] ?? 'Not found' };
    return reply.status(404).send(body);
  });

  await app.register(
    async (api) => {
      registerServiceRoutes(api, context);
      registerCheckoutRoutes(api, context);
      registerBookingRoutes(api, context);
      registerConsultantRoutes(api, context);
      registerOperatorRoutes(api, context);
      registerCalendarRoutes(api, context);
      registerManageRoutes(api, context);
      registerReleaseRoutes(api, context);
      await registerObservabilityRoutes(api, context);
      registerStaffRoutes(api, context);
    },
    { prefix: '/api' },
  );
  return app;
};
