/** @jest-environment ./test/support/pglite-environment.cjs */
// What a bot with a session token cannot do any more (issue 32): book an hour it never held, book hour after hour
// from one client, aim the checkout's e-mails at someone, or have the worker flood one address or one domain.
import type { AgendaResponse, ReserveRequest } from '@checkout/shared/contract';
import { API_PATHS, IDEMPOTENCY_HEADER } from '@checkout/shared/contract';
import { BOOKING_CAPS, MAIL_LIMITS } from '../src/domain/limits';
import type { OutboxWorker } from '../src/notifications/worker';
import { mailboxWorker } from './support/mailbox-worker';
import { sampleReserveRequest } from './support/sample-reserve-request';
import {
  advisorAgendaUrl,
  countRows,
  createTestApp,
  DRIVERS,
  type TestApp,
  WITHOUT_HOLD_HEADER,
} from './support/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DAYS = ['2030-03-26', '2030-03-27', '2030-03-28', '2030-03-29', '2030-04-01', '2030-04-02'];

/** Free hours of the seed, one advisor after the other. */
const freeHours = async (t: TestApp, advisorIds: string[]) => {
  const hours: { advisorId: string; date: string; time: string }[] = [];
  for (const advisorId of advisorIds) {
    for (const date of DAYS) {
      const body = (await t.inject({ url: advisorAgendaUrl(date, advisorId) })).json<AgendaResponse>();
      for (const entry of body.hoursList)
        for (const hour of entry.hours)
          if (!hour.isInactive) hours.push({ advisorId, date, time: hour.label });
    }
  }
  return hours;
};

let counter = 0;
const reserve = (
  t: TestApp,
  hour: { advisorId: string; date: string; time: string },
  overrides: Partial<ReserveRequest> = {},
  headers: Record<string, string> = {},
) => {
  counter += 1;
  return t.inject({
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    headers: { [IDEMPOTENCY_HEADER]: `abuse-${counter}`, ...headers },
    payload: sampleReserveRequest({
      advisorId: hour.advisorId,
      appointmentDate: hour.date,
      appointmentTime: hour.time,
      adviceMode: 'phone',
      userEmail: `traveller${counter}@example.ch`,
      checkoutSessionId: `session-abuse-${String(counter).padStart(4, '0')}`,
      ...overrides,
    }),
  });
};

describe.each(DRIVERS)('booking caps (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, undefined, { bookingCaps: BOOKING_CAPS });
  }, 60_000);
  afterAll(() => t.dispose());
  // Each test starts from the seed's bookings only.
  beforeEach(async () => {
    const ofCheckout = "booking_id in (select id from bookings where source = 'checkout')";
    await t.db.query(`delete from outbox where ${ofCheckout}`);
    await t.db.query(`delete from idempotency_keys where ${ofCheckout}`);
    await t.db.query("delete from bookings where source = 'checkout'");
    await t.db.query('delete from holds');
  });

  it('books no hour the session does not hold: 409 hold_expired, nothing stored', async () => {
    const [hour] = await freeHours(t, ['adv-anna-meier']);
    const bookings = await countRows(t.db, 'select 1 from bookings');
    const res = await reserve(t, hour!, {}, { [WITHOUT_HOLD_HEADER]: '1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'hold_expired' });
    expect(await countRows(t.db, 'select 1 from bookings')).toBe(bookings);
    expect(await countRows(t.db, 'select 1 from outbox')).toBe(0);
    // The same hour with the hold step 3 takes: booked.
    expect((await reserve(t, hour!)).statusCode).toBe(201);
  });

  it(`caps one client's bookings on an advisor's day at ${BOOKING_CAPS.perClientAdvisorDay} and a day at ${BOOKING_CAPS.perClientDay}`, async () => {
    const hours = await freeHours(t, ['adv-anna-meier', 'adv-luca-bernasconi', 'adv-sabrina-keller']);
    const day = hours.filter((h) => h.advisorId === hours[0]!.advisorId && h.date === hours[0]!.date);
    expect(day.length).toBeGreaterThan(BOOKING_CAPS.perClientAdvisorDay);
    for (const h of day.slice(0, BOOKING_CAPS.perClientAdvisorDay))
      expect((await reserve(t, h)).statusCode).toBe(201);
    const third = await reserve(t, day[BOOKING_CAPS.perClientAdvisorDay]!);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'rate_limited' });

    // Across advisors and days, the client's day is capped too; Retry-After: when its first booking is a day old.
    const spread: typeof hours = [];
    const perDay = new Map<string, number>();
    for (const h of hours) {
      const key = `${h.advisorId}|${h.date}`;
      if (key === `${day[0]!.advisorId}|${day[0]!.date}` || (perDay.get(key) ?? 0) >= 1) continue;
      perDay.set(key, 1);
      spread.push(h);
    }
    let booked = BOOKING_CAPS.perClientAdvisorDay;
    for (const h of spread) {
      if (booked >= BOOKING_CAPS.perClientDay) {
        const over = await reserve(t, h);
        expect(over.statusCode).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
        break;
      }
      expect((await reserve(t, h)).statusCode).toBe(201);
      booked += 1;
    }
    expect(booked).toBe(BOOKING_CAPS.perClientDay);
  }, 60_000);

  it(`books at most ${BOOKING_CAPS.perEmailDay} appointments a day for one e-mail address, from any client`, async () => {
    const hours = (await freeHours(t, ['adv-luca-bernasconi'])).filter(
      (h, i, all) => all.findIndex((o) => o.date === h.date) === i,
    );
    const email = { userEmail: 'someone.else@example.ch' };
    for (let i = 0; i < BOOKING_CAPS.perEmailDay; i++) {
      const res = await reserve(t, hours[i]!, email, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      expect(res.statusCode).toBe(201);
    }
    // Another address, other case: the same mailbox.
    const over = await reserve(t, hours[BOOKING_CAPS.perEmailDay]!, { userEmail: 'Someone.Else@Example.ch' });
    expect(over.statusCode).toBe(429);
  }, 60_000);
});

