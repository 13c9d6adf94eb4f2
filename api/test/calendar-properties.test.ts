/** @jest-environment ./test/support/pglite-environment.cjs */
// One calendar truth under random interleavings (issue 46): every path that writes a consultation (the checkout's
// reservation, a traveller's move, accepting a request, reassigning, a staff booking and move) and every change of an
// advisor's time (time off, a working-hours exception) run side by side in random order; whatever they answer, no two
// live consultations of one advisor overlap and no request is answered 5xx. Then the race the issue saw (accepting an
// 08:30 request while the checkout books the advisor's 09:00), and 100 mixed writes over two API processes.
import fc from 'fast-check';
import { STAFF_PATHS, type ReserveResponse } from '@checkout/shared/contract';
import { startStaffSession } from '../src/domain/staff-auth';
import {
  DRIVERS,
  createTestApp,
  httpClient,
  type TestApp,
  type TestRequest,
  type TestResponse,
} from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { BRANCH_LEAD, changeHeaders, sessionFor } from './support/staff';
import { twoApiProcesses } from './support/api-process';
import type { Database } from '../src/db/database';

const ANNA = 'adv-anna-meier';
const LUCA = 'adv-luca-bernasconi';
const ADVISORS = [ANNA, LUCA] as const;
/** Two weeks the demo leaves free: Monday 22 April to Friday 3 May 2030. */
const DAYS = [
  '2030-04-22',
  '2030-04-23',
  '2030-04-24',
  '2030-04-25',
  '2030-04-26',
  '2030-04-29',
  '2030-04-30',
  '2030-05-01',
  '2030-05-02',
  '2030-05-03',
] as const;
const GRID = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;
const QUARTERS = Array.from({ length: 44 }, (_, i) => {
  const minute = 8 * 60 + i * 15;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
});
const CUSTOM_HOURS = ['08:00', '08:15', '08:30', '08:45', '17:15', '17:30', '18:00', '18:30'] as const;
/** No caps in the way: the property is about the calendar, not the anti-abuse limits. */
const NO_CAPS = { perClientDay: 1_000_000, perClientAdvisorDay: 1_000_000, perEmailDay: 1_000_000 };
/** What a write may answer: done, refused for its input, not found, taken, replayed or limited; never a 5xx. */
const ANSWERS = new Set([200, 201, 204, 400, 404, 409, 422, 429]);

/** Pairs of live consultations of one advisor whose ranges overlap: the promise is that there are none. */
const overlapping = (db: Database) =>
  db.query<{ a: string; b: string }>(
    `select x.id as a, y.id as b from bookings x join bookings y
       on x.advisor_id = y.advisor_id and x.id < y.id and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)
     where x.kind = 'slot' and y.kind = 'slot' and x.cancelled_at is null and y.cancelled_at is null`,
  );

/** One write of the property, as generated. */
type Op =
  | { kind: 'reserve'; advisor: number; day: number; hour: number }
  | { kind: 'travellerMove'; booking: number; advisor: number; day: number; hour: number }
  | { kind: 'accept'; request: number; advisor: number; day: number; quarter: number }
  | { kind: 'reassign'; booking: number; advisor: number }
  | { kind: 'staffBook'; advisor: number; day: number; quarter: number }
  | { kind: 'staffMove'; booking: number; advisor: number; day: number; quarter: number }
  | { kind: 'absence'; advisor: number; day: number }
  | { kind: 'exception'; advisor: number; day: number; from: number; till: number };

