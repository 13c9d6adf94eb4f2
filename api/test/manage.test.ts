/** @jest-environment ./test/support/pglite-environment.cjs */
// After the booking (issue 20): the reference, the manage link, cancel and move, the messages they send and the
// reminder they plan, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import {
  BOOKING_REFERENCE_ALPHABET,
  type AgendaResponse,
  type ManagedBooking,
  type ReserveResponse,
} from '@checkout/shared/contract';
import { createHash } from 'node:crypto';
import { DRIVERS, countRows, createTestApp, withData, type TestApp, TEST_KEYRINGS } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { renderMessage } from '../src/notifications/messages';
import type { BookingFacts, MessageKind } from '../src/notifications/booking-facts';
import { manageUrlFor, OutboxWorker } from '../src/notifications';
import type { MailTransport, OutgoingMail } from '../src/notifications/transports';
import { DEFAULT_RETAILER } from '../src/config';

const NO_FILTERS = { filterAgencyLocations: [], filterDestinations: [] };
const SETTINGS = {
  meetingBaseUrl: 'https://video.example/room',
  manageUrl: manageUrlFor('https://www.example/checkout', TEST_KEYRINGS.manageLink),
  manageCutoffHours: 24,
  retailer: DEFAULT_RETAILER,
};

describe.each(DRIVERS)('manage my booking (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  let counter = 0;
  const book = async (
    date: string,
    time: string,
    advisorId = 'adv-anna-meier',
    adviceMode = 'video' as const,
  ) => {
    counter += 1;
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        appointmentDate: date,
        appointmentTime: time,
        advisorId,
        adviceMode,
        checkoutSessionId: `session-manage-${String(counter).padStart(4, '0')}`,
      }),
      headers: { 'Idempotency-Key': `manage-key-${counter}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json<ReserveResponse>();
  };
  const show = (token: string, culture = '') =>
    t.inject({ url: `/api/manage/${token}${culture ? `?culture=${culture}` : ''}` });
  const cancel = (token: string, culture = 'de-CH') =>
    t.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: { culture } });
  const move = (token: string, to: { advisorId?: string; date: string; time: string }, key?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/manage/${token}/move`,
      payload: {
        culture: 'de-CH',
        advisorId: to.advisorId ?? 'adv-anna-meier',
        appointmentDate: to.date,
        appointmentTime: to.time,
      },
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  const isFree = async (date: string, time: string, advisorId = 'adv-anna-meier') => {
    const res = await t.inject({
      url: withData('/checkout/agenda', {
        culture: 'de-CH',
        weekDateSelected: date,
        weekState: 0,
        advisorId,
        travelExperienceId: '',
        filters: NO_FILTERS,
      }),
    });
    return res.json<AgendaResponse>().hoursList[0]?.hours.find((h) => h.label === time)?.isInactive === false;
  };
  /** The free hours of Anna Meier on a date (the demo books some of her days full). */
  const freeHours = async (date: string) => {
    const res = await t.inject({
      url: withData('/checkout/agenda', {
        culture: 'de-CH',
        weekDateSelected: date,
        weekState: 0,
        advisorId: 'adv-anna-meier',
        travelExperienceId: '',
        filters: NO_FILTERS,
      }),
    });
    return (res.json<AgendaResponse>().hoursList[0]?.hours ?? [])
      .filter((h) => !h.isInactive)
      .map((h) => h.label);
  };
  const messages = async (bookingId: string) =>
    t.db.query<{
      id: string;
      kind: MessageKind;
      due_at: Date | string;
      withdrawn_at: Date | string | null;
      payload: BookingFacts;
    }>(
      'select id, kind, due_at, withdrawn_at, payload from outbox where booking_id = $1 order by created_at, id',
      [bookingId],
    );

  it('a booking has a reference to read out and a manage token stored only as its hash', async () => {
    const booked = await book('2030-03-27', '09:00');
    expect(booked.bookingReference).toMatch(new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{8}$`));
    // The id of the key it is made with, then the HMAC (issue 32).
    expect(booked.manageToken).toMatch(/^[a-z0-9]{6}[A-Za-z0-9_-]{32}$/);
    expect(booked.manageToken?.slice(0, 6)).toBe(TEST_KEYRINGS.manageLink.current.id);
    const [row] = await t.db.query<{ reference: string; manage_token_hash: string }>(
      'select reference, manage_token_hash from bookings where id = $1',
      [booked.bookingId],
    );
    expect(row?.reference).toBe(booked.bookingReference);
    expect(row?.manage_token_hash).toBe(createHash('sha256').update(booked.manageToken!).digest('hex'));
    // The token is nowhere in the database: not in the booking, its messages or the idempotency answer.
    for (const table of ['bookings', 'outbox', 'idempotency_keys']) {
      expect(
        await countRows(t.db, `select 1 from ${table} where ${table}::text like $1`, [
          `%${booked.manageToken}%`,
        ]),
      ).toBe(0);
    }
  });

  it('opening the link shows the booking and changes nothing', async () => {
    const booked = await book('2030-03-27', '10:00');
    const before = await messages(booked.bookingId);
    const res = await show(booked.manageToken!);
    expect(res.statusCode).toBe(200);
    expect(res.json<ManagedBooking>()).toMatchObject({
      reference: booked.bookingReference,
      status: 'booked',
      kind: 'slot',
      date: '2030-03-27',
      time: '10:00',
      till: '11:00',
      advisor: { id: 'adv-anna-meier', name: 'Anna Meier' },
      changeable: true,
      changeableUntil: '2030-03-26T09:00:00.000Z',
    });
    expect(res.json<ManagedBooking>().agency.name).toBeTruthy();
    expect(await messages(booked.bookingId)).toEqual(before);
    expect(await isFree('2030-03-27', '10:00')).toBe(false);
  });

  it('an unknown or malformed token is a 404 in the asked language', async () => {
    const unknown = await show('A'.repeat(32), 'fr-CH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: expect.stringContaining('lien') });
    expect((await show('short')).statusCode).toBe(404);
    expect((await cancel('B'.repeat(32))).statusCode).toBe(404);
  });

  it('cancel frees the hour at once, is idempotent, withdraws the reminder and sends METHOD:CANCEL', async () => {
    const booked = await book('2030-03-28', '09:00');
    const planned = await messages(booked.bookingId);
    const reminder = planned.find((m) => m.kind === 'reminder');
    expect(new Date(reminder!.due_at).toISOString()).toBe('2030-03-27T08:00:00.000Z');
    expect(await isFree('2030-03-28', '09:00')).toBe(false);

    const first = await cancel(booked.manageToken!);
    expect(first.statusCode).toBe(200);
    expect(first.json<ManagedBooking>()).toMatchObject({ status: 'cancelled', changeable: false });
    // The traveller's own cancel carries no words of the branch.
    expect(first.json<ManagedBooking>()).not.toHaveProperty('branchNote');
    expect(await isFree('2030-03-28', '09:00')).toBe(true);
    const again = await cancel(booked.manageToken!, 'fr-CH');
    expect(again.statusCode).toBe(200);
    expect(again.json<ManagedBooking>().status).toBe('cancelled');

    const after = await messages(booked.bookingId);
    expect(after.filter((m) => m.kind === 'cancelled')).toHaveLength(1);
    expect(after.filter((m) => m.kind === 'branch_cancelled')).toHaveLength(1);
    expect(after.find((m) => m.kind === 'reminder')?.withdrawn_at).not.toBeNull();
    expect(after.find((m) => m.kind === 'video_invitation')?.withdrawn_at).not.toBeNull();
    const mail = renderMessage('cancelled', after.find((m) => m.kind === 'cancelled')!.payload, SETTINGS);
    const ics = mail.attachments[0]!.content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:${booked.bookingId}@`);
    expect(mail.subject).toMatch(/abgesagt/);
    // Someone else may book the hour now.
    await book('2030-03-28', '09:00');
    // The cancelled row is kept.
    expect(await countRows(t.db, 'select 1 from bookings where id = $1', [booked.bookingId])).toBe(1);
  });

  it('move takes the new hour and frees the old one in one go; a retry with its key answers the same', async () => {
    const [from, to, third] = await freeHours('2030-04-02');
    const booked = await book('2030-04-02', from!);
    const res = await move(booked.manageToken!, { date: '2030-04-02', time: to! }, 'move-key-1');
    expect(res.statusCode).toBe(200);
    expect(res.json<ManagedBooking>()).toMatchObject({ status: 'booked', date: '2030-04-02', time: to });
    expect(await isFree('2030-04-02', from!)).toBe(true);
    expect(await isFree('2030-04-02', to!)).toBe(false);
    const replay = await move(booked.manageToken!, { date: '2030-04-02', time: to! }, 'move-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    const reused = await move(booked.manageToken!, { date: '2030-04-02', time: third! }, 'move-key-1');
    expect(reused.statusCode).toBe(422);

    const after = await messages(booked.bookingId);
    const movedMail = after.find((m) => m.kind === 'moved')!;
    const mail = renderMessage('moved', movedMail.payload, SETTINGS);
    expect(mail.attachments[0]!.content).toContain('SEQUENCE:1');
    expect(mail.attachments[0]!.content).toContain(`UID:${booked.bookingId}@`);
    expect(mail.attachments[0]!.content).toContain('METHOD:PUBLISH');
    expect(mail.text).toContain(`02.04.2030`);
    expect(mail.text).toContain(to!);
    expect(after.find((m) => m.kind === 'branch_moved')).toBeDefined();
    // The video invitation and the reminder of the old time are withdrawn; the new time has its own.
    const live = after.filter((m) => m.withdrawn_at === null);
    const startsAt = Date.parse(`2030-04-02T${to}:00+02:00`);
    expect(
      live.filter((m) => m.kind === 'video_invitation').map((m) => new Date(m.due_at).getTime()),
    ).toEqual([startsAt - 30 * 60_000]);
    expect(live.filter((m) => m.kind === 'reminder').map((m) => new Date(m.due_at).getTime())).toEqual([
      startsAt - 24 * 3_600_000,
    ]);
    expect(after.filter((m) => m.kind === 'reminder' && m.withdrawn_at !== null)).toHaveLength(1);
  });

  it('refuses an hour already taken (409, as at booking) and a bad body (400 naming the field)', async () => {
    const [mine, theirs] = (await freeHours('2030-04-02')).slice(-2);
    const booked = await book('2030-04-02', mine!);
    await book('2030-04-02', theirs!);
    const taken = await move(booked.manageToken!, { date: '2030-04-02', time: theirs! });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('slot_taken');
    expect(await isFree('2030-04-02', mine!)).toBe(false);
    const bad = await t.inject({
      method: 'POST',
      url: `/api/manage/${booked.manageToken}/move`,
      payload: {
        culture: 'de-CH',
        advisorId: 'adv-anna-meier',
        appointmentDate: 'soon',
        appointmentTime: '10:00',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toContain('appointmentDate');
  });

  it('inside the cut-off neither cancel nor move, in German and French', async () => {
    const booked = await book('2030-03-26', '15:00');
    // Monday 08:00 now; the appointment is Tuesday 15:00: 31 hours ahead. Move the clock to Tuesday 09:00.
    t.clock.set('2030-03-26T08:00:00Z');
    try {
      const view = (await show(booked.manageToken!)).json<ManagedBooking>();
      expect(view.changeable).toBe(false);
      const de = await cancel(booked.manageToken!, 'de-CH');
      expect(de.statusCode).toBe(409);
      expect(de.json()).toMatchObject({
        error: 'change_closed',
        message: expect.stringContaining('Filiale'),
      });
      const fr = await cancel(booked.manageToken!, 'fr-CH');
      expect(fr.json().message).toContain('agence');
      expect((await move(booked.manageToken!, { date: '2030-03-29', time: '15:00' })).statusCode).toBe(409);
      expect(await isFree('2030-03-26', '15:00')).toBe(false);
    } finally {
      t.clock.set('2030-03-25T07:00:00Z');
    }
  });

  it('a booking made less than 24 hours ahead gets no reminder', async () => {
    t.clock.set('2030-03-26T12:00:00Z');
    try {
      const booked = await book('2030-03-27', '11:00');
      expect((await messages(booked.bookingId)).map((m) => m.kind)).not.toContain('reminder');
    } finally {
      t.clock.set('2030-03-25T07:00:00Z');
    }
  });

  it('the reminder worker, clock driven, across a move and a cancel: once, at the new time, with two workers', async () => {
    // Everything due so far goes out first, so that only this test's messages are left.
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'mailbox',
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => undefined,
    };
    const workers = ['a', 'b'].map(
      (id) =>
        new OutboxWorker({
          db: t.db,
          transport,
          settings: { ...SETTINGS, fromAddress: 'beratung@example.ch' },
          clock: t.clock,
          workerId: `reminder-${id}`,
          leaseMs: 60_000,
          sendTimeoutMs: 10_000,
        }),
    );
    const drainBoth = async () => {
      for (;;) {
        const counts = await Promise.all(workers.map((w) => w.runOnce()));
        if (counts.every((n) => n === 0)) return;
      }
    };
    const [first, second] = await freeHours('2030-04-04');
    const moving = await book('2030-04-04', first!);
    const cancelling = await book('2030-04-04', second!);
    const [target] = await freeHours('2030-04-05');
    expect((await move(moving.manageToken!, { date: '2030-04-05', time: target! })).statusCode).toBe(200);
    expect((await cancel(cancelling.manageToken!)).statusCode).toBe(200);
    try {
      await drainBoth();
      const reminders = () => sent.filter((m) => m.key.startsWith('reminder.'));
      const of = (bookingId: string) => reminders().filter((m) => m.key.includes(bookingId));
      // The day before the old time: nothing for either booking.
      t.clock.set(new Date(Date.parse(`2030-04-04T${first}:00+02:00`) - 24 * 3_600_000 + 60_000));
      await drainBoth();
      expect(of(moving.bookingId)).toEqual([]);
      expect(of(cancelling.bookingId)).toEqual([]);
      // The day before the new time: one reminder, for the new time, whatever the number of workers.
      t.clock.set(new Date(Date.parse(`2030-04-05T${target}:00+02:00`) - 24 * 3_600_000 + 60_000));
      await drainBoth();
      await drainBoth();
      expect(of(moving.bookingId)).toHaveLength(1);
      expect(of(moving.bookingId)[0]!.text).toContain(`05.04.2030`);
      expect(of(moving.bookingId)[0]!.text).toContain(target!);
      expect(of(cancelling.bookingId)).toEqual([]);
    } finally {
      t.clock.set('2030-03-25T07:00:00Z');
    }
  });

  it('two tabs moving one booking to two hours while another visitor books one of them: one outcome per hour', async () => {
    const [h0, h1, h2] = await freeHours('2030-04-01');
    const booked = await book('2030-04-01', h0!);
    const [a, b, visitor] = await Promise.all([
      move(booked.manageToken!, { date: '2030-04-01', time: h1! }, 'race-a'),
      move(booked.manageToken!, { date: '2030-04-01', time: h2! }, 'race-b'),
      t.inject({
        method: 'POST',
        url: '/api/checkout/reserve',
        payload: sampleReserveRequest({
          appointmentDate: '2030-04-01',
          appointmentTime: h1!,
          checkoutSessionId: 'session-manage-race',
        }),
        headers: { 'Idempotency-Key': 'race-visitor' },
      }),
    ]);
    const rows = await t.db.query<{ id: string; slot_time: string }>(
      `select id, slot_time from bookings
       where advisor_id = 'adv-anna-meier' and slot_date = '2030-04-01' and cancelled_at is null order by slot_time`,
    );
    // Nothing doubled: at most one live booking per hour; nothing lost: the traveller's booking is live once.
    expect(new Set(rows.map((r) => r.slot_time)).size).toBe(rows.length);
    expect(rows.filter((r) => r.id === booked.bookingId)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].every((s) => s === 200 || s === 409 || s === 400)).toBe(true);
    expect([201, 409, 400]).toContain(visitor.statusCode);
    const mine = rows.find((r) => r.id === booked.bookingId)!.slot_time;
    expect(['09:00', '10:00', '11:00']).toContain(mine);
    if (visitor.statusCode === 201)
      expect(rows.find((r) => r.slot_time === '10:00')?.id).not.toBe(booked.bookingId);
    expect(await isFree('2030-04-01', '09:00')).toBe(mine !== '09:00');
  });
});
