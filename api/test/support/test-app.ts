// Test support: a fresh database with the demo seed per test file (PGlite in memory, or a throw-away database on the
// PostgreSQL server named by TEST_DATABASE_URL), the app on top of it, and a clock the test controls.
import { ephemeralKeyrings, type Keyrings } from '../../src/secrets';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  CHECKOUT_SESSION_HEADER,
  CHECKOUT_SESSION_PATH,
  PROOF_HEADER,
  type AgendaRequest,
  type ApiErrorBody,
  type CheckoutSessionResponse,
  type ProofChallenge,
  type ReserveRequest,
  type ReserveResponse,
} from '@checkout/shared/contract';
import type { Clock } from '@checkout/shared/dates';
import { buildApp, type AppOptions } from '../../src/app';
import { solveProof } from './solve-proof';
import { Agent, fetch as undiciFetch } from 'undici';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { prepareOpenDatabase } from '../../src/prepare-database';

/**
 * The tests' HTTP client: a new connection per request. The API closes an idle keep-alive connection after
 * KEEP_ALIVE_MS; on a loaded machine (a PGlite query holding the event loop for seconds) a reused connection was
 * closed under a request just written ('fetch failed', ECONNRESET), which a browser retries but a test reports.
 */
const ONE_CONNECTION_PER_REQUEST = new Agent({ pipelining: 0 });
const fetch = (url: string, init: Parameters<typeof undiciFetch>[1] = {}) =>
  undiciFetch(url, { ...init, dispatcher: ONE_CONNECTION_PER_REQUEST });

export type Driver = 'pglite' | 'postgres';

/**
 * The databases the driver-parameterised tests run on: PGlite always, the PostgreSQL server too when
 * TEST_DATABASE_URL is set. TEST_DRIVERS (comma-separated, e.g. `postgres`) narrows that: CI's PostgreSQL step runs
 * only the server's side, `npm test` having run PGlite's just before.
 */
export const DRIVERS: Driver[] = driversOf(process.env);

export function driversOf(env: NodeJS.ProcessEnv): Driver[] {
  const available: Driver[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!env.TEST_DRIVERS) return available;
  const asked = env.TEST_DRIVERS.split(',').map((d) => d.trim());
  const unknown = asked.filter((d) => d !== 'pglite' && d !== 'postgres');
  if (unknown.length > 0)
    throw new Error(`TEST_DRIVERS names ${unknown.join(', ')}: only pglite and postgres`);
  if (asked.includes('postgres') && !env.TEST_DATABASE_URL)
    throw new Error(
      'TEST_DRIVERS asks for postgres, but TEST_DATABASE_URL is not set (tools/with-postgres.sh sets it)',
    );
  return available.filter((d) => asked.includes(d));
}

/** Monday 25 March 2030, 08:00 in Zurich (winter time; summer time starts on Sunday 31 March). */
export const MONDAY_0800 = new Date('2030-03-25T07:00:00Z');

/** The app's clock in a test: the app reads it, the test sets it or moves it on. */
export interface TestClock extends Clock {
  set(instant: Date | string): void;
  advanceMinutes(minutes: number): void;
}

export const createClock = (start: Date = MONDAY_0800): TestClock => {
  let at = new Date(start);
  return {
    now: () => new Date(at.getTime()),
    set(instant) {
      at = new Date(instant);
    },
    advanceMinutes(minutes) {
      at = new Date(at.getTime() + minutes * 60_000);
    },
  };
};