const index = fc.nat({ max: 1000 });
const OPS: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('reserve' as const),
    advisor: index,
    day: index,
    hour: index,
  }),
  fc.record({
    kind: fc.constant('travellerMove' as const),
    booking: index,
    advisor: index,
    day: index,
    hour: index,
  }),
  fc.record({
    kind: fc.constant('accept' as const),
    request: index,
    advisor: index,
    day: index,
    quarter: index,
  }),
  fc.record({ kind: fc.constant('reassign' as const), booking: index, advisor: index }),
  fc.record({ kind: fc.constant('staffBook' as const), advisor: index, day: index, quarter: index }),
  fc.record({
    kind: fc.constant('staffMove' as const),
    booking: index,
    advisor: index,
    day: index,
    quarter: index,
  }),
  fc.record({ kind: fc.constant('absence' as const), advisor: index, day: index }),
  fc.record({
    kind: fc.constant('exception' as const),
    advisor: index,
    day: index,
    from: fc.integer({ min: 8, max: 12 }),
    till: fc.integer({ min: 13, max: 19 }),
  }),
);

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** What the writes work on: the bookings made (with their manage tokens) and the open requests. */
interface World {
  bookings: { id: string; token: string }[];
  requests: string[];
  sessions: number;
  /** Writes that went through, by kind: the property must have exercised each path. */
  succeeded: Map<Op['kind'], number>;
}

type Send = (request: TestRequest) => Promise<TestResponse>;

/** The request an op makes, with the world's bookings and requests (none yet: a harmless 404 of a made-up id). */
const requestOf = (op: Op, world: World, staffToken: string): TestRequest => {
  const staff = (path: string, payload: unknown): TestRequest => ({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: changeHeaders(staffToken),
  });
  const consultation = (i: number) => (world.bookings.length === 0 ? 'bk_none' : pick(world.bookings, i).id);
  const action = (id: string, name: string) =>
    `${STAFF_PATHS.consultation.replace(':id', encodeURIComponent(id))}/${name}`;
  switch (op.kind) {
    case 'reserve':
      world.sessions += 1;
      return {
        method: 'POST',
        url: '/api/checkout/reserve',
        payload: sampleReserveRequest({
          checkoutSessionId: `session-property-${String(world.sessions).padStart(6, '0')}`,
          advisorId: pick(ADVISORS, op.advisor),
          appointmentDate: pick(DAYS, op.day),
          appointmentTime: pick(GRID, op.hour),
          userEmail: `property-${world.sessions}@example.ch`,
        }),
      };
    case 'travellerMove': {
      const booking = world.bookings.length === 0 ? undefined : pick(world.bookings, op.booking);
      return {
        method: 'POST',
        url: `/api/manage/${booking?.token ?? 'none'}/move`,
        payload: {
          culture: 'de-CH',
          advisorId: pick(ADVISORS, op.advisor),
          appointmentDate: pick(DAYS, op.day),
          appointmentTime: pick(GRID, op.hour),
        },
      };
    }
    case 'accept':
      return staff(
        action(world.requests.length === 0 ? 'bk_none' : pick(world.requests, op.request), 'accept'),
        {
          advisorId: pick(ADVISORS, op.advisor),
          date: pick(DAYS, op.day),
          time: pick(QUARTERS, op.quarter),
        },
      );
    case 'reassign':
      return staff(action(consultation(op.booking), 'reassign'), { advisorId: pick(ADVISORS, op.advisor) });
    case 'staffBook':
      return staff(STAFF_PATHS.consultations, {
        advisorId: pick(ADVISORS, op.advisor),
        date: pick(DAYS, op.day),
        time: pick(QUARTERS, op.quarter),
        adviceMode: 'phone',
        travellerCulture: 'de-CH',
        firstname: 'Paul',
        lastname: 'Anrufer',
        email: 'paul.anrufer@example.ch',
        phone: '+41 79 555 00 11',
        message: '',
      });
    case 'staffMove':
      return staff(action(consultation(op.booking), 'move'), {
        advisorId: pick(ADVISORS, op.advisor),
        date: pick(DAYS, op.day),
        time: pick(QUARTERS, op.quarter),
      });
    case 'absence': {
      const day = pick(DAYS, op.day);
      return staff(STAFF_PATHS.absences.replace(':id', pick(ADVISORS, op.advisor)), {
        from: day,
        till: day,
        reason: 'Property',
      });
    }
    case 'exception':
      return staff(STAFF_PATHS.hoursExceptions.replace(':id', pick(ADVISORS, op.advisor)), {
        date: pick(DAYS, op.day),
        blocks: [{ from: `${String(op.from).padStart(2, '0')}:00`, to: `${op.till}:00`, homeOffice: false }],
        reason: 'Property',
      });
  }
};

