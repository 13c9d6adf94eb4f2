/** @jest-environment ./test/support/pglite-environment.cjs */
// The read model (read-model/read-model.ts) keeps a process's copies of the claims and the catalogue, and drops
// them through its one hook, which its database calls after every write that settled: whatever writes (a
// repository's function, a transaction, a statement written by hand), the next read is the database's, without
// any time passing. Another process's writes are seen by time. write-watch.test.ts checks that every statement of
// the API's sources is known to write what it writes.
import type { Database } from '../src/db/database';
import { insertSeedBookings } from '../src/repositories/booking-repository';
import { markCancelled, moveBookingRow } from '../src/repositories/manage-repository';
import {
  deleteHold,
  deleteHoldsExpiredBefore,
  saveHold,
  type HoldRow,
} from '../src/repositories/slot-repository';
import { deleteAbsence, insertAbsence } from '../src/repositories/absence-repository';
import { startStaffSession } from '../src/domain/staff-auth';
import { CATALOGUE_FRESH_MS } from '../src/read-model/catalogue';
import { CLAIMS_FRESH_MS } from '../src/read-model/claims';
import { createReadModel, type ReadModel } from '../src/read-model/read-model';
import { STAFF_PATHS, type AbsenceResponse, type AgendaResponse } from '@checkout/shared/contract';
import {
  DRIVERS,
  MONDAY_0800,
  advisorAgendaUrl,
  createTestDatabase,
  httpClient,
  type TestDatabase,
} from './support/test-app';
import { appointmentRange } from '../src/domain/calendar';
import { startApiProcess, stopApiProcess, type ApiProcess } from './support/api-process';
import { BRANCH_LEAD, changeHeaders } from './support/staff';

const ANNA = 'adv-anna-meier';
const DATE = '2030-03-26'; // Tuesday
const TIME = '13:00';
const NOW = MONDAY_0800;
const later = (ms: number) => new Date(NOW.getTime() + ms);

const hold = (sessionId: string, time = TIME): HoldRow => ({
  sessionId,
  clientKey: 'read-model-test',
  id: `hold_${sessionId}`,
  date: DATE,
  time,
  ...appointmentRange(ANNA, DATE, time),
  expiresAt: later(15 * 60_000),
  createdAt: NOW,
});

