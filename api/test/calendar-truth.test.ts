/** @jest-environment ./test/support/pglite-environment.cjs */
// One calendar truth (issue 46): no two live consultations of one advisor overlap, whichever path writes them (the
// checkout's reservation, a traveller's move, accepting a request, reassigning, a staff booking or move), and holds and
// availability see the same ranges. A refusal to staff names what collides, in the page's language; the traveller is
// only told the hour is taken.
import {
  API_PATHS,
  STAFF_PATHS,
  formatBookingReference,
  type AgendaResponse,
  type ApiErrorBody,
  type ConsultationDetail,
  type ReserveResponse,
  type StaffCalendar,
  type StaffTodo,
} from '@checkout/shared/contract';
import { DRIVERS, createTestApp, withData, type TestApp } from './support/test-app';
import { sampleDayData, sampleReserveRequest } from './support/sample-reserve-request';
import { BACK_OFFICE, BRANCH_LEAD, ADVISOR, changeHeaders, cookieOf, sessionFor } from './support/staff';

const ANNA = 'adv-anna-meier';
const LUCA = 'adv-luca-bernasconi';
/** Tuesday 2 April 2030: the custom-date request's day, and Anna's 09:00 consultation. */
const DAY = '2030-04-02';

describe.each(DRIVERS)('one calendar truth (%s)', (driver) => {
  let t: TestApp;
  let lead: string;
  let advisor: string;
  let backOffice: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    lead = await sessionFor(t, BRANCH_LEAD.id);
    advisor = await sessionFor(t, ADVISOR.id);
    backOffice = await sessionFor(t, BACK_OFFICE.id);
  }, 60_000);
  afterAll(() => t.dispose());

  let sessions = 0;
  const reserve = (overrides: Parameters<typeof sampleReserveRequest>[0]) => {
    sessions += 1;
    return t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        checkoutSessionId: `session-calendar-truth-${sessions}`,
        userEmail: `traveller-${sessions}@example.ch`,
        ...overrides,
      }),
    });
  };
  const book = async (advisorId: string, date: string, time: string) => {
    const res = await reserve({ advisorId, appointmentDate: date, appointmentTime: time });
    expect(res.statusCode).toBe(201);
    return res.json<ReserveResponse>();
  };
  const request = async (date: string, hour: string) => {
    const res = await reserve({
      advisorId: '',
      appointmentDate: '',
      appointmentTime: '',
      customDate: date,
      customHour: hour,
      adviceMode: 'personal',
      selectedAgencyLocations: ['zurich-bahnhofstrasse'],
    });
    expect(res.statusCode).toBe(201);
    return res.json<ReserveResponse>();
  };
  const act = (token: string, id: string, action: string, payload: unknown, culture = 'de-CH') =>
    t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', encodeURIComponent(id))}/${action}`,
      payload,
      headers: { ...changeHeaders(token), 'accept-language': culture },
    });
  const referenceOf = async (id: string) =>
    (await t.db.query<{ reference: string }>('select reference from bookings where id = $1', [id]))[0]
      ?.reference ?? '';
  const messagesOf = async (id: string) =>
    (
      await t.db.query<{ kind: string }>(
        'select kind from outbox where booking_id = $1 order by created_at',
        [id],
      )
    ).map((row) => row.kind);
  /** Pairs of live consultations of one advisor whose ranges overlap (the promise: none). */
  const overlaps = () =>
    t.db.query<{ a: string; b: string }>(
      `select x.id as a, y.id as b from bookings x join bookings y
         on x.advisor_id = y.advisor_id and x.id < y.id
        and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)
       where x.kind = 'slot' and y.kind = 'slot' and x.cancelled_at is null and y.cancelled_at is null`,
    );

  it("refuses accepting an 08:30 request over Anna's 09:00-10:00, naming it in the page's language; no mail", async () => {
    const nine = await book(ANNA, DAY, '09:00');
    const wish = await request(DAY, '08:30');
    const before = await messagesOf(wish.bookingId);
    const reference = formatBookingReference(await referenceOf(nine.bookingId));
    const refused = await act(lead, wish.bookingId, 'accept', { advisorId: ANNA, date: DAY, time: '08:30' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>()).toEqual({
      error: 'slot_taken',
      message: `Anna Meier hat zu dieser Zeit schon die Beratung ${reference} am 02.04.2030, 09:00–10:00 Uhr. Bitte wählen Sie eine andere Zeit oder Beratungsperson.`,
    });
    const french = await act(
      lead,
      wish.bookingId,
      'accept',
      { advisorId: ANNA, date: DAY, time: '08:30' },
      'fr-CH',
    );
    expect(french.json<ApiErrorBody>().message).toBe(
      `Anna Meier a déjà la consultation ${reference} à cette heure, le 02.04.2030, 09:00–10:00. Veuillez choisir un autre horaire ou un autre conseiller.`,
    );
    expect(await messagesOf(wish.bookingId)).toEqual(before);
    // At 08:00 it fits (08:00-09:00 touches 09:00 only): accepted and confirmed.
    const accepted = await act(lead, wish.bookingId, 'accept', { advisorId: ANNA, date: DAY, time: '08:00' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ConsultationDetail>()).toMatchObject({
      status: 'booked',
      time: '08:00',
      till: '09:00',
      fromRequest: true,
    });
    // Given to a colleague at the same time, outside his working hours too (the traveller asked for that time).
    const reassigned = await act(lead, wish.bookingId, 'reassign', { advisorId: LUCA });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json<ConsultationDetail>()).toMatchObject({ advisor: { id: LUCA }, time: '08:00' });
    expect(await overlaps()).toEqual([]);
  });

  it('never offers, holds, books or moves into an hour an off-grid consultation overlaps', async () => {
    // Accepted at 10:30 for Luca on Thursday (a custom time staff may choose): 10:00 and 11:00 overlap it.
    const thursday = '2030-04-04';
    const wish = await request(thursday, '08:15');
    const accepted = await act(lead, wish.bookingId, 'accept', {
      advisorId: LUCA,
      date: thursday,
      time: '10:30',
    });
    expect(accepted.statusCode).toBe(200);
    const agenda = await t.inject({
      url: withData(API_PATHS.agenda, {
        ...sampleDayData(),
        weekDateSelected: thursday,
        advisorId: LUCA,
        weekState: 0,
      }),
    });
    expect(agenda.statusCode).toBe(200);
    const hours = agenda.json<AgendaResponse>().hoursList.find((h) => h.consultantId === LUCA)?.hours ?? [];
    const taken = hours.filter((h) => h.isInactive).map((h) => h.label);
    expect(taken).toEqual(expect.arrayContaining(['10:00', '11:00']));
    expect(hours.find((h) => h.label === '09:00')?.isInactive).toBe(false);
    // The checkout's reservation of 11:00 (its hold first): refused as taken.
    const eleven = await reserve({ advisorId: LUCA, appointmentDate: thursday, appointmentTime: '11:00' });
    expect(eleven.statusCode).toBe(409);
    // A traveller's move of their booking into 10:00 through the manage link: refused as taken.
    const mine = await book(LUCA, thursday, '14:00');
    const moved = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.manage}/${mine.manageToken}/move`,
      payload: {
        culture: 'de-CH',
        advisorId: LUCA,
        appointmentDate: thursday,
        appointmentTime: '10:00',
      },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ApiErrorBody>().error).toBe('slot_taken');
    // Reassigning Anna's 10:00 that day to Luca: refused, naming the 10:30.
    const annas = await book(ANNA, thursday, '10:00');
    const reassigned = await act(lead, annas.bookingId, 'reassign', { advisorId: LUCA });
    expect(reassigned.statusCode).toBe(409);
    expect(reassigned.json<ApiErrorBody>().message).toContain(
      formatBookingReference(await referenceOf(wish.bookingId)),
    );
    expect(await overlaps()).toEqual([]);
  });

  it("books for a caller: the checkout's mails and manage link, staff's limits, what collides named", async () => {
    const friday = '2030-04-05';
    const body = {
      advisorId: ANNA,
      date: friday,
      time: '13:15',
      adviceMode: 'phone',
      travellerCulture: 'fr-CH',
      firstname: 'Léa',
      lastname: 'Côté',
      email: 'lea.cote@example.ch',
      phone: '+41 79 555 66 77',
      message: 'Appel: Islande en été',
    };
    const post = (token: string, payload: unknown, key?: string) =>
      t.inject({
        method: 'POST',
        url: `/api${STAFF_PATHS.consultations}`,
        payload,
        headers: changeHeaders(token, key),
      });
    const booked = await post(lead, body, 'book-lea');
    expect(booked.statusCode).toBe(201);
    const detail = booked.json<ConsultationDetail>();
    expect(detail).toMatchObject({
      status: 'booked',
      date: friday,
      time: '13:15',
      till: '14:15',
      culture: 'fr-CH',
    });
    expect(await messagesOf(detail.id)).toEqual(expect.arrayContaining(['confirmation', 'branch_notice']));
    expect(detail.audit[0]).toMatchObject({ action: 'book', staff: { id: BRANCH_LEAD.id } });
    // The same key and body: the first answer again, nothing booked twice.
    const again = await post(lead, body, 'book-lea');
    expect(again.json<ConsultationDetail>().id).toBe(detail.id);
    // Over it at 14:00 (13:15-14:15): refused, naming it; within a traveller's hold: refused, saying so.
    const over = await post(lead, { ...body, time: '14:00' });
    expect(over.statusCode).toBe(409);
    expect(over.json<ApiErrorBody>().message).toContain(detail.reference.slice(0, 4));
    const holdRes = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.hold}`,
      payload: {
        sessionId: 'session-holding-friday',
        advisorId: ANNA,
        date: friday,
        time: '16:00',
        culture: 'de-CH',
      },
    });
    expect(holdRes.statusCode).toBe(200);
    const held = await post(lead, { ...body, time: '15:30' });
    expect(held.statusCode).toBe(409);
    expect(held.json<ApiErrorBody>().message).toMatch(/Online-Checkout/);
    // Outside her working hours (12:00-13:00 is her break), off the quarter hour, another branch's advisor: 400.
    expect((await post(lead, { ...body, time: '11:30' })).json<ApiErrorBody>().fields).toHaveProperty('time');
    expect((await post(lead, { ...body, time: '13:20' })).json<ApiErrorBody>().fields).toHaveProperty('time');
    expect(
      (await post(lead, { ...body, advisorId: 'adv-sabrina-keller', time: '09:00' })).json<ApiErrorBody>()
        .fields,
    ).toHaveProperty('advisorId');
    // An advisor books for themselves only.
    expect((await post(advisor, { ...body, advisorId: LUCA, time: '09:00' })).statusCode).toBe(400);
    expect((await post(advisor, { ...body, time: '09:00' })).statusCode).toBe(201);
    expect(await overlaps()).toEqual([]);
  });

  it('moves a consultation to another day and advisor; the traveller is told as for their own move', async () => {
    const booked = await book(ANNA, '2030-04-08', '09:00');
    const moved = await act(lead, booked.bookingId, 'move', {
      advisorId: LUCA,
      date: '2030-04-09',
      time: '13:45',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ConsultationDetail>()).toMatchObject({
      advisor: { id: LUCA },
      date: '2030-04-09',
      time: '13:45',
      till: '14:45',
    });
    expect(await messagesOf(booked.bookingId)).toEqual(expect.arrayContaining(['moved', 'branch_moved']));
    // Its old hour is free for the checkout again; its new one is not.
    const other = await book(ANNA, '2030-04-08', '09:00');
    const onto = await act(lead, other.bookingId, 'move', {
      advisorId: LUCA,
      date: '2030-04-09',
      time: '14:00',
    });
    expect(onto.statusCode).toBe(409);
    expect(await overlaps()).toEqual([]);
  });

  it('draws the calendar: hours, consultations with their real end, holds; the back office names a branch', async () => {
    const res = await t.inject({
      url: `/api${STAFF_PATHS.calendar}?date=2030-04-04&days=1`,
      headers: cookieOf(lead),
    });
    expect(res.statusCode).toBe(200);
    const calendar = res.json<StaffCalendar>();
    expect(calendar.days).toEqual(['2030-04-04']);
    const luca = calendar.advisors.find((a) => a.id === LUCA)?.days[0];
    expect(luca?.hours).toEqual(expect.arrayContaining([{ from: '09:00', to: '12:00', homeOffice: false }]));
    expect(luca?.consultations.map((c) => `${c.time}-${c.till}`)).toEqual(
      expect.arrayContaining(['10:30-11:30', '14:00-15:00']),
    );
    const country = await t.inject({
      url: `/api${STAFF_PATHS.calendar}?date=2030-04-04`,
      headers: cookieOf(backOffice),
    });
    expect(country.statusCode).toBe(400);
    expect(country.json<ApiErrorBody>().fields).toHaveProperty('agencyId');
  });

  it('keeps collisions with time off as a to-do until each is settled, and marks them in the list', async () => {
    const monday = '2030-04-22';
    const first = await book(ANNA, monday, '09:00');
    const second = await book(ANNA, monday, '14:00');
    const absence = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.absences.replace(':id', ANNA)}`,
      payload: { from: monday, till: monday, reason: 'Weiterbildung' },
      headers: changeHeaders(lead),
    });
    expect(absence.statusCode).toBe(201);
    const todo = async () =>
      (await t.inject({ url: `/api${STAFF_PATHS.todo}`, headers: cookieOf(lead) })).json<StaffTodo>();
    const mine = new Set([first.bookingId, second.bookingId]);
    const colliding = (await todo()).collisions.filter((c) => mine.has(c.id));
    expect(colliding.map((c) => [c.id, c.attention])).toEqual([
      [first.bookingId, ['absent']],
      [second.bookingId, ['absent']],
    ]);
    // Read again later (a reload): still there, on the absence too.
    const absences = await t.inject({
      url: `/api${STAFF_PATHS.absences.replace(':id', ANNA)}`,
      headers: cookieOf(lead),
    });
    const listed = absences.json<Array<{ from: string; collisions: Array<{ id: string }> }>>();
    expect(
      listed
        .find((a) => a.from === monday)
        ?.collisions.filter((c) => mine.has(c.id))
        .map((c) => c.id),
    ).toEqual([first.bookingId, second.bookingId]);
    // Settled one by one: reassigned, then cancelled.
    expect((await act(lead, first.bookingId, 'reassign', { advisorId: LUCA })).statusCode).toBe(200);
    expect((await todo()).collisions.filter((c) => mine.has(c.id)).map((c) => c.id)).toEqual([
      second.bookingId,
    ]);
    expect((await act(lead, second.bookingId, 'cancel', { reason: 'Beraterin abwesend' })).statusCode).toBe(
      200,
    );
    expect((await todo()).collisions.filter((c) => mine.has(c.id))).toEqual([]);
    expect((await todo()).counts.requests).toBeGreaterThan(0);
  });

  it('keeps consultations a change of working hours leaves outside them as a to-do until moved', async () => {
    const tuesday = '2030-04-16';
    const booked = await book(ANNA, tuesday, '16:00');
    const exception = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.hoursExceptions.replace(':id', ANNA)}`,
      payload: {
        date: tuesday,
        blocks: [{ from: '09:00', to: '12:00', homeOffice: false }],
        reason: 'Arzttermin',
      },
      headers: changeHeaders(lead),
    });
    expect(exception.statusCode).toBe(201);
    const todo = async () =>
      (await t.inject({ url: `/api${STAFF_PATHS.todo}`, headers: cookieOf(lead) })).json<StaffTodo>();
    expect((await todo()).collisions.find((c) => c.id === booked.bookingId)?.attention).toEqual([
      'outsideHours',
    ]);
    expect(
      (await act(lead, booked.bookingId, 'move', { advisorId: ANNA, date: tuesday, time: '10:00' }))
        .statusCode,
    ).toBe(200);
    expect((await todo()).collisions.find((c) => c.id === booked.bookingId)).toBeUndefined();
  });
});