/** Runs ops all at once (their order decided by the event loop and the database), then notes what they made. */
const runAtOnce = async (send: Send, ops: Op[], world: World, staffToken: string): Promise<number[]> => {
  const requests = ops.map((op) => requestOf(op, world, staffToken));
  const responses = await Promise.all(requests.map((r) => send(r)));
  responses.forEach((res, i) => {
    const op = ops[i];
    if (op && res.statusCode >= 200 && res.statusCode < 300) {
      world.succeeded.set(op.kind, (world.succeeded.get(op.kind) ?? 0) + 1);
    }
    if (res.statusCode !== 201) return;
    if (op?.kind === 'reserve') {
      const booked = res.json<ReserveResponse>();
      world.bookings.push({ id: booked.bookingId, token: booked.manageToken ?? '' });
    }
    if (op?.kind === 'staffBook') world.bookings.push({ id: res.json<{ id: string }>().id, token: 'none' });
  });
  return responses.map((r) => r.statusCode);
};

/** Open custom-date requests of the branch on the property's days, as the checkout makes them. */
const makeRequests = async (send: Send, count: number, tag: string): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await send({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        checkoutSessionId: `session-request-${tag}-${String(i).padStart(4, '0')}`,
        advisorId: '',
        appointmentDate: '',
        appointmentTime: '',
        customDate: pick(DAYS, i),
        customHour: pick(CUSTOM_HOURS, i),
        adviceMode: 'personal',
        selectedAgencyLocations: ['zurich-bahnhofstrasse'],
        userEmail: `request-${tag}-${i}@example.ch`,
      }),
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json<ReserveResponse>().bookingId);
  }
  return ids;
};

describe.each(DRIVERS)('one calendar truth under random interleavings (%s)', (driver) => {
  let t: TestApp;
  let lead: string;
  const world: World = { bookings: [], requests: [], sessions: 0, succeeded: new Map() };
  beforeAll(async () => {
    t = await createTestApp(driver, undefined, { bookingCaps: NO_CAPS });
    lead = await sessionFor(t, BRANCH_LEAD.id);
    world.requests = await makeRequests((r) => t.inject(r), 12, driver);
  }, 90_000);
  afterAll(() => t.dispose());

  it('every write path side by side, in random order: no two live consultations of an advisor overlap, no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(OPS, { minLength: 4, maxLength: 10 }), async (ops) => {
        const statuses = await runAtOnce((r) => t.inject(r), ops, world, lead);
        expect(statuses.filter((s) => !ANSWERS.has(s))).toEqual([]);
        expect(await overlapping(t.db)).toEqual([]);
        // Each run starts without the time off and exceptions of the last (else they soon close every day).
        await t.db.exec(
          `delete from advisor_absences where reason = 'Property';
           delete from working_hour_exceptions where reason = 'Property'`,
        );
      }),
      { numRuns: 25 },
    );
    // Every path wrote something in the run (a property that only saw refusals would prove nothing).
    expect(Object.fromEntries(world.succeeded)).toEqual({
      reserve: expect.any(Number),
      travellerMove: expect.any(Number),
      accept: expect.any(Number),
      reassign: expect.any(Number),
      staffBook: expect.any(Number),
      staffMove: expect.any(Number),
      absence: expect.any(Number),
      exception: expect.any(Number),
    });
    console.log('calendar property: writes that went through', Object.fromEntries(world.succeeded));
  }, 240_000);

  it("accepting an 08:30 request while the checkout books the advisor's 09:00, ten rounds: one of the two wins", async () => {
    const requests = await makeRequests((r) => t.inject(r), 10, `${driver}-race`);
    const days = ['2030-05-06', '2030-05-07', '2030-05-08', '2030-05-09', '2030-05-10'];
    for (let round = 0; round < 10; round += 1) {
      const advisorId = pick(ADVISORS, round);
      const date = pick(days, Math.floor(round / 2));
      world.sessions += 1;
      const [accepted, reserved] = await Promise.all([
        t.inject({
          method: 'POST',
          url: `/api${STAFF_PATHS.consultation.replace(':id', pick(requests, round))}/accept`,
          payload: { advisorId, date, time: '08:30' },
          headers: changeHeaders(lead),
        }),
        t.inject({
          method: 'POST',
          url: '/api/checkout/reserve',
          payload: sampleReserveRequest({
            checkoutSessionId: `session-race-accept-${driver}-${round}`,
            advisorId,
            appointmentDate: date,
            appointmentTime: '09:00',
            userEmail: `race-${round}@example.ch`,
          }),
        }),
      ]);
      expect([200, 409]).toContain(accepted.statusCode);
      expect([201, 409]).toContain(reserved.statusCode);
      expect(Number(accepted.statusCode === 200) + Number(reserved.statusCode === 201)).toBe(1);
    }
    expect(await overlapping(t.db)).toEqual([]);
  }, 120_000);
});

