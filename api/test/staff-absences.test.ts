/** @jest-environment ./test/support/pglite-environment.cjs */
// Time off (issue 34): an absence blocks new holds and bookings on its days at once (the agenda, the day list, a
// hold, a reservation from a hold taken before), answers the consultations it collides with, and frees its days
// again when deleted; within the member's scope, idempotent and audited.
import {
  STAFF_PATHS,
  type Absence,
  type AbsenceResponse,
  type AgendaResponse,
  type DayResponse,
} from '@checkout/shared/contract';
import { DRIVERS, agendaQuestion, createTestApp, withData, type TestApp } from './support/test-app';
import { sampleDayData, sampleReserveRequest } from './support/sample-reserve-request';
import { ADVISOR, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

const ANNA = 'adv-anna-meier';

describe.each(DRIVERS)('time off (%s)', (driver) => {
  let t: TestApp;
  let lead: string;
  let advisor: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    lead = await sessionFor(t, BRANCH_LEAD.id);
    advisor = await sessionFor(t, ADVISOR.id);
  }, 60_000);
  afterAll(() => t.dispose());

  const absences = (advisorId: string) => `/api${STAFF_PATHS.absences.replace(':id', advisorId)}`;
  const add = (token: string, advisorId: string, body: unknown, key?: string) =>
    t.inject({ method: 'POST', url: absences(advisorId), payload: body, headers: changeHeaders(token, key) });
  const freeHours = async (date: string) => {
    const res = await t.inject({
      url: withData('/checkout/agenda', agendaQuestion(date, { advisorId: ANNA })),
    });
    const agenda = res.json<AgendaResponse>();
    return agenda.hoursList
      .flatMap((c) => c.hours)
      .filter((h) => !h.isInactive)
      .map((h) => h.label);
  };
  const hold = (date: string, time: string, sessionId: string) =>
    t.inject({
      method: 'POST',
      url: '/api/checkout/hold',
      payload: { sessionId, advisorId: ANNA, date, time },
    });

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

  it('blocks new holds at once and lists the consultations it collides with', async () => {
    // Read before the absence, so the read model holds the day and the agenda when the absence is written (the
    // test's clock stands still: only its one hook, reached through the database, can make it read them again).
    expect(await freeHours('2030-03-27')).not.toEqual([]);
    expect(await dayOfAnna('2030-03-27')).toBe(true);
    // A traveller holds an hour on the 28th before the absence is entered.
    expect((await hold('2030-03-28', '15:00', 'session-absence-held')).statusCode).toBe(200);
    const res = await add(
      lead,
      ANNA,
      { from: '2030-03-26', till: '2030-03-28', reason: 'Ferien' },
      'absence-1',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<AbsenceResponse>();
    expect(body.absence).toEqual(
      expect.objectContaining({ advisorId: ANNA, from: '2030-03-26', till: '2030-03-28', reason: 'Ferien' }),
    );
    // The demo's bookings of Anna on those days: the 26th at 9 and 10, the 27th at 14.
    expect(body.collisions.map((c) => `${c.date} ${c.time}`)).toEqual([
      '2030-03-26 09:00',
      '2030-03-26 10:00',
      '2030-03-27 14:00',
    ]);
    expect(body.collisions.every((c) => c.status === 'booked' && c.advisor?.id === ANNA)).toBe(true);
    // The same key and body: the same answer.
    const replay = await add(
      lead,
      ANNA,
      { from: '2030-03-26', till: '2030-03-28', reason: 'Ferien' },
      'absence-1',
    );
    expect(replay.json()).toEqual(res.json());

    // Every hour of those days is gone from the agenda, the day list, holds and reservations.
    expect(await freeHours('2030-03-27')).toEqual([]);
    expect(await dayOfAnna('2030-03-27')).toBe(false);
    const refused = await hold('2030-03-27', '15:00', 'session-absence-new');
    expect(refused.statusCode).toBe(400);
    const reserve = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        checkoutSessionId: 'session-absence-held',
        appointmentDate: '2030-03-28',
        appointmentTime: '15:00',
      }),
    });
    expect([400, 409]).toContain(reserve.statusCode);
    // The day after is Anna's again.
    expect(await freeHours('2030-04-01')).not.toEqual([]);
  });

  it('lists and deletes an absence: its days are free again', async () => {
    const list = await t.inject({ url: absences(ANNA), headers: cookieOf(advisor) });
    expect(list.statusCode).toBe(200);
    const [absence] = list.json<Absence[]>();
    expect(absence?.reason).toBe('Ferien');
    const remove = (key: string) =>
      t.inject({
        method: 'DELETE',
        url: `${absences(ANNA)}/${absence?.id}`,
        headers: changeHeaders(lead, key),
      });
    expect((await remove('absence-delete')).statusCode).toBe(204);
    expect((await remove('absence-delete')).statusCode).toBe(204);
    expect((await remove('absence-delete-again')).statusCode).toBe(404);
    expect(await freeHours('2030-03-27')).not.toEqual([]);
    expect(await dayOfAnna('2030-03-27')).toBe(true);
    const audit = await t.db.query<{ action: string }>(
      "select action from staff_audit where advisor_id = $1 and action like 'absence%' order by seq",
      [ANNA],
    );
    expect(audit.map((a) => a.action)).toEqual(['absence_add', 'absence_remove']);
  });

  it("refuses an advisor outside the member's scope (404) and a bad range (400)", async () => {
    expect(
      (await add(lead, 'adv-sabrina-keller', { from: '2030-04-01', till: '2030-04-02', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await add(advisor, 'adv-luca-bernasconi', { from: '2030-04-01', till: '2030-04-02', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const bad = await add(lead, ANNA, { from: '2030-04-05', till: '2030-04-01', reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['reason', 'till']);
  });
});
