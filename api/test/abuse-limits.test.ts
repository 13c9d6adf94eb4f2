/** @jest-environment ./test/support/pglite-environment.cjs */
// What stops one client from emptying the calendar or flooding the API: per-route limits per client address
// with RateLimit headers and 429 + Retry-After, counted in the database (two app instances on one database
// share the count, as two API processes do), a cap on live holds per advisor day and per client address.
import type { AgendaResponse } from '@checkout/shared/contract';
import { AGENDA_PAGE_SIZE, API_PATHS, CHECKOUT_SESSION_PATH } from '@checkout/shared/contract';
import { MAX_LIVE_HOLDS_PER_ADVISOR_DAY, MAX_LIVE_HOLDS_PER_CLIENT, RATE_LIMITS } from '../src/domain/limits';
import { isValidSessionToken, issueSessionToken } from '../src/domain/checkout-session';
import { ephemeralKeyrings, keyringOf } from '../src/secrets';
import { clientKeyOf, clientNetwork } from '../src/http/client-address';
import {
  agendaQuestion,
  countRows,
  createClock,
  createTestDatabase,
  type Driver,
  DRIVERS,
  listenTestApp,
  type TestApp,
  type TestDatabase,
  TEST_KEYRINGS,
  withData,
} from './support/test-app';
import type { AppOptions } from '../src/app';

const HOLD = `/api${API_PATHS.hold}`;

/** Free hours of the seed from Tuesday 26 March 2030 on (the test clock says Monday 25 March, 08:00). */
const freeHours = async (t: TestApp, days: string[]) => {
  const hours: { advisorId: string; date: string; time: string }[] = [];
  for (const date of days) {
    // Every page of the day's advisors (the agenda answers AGENDA_PAGE_SIZE at a time).
    for (let page = 0, pages = 1; page < pages; page += 1) {
      const agenda = await t.inject({
        url: withData(API_PATHS.agenda, agendaQuestion(date, { page })),
      });
      const body = agenda.json<AgendaResponse>();
      pages = Math.ceil(body.total / AGENDA_PAGE_SIZE);
      for (const entry of body.hoursList) {
        for (const hour of entry.hours)
          if (!hour.isInactive) hours.push({ advisorId: entry.consultantId, date, time: hour.label });
      }
    }
  }
  return hours;
};

/** Two instances on one database, as two API processes behind one load balancer. */
const twoInstances = async (driver: Driver, rateLimits: AppOptions['rateLimits']) => {
  const clock = createClock();
  const database = await createTestDatabase(driver, clock.now());
  const shared = { ...database, dispose: async () => undefined };
  const first = await listenTestApp(shared, clock, { rateLimits });
  const second = await listenTestApp(shared, clock, { rateLimits });
  return { database, first, second };
};

describe.each(DRIVERS)('abuse limits (%s)', (driver) => {
  // The product's limits (the other test files raise them to play many travellers from one address).
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    ({ database, first, second } = await twoInstances(driver, RATE_LIMITS));
  }, 60_000);
  afterAll(() => Promise.all([first.dispose(), second.dispose()]).then(() => database.dispose()));

  it('caps the live holds on one advisor day and of one client address, with a 429 and Retry-After', async () => {
    const hours = await freeHours(first, ['2030-03-26', '2030-03-27', '2030-03-28', '2030-03-29']);
    const annaTuesday = hours.filter((h) => h.advisorId === 'adv-anna-meier' && h.date === '2030-03-26');
    expect(annaTuesday.length).toBeGreaterThan(MAX_LIVE_HOLDS_PER_ADVISOR_DAY);
    let session = 0;
    const hold = (h: { advisorId: string; date: string; time: string }) =>
      first.inject({ method: 'POST', url: HOLD, payload: { ...h, sessionId: `session-cap-${++session}` } });
    for (const h of annaTuesday.slice(0, MAX_LIVE_HOLDS_PER_ADVISOR_DAY))
      expect((await hold(h)).statusCode).toBe(200);
    const refused = await hold(annaTuesday[MAX_LIVE_HOLDS_PER_ADVISOR_DAY]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    // Until the first of those holds ends (15 minutes).
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);

    // Across advisors and days the same address reaches its own cap.
    const others = hours.filter((h) => !(h.advisorId === 'adv-anna-meier' && h.date === '2030-03-26'));
    const perDay = new Map<string, number>();
    let held = MAX_LIVE_HOLDS_PER_ADVISOR_DAY;
    for (const h of others) {
      if (held >= MAX_LIVE_HOLDS_PER_CLIENT) break;
      const key = `${h.advisorId}|${h.date}`;
      if ((perDay.get(key) ?? 0) >= 1) continue;
      perDay.set(key, 1);
      expect((await hold(h)).statusCode).toBe(200);
      held += 1;
    }
    const over = others.find((h) => !perDay.has(`${h.advisorId}|${h.date}`))!;
    const capped = await hold(over);
    expect(capped.statusCode).toBe(429);
    expect(
      await countRows(database.db, 'select 1 from holds where expires_at > $1', [
        first.clock.now().toISOString(),
      ]),
    ).toBe(MAX_LIVE_HOLDS_PER_CLIENT);
    // Moving a session's own hold is never capped: it replaces the old one.
    const moved = await first.inject({
      method: 'POST',
      url: HOLD,
      payload: { ...annaTuesday[MAX_LIVE_HOLDS_PER_ADVISOR_DAY]!, sessionId: 'session-cap-1' },
    });
    expect(moved.statusCode).toBe(200);
    await database.db.query('delete from holds');
  }, 60_000);

  it('limits the requests of one client address per route, counted across instances, with RateLimit headers', async () => {
    const { max } = RATE_LIMITS.hold;
    const body = { sessionId: 'session-flood-1', advisorId: 'nobody', date: '2030-03-26', time: '10:00' };
    const opening = await first.inject({ method: 'POST', url: HOLD, payload: body });
    expect(opening.statusCode).toBe(400);
    expect(opening.headers['ratelimit-limit']).toBe(String(max));
    // What is left of this address's window (the test above held hours from the same address).
    const remaining = Number(opening.headers['ratelimit-remaining']);
    expect(remaining).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < remaining; i++) {
      // Alternating between the two instances: one count.
      const res = await (i % 2 === 0 ? second : first).inject({ method: 'POST', url: HOLD, payload: body });
      statuses.push(res.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const last = await second.inject({ method: 'POST', url: HOLD, payload: body });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringContaining('Zu viele Anfragen'),
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['ratelimit-limit']).toBe(String(max));
    expect(last.headers['ratelimit-remaining']).toBe('0');
    // Each limited route announces its own limit.
    const reserve = await first.inject({ method: 'POST', url: `/api${API_PATHS.reserve}`, payload: {} });
    expect(reserve.headers['ratelimit-limit']).toBe(String(RATE_LIMITS.reserve.max));
    // Other routes keep their own count: the visitor can still read.
    const health = await second.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(Number(health.headers['ratelimit-remaining'])).toBeGreaterThan(0);
  }, 60_000);
});

