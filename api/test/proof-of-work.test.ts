/** @jest-environment ./test/support/pglite-environment.cjs */
// The invisible proof of work (issue 32). The scheme: a challenge solved once proves its own session's work once;
// another session, a forged or tampered solution, an expired challenge, a replay and another deployment's key are
// refused; a rotated key's challenges are still accepted during the overlap. The routes: the session answer carries
// the challenge, a session holds only with its solution (then again without), a booking spends it, the work rises
// for a client near its caps, and PROOF_OF_WORK_MAX_NUMBER=0 asks none.
import { solveChallenge } from 'altcha-lib/v1';
import {
  API_PATHS,
  CHECKOUT_SESSION_HEADER,
  CHECKOUT_SESSION_PATH,
  IDEMPOTENCY_HEADER,
  PROOF_HEADER,
  type AgendaResponse,
  type CheckoutSessionResponse,
  type ProofChallenge,
} from '@checkout/shared/contract';
import { buildApp } from '../src/app';
import { MAX_LIVE_HOLDS_PER_CLIENT } from '../src/domain/limits';
import {
  BASE_MAX_NUMBER,
  CHALLENGE_MINUTES,
  issueChallenge,
  maxNumberFor,
  verifyProof,
} from '../src/domain/proof-of-work';
import { ephemeralKeyrings, keyringOf } from '../src/secrets';
import { sampleReserveRequest } from './support/sample-reserve-request';
import {
  advisorAgendaUrl,
  countRows,
  createClock,
  createTestApp,
  createTestDatabase,
  DRIVERS,
  MANY_TRAVELLERS_LIMITS,
  solveProof,
  TEST_KEYRINGS,
  TEST_OPERATOR_TOKEN,
  type TestApp,
  type TestDatabase,
  WITHOUT_PROOF_HEADER,
} from './support/test-app';

/** Solved as the browser's worker solves it: altcha-lib's own solver. */
const solveInBrowserWay = async (challenge: ProofChallenge): Promise<string> => {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('not solved');
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

describe('the proof-of-work scheme', () => {
  let database: TestDatabase;
  const clock = createClock(new Date('2030-03-25T07:00:00Z'));
  const keys = ephemeralKeyrings().checkoutSession;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', clock.now());
  }, 60_000);
  afterAll(() => database.dispose());

  it("proves its own session's work once", async () => {
    const challenge = await issueChallenge(keys, 'session-pow-0001', 2_000, clock.now());
    const proof = await solveInBrowserWay(challenge);
    expect(await verifyProof(database.db, keys, 'session-pow-0002', proof, clock.now())).toBe('invalid');
    expect(await verifyProof(database.db, keys, 'session-pow-0001', proof, clock.now())).toBe('ok');
    expect(await verifyProof(database.db, keys, 'session-pow-0001', proof, clock.now())).toBe('used');
  });

  it('refuses a missing, forged, tampered or foreign solution', async () => {
    const challenge = await issueChallenge(keys, 'session-pow-0003', 2_000, clock.now());
    const proof = solveProof(challenge);
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const verdict = (header: string | undefined, ring = keys) =>
      verifyProof(database.db, ring, 'session-pow-0003', header, clock.now());
    expect(await verdict(undefined)).toBe('missing');
    expect(await verdict('not base64 json')).toBe('invalid');
    expect(await verdict(encode({ ...payload, number: payload.number + 1 }))).toBe('invalid');
    expect(await verdict(encode({ ...payload, number: '7' }))).toBe('invalid');
    // The salt names the session: rewritten to name another, the challenge no longer matches it.
    const params = new URLSearchParams(payload.salt.split('?')[1] ?? '');
    params.set('session', 'session-pow-0003');
    params.set('expires', String(Number(params.get('expires')) + 3600));
    const salt = `${payload.salt.split('?')[0]}?${params.toString()}`;
    expect(await verdict(encode({ ...payload, salt }))).toBe('invalid');
    expect(await verdict(proof, ephemeralKeyrings().checkoutSession)).toBe('invalid');
    // Unused by all of that: the real one still proves.
    expect(await verdict(proof)).toBe('ok');
  });

  it("refuses an expired challenge by the app's clock, and forgets used ones once expired", async () => {
    const long = new Date(clock.now().getTime() - (CHALLENGE_MINUTES + 1) * 60_000);
    const expired = await issueChallenge(keys, 'session-pow-0005', 2_000, long);
    expect(await verifyProof(database.db, keys, 'session-pow-0005', solveProof(expired), clock.now())).toBe(
      'expired',
    );
    const used = await issueChallenge(keys, 'session-pow-0006', 2_000, clock.now());
    expect(await verifyProof(database.db, keys, 'session-pow-0006', solveProof(used), clock.now())).toBe(
      'ok',
    );
    const later = new Date(clock.now().getTime() + (CHALLENGE_MINUTES + 1) * 60_000);
    const next = await issueChallenge(keys, 'session-pow-0007', 2_000, later);
    expect(await verifyProof(database.db, keys, 'session-pow-0007', solveProof(next), later)).toBe('ok');
    expect(
      await countRows(database.db, 'select 1 from used_proofs where session_id = $1', ['session-pow-0006']),
    ).toBe(0);
  });

  it("accepts a rotated key's challenges during the overlap, and refuses them after", async () => {
    const old = { id: 'oldkey', secret: 'the-old-session-secret-of-this-test' };
    const before = keyringOf('checkoutSession', [old], 0);
    const challenge = await issueChallenge(before, 'session-pow-0008', 2_000, clock.now());
    const retiredAt = clock.now().toISOString();
    const fresh = { id: 'newkey', secret: 'the-new-session-secret-of-this-test' };
    const during = keyringOf('checkoutSession', [fresh, { ...old, retiredAt }], 10 * 60_000);
    const proof = solveProof(challenge);
    const after = new Date(clock.now().getTime() + 11 * 60_000);
    expect(await verifyProof(database.db, during, 'session-pow-0008', proof, after)).toBe('invalid');
    expect(await verifyProof(database.db, during, 'session-pow-0008', proof, clock.now())).toBe('ok');
  });

  it('asks more work of a client near one of its caps', () => {
    const work = (holds: number, bookings = 0) =>
      maxNumberFor(BASE_MAX_NUMBER, [
        { count: holds, cap: 20 },
        { count: bookings, cap: 10 },
      ]);
    expect(work(0)).toBe(BASE_MAX_NUMBER);
    expect(work(5)).toBe(2 * BASE_MAX_NUMBER);
    expect(work(10)).toBe(4 * BASE_MAX_NUMBER);
    expect(work(19)).toBe(8 * BASE_MAX_NUMBER);
    expect(work(20)).toBe(16 * BASE_MAX_NUMBER);
    expect(work(50)).toBe(16 * BASE_MAX_NUMBER);
    expect(work(0, 5)).toBe(4 * BASE_MAX_NUMBER);
    expect(work(6, 5)).toBe(4 * BASE_MAX_NUMBER);
  });
});