describe.each(DRIVERS)('the read model (%s)', (driver) => {
  let database: TestDatabase;
  let model: ReadModel;
  let agencyId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver, NOW);
    model = createReadModel(database.db);
    agencyId =
      (
        await database.db.query<{ agency_id: string }>('select agency_id from advisors where id = $1', [ANNA])
      )[0]?.agency_id ?? '';
  }, 60_000);
  afterAll(() => database.dispose());

  /** Whether Anna's hour is taken, as `of` shows it at `at`. */
  const taken = (of: ReadModel, at = NOW) =>
    of.answer(DATE, at, '', `taken|${TIME}`, (claims) => claims.isTaken(ANNA, TIME, '', at.getTime()));
  /** As the database holds it now: a read model of its own, which has read nothing yet. */
  const truth = () => taken(createReadModel(database.db));

  const booking = (id: string, time: string) => ({
    id,
    agencyId,
    date: DATE,
    time,
    ...appointmentRange(ANNA, DATE, time),
    firstname: 'Read',
    lastname: 'Model',
  });

  it('sees every write to the claims through its database at once, whoever writes and however', async () => {
    const writes: [string, (db: Database) => Promise<unknown>][] = [
      ['a hold (saveHold)', (db) => saveHold(db, hold('s1'))],
      ['its release (deleteHold)', (db) => deleteHold(db, 's1')],
      ['a hold in a transaction', (db) => db.transaction((tx) => saveHold(tx, hold('s2')))],
      ['expired holds purged', (db) => deleteHoldsExpiredBefore(db, later(86_400_000))],
      [
        'bookings (insertSeedBookings, a dynamic statement)',
        (db) =>
          db.transaction((tx) =>
            insertSeedBookings(tx, [booking('rm-1', TIME), booking('rm-2', '15:00')], NOW),
          ),
      ],
      ['a cancellation (markCancelled)', (db) => markCancelled(db, 'rm-1', 1, NOW)],
      [
        'a booking moved onto the hour (moveBookingRow)',
        (db) =>
          db.transaction((tx) =>
            moveBookingRow(tx, 'rm-2', {
              date: DATE,
              time: TIME,
              ...appointmentRange(ANNA, DATE, TIME),
              sequence: 1,
              now: NOW,
            }),
          ),
      ],
      [
        'a statement written by hand (a write in a WITH clause)',
        (db) =>
          db.query(
            'with gone as (delete from bookings where id = $1 returning id) select count(*) as n from gone',
            ['rm-2'],
          ),
      ],
      [
        'an absence of the advisor that day (insertAbsence, issue 34)',
        (db) =>
          insertAbsence(db, {
            id: 'rm-absence',
            advisorId: ANNA,
            from: DATE,
            till: DATE,
            reason: 'read model',
            createdBy: BRANCH_LEAD.id,
            now: NOW,
          }),
      ],
      ['its removal (deleteAbsence)', (db) => deleteAbsence(db, ANNA, 'rm-absence')],
      [
        'a transaction rolled back',
        (db) =>
          db
            .transaction(async (tx) => {
              await saveHold(tx, hold('s3'));
              throw new Error('rolled back');
            })
            .catch(() => undefined),
      ],
    ];
    expect(await taken(model)).toBe(false);
    const seen: [string, boolean, boolean][] = [];
    for (const [name, write] of writes) {
      await write(model.db);
      seen.push([name, await taken(model), await truth()]);
    }
    // Each write changed the hour or not as the database says, and the read model said so at once.
    expect(seen.map(([name, shown]) => [name, shown])).toEqual(seen.map(([name, , held]) => [name, held]));
    expect(seen.map(([, , held]) => held)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('keeps what it read while nothing of this process writes; another process’s write is seen by time', async () => {
    expect(await taken(model)).toBe(false);
    // Another process writes the same database: this process's read model is not told.
    await saveHold(database.db, hold('other-process'));
    expect(await truth()).toBe(true);
    expect(await taken(model)).toBe(false);
    // A write of this process to a table the claims are not read from drops nothing either.
    await model.db.query("update settings set value = value where key = 'no such key'");
    expect(await taken(model, later(CLAIMS_FRESH_MS - 1))).toBe(false);
    expect(await taken(model, later(CLAIMS_FRESH_MS))).toBe(true);
    await deleteHold(model.db, 'other-process');
  });

  it('sees a write to the catalogue through its database at once, another process’s within CATALOGUE_FRESH_MS', async () => {
    const tuesdayHours = async (at: Date) =>
      ((await model.catalogue(at)).workingHours.get(2) ?? []).filter((row) => row.advisor_id === ANNA).length;
    const before = await tuesdayHours(NOW);
    expect(before).toBeGreaterThan(0);
    const saved = await database.db.query<{ s: number; e: number; h: boolean }>(
      `select start_minute as s, end_minute as e, home_office as h from working_hours
       where advisor_id = $1 and weekday = 2`,
      [ANNA],
    );
    await model.db.query('delete from working_hours where advisor_id = $1 and weekday = 2', [ANNA]);
    expect(await tuesdayHours(NOW)).toBe(0);
    // Put back by another process: seen once the version is read again.
    for (const row of saved) {
      await database.db.query(
        `insert into working_hours (advisor_id, weekday, start_minute, end_minute, home_office)
         values ($1, 2, $2, $3, $4)`,
        [ANNA, row.s, row.e, row.h],
      );
    }
    expect(await tuesdayHours(NOW)).toBe(0);
    expect(await tuesdayHours(later(CATALOGUE_FRESH_MS))).toBe(before);
  });
});

const twoProcesses = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'the read model across two API processes: skipped, no PostgreSQL server (set TEST_DATABASE_URL)',
  );
}

/** A busy test machine's slack on top of CLAIMS_FRESH_MS. */
const SLACK_MS = 4000;

