/** @jest-environment ./test/support/pglite-environment.cjs */
// Working hours in the back office (issue 34, step 6): the week and one-off exceptions of an advisor, edited within
// the member's scope, idempotent and audited; each change answers the consultations it leaves outside working hours,
// a preview lists them without changing anything, and the day list, the agenda, holds and reservations honour the
// new hours at once in this process and, by the catalogue's version, in another one on the same database.
import {
  STAFF_PATHS,
  type AgendaResponse,
  type ConsultationRow,
  type DayResponse,
  type WeeklyHoursBlock,
  type WorkingHours,
  type WorkingHoursResponse,
} from '@checkout/shared/contract';
import { CATALOGUE_FRESH_MS } from '../src/read-model/catalogue';
import {
  DRIVERS,
  agendaQuestion,
  createClock,
  createTestDatabase,
  listenTestApp,
  withData,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { sampleDayData, sampleReserveRequest } from './support/sample-reserve-request';
import { ADVISOR, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

const ANNA = 'adv-anna-meier';
const path = (template: string, advisorId = ANNA) => `/api${template.replace(':id', advisorId)}`;

/** Anna's week in the demo: Monday to Friday 09-12 and 13-18 in the branch. */
const DEMO_WEEK: WeeklyHoursBlock[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, from: '09:00', to: '12:00', homeOffice: false },
  { weekday, from: '13:00', to: '18:00', homeOffice: false },
]);
/** The demo week without Tuesday morning. */
const NO_TUESDAY_MORNING = DEMO_WEEK.filter((b) => !(b.weekday === 2 && b.from === '09:00'));