describe.each(DRIVERS)('holds and the proof of work (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  let free: { advisorId: string; date: string; time: string }[] = [];
  beforeAll(async () => {
    const body = (await t.inject({ url: advisorAgendaUrl('2030-03-27') })).json<AgendaResponse>();
    free = body.hoursList.flatMap((entry) =>
      entry.hours
        .filter((hour) => !hour.isInactive)
        .map((hour) => ({ advisorId: 'adv-anna-meier', date: '2030-03-27', time: hour.label })),
    );
  });

  const session = async (sessionId: string, forwardedFor?: string) => {
    const res = await fetch(`${t.app.listeningOrigin}/api${CHECKOUT_SESSION_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ sessionId }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as CheckoutSessionResponse;
  };

  const hold = (sessionId: string, token: string, hour = free[0], proof?: string) =>
    t.inject({
      method: 'POST',
      url: `/api${API_PATHS.hold}`,
      headers: {
        [CHECKOUT_SESSION_HEADER]: token,
        [WITHOUT_PROOF_HEADER]: '1',
        ...(proof === undefined ? {} : { [PROOF_HEADER]: proof }),
      },
      payload: { sessionId, ...hour },
    });

  it('the session answer carries a challenge of a normal visitor', async () => {
    const answer = await session('session-pow-route-01');
    expect(answer.proof).toMatchObject({ algorithm: 'SHA-256', maxnumber: BASE_MAX_NUMBER });
    expect(answer.proof?.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a session's first hold needs the solution; later holds of the session do not", async () => {
    const { token, proof } = await session('session-pow-route-02');
    const missing = await hold('session-pow-route-02', token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ [PROOF_HEADER]: expect.any(String) });
    expect(await countRows(t.db, "select 1 from holds where session_id = 'session-pow-route-02'")).toBe(0);
    const solved = solveProof(proof as ProofChallenge);
    expect((await hold('session-pow-route-02', token, free[0], solved)).statusCode).toBe(200);
    // Re-picking an hour: the session proved its work.
    expect((await hold('session-pow-route-02', token, free[1])).statusCode).toBe(200);
    // The same solution for another session: refused, and no hold is kept.
    const other = await session('session-pow-route-03');
    const replay = await hold('session-pow-route-03', other.token, free[2], solved);
    expect(replay.statusCode).toBe(400);
    expect(Object.keys(replay.json().fields ?? {})).toEqual([PROOF_HEADER]);
  });

  it('a booking spends the proof: the next hold of the session proves again', async () => {
    const sessionId = 'session-pow-route-04';
    const { token, proof } = await session(sessionId);
    const hour = free[3] as (typeof free)[number];
    expect((await hold(sessionId, token, hour, solveProof(proof as ProofChallenge))).statusCode).toBe(200);
    const booked = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.reserve}`,
      headers: { [CHECKOUT_SESSION_HEADER]: token, [IDEMPOTENCY_HEADER]: 'pow-route-04' },
      payload: sampleReserveRequest({
        advisorId: hour.advisorId,
        appointmentDate: hour.date,
        appointmentTime: hour.time,
        adviceMode: 'phone',
        checkoutSessionId: sessionId,
      }),
    });
    expect(booked.statusCode).toBe(201);
    expect((await hold(sessionId, token, free[4])).statusCode).toBe(400);
    const again = await session(sessionId);
    expect(
      (await hold(sessionId, token, free[4], solveProof(again.proof as ProofChallenge))).statusCode,
    ).toBe(200);
  });

  it('a client holding many hours gets harder challenges', async () => {
    // Live holds of one client (its own address, as a proxy names it), a quarter of its cap and more.
    const owner = '203.0.113.77';
    const quarter = MAX_LIVE_HOLDS_PER_CLIENT / 4;
    const trusted = await createTestApp(driver, undefined, { trustProxy: ['127.0.0.1'] });
    try {
      // At most two a day: an advisor's day takes only a few live holds.
      const hours: { date: string; time: string }[] = [];
      for (const date of ['2030-03-26', '2030-03-27', '2030-03-28', '2030-03-29']) {
        const body = (
          await trusted.inject({ url: advisorAgendaUrl(date, 'adv-luca-bernasconi') })
        ).json<AgendaResponse>();
        const times = body.hoursList.flatMap((entry) => entry.hours.filter((h) => !h.isInactive));
        hours.push(...times.slice(0, 2).map((h) => ({ date, time: h.label })));
      }
      hours.splice(quarter);
      expect(hours).toHaveLength(quarter);
      const work = async () =>
        (
          (await (
            await fetch(`${trusted.app.listeningOrigin}/api${CHECKOUT_SESSION_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': owner },
              body: JSON.stringify({ sessionId: 'session-pow-probe-0' }),
            })
          ).json()) as CheckoutSessionResponse
        ).proof?.maxnumber;
      expect(await work()).toBe(BASE_MAX_NUMBER);
      for (const [i, { date, time }] of hours.entries()) {
        const held = await trusted.inject({
          method: 'POST',
          url: `/api${API_PATHS.hold}`,
          headers: { 'x-forwarded-for': owner },
          payload: {
            sessionId: `session-pow-many-${i}`,
            advisorId: 'adv-luca-bernasconi',
            date,
            time,
          },
        });
        expect(held.statusCode).toBe(200);
      }
      expect(await work()).toBe(2 * BASE_MAX_NUMBER);
    } finally {
      await trusted.dispose();
    }
  }, 60_000);

  it('PROOF_OF_WORK_MAX_NUMBER=0 asks no proof', async () => {
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      corsOrigins: [],
      publicUrl: 'http://api.test',
      operatorToken: TEST_OPERATOR_TOKEN,
      keys: TEST_KEYRINGS,
      rateLimits: MANY_TRAVELLERS_LIMITS,
      proofOfWork: false,
    });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const answer = (await (
        await fetch(`${origin}/api${CHECKOUT_SESSION_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: 'session-pow-off-01' }),
        })
      ).json()) as CheckoutSessionResponse;
      expect(answer.proof).toBeUndefined();
      const held = await fetch(`${origin}/api${API_PATHS.hold}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CHECKOUT_SESSION_HEADER]: answer.token },
        body: JSON.stringify({ sessionId: 'session-pow-off-01', ...free[5] }),
      });
      expect(held.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