describe.each(DRIVERS)('the worker sends one address and one domain only so much (%s)', (driver) => {
  let t: TestApp;
  let mailbox: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-throttle-'));
  }, 60_000);
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(mailbox, { recursive: true, force: true });
  });

  const worker = (mailLimits = MAIL_LIMITS) => mailboxWorker(t.db, mailbox, t.clock, { mailLimits });
  const drain = async (w: OutboxWorker) => {
    while ((await w.runOnce()) > 0);
  };
  const due = (recipient: string) =>
    t.db.query<{ kind: string; sent_at: string | null; due_at: Date | string; attempts: number }>(
      "select kind, sent_at, due_at, attempts from outbox where recipient = $1 and kind <> 'branch_notice' order by created_at",
      [recipient],
    );

  it(`sends an address at most ${MAIL_LIMITS.perRecipientDay} mails in 24 hours; the rest wait, none is lost`, async () => {
    const target = 'target@example.org';
    // What the address was already sent today, by other bookings (the seed's).
    const seeded = await t.db.query<{ id: string }>(
      `select id from bookings order by id limit ${MAIL_LIMITS.perRecipientDay}`,
    );
    const sentAt = new Date(t.clock.now().getTime() - 3_600_000);
    for (const { id } of seeded) {
      await t.db.query(
        `insert into outbox (id, booking_id, kind, recipient, payload, due_at, created_at, sent_at)
         values ($1, $2, 'reminder', $3, '{}', $4, $4, $4)`,
        [`reminder.${id}.throttle`, id, target, sentAt.toISOString()],
      );
    }
    const [hour] = await freeHours(t, ['adv-sabrina-keller']);
    expect((await reserve(t, hour!, { userEmail: target })).statusCode).toBe(201);
    await drain(worker());
    const [confirmation] = (await due(target)).filter((r) => r.kind === 'confirmation');
    expect(confirmation?.sent_at).toBeNull();
    expect(confirmation?.attempts).toBe(0);
    expect(new Date(confirmation!.due_at).getTime()).toBe(sentAt.getTime() + 24 * 3_600_000);
    // A day later it goes.
    t.clock.advanceMinutes(24 * 60);
    await drain(worker());
    expect((await due(target)).find((r) => r.kind === 'confirmation')?.sent_at).not.toBeNull();
  }, 60_000);

  it('sends a domain at most so many mails an hour; the rest wait an hour', async () => {
    const hours = await freeHours(t, ['adv-luca-bernasconi']);
    for (const [i, hour] of hours.slice(0, 3).entries()) {
      expect((await reserve(t, hour, { userEmail: `guest${i}@flooded.example` })).statusCode).toBe(201);
    }
    await drain(worker({ perRecipientDay: 1000, perDomainHour: 2 }));
    const rows = await t.db.query<{ sent_at: string | null }>(
      `select sent_at from outbox where recipient like '%@flooded.example' and kind = 'confirmation'`,
    );
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(2);
    expect(rows.filter((r) => r.sent_at === null)).toHaveLength(1);
  }, 60_000);
});