describe.each(DRIVERS)('the default limit, counted per process and shared (%s)', (driver) => {
  const DEFAULT = { max: 30, windowMs: 60_000 };
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    ({ database, first, second } = await twoInstances(driver, { ...RATE_LIMITS, default: DEFAULT }));
  }, 60_000);
  afterAll(() => Promise.all([first.dispose(), second.dispose()]).then(() => database.dispose()));

  /** The address's hits in the database, once the processes have added theirs. */
  const sharedHitsReach = async (hits: number) => {
    for (let waited = 0; ; waited += 50) {
      const rows = await database.db.query<{ hits: number }>(
        "select hits from rate_limits where key like '*|%'",
      );
      if ((rows[0]?.hits ?? 0) >= hits) return;
      if (waited > 20_000) throw new Error(`the shared count did not reach ${hits}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('is counted by each process, added to the shared count, and refused by both once that is past the limit', async () => {
    const read = (app: TestApp) => app.inject({ url: '/api/health' });
    for (let i = 0; i < 20; i++) expect((await read(first)).statusCode).toBe(200);
    await sharedHitsReach(20);
    for (let i = 0; i < 10; i++) expect((await read(second)).statusCode).toBe(200);
    await sharedHitsReach(30);
    // Each process learns the shared count at its next flush, and from then on refuses.
    for (const app of [second, first]) {
      let refused;
      for (let attempt = 0; attempt < 400 && !refused; attempt++) {
        const res = await read(app);
        if (res.statusCode === 429) refused = res;
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('checkout sessions vouched for by the API', () => {
  const now = new Date('2030-03-25T07:00:00Z');
  const keys = keyringOf('checkoutSession', [{ id: 'key002', secret: 'the-current-session-secret' }]);
  const { token } = issueSessionToken(keys, 'session-a-0001', now);

  it('takes the token for its session until it expires', () => {
    expect(token).toMatch(/^key002\./);
    expect(isValidSessionToken(keys, 'session-a-0001', token, now)).toBe(true);
    expect(isValidSessionToken(keys, 'session-a-0001', token, new Date(now.getTime() + 119 * 60_000))).toBe(
      true,
    );
    expect(isValidSessionToken(keys, 'session-a-0001', token, new Date(now.getTime() + 121 * 60_000))).toBe(
      false,
    );
  });

  it('refuses it for another session, from another secret, altered, or missing', () => {
    const other = keyringOf('checkoutSession', [{ id: 'key002', secret: 'a-guessed-session-secret' }]);
    expect(isValidSessionToken(keys, 'session-b-0001', token, now)).toBe(false);
    expect(isValidSessionToken(other, 'session-a-0001', token, now)).toBe(false);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const later = (parseInt(expires, 36) + 3600).toString(36);
    expect(isValidSessionToken(keys, 'session-a-0001', `${id}.${later}.${signature}`, now)).toBe(false);
    expect(isValidSessionToken(keys, 'session-a-0001', `${id}.${expires}.${signature.slice(1)}A`, now)).toBe(
      false,
    );
    // Without its key id it names the database's old key, which this keyring has not got.
    expect(isValidSessionToken(keys, 'session-a-0001', `${expires}.${signature}`, now)).toBe(false);
    expect(isValidSessionToken(keys, 'session-a-0001', undefined, now)).toBe(false);
    expect(isValidSessionToken(keys, 'session-a-0001', 'x', now)).toBe(false);
  });

  it("takes a rotated key's tokens during its overlap and refuses them after", () => {
    const rotated = keyringOf(
      'checkoutSession',
      [
        { id: 'key003', secret: 'the-next-session-secret' },
        { id: 'key002', secret: 'the-current-session-secret', retiredAt: now.toISOString() },
      ],
      60 * 60_000,
    );
    expect(rotated.current.id).toBe('key003');
    expect(isValidSessionToken(rotated, 'session-a-0001', token, new Date(now.getTime() + 59 * 60_000))).toBe(
      true,
    );
    expect(isValidSessionToken(rotated, 'session-a-0001', token, new Date(now.getTime() + 61 * 60_000))).toBe(
      false,
    );
    // The new key signs from now on.
    expect(issueSessionToken(rotated, 'session-a-0001', now).token).toMatch(/^key003\./);
  });

  it.each(DRIVERS)(
    'holds and reservations without a vouched session are refused naming the header (%s)',
    async (driver) => {
      const clock = createClock();
      const database = await createTestDatabase(driver, clock.now());
      const t = await listenTestApp(database, clock);
      try {
        const hold = {
          sessionId: 'session-made-up-1',
          advisorId: 'adv-anna-meier',
          date: '2030-03-28',
          time: '10:00',
        };
        const forged = issueSessionToken(
          ephemeralKeyrings().checkoutSession,
          hold.sessionId,
          clock.now(),
        ).token;
        for (const headers of [{ 'x-checkout-session': forged }, { 'x-checkout-session': '' }]) {
          const res = await t.inject({ method: 'POST', url: HOLD, headers, payload: hold });
          expect(res.statusCode).toBe(400);
          expect(Object.keys(res.json().fields ?? {})).toEqual(['X-Checkout-Session']);
        }
        expect(await countRows(database.db, 'select 1 from holds')).toBe(0);
        // Vouched for (what the test client does like the browser's ApiClient): held.
        expect((await t.inject({ method: 'POST', url: HOLD, payload: hold })).statusCode).toBe(200);
      } finally {
        await t.dispose();
      }
    },
    60_000,
  );
});

describe('a client is its network: an IPv6 /64 is one client (issue 32)', () => {
  it('groups IPv6 addresses by their /64 (a setting), keeps IPv4 addresses apart, and reads IPv4 written as IPv6', () => {
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('203.0.113.10')).toBe('203.0.113.10');
  });

  it('names the client by a keyed hash: no address in a limit or a stored row', () => {
    const key = clientKeyOf(TEST_KEYRINGS.clientAddress, '203.0.113.9');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('203');
    expect(clientKeyOf(ephemeralKeyrings().clientAddress, '203.0.113.9')).not.toBe(key);
  });

  it.each(DRIVERS)(
    'limits a client rotating addresses in its /64 behind a trusted proxy, and no other client (%s)',
    async (driver) => {
      const clock = createClock();
      const database = await createTestDatabase(driver, clock.now());
      const t = await listenTestApp(database, clock, { rateLimits: RATE_LIMITS, trustProxy: ['127.0.0.1'] });
      try {
        const vouch = (address: string, i: number) =>
          t.inject({
            method: 'POST',
            url: `/api${CHECKOUT_SESSION_PATH}`,
            headers: { 'x-forwarded-for': address },
            payload: { sessionId: `session-ipv6-${i}-0001` },
          });
        const { max } = RATE_LIMITS.session;
        for (let i = 0; i < max; i++)
          expect((await vouch(`2001:db8:1:2::${(i + 1).toString(16)}`, i)).statusCode).toBe(200);
        // The next address of the same /64 is the same client.
        expect((await vouch('2001:db8:1:2:abcd:ef01:2345:6789', max)).statusCode).toBe(429);
        // Another /64, and an IPv4 client, are not.
        expect((await vouch('2001:db8:1:3::1', max + 1)).statusCode).toBe(200);
        expect((await vouch('203.0.113.9', max + 2)).statusCode).toBe(200);
        // The stored counters name no address.
        const keys = await database.db.query<{ key: string }>('select key from rate_limits');
        expect(keys.length).toBeGreaterThan(0);
        for (const { key } of keys) expect(key).not.toMatch(/2001|db8|203\.0/);
      } finally {
        await t.dispose();
      }
    },
    60_000,
  );
});
