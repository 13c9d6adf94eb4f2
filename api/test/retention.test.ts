/** @jest-environment ./test/support/pglite-environment.cjs */
// Retention (issue 37): the one job, run at each boundary of what it forgets: a day before, kept; a day after, gone.
// Idempotency answers (48 hours), a settled message's payload (30 days after sending, its delivery facts kept), a
// booking (24 months after its appointment, its statistics kept), a withdrawn custom-date request (30 days after),
// an expired passkey challenge; and two runs at once change each row once.
import { STAFF_PATHS } from '@checkout/shared/contract';
import { DEFAULT_RETENTION, monthsBefore, runRetention } from '../src/domain/retention';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { ADVISOR, BACKOFFICE_ORIGIN, changeHeaders, sessionFor } from './support/staff';
import { OTHER, TRAVELLER, mailWorker, reserveAs, traces } from './support/privacy';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);
const monthsAfter = (at: Date, months: number) => monthsBefore(at, -months);

describe.each(DRIVERS)('the retention job (%s)', (driver) => {
  let t: TestApp;
  let mail: ReturnType<typeof mailWorker>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    mail = mailWorker(t);
  }, 60_000);
  afterAll(async () => {
    mail.dispose();
    await t.dispose();
  });

  const bookingRow = (id: string) =>
    t.db
      .query<{
        firstname: string;
        email: string;
        payload: Record<string, unknown>;
        slot_date: string;
        slot_time: string;
        agency_id: string;
        advisor_id: string;
        advice_mode: string;
        outcome: string | null;
        manage_token_hash: string | null;
        anonymised_at: Date | null;
      }>('select * from bookings where id = $1', [id])
      .then((rows) => rows[0]);
  const messages = (bookingId: string) =>
    t.db.query<{
      kind: string;
      recipient: string;
      payload: Record<string, unknown>;
      sent_at: Date | null;
      attempts: number;
      payload_emptied_at: Date | null;
    }>('select * from outbox where booking_id = $1 order by kind', [bookingId]);
  const answers = async (bookingId: string) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from idempotency_keys where booking_id = $1',
        [bookingId],
      )
    )[0]?.n;

  let booked: { bookingId: string };
  let bookedAt: Date;

  it('keeps the answers kept for replays 48 hours: a day before kept, a day after gone', async () => {
    bookedAt = t.clock.now();
    booked = await reserveAs(t, TRAVELLER, { appointmentDate: '2030-03-27', appointmentTime: '15:00' });
    await runRetention(t.db, after(bookedAt, DEFAULT_RETENTION.idempotencyHours * HOUR_MS - DAY_MS));
    expect(await answers(booked.bookingId)).toBe(1);
    await runRetention(t.db, after(bookedAt, DEFAULT_RETENTION.idempotencyHours * HOUR_MS + DAY_MS));
    expect(await answers(booked.bookingId)).toBe(0);
  });

  it('empties a sent message 30 days after sending, keeping kind, sent, attempts, the domain and the room', async () => {
    await mail.drain();
    const sent = await messages(booked.bookingId);
    const confirmation = sent.find((m) => m.kind === 'confirmation');
    expect(confirmation?.sent_at).toBeTruthy();
    const sentAt = new Date(confirmation!.sent_at!);
    const meetingToken = confirmation!.payload.meetingToken;
    expect(meetingToken).toEqual(expect.any(String));

    await runRetention(t.db, after(sentAt, DEFAULT_RETENTION.messageDays * DAY_MS - DAY_MS));
    expect((await messages(booked.bookingId)).find((m) => m.kind === 'confirmation')).toEqual(confirmation);

    await runRetention(t.db, after(sentAt, DEFAULT_RETENTION.messageDays * DAY_MS + DAY_MS));
    const emptied = (await messages(booked.bookingId)).find((m) => m.kind === 'confirmation');
    expect(emptied).toMatchObject({
      kind: 'confirmation',
      recipient: '@example.ch',
      payload: { meetingToken },
      attempts: confirmation!.attempts,
    });
    expect(new Date(emptied!.sent_at!)).toEqual(sentAt);
    expect(emptied?.payload_emptied_at).toBeTruthy();
    // The reminder and the video invitation are not due yet: not settled, not emptied.
    expect(
      (await messages(booked.bookingId)).find((m) => m.kind === 'reminder')?.payload_emptied_at,
    ).toBeNull();
  });

  it('anonymises a withdrawn custom-date request 30 days after it was withdrawn', async () => {
    const request = await reserveAs(t, OTHER, {
      advisorId: '',
      appointmentDate: '',
      appointmentTime: '',
      adviceMode: 'personal',
      customDate: '2030-03-30',
      customHour: '08:30',
      selectedAgencyLocations: ['geneve'],
    });
    const withdrawn = await t.inject({
      method: 'POST',
      url: `/api/manage/${request.manageToken}/cancel`,
      payload: { culture: 'de-CH' },
    });
    expect(withdrawn.statusCode).toBe(200);
    const at = t.clock.now();
    await runRetention(t.db, after(at, DEFAULT_RETENTION.closedRequestDays * DAY_MS - DAY_MS));
    expect((await bookingRow(request.bookingId))?.email).toBe(OTHER.email);
    await runRetention(t.db, after(at, DEFAULT_RETENTION.closedRequestDays * DAY_MS + DAY_MS));
    const row = await bookingRow(request.bookingId);
    expect(row).toMatchObject({ firstname: '', email: '', manage_token_hash: null, agency_id: 'geneve' });
    expect(row?.anonymised_at).toBeTruthy();
    // Its messages (sent or withdrawn) are emptied with it.
    await mail.drain();
    expect(await traces(t.db, [OTHER.email, OTHER.lastname, OTHER.phone])).toEqual([]);
  });

  it('anonymises a booking 24 months after its appointment, keeping date, branch, advisor, mode and outcome', async () => {
    // The consultation took place; its advisor records the outcome.
    t.clock.set('2030-03-27T15:30:00Z');
    const session = await sessionFor(t, ADVISOR.id);
    const outcome = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', booked.bookingId)}/outcome`,
      payload: { outcome: 'completed' },
      headers: changeHeaders(session),
    });
    expect(outcome.statusCode).toBe(200);
    // Its messages went out in their time (the reminder, the video invitation).
    await mail.drain();
    const before = await bookingRow(booked.bookingId);
    const startsAt = new Date('2030-03-27T14:00:00Z');

    await runRetention(t.db, after(monthsAfter(startsAt, DEFAULT_RETENTION.bookingMonths), -DAY_MS));
    expect(await bookingRow(booked.bookingId)).toEqual(before);

    await runRetention(t.db, after(monthsAfter(startsAt, DEFAULT_RETENTION.bookingMonths), DAY_MS));
    const row = await bookingRow(booked.bookingId);
    expect(row).toMatchObject({
      firstname: '',
      email: '',
      manage_token_hash: null,
      slot_date: '2030-03-27',
      slot_time: '15:00',
      agency_id: before?.agency_id,
      advisor_id: 'adv-anna-meier',
      advice_mode: before?.advice_mode,
      outcome: 'completed',
    });
    expect(row?.payload).toEqual({
      id: 'page-checkout',
      culture: 'de-CH',
      userLang: 'Deutsch',
      adviceMode: 'video',
      advisorId: 'adv-anna-meier',
      travelExperienceId: '',
      customDate: '',
      customHour: '',
      appointmentDate: '2030-03-27',
      appointmentTime: '15:00',
      userTravelDuration: '1-2-weeks',
      userTravelMonths: ['Juli', 'August'],
      userTravelResponsibly: true,
      selectedDestinations: ['iceland'],
      selectedActivities: [],
      selectedMobilityForms: [],
      selectedAgencyLocations: [],
      otherDestinations: [],
    });
    expect(await traces(t.db, [TRAVELLER.email, TRAVELLER.lastname, TRAVELLER.phone])).toEqual([]);
  });

  it("forgets an ended canary release's counted sessions 30 days after it ended, keeping the release", async () => {
    const now = t.clock.now();
    const release = async (remote: string, endedAt: Date | null) => {
      const [row] = await t.db.query<{ id: string }>(
        `insert into remote_releases (remote, manifest, version, share, status, started_at, updated_at, ended_at)
         values ($1, 'https://cdn.example/mf-manifest.json', '2.0.0', 10, $2, $3, $3, $4) returning id`,
        [remote, endedAt ? 'rolled_back' : 'active', now.toISOString(), endedAt?.toISOString() ?? null],
      );
      await t.db.query(
        `insert into release_sessions (release_id, side, session, failed, first_seen) values ($1, 'candidate', $2, false, $3)`,
        [row!.id, `s-${remote}`, now.toISOString()],
      );
      return row!.id;
    };
    const ended = await release('mfe_contact', now);
    const running = await release('mfe_agenda', null);
    const sessions = async (id: string) =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from release_sessions where release_id = $1',
          [id],
        )
      )[0]?.n;
    await runRetention(t.db, after(now, 29 * DAY_MS));
    expect([await sessions(ended), await sessions(running)]).toEqual([1, 1]);
    await runRetention(t.db, after(now, 31 * DAY_MS));
    expect([await sessions(ended), await sessions(running)]).toEqual([0, 1]);
    const releases = await t.db.query('select id from remote_releases where id = any($1::bigint[])', [
      [ended, running],
    ]);
    expect(releases).toHaveLength(2);
  });

  it('forgets a passkey challenge once it has expired', async () => {
    const options = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.passkeySignInOptions}`,
      payload: {},
      headers: { origin: BACKOFFICE_ORIGIN },
    });
    expect(options.statusCode).toBe(200);
    const { challenge } = options.json<{ challenge: string }>();
    const challenges = async () =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from staff_webauthn_challenges where challenge = $1',
          [challenge],
        )
      )[0]?.n;
    await runRetention(t.db, after(t.clock.now(), 4 * 60_000));
    expect(await challenges()).toBe(1);
    await runRetention(t.db, after(t.clock.now(), 6 * 60_000));
    expect(await challenges()).toBe(0);
  });

  it('two runs at once anonymise every booking due once, and neither fails', async () => {
    const due = async () =>
      (
        await t.db.query<{ n: number }>(
          "select count(*)::int as n from bookings where anonymised_at is null and starts_at < now() + interval '10 years'",
        )
      )[0]?.n ?? 0;
    const waiting = await due();
    expect(waiting).toBeGreaterThan(10);
    // Far enough ahead that every booking is due; pairs of runs at once until neither finds any more.
    const at = new Date('2034-01-01T00:00:00Z');
    let anonymised = 0;
    for (;;) {
      const runs = await Promise.all([runRetention(t.db, at), runRetention(t.db, at)]);
      const done = runs.reduce((sum, run) => sum + run.bookingsAnonymised, 0);
      // Done once a run that was not skipped found nothing (the other may have skipped: it saw the lock taken).
      if (done === 0 && runs.some((run) => !run.skipped)) break;
      anonymised += done;
    }
    // Each booking counted by exactly one run: the sum is what was waiting, and nothing is left.
    expect(anonymised).toBe(waiting);
    expect(await due()).toBe(0);
  });
});