export interface TestDatabase {
  db: Database;
  /** Connection string of the throw-away database (postgres driver only). */
  url?: string;
  dispose(): Promise<void>;
}

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** An empty database, neither migrated nor seeded: in-memory PGlite, or a new database on the server. */
export const openEmptyTestDatabase = async (driver: Driver): Promise<TestDatabase> => {
  if (driver === 'pglite') {
    const pgliteClass = (globalThis as { __NATIVE_PGLITE__?: typeof PGlite }).__NATIVE_PGLITE__;
    if (!pgliteClass)
      throw new Error('API tests need the docblock @jest-environment ./test/support/pglite-environment.cjs');
    const db = await openDatabase({ pgliteDataDir: null, pgliteClass });
    return { db, dispose: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `checkout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = await openDatabase({ databaseUrl: url });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/** A database with the schema and the demo seed (the tests' catalogue and bookings), seeded as of `now`. */
export const createTestDatabase = async (driver: Driver, now: Date): Promise<TestDatabase> => {
  const database = await openEmptyTestDatabase(driver);
  try {
    await prepareOpenDatabase(database.db, { now, demo: true });
    return database;
  } catch (error) {
    await database.dispose();
    throw error;
  }
};

/** What the API answers, loosely: an error body, a reservation, a match ... */
export type LooseJson = Record<string, unknown> &
  Partial<ApiErrorBody> &
  Partial<ReserveResponse> & { match?: number; text?: string };

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = LooseJson>(): T;
}

export interface TestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string (sent as is). */
  payload?: unknown;
}

/** The session a hold or reservation body names (what the browser's ApiClient asks the API to vouch for). */
const sessionOf = (request: TestRequest): string | undefined => {
  const [path = '', query = ''] = request.url.split('?');
  // Releasing a hold carries the session's token too (issue 32), its session in the body or the query.
  if (request.method === 'DELETE' && /\/api\/checkout\/hold$/.test(path)) {
    const body = request.payload as { sessionId?: unknown } | undefined;
    const id =
      typeof body === 'object' && body !== null
        ? body.sessionId
        : new URLSearchParams(query).get('sessionId');
    return typeof id === 'string' ? id : undefined;
  }
  if (request.method !== 'POST' || !/\/api\/checkout\/(hold|reserve)$/.test(path)) {
    return undefined;
  }
  const body = (typeof request.payload === 'object' && request.payload !== null ? request.payload : {}) as {
    sessionId?: unknown;
    checkoutSessionId?: unknown;
  };
  const id = body.sessionId ?? body.checkoutSessionId;
  return typeof id === 'string' ? id : undefined;
};

export { solveProof } from './solve-proof';

/** What POST /checkout/session gave for a session, as the browser's ApiClient keeps it. */
interface Vouched {
  token: string;
  /** The challenge not yet sent with a hold; undefined once a hold carried its solution. */
  proof: ProofChallenge | undefined;
}

const vouched = new Map<string, Vouched>();

/** POST /checkout/session for `sessionId` (kept like the ApiClient keeps it, unless `fresh`). */
const vouch = async (
  baseUrl: string,
  sessionId: string,
  forwardedFor: string | undefined,
  fresh = false,
): Promise<Vouched | undefined> => {
  const key = `${baseUrl} ${sessionId}`;
  const known = vouched.get(key);
  if (known && !fresh) return known;
  const res = await fetch(`${baseUrl}${'/api'}${CHECKOUT_SESSION_PATH}`, {
    method: 'POST',
    // From the same (proxied) traveller as the request it is for.
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ sessionId }),
  });
  // A session id the API will not vouch for (a test of a bad one): the request goes without a token.
  if (!res.ok) return undefined;
  const { token, proof } = (await res.json()) as CheckoutSessionResponse;
  const entry = { token, proof };
  vouched.set(key, entry);
  return entry;
};

/** A token of POST /checkout/session for `sessionId`, as the browser's ApiClient fetches it before a hold. */
export const vouchFor = async (
  baseUrl: string,
  sessionId: string,
  forwardedFor?: string,
): Promise<string | undefined> => (await vouch(baseUrl, sessionId, forwardedFor))?.token;

/**
 * The proof header for a session's hold, as the browser's ApiClient sends it: the solution of the session's
 * challenge, once; then none (the session proved its work).
 */
const proofFor = async (
  baseUrl: string,
  sessionId: string,
  forwardedFor: string | undefined,
): Promise<Record<string, string>> => {
  const entry = await vouch(baseUrl, sessionId, forwardedFor);
  if (!entry?.proof) return {};
  const header = solveProof(entry.proof);
  entry.proof = undefined;
  return { [PROOF_HEADER]: header };
};

/** A hold the API refused for its proof of work (a session that booked proves again). */
const proofRefused = (status: number, text: string): boolean => {
  if (status !== 400) return false;
  try {
    return PROOF_HEADER in ((JSON.parse(text) as ApiErrorBody).fields ?? {});
  } catch {
    return false;
  }
};

/** A test request with this header goes without the proof of work the client otherwise adds to a hold. */
export const WITHOUT_PROOF_HEADER = 'x-test-without-proof';

/**
 * A reservation's test request with this header goes without the hold the client otherwise takes first (the tests
 * of a reservation that has none).
 */
export const WITHOUT_HOLD_HEADER = 'x-test-without-hold';

/** A test request with this header goes without the session token the client otherwise adds (a bot's request). */
export const WITHOUT_SESSION_TOKEN_HEADER = 'x-test-without-session-token';

const held = new Set<string>();

/**
 * Before a slot reservation, the hold step 3 always takes (issue 32: a reservation needs its session's hold):
 * once per session and hour. A hold the API refuses (the hour is someone else's) is left to the reservation to
 * answer.
 */
const holdFirst = async (
  baseUrl: string,
  request: TestRequest,
  token: string,
  forwardedFor: string | undefined,
): Promise<void> => {
  if (!/\/api\/checkout\/reserve$/.test(request.url.split('?')[0] ?? '')) return;
  const body = request.payload as Partial<ReserveRequest> | undefined;
  if (!body || body.customDate || !body.appointmentDate || !body.appointmentTime || !body.advisorId) return;
  const slot = {
    sessionId: body.checkoutSessionId,
    advisorId: body.advisorId,
    date: body.appointmentDate,
    time: body.appointmentTime,
  };
  const key = `${baseUrl} ${JSON.stringify(slot)}`;
  if (held.has(key)) return;
  const send = async (proof: Record<string, string>) =>
    fetch(`${baseUrl}/api${API_PATHS.hold}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CHECKOUT_SESSION_HEADER]: token,
        ...proof,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(slot),
    });
  const session = slot.sessionId ?? '';
  let res = await send(await proofFor(baseUrl, session, forwardedFor));
  const text = await res.text();
  if (proofRefused(res.status, text)) {
    await vouch(baseUrl, session, forwardedFor, true);
    res = await send(await proofFor(baseUrl, session, forwardedFor));
  }
  if (res.ok) held.add(key);
};

