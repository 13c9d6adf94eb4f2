/** @jest-environment ./test/support/pglite-environment.cjs */
// A traveller's data on request (issue 37), through the operator's routes (what `npm run privacy -w api` calls) and
// the back office's: the export hands over every booking and message of the traveller and nothing of another's; the
// erasure cancels what is still to come with the usual messages, then leaves no trace of the traveller in any text
// or JSON column of any table while the anonymised statistics stay; each request is recorded without the address.
import {
  PRIVACY_PATHS,
  formatBookingReference,
  type ApiErrorBody,
  type PrivacyErasure,
  type PrivacyExport,
} from '@checkout/shared/contract';
import { DRIVERS, OPERATOR_AUTH, createTestApp, type TestApp } from './support/test-app';
import { BACK_OFFICE, changeHeaders, sessionFor } from './support/staff';
import { appendAudit } from '../src/repositories/staff-audit-repository';
import { OTHER, TRAVELLER, mailWorker, needlesOf, reserveAs, traces } from './support/privacy';

describe.each(DRIVERS)('export and erasure on request (%s)', (driver) => {
  let t: TestApp;
  let mail: ReturnType<typeof mailWorker>;
  const ids: Record<'past' | 'future' | 'request' | 'other', string> = {
    past: '',
    future: '',
    request: '',
    other: '',
  };
  let pastReference = '';
  beforeAll(async () => {
    t = await createTestApp(driver);
    mail = mailWorker(t);
    const past = await reserveAs(t, TRAVELLER, { appointmentDate: '2030-03-27', appointmentTime: '15:00' });
    ids.past = past.bookingId;
    pastReference = past.bookingReference ?? '';
    ids.future = (
      await reserveAs(t, TRAVELLER, {
        appointmentDate: '2030-04-02',
        appointmentTime: '11:00',
        adviceMode: 'phone',
      })
    ).bookingId;
    ids.request = (
      await reserveAs(t, TRAVELLER, {
        advisorId: '',
        appointmentDate: '',
        appointmentTime: '',
        adviceMode: 'personal',
        customDate: '2030-04-06',
        customHour: '08:30',
        selectedAgencyLocations: ['geneve'],
      })
    ).bookingId;
    ids.other = (
      await reserveAs(t, OTHER, { appointmentDate: '2030-04-02', appointmentTime: '14:00' })
    ).bookingId;
    await mail.drain();
    // The first appointment has taken place; the second and the request are still to come.
    t.clock.set('2030-03-28T08:00:00Z');
    await mail.drain();
  }, 120_000);
  afterAll(async () => {
    mail.dispose();
    await t.dispose();
  });

  const operator = (path: string, payload: unknown) =>
    t.inject({ method: 'POST', url: `/api${path}`, payload, headers: OPERATOR_AUTH });
  const mine = [() => ids.past, () => ids.future, () => ids.request];

  it('refuses a bad address or reference with a 400 naming the field, and anyone without the token', async () => {
    const bad = await operator(PRIVACY_PATHS.operatorExport, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ApiErrorBody>().fields ?? {})).toEqual(['email']);
    const badReference = await operator(PRIVACY_PATHS.operatorErase, {
      email: TRAVELLER.email,
      reference: 'XX',
    });
    expect(badReference.statusCode).toBe(400);
    expect(Object.keys(badReference.json<ApiErrorBody>().fields ?? {})).toEqual(['reference']);
    const unknownField = await operator(PRIVACY_PATHS.operatorExport, { email: TRAVELLER.email, name: 'x' });
    expect(unknownField.statusCode).toBe(400);
    const noToken = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.operatorErase}`,
      payload: { email: TRAVELLER.email },
    });
    expect(noToken.statusCode).toBe(403);
    expect(await traces(t.db, [TRAVELLER.email])).not.toEqual([]);
  });

  it('exports every booking and message of the traveller, and nothing of another traveller', async () => {
    const res = await operator(PRIVACY_PATHS.operatorExport, { email: TRAVELLER.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const doc = res.json<PrivacyExport>();
    expect(doc.bookings.map((b) => b.id).sort()).toEqual(mine.map((id) => id()).sort());
    expect(
      doc.bookings.every((b) => b.email === TRAVELLER.email && b.firstname === TRAVELLER.firstname),
    ).toBe(true);
    const stored = await t.db.query<{ id: string }>(
      'select id from outbox where booking_id = any($1::text[]) order by id',
      [mine.map((id) => id())],
    );
    expect(doc.messages.map((m) => m.id).sort()).toEqual(stored.map((m) => m.id).sort());
    expect(doc.messages.length).toBeGreaterThanOrEqual(6);
    const text = JSON.stringify(doc);
    for (const needle of needlesOf(OTHER)) expect(text).not.toContain(needle);
    expect(text).not.toContain(ids.other);
    // No secret: the manage token of the reservation's kept answer is left out.
    expect(text).not.toMatch(/manageToken|manage_token_hash/);
  });

  it('narrows the export to one booking by its reference, typed as the traveller reads it', async () => {
    const res = await operator(PRIVACY_PATHS.operatorExport, {
      email: TRAVELLER.email,
      reference: formatBookingReference(pastReference).toLowerCase(),
    });
    expect(res.json<PrivacyExport>().bookings.map((b) => b.id)).toEqual([ids.past]);
    const another = await operator(PRIVACY_PATHS.operatorExport, {
      email: OTHER.email,
      reference: pastReference,
    });
    expect(another.json<PrivacyExport>().bookings).toEqual([]);
  });

  it('erases: cancels what is to come with the usual messages, then no trace of the traveller is left', async () => {
    // The branch's words of a cancel or decline may name the traveller: erased with the rest, in the booking and in
    // the audit trail's entry of the change (its other facts stay).
    const words = `${TRAVELLER.firstname} ${TRAVELLER.lastname} (${TRAVELLER.phone}) hat abgesagt.`;
    await t.db.query('update bookings set branch_note = $2 where id = $1', [ids.past, words]);
    await t.db.transaction((tx) =>
      appendAudit(tx, {
        id: 'audit-erasure-1',
        at: t.clock.now(),
        staff: { id: BACK_OFFICE.id, name: BACK_OFFICE.name },
        action: 'cancel',
        bookingId: ids.past,
        agencyId: null,
        advisorId: null,
        before: { status: 'booked' },
        after: { status: 'cancelled', reason: words },
      }),
    );
    const session = await sessionFor(t, BACK_OFFICE.id);
    const headers = changeHeaders(session, 'erase-key-1');
    const res = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.staffErase}`,
      payload: { email: TRAVELLER.email },
      headers,
    });
    expect(res.statusCode).toBe(200);
    const erased = res.json<PrivacyErasure>();
    expect(erased).toMatchObject({ bookings: 3, cancelled: 2 });
    expect(erased.messagesPending).toBeGreaterThanOrEqual(2);
    // A retry with the same key answers the first outcome.
    const replay = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.staffErase}`,
      payload: { email: TRAVELLER.email },
      headers,
    });
    expect(replay.json<PrivacyErasure>()).toEqual(erased);

    // The cancellations were written as the manage page writes them, and go out to the traveller and the branch.
    const cancellations = await t.db.query<{ kind: string; recipient: string; sent_at: Date | null }>(
      `select kind, recipient, sent_at from outbox
       where booking_id = any($1::text[]) and kind in ('cancelled', 'request_withdrawn', 'branch_cancelled')
       order by kind`,
      [[ids.future, ids.request]],
    );
    expect(cancellations.map((m) => m.kind).sort()).toEqual(
      ['branch_cancelled', 'branch_cancelled', 'cancelled', 'request_withdrawn'].sort(),
    );
    await mail.drain();
    const sent = await t.db.query<{
      kind: string;
      recipient: string;
      sent_at: Date | null;
      payload: unknown;
    }>(
      `select kind, recipient, sent_at, payload from outbox
       where booking_id = any($1::text[]) and kind in ('cancelled', 'request_withdrawn')`,
      [[ids.future, ids.request]],
    );
    expect(sent.every((m) => m.sent_at !== null && m.recipient === '@example.ch')).toBe(true);
    expect(sent.every((m) => JSON.stringify(m.payload) === '{}')).toBe(true);

    expect(await traces(t.db, needlesOf(TRAVELLER))).toEqual([]);
    const audit = await t.db.query<{ before: unknown; after: unknown; action: string }>(
      "select action, before, after from staff_audit where id = 'audit-erasure-1'",
    );
    expect(audit).toEqual([
      { action: 'cancel', before: { status: 'booked' }, after: { status: 'cancelled', reason: null } },
    ]);
    // Still append-only for anything else.
    await expect(
      t.db.query("update staff_audit set after = '{}'::jsonb where id = 'audit-erasure-1'"),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query("delete from staff_audit where id = 'audit-erasure-1'")).rejects.toThrow(
      /append-only/,
    );
    // The search finds what is there: the other traveller is untouched.
    expect(await traces(t.db, [OTHER.email])).not.toEqual([]);
  });

  it('keeps the statistics: date, branch, advisor, mode and outcome of each anonymised booking', async () => {
    const rows = await t.db.query<{
      id: string;
      kind: string;
      date: string;
      agency_id: string;
      advisor_id: string | null;
      advice_mode: string;
      status: string;
    }>(
      'select id, kind, date, agency_id, advisor_id, advice_mode, status from booking_view where id = any($1::text[]) order by date',
      [mine.map((id) => id())],
    );
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        kind: 'slot',
        date: '2030-03-27',
        agency_id: 'zurich-bahnhofstrasse',
        advisor_id: 'adv-anna-meier',
        advice_mode: 'video',
        status: 'booked',
      },
      {
        kind: 'slot',
        date: '2030-04-02',
        agency_id: 'zurich-bahnhofstrasse',
        advisor_id: 'adv-anna-meier',
        advice_mode: 'phone',
        status: 'cancelled',
      },
      {
        kind: 'custom',
        date: '2030-04-06',
        agency_id: 'geneve',
        advisor_id: null,
        advice_mode: 'personal',
        status: 'cancelled',
      },
    ]);
  });

  it('records each request without the address: who, what, when, counts and a keyed hash', async () => {
    const rows = await t.db.query<{
      action: string;
      actor: string;
      staff_id: string | null;
      subject_hash: string;
      counts: Record<string, number>;
    }>('select action, actor, staff_id, subject_hash, counts from privacy_requests order by at, action');
    expect(rows.map((r) => [r.action, r.actor, r.staff_id])).toEqual(
      expect.arrayContaining([
        ['export', 'operator', null],
        ['erase', 'staff', BACK_OFFICE.id],
      ]),
    );
    const erase = rows.find((r) => r.action === 'erase');
    expect(erase?.counts).toMatchObject({ bookings: 3, cancelled: 2 });
    expect(new Set(rows.filter((r) => r.action === 'export').map((r) => r.subject_hash)).size).toBe(2);
    expect(erase?.subject_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('finds nothing to erase a second time, and exports nothing', async () => {
    const again = await operator(PRIVACY_PATHS.operatorErase, { email: TRAVELLER.email });
    expect(again.json<PrivacyErasure>()).toEqual({
      bookings: 0,
      cancelled: 0,
      messagesEmptied: 0,
      messagesPending: 0,
      idempotencyAnswers: 0,
    });
    const doc = (
      await operator(PRIVACY_PATHS.operatorExport, { email: TRAVELLER.email })
    ).json<PrivacyExport>();
    expect(doc.bookings).toEqual([]);
  });
});
