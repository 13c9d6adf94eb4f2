/** @jest-environment ./test/support/pglite-environment.cjs */
import type { AgendaResponse } from '@checkout/shared/contract';
import {
  DRIVERS,
  countRows,
  createTestApp,
  httpClient,
  advisorAgendaUrl,
  type TestApp,
  type TestResponse,
} from './support/test-app';
import { sampleReserveRequest as reserveBody } from './support/sample-reserve-request';
import { twoApiProcesses } from './support/api-process';

const RACERS = 50;

const tally = (responses: TestResponse[]) => ({
  created: responses.filter((r) => r.statusCode >= 200 && r.statusCode < 300).length,
  conflicts: responses.filter((r) => r.statusCode === 409).length,
  other: responses
    .filter((r) => r.statusCode !== 409 && (r.statusCode < 200 || r.statusCode >= 300))
    .map((r) => r.statusCode),
});

describe.each(DRIVERS)('double booking (%s)', (driver) => {
  let t: TestApp;
  /** Bookings of Anna Meier's hour on Thursday 28 March 2030. */
  const bookedAt = (time: string) =>
    countRows(
      t.db,
      `select 1 from bookings where advisor_id = 'adv-anna-meier' and slot_date = '2030-03-28' and slot_time = $1`,
      [time],
    );
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  it(`${RACERS} reservations of the same advisor hour at once: one 2xx, the rest 409, one row`, async () => {
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/checkout/reserve',
          headers: { 'Idempotency-Key': `race-${i}` },
          payload: reserveBody({
            appointmentDate: '2030-03-28',
            appointmentTime: '09:00',
            checkoutSessionId: `session-race-${String(i).padStart(4, '0')}`,
          }),
        }),
      ),
    );
    expect(tally(responses)).toEqual({ created: 1, conflicts: RACERS - 1, other: [] });
    expect(await bookedAt('09:00')).toBe(1);
  }, 60_000);

  it(`${RACERS} attempts of one session on its held hour at once, each with its own key: the database's guard books one`, async () => {
    // Every attempt passes the hold check (the session holds the hour); only the exclusion constraint over live
    // consultations' ranges (migration 045) stands between them.
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/checkout/reserve',
          headers: { 'Idempotency-Key': `race-one-session-${i}` },
          payload: reserveBody({
            appointmentDate: '2030-03-28',
            appointmentTime: '11:00',
            checkoutSessionId: 'session-race-one-0001',
          }),
        }),
      ),
    );
    expect(tally(responses)).toEqual({ created: 1, conflicts: RACERS - 1, other: [] });
    expect(await bookedAt('11:00')).toBe(1);
  }, 60_000);

  it('the same Idempotency-Key sent 10 times at once gives one booking, answered to all', async () => {
    const body = reserveBody({ appointmentDate: '2030-03-28', appointmentTime: '10:00' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inject({
          method: 'POST',
          url: '/api/checkout/reserve',
          headers: { 'Idempotency-Key': 'same-key' },
          payload: body,
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().bookingId)).size).toBe(1);
    expect(await bookedAt('10:00')).toBe(1);
  }, 60_000);
});

// These processes send no e-mail (it would land in the repo's .mailbox): notifications-processes.test.ts does.
// Behind a proxy on this host: each racer is another traveller (the per-address limits would stop one address).
const QUIET = { OUTBOX_WORKER: 'off', TRUST_PROXY: '127.0.0.1,::1' };

const twoProcesses = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'double booking across two API processes: skipped, no PostgreSQL server (set TEST_DATABASE_URL, e.g. via tools/with-postgres.sh)',
  );
}

twoProcesses('double booking across two API processes on one PostgreSQL server', () => {
  const shared = twoApiProcesses(QUIET);

  it(`${RACERS} reservations split over both processes: one 2xx, the rest 409, one row`, async () => {
    const { database, servers } = shared;
    const [a, b] = servers.map((s) => httpClient(s.baseUrl));
    if (!a || !b) throw new Error('servers missing');
    // Find a free hour of Anna Meier in the coming days (the servers run on the real clock).
    let slot: { date: string; time: string } | undefined;
    for (let offset = 1; offset < 30 && !slot; offset++) {
      const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const res = await a({
        url: advisorAgendaUrl(date),
      });
      const hour = res.json<AgendaResponse>().hoursList[0]?.hours.find((h) => !h.isInactive);
      if (hour) slot = { date, time: hour.label };
    }
    if (!slot) throw new Error('no free hour found');
    const found = slot;
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        (i % 2 === 0 ? a : b)({
          method: 'POST',
          url: '/api/checkout/reserve',
          headers: { 'Idempotency-Key': `two-process-race-${i}`, 'X-Forwarded-For': `10.2.0.${i}` },
          payload: reserveBody({
            appointmentDate: found.date,
            appointmentTime: found.time,
            checkoutSessionId: `session-multi-${String(i).padStart(4, '0')}`,
          }),
        }),
      ),
    );
    expect(tally(responses)).toEqual({ created: 1, conflicts: RACERS - 1, other: [] });
    expect(
      await countRows(
        database.db,
        `select 1 from bookings where advisor_id = 'adv-anna-meier' and slot_date = $1 and slot_time = $2`,
        [found.date, found.time],
      ),
    ).toBe(1);
  }, 60_000);
});