/**
 * Real HTTP against a listening server (Fastify's inject needs an ESM-only module Jest cannot load). Like the
 * browser's ApiClient, a hold or reservation carries the session's token unless the test sets the header.
 */
export const httpClient =
  (baseUrl: string) =>
  async (request: TestRequest): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...request.headers };
    const session = sessionOf(request);
    const hasToken = Object.keys(headers).some(
      (h) => h.toLowerCase() === CHECKOUT_SESSION_HEADER.toLowerCase(),
    );
    const forwardedFor = Object.entries(headers).find(([h]) => h.toLowerCase() === 'x-forwarded-for')?.[1];
    const withoutToken = Object.keys(headers).some((h) => h.toLowerCase() === WITHOUT_SESSION_TOKEN_HEADER);
    for (const h of Object.keys(headers))
      if (h.toLowerCase() === WITHOUT_SESSION_TOKEN_HEADER) delete headers[h];
    const token =
      session !== undefined && !hasToken && !withoutToken
        ? await vouchFor(baseUrl, session, forwardedFor)
        : undefined;
    if (token) headers[CHECKOUT_SESSION_HEADER] = token;
    const withoutHold = Object.keys(headers).some((h) => h.toLowerCase() === WITHOUT_HOLD_HEADER);
    if (withoutHold) {
      for (const h of Object.keys(headers)) if (h.toLowerCase() === WITHOUT_HOLD_HEADER) delete headers[h];
    } else if (token) await holdFirst(baseUrl, request, token, forwardedFor);
    let body: string | undefined;
    if (request.payload !== undefined) {
      body = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
      headers['content-type'] ??= 'application/json';
    }
    // A hold carries the session's proof of work, as the ApiClient adds it (issue 32), unless the test sets one.
    const withoutProof = Object.keys(headers).some((h) => h.toLowerCase() === WITHOUT_PROOF_HEADER);
    for (const h of Object.keys(headers)) if (h.toLowerCase() === WITHOUT_PROOF_HEADER) delete headers[h];
    const provesWork =
      session !== undefined &&
      request.method === 'POST' &&
      /\/api\/checkout\/hold$/.test(request.url.split('?')[0] ?? '') &&
      !withoutProof &&
      !Object.keys(headers).some((h) => h.toLowerCase() === PROOF_HEADER.toLowerCase());
    const send = async () => {
      const proof = provesWork ? await proofFor(baseUrl, session, forwardedFor) : {};
      const res = await fetch(`${baseUrl}${request.url}`, {
        method: request.method ?? 'GET',
        headers: { ...headers, ...proof },
        body,
      });
      return { res, text: await res.text() };
    };
    let { res, text } = await send();
    if (provesWork && session !== undefined && proofRefused(res.status, text)) {
      await vouch(baseUrl, session, forwardedFor, true);
      ({ res, text } = await send());
    }
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: text,
      json: () => JSON.parse(text),
    };
  };

export interface TestApp {
  app: FastifyInstance;
  inject(request: TestRequest): Promise<TestResponse>;
  db: Database;
  clock: TestClock;
  dispose(): Promise<void>;
}