describe.each(DRIVERS)('working hours (%s)', (driver) => {
  let database: TestDatabase;
  let t: TestApp;
  /** A second API process on the same database: this process's writes reach it only through the version. */
  let other: TestApp;
  let lead: string;
  let advisor: string;
  beforeAll(async () => {
    const clock = createClock();
    database = await createTestDatabase(driver, clock.now());
    const shared = { ...database, dispose: async () => undefined };
    t = await listenTestApp(shared, clock);
    other = await listenTestApp(shared, clock);
    lead = await sessionFor(t, BRANCH_LEAD.id);
    advisor = await sessionFor(t, ADVISOR.id);
  }, 60_000);
  afterAll(() => Promise.all([t.dispose(), other.dispose()]).then(() => database.dispose()));

  const put = (token: string, body: unknown, key?: string, advisorId = ANNA) =>
    t.inject({
      method: 'PUT',
      url: path(STAFF_PATHS.workingHours, advisorId),
      payload: body,
      headers: changeHeaders(token, key),
    });
  const addException = (token: string, body: unknown, key?: string) =>
    t.inject({
      method: 'POST',
      url: path(STAFF_PATHS.hoursExceptions),
      payload: body,
      headers: changeHeaders(token, key),
    });
  const preview = (token: string, body: unknown) =>
    t.inject({
      method: 'POST',
      url: path(STAFF_PATHS.hoursCollisions),
      payload: body,
      headers: changeHeaders(token),
    });
  const hoursOf = async (token: string) =>
    (await t.inject({ url: path(STAFF_PATHS.workingHours), headers: cookieOf(token) })).json<WorkingHours>();
  const offered = async (app: TestApp, date: string) =>
    (await app.inject({ url: withData('/checkout/agenda', agendaQuestion(date, { advisorId: ANNA })) }))
      .json<AgendaResponse>()
      .hoursList.flatMap((c) => c.hours)
      .filter((h) => !h.isInactive)
      .map((h) => h.label);
  const dayOfAnna = async (date: string) =>
    (
      await t.inject({
        url: withData('/checkout/day', {
          ...sampleDayData('de-CH'),
          weekDateSelected: date,
          advisorId: ANNA,
        }),
      })
    ).json<DayResponse>().availableAppointment;
  const hold = (date: string, time: string, sessionId: string) =>
    t.inject({
      method: 'POST',
      url: '/api/checkout/hold',
      payload: { sessionId, advisorId: ANNA, date, time },
    });
  const slotsOf = (rows: ConsultationRow[]) => rows.map((c) => `${c.date} ${c.time}`);

  it("answers an advisor's week, to the advisor and the branch lead", async () => {
    const own = await hoursOf(advisor);
    expect(own).toEqual({ advisorId: ANNA, blocks: DEMO_WEEK, exceptions: [] });
    expect(await hoursOf(lead)).toEqual(own);
  });

  it('previews, then stores a new week: the consultations it leaves outside working hours, the hours gone at once', async () => {
    // Read before the change, so the read model holds the agenda (the test's clock stands still).
    expect(await offered(t, '2030-04-02')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    const week = { blocks: NO_TUESDAY_MORNING };
    const previewed = await preview(lead, { week });
    expect(previewed.statusCode).toBe(200);
    // The demo's bookings of Anna on Tuesday the 26th at 9 and 10.
    expect(slotsOf(previewed.json<ConsultationRow[]>())).toEqual(['2030-03-26 09:00', '2030-03-26 10:00']);
    expect((await hoursOf(lead)).blocks).toEqual(DEMO_WEEK);

    const res = await put(lead, week, 'hours-1');
    expect(res.statusCode).toBe(200);
    const body = res.json<WorkingHoursResponse>();
    expect(body.workingHours.blocks).toEqual(NO_TUESDAY_MORNING);
    expect(slotsOf(body.collisions)).toEqual(['2030-03-26 09:00', '2030-03-26 10:00']);
    expect(body.collisions.every((c) => c.status === 'booked' && c.advisor?.id === ANNA)).toBe(true);
    // The same key and body: the same answer, nothing written twice.
    expect((await put(lead, week, 'hours-1')).json()).toEqual(res.json());
    expect((await put(lead, { blocks: [] }, 'hours-1')).statusCode).toBe(422);

    expect(await offered(t, '2030-04-02')).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00']);
    expect((await hold('2030-04-02', '09:00', 'session-hours-morning')).statusCode).toBe(400);
    expect((await hold('2030-04-02', '13:00', 'session-hours-afternoon')).statusCode).toBe(200);
    // The same week again leaves nothing new outside.
    expect((await put(lead, week)).json<WorkingHoursResponse>().collisions).toEqual([]);
    const audit = await t.db.query<{ action: string }>(
      "select action from staff_audit where advisor_id = $1 and action = 'working_hours' order by seq",
      [ANNA],
    );
    expect(audit).toHaveLength(2);
  });

  it('closes a date by an exception: no hold or booking that day, in this process and in another one', async () => {
    expect(await offered(other, '2030-03-27')).not.toEqual([]);
    expect(await dayOfAnna('2030-03-27')).toBe(true);
    // A traveller holds an hour on the 27th before the exception.
    expect((await hold('2030-03-27', '16:00', 'session-hours-held')).statusCode).toBe(200);
    const closed = { date: '2030-03-27', blocks: [], reason: 'Weiterbildung' };
    expect(slotsOf((await preview(lead, { exception: closed })).json<ConsultationRow[]>())).toEqual([
      '2030-03-27 14:00',
    ]);
    const res = await addException(lead, closed, 'closed-27');
    expect(res.statusCode).toBe(201);
    const body = res.json<WorkingHoursResponse>();
    expect(slotsOf(body.collisions)).toEqual(['2030-03-27 14:00']);
    expect(body.workingHours.exceptions).toEqual([
      expect.objectContaining({ advisorId: ANNA, date: '2030-03-27', blocks: [], reason: 'Weiterbildung' }),
    ]);
    expect(await offered(t, '2030-03-27')).toEqual([]);
    expect(await dayOfAnna('2030-03-27')).toBe(false);
    expect((await hold('2030-03-27', '15:00', 'session-hours-new')).statusCode).toBe(400);
    const reserve = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        checkoutSessionId: 'session-hours-held',
        appointmentDate: '2030-03-27',
        appointmentTime: '16:00',
      }),
    });
    expect([400, 409]).toContain(reserve.statusCode);
    // The other process keeps its copy for at most CATALOGUE_FRESH_MS, then reads the new version.
    expect(await offered(other, '2030-03-27')).not.toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + CATALOGUE_FRESH_MS));
    expect(await offered(other, '2030-03-27')).toEqual([]);
  });

  it('offers other hours on a date with an exception, and the week again once it is deleted', async () => {
    const evening = {
      date: '2030-03-28',
      blocks: [{ from: '18:00', to: '20:00', homeOffice: true }],
      reason: 'Abendberatung',
    };
    const res = await addException(lead, evening);
    expect(res.statusCode).toBe(201);
    expect(await offered(t, '2030-03-28')).toEqual(['18:00', '19:00']);
    expect((await hold('2030-03-28', '18:00', 'session-hours-evening')).statusCode).toBe(200);
    expect((await hold('2030-03-28', '09:00', 'session-hours-thursday')).statusCode).toBe(400);

    const { exceptions } = await hoursOf(advisor);
    expect(exceptions.map((x) => x.date)).toEqual(['2030-03-27', '2030-03-28']);
    const closedId = exceptions[0]?.id ?? '';
    const remove = (id: string, key: string) =>
      t.inject({
        method: 'DELETE',
        url: `${path(STAFF_PATHS.hoursExceptions)}/${id}`,
        headers: changeHeaders(lead, key),
      });
    const removed = await remove(closedId, 'remove-27');
    expect(removed.statusCode).toBe(200);
    // Back to Wednesday's hours: the 14:00 consultation is inside them again, nothing is left outside.
    expect(removed.json<WorkingHoursResponse>().collisions).toEqual([]);
    expect((await remove(closedId, 'remove-27')).json()).toEqual(removed.json());
    expect((await remove(closedId, 'remove-27-again')).statusCode).toBe(404);
    expect(await offered(t, '2030-03-27')).toContain('15:00');

    const audit = await t.db.query<{ action: string }>(
      "select action from staff_audit where advisor_id = $1 and action like 'hours_exception%' order by seq",
      [ANNA],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'hours_exception_add',
      'hours_exception_add',
      'hours_exception_remove',
    ]);
  });

  it('refuses hours off the grid, overlapping or reversed, a past date, a missing key, and an advisor out of scope', async () => {
    const fieldsOf = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
      const answer = await res;
      expect(answer.statusCode).toBe(400);
      return Object.keys((answer.json() as { fields?: object }).fields ?? {}).sort();
    };
    expect(
      await fieldsOf(
        put(lead, {
          blocks: [
            { weekday: 1, from: '09:30', to: '12:00', homeOffice: false },
            { weekday: 8, from: '13:00', to: '12:00', homeOffice: false },
          ],
        }),
      ),
    ).toEqual(['blocks[0].from', 'blocks[1].to', 'blocks[1].weekday']);
    expect(
      await fieldsOf(
        put(lead, {
          blocks: [
            { weekday: 1, from: '09:00', to: '12:00', homeOffice: false },
            { weekday: 2, from: '10:00', to: '11:00', homeOffice: false },
            { weekday: 1, from: '11:00', to: '14:00', homeOffice: true },
          ],
        }),
      ),
    ).toEqual(['blocks[2].from']);
    expect(await fieldsOf(addException(lead, { date: '2030-03-24', blocks: [], reason: 'Gestern' }))).toEqual(
      ['date'],
    );
    expect(await fieldsOf(preview(lead, {}))).toEqual(['week']);
    const { 'idempotency-key': _key, ...withoutKey } = changeHeaders(lead);
    const noKey = await t.inject({
      method: 'PUT',
      url: path(STAFF_PATHS.workingHours),
      payload: { blocks: DEMO_WEEK },
      headers: withoutKey,
    });
    expect(noKey.statusCode).toBe(400);
    expect((await put(lead, { blocks: DEMO_WEEK }, undefined, 'adv-sabrina-keller')).statusCode).toBe(404);
    expect((await put(advisor, { blocks: DEMO_WEEK }, undefined, 'adv-luca-bernasconi')).statusCode).toBe(
      404,
    );
  });
});
