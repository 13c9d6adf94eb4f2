/** @jest-environment ./test/support/pglite-environment.cjs */
// The smaller doors of issue 32, each shut: line breaks in one-line fields, inherited names as keys, releasing
// another session's hold, unlimited and database-bound 404s, long manage tokens, cacheable manage answers, and
// connections that dribble their headers.
import net from 'node:net';
import { API_PATHS, CHECKOUT_SESSION_HEADER, IDEMPOTENCY_HEADER } from '@checkout/shared/contract';
import { HEADERS_TIMEOUT_MS } from '../src/app';
import { RATE_LIMITS } from '../src/domain/limits';
import { sampleReserveRequest } from './support/sample-reserve-request';
import {
  countRows,
  createClock,
  createTestDatabase,
  createTestApp,
  DRIVERS,
  listenTestApp,
  type TestApp,
  WITHOUT_HOLD_HEADER,
  WITHOUT_SESSION_TOKEN_HEADER,
} from './support/test-app';

describe.each(DRIVERS)('the smaller doors (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  const reserve = (payload: unknown) =>
    t.inject({
      method: 'POST',
      url: `/api${API_PATHS.reserve}`,
      headers: { [IDEMPOTENCY_HEADER]: `doors-${Math.random()}`, [WITHOUT_HOLD_HEADER]: '1' },
      payload,
    });

  it('refuses a line break or a tab in a one-line field, naming it, and keeps them in the travel wishes', async () => {
    for (const [field, value] of [
      ['userFirstname', 'Anna\r\nBcc: victim@example.org'],
      ['userLastname', 'Muster\nFiliale: Zürich'],
      ['userCity', 'Zürich\t'],
      ['userAddress', 'Bahnhofstrasse 1\r'],
    ] as const) {
      const res = await reserve(sampleReserveRequest({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual([field]);
    }
    // Several lines are what the travel wishes are for: that is no problem of the body (the hold is).
    const wishes = await reserve(sampleReserveRequest({ userMessage: 'Island\nim Sommer\tzu zweit' }));
    expect(wishes.statusCode).toBe(409);
  });

  it('names an inherited name used as a key (constructor, toString, __proto__) unknown, and stores nothing', async () => {
    const before = await countRows(t.db, 'select 1 from bookings');
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const body = JSON.stringify(sampleReserveRequest()).replace(/^\{/, `{"${key}":"x",`);
      const res = await reserve(body);
      expect(res.statusCode).toBe(400);
      // __proto__ is refused by the JSON parser already (naming the body), the others by the key check.
      expect(res.json().fields).toEqual({ [key === '__proto__' ? 'body' : key]: expect.any(String) });
    }
    expect(await countRows(t.db, 'select 1 from bookings')).toBe(before);
  });

  it("releases a hold only with its session's token", async () => {
    const hold = {
      sessionId: 'session-doors-0001',
      advisorId: 'adv-anna-meier',
      date: '2030-03-28',
      time: '14:00',
    };
    expect((await t.inject({ method: 'POST', url: `/api${API_PATHS.hold}`, payload: hold })).statusCode).toBe(
      200,
    );
    const bot = { [WITHOUT_SESSION_TOKEN_HEADER]: '1' };
    for (const request of [
      { payload: { sessionId: hold.sessionId }, headers: bot },
      { url: `/api${API_PATHS.hold}?sessionId=${hold.sessionId}`, headers: bot },
      { payload: { sessionId: hold.sessionId }, headers: { [CHECKOUT_SESSION_HEADER]: 'made.up.token' } },
    ]) {
      const res = await t.inject({ method: 'DELETE', url: `/api${API_PATHS.hold}`, ...request });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual([CHECKOUT_SESSION_HEADER]);
    }
    expect(await countRows(t.db, 'select 1 from holds where session_id = $1', [hold.sessionId])).toBe(1);
    // With its token (as the browser's ApiClient sends it): released.
    const own = await t.inject({
      method: 'DELETE',
      url: `/api${API_PATHS.hold}`,
      payload: { sessionId: hold.sessionId },
    });
    expect(own.statusCode).toBe(204);
    expect(await countRows(t.db, 'select 1 from holds where session_id = $1', [hold.sessionId])).toBe(0);
  });

  it('answers a manage token of any length 404 (never 500), with no cache and no referrer', async () => {
    for (const length of [31, 33, 37, 39, 64, 65, 80, 100]) {
      const res = await t.inject({ url: `/api${API_PATHS.manage}/${'a'.repeat(length)}` });
      expect([length, res.statusCode]).toEqual([length, 404]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    // Past the router's longest path parameter: 414, still the client's mistake.
    expect((await t.inject({ url: `/api${API_PATHS.manage}/${'a'.repeat(300)}` })).statusCode).toBe(414);
    const cancel = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.manage}/${'b'.repeat(90)}/cancel`,
      payload: { culture: 'de-CH' },
    });
    expect(cancel.statusCode).toBe(404);
  });
});

describe.each(DRIVERS)('404 and 429 (%s)', (driver) => {
  it('counts unknown paths against the limit, and answers both without the database', async () => {
    const clock = createClock();
    const database = await createTestDatabase(driver, clock.now());
    const t = await listenTestApp(database, clock, {
      rateLimits: { ...RATE_LIMITS, default: { max: 5, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await t.inject({ url: `/api/no-such-path-${i}` })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // Without the database: the answers stand (their texts are the code's own).
      const query = t.db.query.bind(t.db);
      let asked = 0;
      t.db.query = (async (...args: Parameters<typeof query>) => {
        asked += 1;
        return query(...args);
      }) as typeof t.db.query;
      const refused = await t.inject({ url: '/api/no-such-path-9' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Zu viele Anfragen/);
      expect(asked).toBe(0);
    } finally {
      await t.dispose();
    }
  }, 60_000);
});

describe('a connection that dribbles its headers', () => {
  it(`is cut soon after its headers took longer than ${HEADERS_TIMEOUT_MS / 1000} s`, async () => {
    const t = await createTestApp('pglite');
    try {
      const { port } = new URL(t.app.listeningOrigin);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const started = Date.now();
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      const timer = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2_000);
      const closedAfter = await new Promise<number>((resolve) => {
        socket.on('error', () => undefined);
        socket.once('close', () => resolve(Date.now() - started));
      });
      clearInterval(timer);
      expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
      // Cut by the server's check (every second), far from the 30 s a slow-header attack had (a busy machine adds
      // a few seconds).
      expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 10_000);
    } finally {
      await t.dispose();
    }
  }, 30_000);
});