export const CORS_TEST_ORIGIN = 'http://localhost:8080';

/** The operator token of the test apps (unless a test gives its own). */
export const TEST_OPERATOR_TOKEN = 'test-operator-token';

/** The header the operator's CLI sends with that token. */
export const OPERATOR_AUTH = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

/**
 * The limits of the test apps: a test file plays dozens of travellers from one address (127.0.0.1), which the
 * product's per-address limits (domain/limits.ts) would rightly stop. abuse-limits.test.ts runs with those.
 */
export const MANY_TRAVELLERS_LIMITS: AppOptions['rateLimits'] = {
  default: { max: 100_000, windowMs: 60_000 },
  hold: { max: 100_000, windowMs: 60_000 },
  reserve: { max: 100_000, windowMs: 60_000 },
  session: { max: 100_000, windowMs: 60_000 },
  operator: { max: 100_000, windowMs: 60_000 },
};

/**
 * The keys of the test apps: one set per test file, so that two app instances on one database (two API processes)
 * accept each other's tokens, as processes reading one secrets file do.
 */
export const TEST_KEYRINGS: Keyrings = ephemeralKeyrings();

/** The booking caps of the test apps: a test file books many hours for one traveller from one address. */
export const MANY_BOOKINGS_CAPS: AppOptions['bookingCaps'] = {
  perClientDay: 100_000,
  perClientAdvisorDay: 100_000,
  perEmailDay: 100_000,
};

export interface TestAppOptions {
  bookingCaps?: AppOptions['bookingCaps'];
  /** The back office's settings (issue 34), e.g. single sign-on; default the development's. */
  staff?: AppOptions['staff'];
  operatorToken?: string;
  keys?: Keyrings;
  trustProxy?: string[];
  rateLimits?: AppOptions['rateLimits'];
  retailer?: AppOptions['retailer'];
  /** Issue 36: traces (an in-memory exporter's) and a logger writing to the test's stream. */
  tracing?: AppOptions['tracing'];
  logger?: AppOptions['logger'];
}

export const createTestApp = async (
  driver: Driver,
  start: Date = MONDAY_0800,
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const clock = createClock(start);
  return listenTestApp(await createTestDatabase(driver, clock.now()), clock, options);
};

/** The app as a retailer starts it: an empty database, migrated, without the demo (no DEMO_DATA). */
export const createRetailerTestApp = async (driver: Driver): Promise<TestApp> => {
  const database = await openEmptyTestDatabase(driver);
  await prepareOpenDatabase(database.db);
  return listenTestApp(database);
};

/** The app on a database the test prepared itself; dispose closes both. */
export const listenTestApp = async (
  database: TestDatabase,
  clock: TestClock = createClock(),
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const app = await buildApp({
    db: database.db,
    clock,
    corsOrigins: [CORS_TEST_ORIGIN],
    publicUrl: 'http://api.test',
    operatorToken: options.operatorToken ?? TEST_OPERATOR_TOKEN,
    keys: options.keys ?? TEST_KEYRINGS,
    trustProxy: options.trustProxy,
    rateLimits: options.rateLimits ?? MANY_TRAVELLERS_LIMITS,
    bookingCaps: options.bookingCaps ?? MANY_BOOKINGS_CAPS,
    retailer: options.retailer,
    tracing: options.tracing,
    logger: options.logger,
    staff: options.staff,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    inject: httpClient(address),
    db: database.db,
    clock,
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
};

/** `?data=` for a query-style call. */
export const withData = (path: string, data: unknown): string =>
  `/api${path}?data=${encodeURIComponent(typeof data === 'string' ? data : JSON.stringify(data))}`;

/** Step 3's question for `date`: every advisor, no filters, German, the first page; `overrides` change it. */
export const agendaQuestion = (date: string, overrides: Partial<AgendaRequest> = {}): AgendaRequest => ({
  culture: 'de-CH',
  weekDateSelected: date,
  weekState: 0,
  advisorId: '',
  travelExperienceId: '',
  filters: { filterAgencyLocations: [], filterDestinations: [] },
  ...overrides,
});

/** GET /checkout/agenda of one advisor for one day, no filters (German). */
export const advisorAgendaUrl = (date: string, advisorId = 'adv-anna-meier'): string =>
  withData('/checkout/agenda', agendaQuestion(date, { advisorId }));

export const countRows = async (db: Database, sql: string, params: unknown[] = []): Promise<number> =>
  (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as counted`, params))[0]?.n ?? -1;
