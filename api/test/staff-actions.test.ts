/** @jest-environment ./test/support/pglite-environment.cjs */
// The branch's changes of a consultation (issue 34): cancel, outcome, reassign, accept and decline a request. Each is
// idempotent, audited (append-only), refused where the state does not allow it, and tells the traveller through
// the outbox in their language.
import {
  STAFF_PATHS,
  type ApiErrorBody,
  type AuditPage,
  type ConsultationDetail,
  type ManagedBooking,
  type ReserveResponse,
} from '@checkout/shared/contract';
import { renderMessage } from '../src/notifications/messages';
import type { BookingFacts, MessageKind } from '../src/notifications/booking-facts';
import { manageUrlFor } from '../src/notifications';
import { DEFAULT_RETAILER } from '../src/config';
import { DRIVERS, countRows, createTestApp, type TestApp, TEST_KEYRINGS } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { ADVISOR, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

const SETTINGS = {
  meetingBaseUrl: 'https://video.example/room',
  manageUrl: manageUrlFor('https://www.example/checkout', TEST_KEYRINGS.manageLink),
  manageCutoffHours: 24,
  retailer: DEFAULT_RETAILER,
};

describe.each(DRIVERS)('staff changes of a consultation (%s)', (driver) => {
  let t: TestApp;
  let advisor: string;
  let lead: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    advisor = await sessionFor(t, ADVISOR.id);
    lead = await sessionFor(t, BRANCH_LEAD.id);
  }, 60_000);
  afterAll(() => t.dispose());

  let sessions = 0;
  const book = async (overrides: Parameters<typeof sampleReserveRequest>[0]) => {
    sessions += 1;
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({ checkoutSessionId: `session-staff-actions-${sessions}`, ...overrides }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<ReserveResponse>();
  };
  const act = (token: string, id: string, action: string, payload: unknown, key?: string) =>
    t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', encodeURIComponent(id))}/${action}`,
      payload,
      headers: changeHeaders(token, key),
    });
  const mails = async (bookingId: string, kind: MessageKind) =>
    (
      await t.db.query<{ payload: BookingFacts; recipient: string }>(
        'select payload, recipient from outbox where booking_id = $1 and kind = $2 order by created_at',
        [bookingId, kind],
      )
    ).map((row) => ({ recipient: row.recipient, ...renderMessage(kind, row.payload, SETTINGS) }));

  it("cancels on the traveller's behalf: told in French with the calendar cancellation and the reason", async () => {
    const booked = await book({ culture: 'fr-CH', userLang: 'Französisch', appointmentTime: '16:00' });
    const res = await act(
      advisor,
      booked.bookingId,
      'cancel',
      { reason: 'Le client a appelé: malade.' },
      'k-cancel',
    );
    expect(res.statusCode).toBe(200);
    const detail = res.json<ConsultationDetail>();
    expect(detail.status).toBe('cancelled');
    expect(detail.can.cancel).toBe(false);
    expect(detail.audit).toEqual([
      expect.objectContaining({
        staff: { id: ADVISOR.id, name: ADVISOR.name },
        action: 'cancel',
        consultationId: booked.bookingId,
        before: { status: 'booked' },
        after: { status: 'cancelled', reason: 'Le client a appelé: malade.' },
        at: t.clock.now().toISOString(),
      }),
    ]);
    const [mail] = await mails(booked.bookingId, 'cancelled');
    expect(mail?.recipient).toBe('erika.muster@example.ch');
    expect(mail?.language).toBe('fr');
    // The reason under the branch's label, in the traveller's language, in the text and the HTML alike.
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain('Message de l’agence');
      expect(body).toContain('Le client a appelé: malade.');
    }
    expect(mail?.attachments[0]?.content).toMatch(/STATUS:CANCELLED/);
    expect(await mails(booked.bookingId, 'branch_cancelled')).toHaveLength(1);
    // The manage page shows it cancelled; its hour is free again.
    const manage = await t.inject({ url: `/api/manage/${booked.manageToken}` });
    expect(manage.json<ManagedBooking>().status).toBe('cancelled');
    // ... with the branch's words, as the e-mail said them.
    expect(manage.json<ManagedBooking>().branchNote).toBe('Le client a appelé: malade.');

    // The same key and body: the first answer, nothing written again; another body under the key: 422.
    const outbox = await countRows(t.db, 'select id from outbox');
    const replay = await act(
      advisor,
      booked.bookingId,
      'cancel',
      { reason: 'Le client a appelé: malade.' },
      'k-cancel',
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    expect(await countRows(t.db, 'select id from outbox')).toBe(outbox);
    expect(
      await countRows(t.db, 'select id from staff_audit where booking_id = $1', [booked.bookingId]),
    ).toBe(1);
    const other = await act(advisor, booked.bookingId, 'cancel', { reason: 'Autre' }, 'k-cancel');
    expect(other.statusCode).toBe(422);
    // A new key: the state says no.
    const again = await act(advisor, booked.bookingId, 'cancel', { reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error).toBe('change_closed');
  });

  it("shows staff everything the traveller entered, worded in the page's language (issue 47)", async () => {
    const booked = await book({
      appointmentDate: '2030-03-28',
      appointmentTime: '14:00',
      userTravelMonths: ['Juli', 'August'],
      userTravelDuration: '1-2-weeks',
      userNewsletter: true,
    });
    const read = async (culture: 'de-CH' | 'fr-CH') => {
      const res = await t.inject({
        url: `/api${STAFF_PATHS.consultation.replace(':id', booked.bookingId)}`,
        headers: { ...cookieOf(lead), 'accept-language': culture },
      });
      expect(res.statusCode).toBe(200);
      return res.json<ConsultationDetail>().travel;
    };
    const german = await read('de-CH');
    expect(german).toMatchObject({
      street: 'Bahnhofstrasse 1',
      zip: '8001',
      city: 'Zürich',
      months: ['Juli', 'August'],
      responsibly: true,
      newsletter: true,
    });
    expect(german?.duration).toMatch(/Woche/);
    const french = await read('fr-CH');
    expect(french?.months).toEqual(['juillet', 'août']);
    expect(french?.duration).toMatch(/semaine/);
    expect(french?.destinations.length).toBe(german?.destinations.length);
  });

  it('needs an Idempotency-Key and a reason (400 naming them)', async () => {
    const booked = await book({ appointmentTime: '17:00' });
    const res = await t.inject({
      method: 'POST',
      url: `/api/staff/consultations/${booked.bookingId}/cancel`,
      payload: { reason: ' ' },
      headers: { ...cookieOf(advisor), origin: 'http://localhost:3005' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ApiErrorBody>().fields ?? {})).toContain('reason');
    const noKey = await t.inject({
      method: 'POST',
      url: `/api/staff/consultations/${booked.bookingId}/cancel`,
      payload: { reason: 'Krank' },
      headers: { ...cookieOf(advisor), origin: 'http://localhost:3005' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<ApiErrorBody>().fields).toHaveProperty('Idempotency-Key');
  });

  it('records the outcome only from the start on (409 before), and may correct it', async () => {
    const booked = await book({ appointmentDate: '2030-03-26', appointmentTime: '11:00' });
    const early = await act(advisor, booked.bookingId, 'outcome', { outcome: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().message).toBe(
      'Das Ergebnis lässt sich erst nach Beginn der Beratung erfassen.',
    );
    t.clock.set('2030-03-26T10:00:00Z');
    try {
      // A day later: the sessions of the morning before have ended (12 hours idle).
      const [advisorLater, leadLater] = [
        await sessionFor(t, ADVISOR.id),
        await sessionFor(t, BRANCH_LEAD.id),
      ];
      const noShow = await act(advisorLater, booked.bookingId, 'outcome', { outcome: 'no_show' });
      expect(noShow.statusCode).toBe(200);
      expect(noShow.json<ConsultationDetail>().status).toBe('no_show');
      const corrected = await act(leadLater, booked.bookingId, 'outcome', { outcome: 'completed' });
      expect(corrected.json<ConsultationDetail>().status).toBe('completed');
      expect(corrected.json<ConsultationDetail>().audit.map((a) => a.after)).toEqual([
        { status: 'no_show' },
        { status: 'completed' },
      ]);
      // A finished consultation can no longer be cancelled.
      expect((await act(leadLater, booked.bookingId, 'cancel', { reason: 'zu spät' })).statusCode).toBe(409);
    } finally {
      t.clock.set('2030-03-25T07:00:00Z');
    }
  });

  it('reassigns to a free colleague of the same mode in one transaction; a taken hour is 409 slot_taken', async () => {
    const booked = await book({ appointmentDate: '2030-03-27', appointmentTime: '15:00' });
    expect(
      (await act(advisor, booked.bookingId, 'reassign', { advisorId: 'adv-luca-bernasconi' })).statusCode,
    ).toBe(403);
    const res = await act(lead, booked.bookingId, 'reassign', { advisorId: 'adv-luca-bernasconi' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ConsultationDetail>().advisor).toEqual({
      id: 'adv-luca-bernasconi',
      name: 'Luca Bernasconi',
    });
    const [mail] = await mails(booked.bookingId, 'reassigned');
    expect(mail?.subject).toMatch(/^Neue Beratungsperson: /);
    expect(mail?.text).toContain('Luca Bernasconi');
    expect(mail?.attachments[0]?.content).toMatch(/SEQUENCE:1/);
    // Anna's hour is free again (her own agenda); Luca's 13:00 on the 26th is booked already.
    const taken = await book({ appointmentDate: '2030-03-26', appointmentTime: '13:00' });
    const refused = await act(lead, taken.bookingId, 'reassign', { advisorId: 'adv-luca-bernasconi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error).toBe('slot_taken');
    const stranger = await act(lead, taken.bookingId, 'reassign', { advisorId: 'adv-sabrina-keller' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ApiErrorBody>().fields).toHaveProperty('advisorId');
  });

  it("tells the advisors of their consultations, each in their own account's language (issue 47)", async () => {
    // Luca has an account too, in French; Anna's (the demo's advisor) is German.
    await t.db.query(
      `insert into staff (id, email, name, role, agency_id, advisor_id, culture, created_at)
       select 'staff-luca', 'luca@horizonte-reisen.example', 'Luca Bernasconi', 'advisor', agency_id, id, 'fr-CH', now()
         from advisors where id = 'adv-luca-bernasconi'`,
    );
    const booked = await book({ appointmentDate: '2030-03-28', appointmentTime: '16:00' });
    const [notice] = await mails(booked.bookingId, 'advisor_notice');
    expect(notice?.recipient).toBe('advisor@horizonte-reisen.example');
    expect(notice?.subject).toMatch(/^Neuer Termin für Sie: /);
    expect(notice?.text).toContain('Erika Muster');
    expect(notice?.attachments).toHaveLength(1);

    expect(
      (await act(lead, booked.bookingId, 'reassign', { advisorId: 'adv-luca-bernasconi' })).statusCode,
    ).toBe(200);
    const [released] = await mails(booked.bookingId, 'advisor_released');
    expect(released?.recipient).toBe('advisor@horizonte-reisen.example');
    expect(released?.subject).toMatch(/^Termin übergeben: /);
    expect(released?.attachments[0]?.content).toMatch(/STATUS:CANCELLED/);
    const given = await mails(booked.bookingId, 'advisor_notice');
    expect(given.map((mail) => mail.recipient)).toEqual([
      'advisor@horizonte-reisen.example',
      'luca@horizonte-reisen.example',
    ]);
    expect(given[1]?.subject).toMatch(/^Nouveau rendez-vous pour vous: /);
    expect(given[1]?.language).toBe('fr');

    const cancelled = await act(lead, booked.bookingId, 'cancel', { reason: 'Filiale geschlossen' });
    expect(cancelled.statusCode).toBe(200);
    const [gone] = await mails(booked.bookingId, 'advisor_cancelled');
    expect(gone?.recipient).toBe('luca@horizonte-reisen.example');
    expect(gone?.subject).toMatch(/^Votre rendez-vous annulé: /);
    expect(gone?.attachments[0]?.content).toMatch(/STATUS:CANCELLED/);
  });

  it('accepts a custom-date request: a booking with its confirmation, calendar entry and manage link', async () => {
    const request = await book({
      advisorId: '',
      appointmentDate: '',
      appointmentTime: '',
      customDate: '2030-03-28',
      customHour: '18:30',
      selectedAgencyLocations: ['zurich-bahnhofstrasse'],
    });
    expect(
      (
        await act(advisor, request.bookingId, 'accept', {
          advisorId: ADVISOR.advisorId,
          date: '2030-03-28',
          time: '18:30',
        })
      ).statusCode,
    ).toBe(403);
    // An hour the advisor has booked already: 409.
    const taken = await act(lead, request.bookingId, 'accept', {
      advisorId: 'adv-anna-meier',
      date: '2030-03-29',
      time: '09:00',
    });
    expect(taken.statusCode).toBe(409);
    const res = await act(lead, request.bookingId, 'accept', {
      advisorId: 'adv-anna-meier',
      date: '2030-03-28',
      time: '18:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ConsultationDetail>()).toEqual(
      expect.objectContaining({ kind: 'slot', status: 'booked', date: '2030-03-28', time: '18:30' }),
    );
    const [mail] = await mails(request.bookingId, 'confirmation');
    expect(mail?.attachments[0]?.content).toMatch(/DTSTART;TZID=Europe\/Zurich:20300328T183000/);
    expect(mail?.text).toContain('https://www.example/checkout/');
    // The same hour cannot be booked again by anyone: the unique index has it.
    expect(
      await countRows(
        t.db,
        "select id from bookings where advisor_id = 'adv-anna-meier' and slot_date = '2030-03-28' and slot_time = '18:30' and cancelled_at is null",
      ),
    ).toBe(1);
  });

  it('declines a request with a reason the traveller is told; the manage page calls it answered', async () => {
    const request = await book({
      advisorId: '',
      appointmentDate: '',
      appointmentTime: '',
      customDate: '2030-03-29',
      customHour: '19:00',
      selectedAgencyLocations: ['zurich-bahnhofstrasse'],
    });
    const res = await act(lead, request.bookingId, 'decline', {
      reason: 'An diesem Abend ist die Filiale zu.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ConsultationDetail>().status).toBe('declined');
    const [mail] = await mails(request.bookingId, 'request_declined');
    expect(mail?.subject).toMatch(/^Terminanfrage abgelehnt: /);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain('Nachricht der Filiale');
      expect(body).toContain('An diesem Abend ist die Filiale zu.');
    }
    const manage = await t.inject({ url: `/api/manage/${request.manageToken}` });
    expect(manage.json<ManagedBooking>()).toEqual(
      expect.objectContaining({
        status: 'cancelled',
        answered: true,
        branchNote: 'An diesem Abend ist die Filiale zu.',
      }),
    );
    expect(
      (
        await act(lead, request.bookingId, 'accept', {
          advisorId: 'adv-anna-meier',
          date: '2030-03-29',
          time: '19:00',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('keeps the audit trail append-only, readable by the branch lead, not by the advisor', async () => {
    await expect(t.db.query("update staff_audit set action = 'nothing'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from staff_audit')).rejects.toThrow(/append-only/);
    const page = await t.inject({
      url: `/api${STAFF_PATHS.audit}?limit=2&till=2030-03-31`,
      headers: cookieOf(lead),
    });
    expect(page.statusCode).toBe(200);
    const first = page.json<AuditPage>();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const all: AuditPage['items'] = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = (
        await t.inject({
          url: `/api${STAFF_PATHS.audit}?limit=2&till=2030-03-31&cursor=${cursor}`,
          headers: cookieOf(lead),
        })
      ).json<AuditPage>();
      all.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(all.length).toBe(await countRows(t.db, 'select id from staff_audit'));
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect((await t.inject({ url: `/api${STAFF_PATHS.audit}`, headers: cookieOf(advisor) })).statusCode).toBe(
      403,
    );
  });
});