// Behind a proxy on this host: each writer is another traveller. No mail (outbox worker off).
const QUIET = { OUTBOX_WORKER: 'off', TRUST_PROXY: '127.0.0.1,::1' };
const twoProcesses = process.env.TEST_DATABASE_URL ? describe : describe.skip;

twoProcesses('one calendar truth over two API processes on one PostgreSQL server', () => {
  const shared = twoApiProcesses(QUIET);

  it('100 concurrent mixed writes split over both processes leave no two overlapping consultations', async () => {
    const { database, servers } = shared;
    const [a, b] = servers.map((s) => httpClient(s.baseUrl));
    if (!a || !b) throw new Error('servers missing');
    // The processes run on the real clock: the property's days moved to four weeks from now (Monday to Friday).
    const monday = new Date(Date.now() + 28 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const days = Array.from({ length: 5 }, (_, i) =>
      new Date(monday.getTime() + i * 86_400_000).toISOString().slice(0, 10),
    );
    const withDays = (request: TestRequest): TestRequest => {
      const text = JSON.stringify(request.payload ?? null);
      const mapped = DAYS.reduce((moved, day, i) => moved.replaceAll(day, days[i] ?? day), text);
      return { ...request, payload: JSON.parse(mapped) as unknown };
    };
    let calls = 0;
    const send: Send = (request) => {
      calls += 1;
      const client = calls % 2 === 0 ? a : b;
      const forwardedFor = { 'X-Forwarded-For': `10.46.${calls % 250}.${(calls % 7) + 1}` };
      return client({ ...withDays(request), headers: { ...request.headers, ...forwardedFor } });
    };
    const token = await database.db.transaction((tx) =>
      startStaffSession(tx, BRANCH_LEAD.id, 'link', new Date()),
    );
    const world: World = {
      bookings: [],
      requests: await makeRequests(send, 10, 'two'),
      sessions: 0,
      succeeded: new Map(),
    };
    const ops = fc.sample(OPS, { numRuns: 100, seed: 46 });
    const first = await Promise.all(ops.slice(0, 50).map((op) => send(requestOf(op, world, token))));
    first.forEach((res, i) => {
      const op = ops[i];
      if (res.statusCode === 201 && op?.kind === 'reserve') {
        const booked = res.json<ReserveResponse>();
        world.bookings.push({ id: booked.bookingId, token: booked.manageToken ?? '' });
      }
    });
    const second = await Promise.all(ops.slice(50).map((op) => send(requestOf(op, world, token))));
    const statuses = [...first, ...second].map((r) => r.statusCode);
    expect(statuses.filter((s) => !ANSWERS.has(s))).toEqual([]);
    expect(statuses.filter((s) => s === 200 || s === 201).length).toBeGreaterThan(10);
    expect(await overlapping(database.db)).toEqual([]);
  }, 120_000);
});
