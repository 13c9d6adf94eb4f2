/** @jest-environment ./test/support/pglite-environment.cjs */
// A database outage: every route that needs the database answers 503 with Retry-After (not 500), liveness still
// answers, and all is well again when the database is back. On PostgreSQL also a frozen server (it accepts but
// never answers): requests end with 503 after the statement timeout instead of waiting as long as it is frozen.
import net from 'node:net';
import { API_PATHS } from '@checkout/shared/contract';
import type { Database, Queryable } from '../src/db/database';
import { DEFAULT_POSTGRES_TIMEOUTS, openPostgres } from '../src/db/pg-driver';
import { API_OWN_PATHS } from '../src/http/own-paths';
import { CATALOGUE_FRESH_MS } from '../src/read-model/catalogue';
import { CLAIMS_FRESH_MS } from '../src/read-model/claims';
import { sampleDayData, sampleReserveRequest } from './support/sample-reserve-request';
import {
  DRIVERS,
  createClock,
  createTestDatabase,
  listenTestApp,
  withData,
  type TestApp,
  type TestDatabase,
} from './support/test-app';

const DAY = sampleDayData('fr-CH');

/** A database that can be taken down: while down, every statement fails as a refused connection does. */
const switchable = (db: Database) => {
  const state = { down: false };
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  const guard = (q: Queryable): Queryable => ({
    query: (sql, params, options) => (state.down ? refused() : q.query(sql, params, options)),
    exec: (sql) => (state.down ? refused() : q.exec(sql)),
  });
  const wrapped: Database = {
    kind: db.kind,
    ...guard(db),
    transaction: (fn) => (state.down ? refused() : db.transaction((tx) => fn(guard(tx)))),
    close: () => db.close(),
  };
  return { db: wrapped, state };
};

const REQUESTS = [
  { url: '/api/health' },
  { url: withData(API_PATHS.day, DAY) },
  { url: withData(API_PATHS.agenda, { ...DAY, weekState: 0 }) },
  { url: withData(API_PATHS.translations, { culture: 'fr-CH' }) },
  { url: withData(API_PATHS.consultantGet, { id: 'adv-anna-meier' }) },
  {
    method: 'POST' as const,
    url: `/api${API_PATHS.hold}`,
    payload: {
      sessionId: 'session-outage-1',
      advisorId: 'adv-anna-meier',
      date: '2030-03-27',
      time: '16:00',
    },
  },
  {
    method: 'POST' as const,
    url: `/api${API_PATHS.reserve}`,
    payload: sampleReserveRequest({ culture: 'fr-CH' }),
  },
];

describe.each(DRIVERS)('database outage (%s)', (driver) => {
  let t: TestApp;
  let state: { down: boolean };
  beforeAll(async () => {
    const clock = createClock();
    const database = await createTestDatabase(driver, clock.now());
    const wrapped = switchable(database.db);
    state = wrapped.state;
    t = await listenTestApp({ ...database, db: wrapped.db }, clock);
  }, 60_000);
  afterAll(() => t.dispose());

  it('answers 503 with Retry-After on every route that needs the database, and recovers', async () => {
    state.down = true;
    for (const request of REQUESTS) {
      const res = await t.inject(request);
      expect({ url: request.url, status: res.statusCode, retryAfter: res.headers['retry-after'] }).toEqual({
        url: request.url,
        status: 503,
        retryAfter: '5',
      });
      expect(res.json().message).toMatch(/indisponible|nicht verfügbar/);
    }
    const live = await t.inject({ url: `/api${API_OWN_PATHS.liveness}` });
    expect(live.statusCode).toBe(200);
    state.down = false;
    expect((await t.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.inject(REQUESTS[1]!)).statusCode).toBe(200);
  });
});

/** A TCP proxy to the server that can freeze: it keeps the connections but forwards nothing. */
const freezingProxy = async (target: URL) => {
  const state = { frozen: false };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!state.frozen) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    state,
    url: (database: string) => {
      const url = new URL(database);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const withServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withServer('a frozen PostgreSQL server', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof freezingProxy>>;
  let t: TestApp;
  beforeAll(async () => {
    const clock = createClock();
    database = await createTestDatabase('postgres', clock.now());
    proxy = await freezingProxy(new URL(database.url as string));
    // The product's timeouts (issue 32: a traveller gets the 503 and its Retry-After within 5 seconds).
    const db = await openPostgres(proxy.url(database.url as string), 4, DEFAULT_POSTGRES_TIMEOUTS);
    t = await listenTestApp({ db, dispose: () => db.close() }, clock);
  }, 60_000);
  afterAll(async () => {
    proxy.state.frozen = false;
    await t.dispose();
    await proxy.close();
    await database.dispose();
  });

  it('answers 503 within the timeouts while frozen, and serves again when it thaws', async () => {
    expect((await t.inject({ url: withData(API_PATHS.day, DAY) })).statusCode).toBe(200);
    proxy.state.frozen = true;
    // Within a second the process answers availability from the catalogue and claims it has just read
    // (CATALOGUE_FRESH_MS, CLAIMS_FRESH_MS); a hold or a booking would still need the database.
    expect((await t.inject({ url: withData(API_PATHS.day, DAY) })).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + Math.max(CATALOGUE_FRESH_MS, CLAIMS_FRESH_MS)));
    const started = Date.now();
    const [day, health] = await Promise.all([
      t.inject({ url: withData(API_PATHS.day, DAY) }),
      t.inject({ url: '/api/health' }),
    ]);
    expect([day.statusCode, health.statusCode]).toEqual([503, 503]);
    expect(day.headers['retry-after']).toBe('5');
    // Statement timeout 3 s, the client's own a second later: within 5 s, whatever the frozen server does.
    expect(Date.now() - started).toBeLessThan(5000);
    proxy.state.frozen = false;
    // A connection that timed out is discarded; new ones work at once.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await t.inject({ url: withData(API_PATHS.day, DAY) })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});

withServer("a wait for another transaction's row lock (PostgreSQL)", () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', new Date());
    // Short budgets so the test is quick: a statement 500 ms (a transaction idle 1.5 s), a lock wait 5 s.
    db = await openPostgres(database.url as string, 4, {
      connectMs: 2000,
      statementMs: 500,
      lockWaitMs: 5000,
    });
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await database.dispose();
  });

  /** Holds Anna's row for `ms` in one transaction while `wait` runs in another; what `wait` ended with. */
  const behindHolder = async (ms: number, waitsForLock: boolean) => {
    let held!: () => void;
    const locked = new Promise<void>((resolve) => (held = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query("select id from advisors where id = 'adv-anna-meier' for update");
      held();
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
    await locked;
    const waiter = db
      .transaction(async (tx) => {
        await tx.query("select id from advisors where id = 'adv-anna-meier' for update", [], {
          waitsForLock,
        });
        // The statements after the wait have the statement timeout again.
        return (await tx.query<{ statement_timeout: string }>('show statement_timeout'))[0]
          ?.statement_timeout;
      })
      .then(
        (timeout) => ({ ok: true as const, timeout }),
        (error: unknown) => ({ ok: false as const, code: (error as { code?: string }).code }),
      );
    const [, outcome] = await Promise.all([holder, waiter]);
    return outcome;
  };

  it("queues behind a colleague's write for longer than the statement timeout", async () => {
    expect(await behindHolder(1200, true)).toEqual({ ok: true, timeout: '500ms' });
  }, 30_000);

  it('while a statement that is not marked as a lock wait is cut at the statement timeout', async () => {
    expect(await behindHolder(1200, false)).toEqual({ ok: false, code: '57014' });
  }, 30_000);
});