twoProcesses('the read model across two API processes on one PostgreSQL server', () => {
  let database: TestDatabase;
  const servers: ApiProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres', new Date());
    // No e-mail (notifications-processes.test.ts sends it); behind a proxy on this host, as the race tests.
    const env = { OUTBOX_WORKER: 'off', TRUST_PROXY: '127.0.0.1,::1' };
    servers.push(
      ...(await Promise.all([
        startApiProcess(database.url ?? '', env),
        startApiProcess(database.url ?? '', env),
      ])),
    );
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopApiProcess(s.child)));
    await database?.dispose();
  }, 30_000);

  it('shows a hold of the other process within CLAIMS_FRESH_MS, and its release; an absence entered and removed too', async () => {
    const [a, b] = servers.map((s) => httpClient(s.baseUrl));
    if (!a || !b) throw new Error('servers missing');
    const hourOf = async (client: typeof a, date: string, time: string) =>
      (await client({ url: advisorAgendaUrl(date) }))
        .json<AgendaResponse>()
        .hoursList[0]?.hours.find((hour) => hour.label === time);
    // A free hour of Anna Meier in the coming days (the servers run on the real clock), read by both processes.
    let slot: { date: string; time: string } | undefined;
    for (let offset = 2; offset < 30 && !slot; offset++) {
      const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const hour = (await b({ url: advisorAgendaUrl(date) }))
        .json<AgendaResponse>()
        .hoursList[0]?.hours.find((h) => !h.isInactive);
      if (hour) slot = { date, time: hour.label };
    }
    if (!slot) throw new Error('no free hour found');
    const { date, time } = slot;
    expect((await hourOf(a, date, time))?.isInactive).toBe(false);
    /** Milliseconds until `client` shows the hour `taken`, or not offered at all (or more than the bound). */
    const untilShown = async (client: typeof a, taken: boolean) => {
      const started = Date.now();
      while (Date.now() - started <= CLAIMS_FRESH_MS + SLACK_MS) {
        if (((await hourOf(client, date, time))?.isInactive ?? true) === taken) return Date.now() - started;
        await new Promise((r) => setTimeout(r, 50));
      }
      return Infinity;
    };
    const headers = { 'x-forwarded-for': '10.3.0.1' };
    const sessionId = 'session-read-model-two-processes';
    const held = await a({
      method: 'POST',
      url: '/api/checkout/hold',
      headers,
      payload: { sessionId, advisorId: ANNA, date, time },
    });
    expect(held.statusCode).toBe(200);
    // The writing process at once; the other one once its read of the date is a second old.
    expect((await hourOf(a, date, time))?.isInactive).toBe(true);
    expect(await untilShown(b, true)).toBeLessThanOrEqual(CLAIMS_FRESH_MS + SLACK_MS);
    const released = await a({
      method: 'DELETE',
      url: '/api/checkout/hold',
      headers,
      payload: { sessionId },
    });
    expect(released.statusCode).toBe(204);
    expect((await hourOf(a, date, time))?.isInactive).toBe(false);
    expect(await untilShown(b, false)).toBeLessThanOrEqual(CLAIMS_FRESH_MS + SLACK_MS);

    // Issue 34: an absence entered in the back office through one process; the other shows the day taken in time.
    const lead = await database.db.transaction((tx) =>
      startStaffSession(tx, BRANCH_LEAD.id, 'link', new Date()),
    );
    const absences = `/api${STAFF_PATHS.absences.replace(':id', ANNA)}`;
    const added = await a({
      method: 'POST',
      url: absences,
      headers: { ...headers, ...changeHeaders(lead) },
      payload: { from: date, till: date, reason: 'Weiterbildung' },
    });
    expect(added.statusCode).toBe(201);
    // An advisor without a free hour that day leaves the agenda: the hour is not offered.
    expect(await hourOf(a, date, time)).toBeUndefined();
    expect(await untilShown(b, true)).toBeLessThanOrEqual(CLAIMS_FRESH_MS + SLACK_MS);
    const removed = await a({
      method: 'DELETE',
      url: `${absences}/${added.json<AbsenceResponse>().absence.id}`,
      headers: { ...headers, ...changeHeaders(lead) },
    });
    expect(removed.statusCode).toBe(204);
    expect((await hourOf(a, date, time))?.isInactive).toBe(false);
    expect(await untilShown(b, false)).toBeLessThanOrEqual(CLAIMS_FRESH_MS + SLACK_MS);
  }, 60_000);
});
