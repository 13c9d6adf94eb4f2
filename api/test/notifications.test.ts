/** @jest-environment ./test/support/pglite-environment.cjs */
import { manageUrlFor } from '../src/notifications';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleReserveRequest as reserveBody } from './support/sample-reserve-request';
import type { AgendaResponse, ReserveRequest } from '@checkout/shared/contract';
import type { Database, Queryable } from '../src/db/database';
import { OutboxWorker, type OutboxWorkerOptions } from '../src/notifications/worker';
import { mailboxTransport, smtpTransport } from '../src/notifications/transports';
import { readMail } from '../src/notifications/read-mail';
import {
  DRIVERS,
  countRows,
  advisorAgendaUrl,
  createTestApp,
  type TestApp,
  TEST_KEYRINGS,
} from './support/test-app';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { DEFAULT_RETAILER } from '../src/config';

const SETTINGS = {
  fromAddress: 'beratung@horizonte-reisen.example',
  meetingBaseUrl: 'https://video.horizonte-reisen.example/room',
  manageUrl: manageUrlFor('https://www.horizonte-reisen.example/checkout', TEST_KEYRINGS.manageLink),
  manageCutoffHours: 24,
  retailer: DEFAULT_RETAILER,
};
const LEASE_MS = 60_000;

/** A database handle that can die like its process: after kill() nothing more reaches the database. */
const mortal = (db: Database) => {
  let dead = false;
  const guard = () => {
    if (dead) throw new Error('process killed');
  };
  const wrap = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      guard();
      return q.query<T>(sql, params);
    },
    async exec(sql: string) {
      guard();
      return q.exec(sql);
    },
  });
  const handle: Database = {
    kind: db.kind,
    ...wrap(db),
    transaction: async (fn) => {
      guard();
      return db.transaction((tx) => fn(wrap(tx)));
    },
    close: async () => undefined,
  };
  return {
    db: handle,
    kill: () => {
      dead = true;
    },
  };
};

interface OutboxState {
  id: string;
  kind: string;
  recipient: string;
  attempts: number;
  sent: boolean;
  failed: boolean;
  last_error: string | null;
  due_at: Date | string;
}

describe.each(DRIVERS)('notifications (%s)', (driver) => {
  let t: TestApp;
  let sink: SmtpSink;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    t = await createTestApp(driver);
    sink = await startSmtpSink();
    // These tests count the traveller's and the branch's messages: the demo advisor's own mails (issue 47) wait until
    // the last test, which gives her account back (their planning: staff-actions.test.ts).
    await t.db.query(`update staff set deactivated_at = $1 where role = 'advisor'`, [
      t.clock.now().toISOString(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await sink.close();
    await t.dispose();
  });
  beforeEach(async () => {
    sink.reset();
    // Each test looks at its own bookings: older messages are out of the way.
    await t.db.query(`update outbox set sent_at = coalesce(sent_at, $1)`, [t.clock.now().toISOString()]);
  });

  const worker = (options: Partial<OutboxWorkerOptions> = {}) => {
    const w = new OutboxWorker({
      db: t.db,
      transport: smtpTransport({ url: sink.url, timeoutMs: 5_000 }),
      settings: SETTINGS,
      clock: t.clock,
      leaseMs: LEASE_MS,
      sendTimeoutMs: 10_000,
      // One traveller's address gets a whole test file's mails (the recipient limits have a test of their own).
      mailLimits: { perRecipientDay: 10_000, perDomainHour: 10_000 },
      ...options,
    });
    workers.push(w);
    return w;
  };
  /** Runs batches until nothing is due. */
  const drain = async (w: OutboxWorker) => {
    while ((await w.runOnce()) > 0);
  };

  let keyCounter = 0;
  const reserve = async (overrides: Partial<ReserveRequest>) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': `notify-${++keyCounter}` },
      payload: reserveBody({ checkoutSessionId: `session-notify-${keyCounter}`, ...overrides }),
    });
    expect(res.statusCode).toBe(201);
    return res.json().bookingId as string;
  };
  /** The next free hour of Anna Meier from Tuesday 26 March on (each asked hour is booked by the caller). */
  const taken = new Set(['2030-03-27 15:00', '2030-03-28 11:00', '2030-03-27 16:00']);
  const freeHour = async (): Promise<{ appointmentDate: string; appointmentTime: string }> => {
    for (let day = 26; day <= 31; day++) {
      const date = `2030-03-${day}`;
      const res = await t.inject({
        url: advisorAgendaUrl(date),
      });
      const hour = res
        .json<AgendaResponse>()
        .hoursList[0]?.hours.find((h) => !h.isInactive && !taken.has(`${date} ${h.label}`));
      if (hour) {
        taken.add(`${date} ${hour.label}`);
        return { appointmentDate: date, appointmentTime: hour.label };
      }
    }
    throw new Error('no free hour left');
  };
  const outbox = (bookingId: string) =>
    t.db.query<OutboxState>(
      `select id, kind, recipient, attempts, sent_at is not null as sent, failed_at is not null as failed,
              last_error, due_at
       from outbox where booking_id = $1 order by kind`,
      [bookingId],
    );
  const mailTo = (recipient: string, kind: string) =>
    sink.accepted.find((m) => m.recipients.includes(recipient) && m.messageId.startsWith(`<${kind}.`));

  it('a German video booking: confirmation with .ics to the visitor, notice to the branch office', async () => {
    const bookingId = await reserve({ appointmentDate: '2030-03-27', appointmentTime: '15:00' });
    expect((await outbox(bookingId)).map((r) => [r.kind, r.recipient, r.sent])).toEqual([
      ['branch_notice', 'zurich-bahnhofstrasse@horizonte-reisen.example', false],
      ['confirmation', 'erika.muster@example.ch', false],
      ['reminder', 'erika.muster@example.ch', false],
      ['video_invitation', 'erika.muster@example.ch', false],
    ]);
    await drain(worker());
    expect(sink.accepted).toHaveLength(2);

    const confirmation = mailTo('erika.muster@example.ch', 'confirmation');
    expect(confirmation?.recipients).toEqual(['erika.muster@example.ch']);
    const m = confirmation?.message;
    expect(m?.subject).toBe('Terminbestätigung: Reiseberatung am Mittwoch, 27.03.2030 um 15:00 Uhr');
    expect(m?.headers['content-language']).toBe('de-CH');
    expect(m?.headers.from).toBe('Horizonte Reisen <beratung@horizonte-reisen.example>');
    expect(m?.headers['reply-to']).toBe('zurich-bahnhofstrasse@horizonte-reisen.example');
    expect(confirmation?.messageId).toBe(`<confirmation.${bookingId}@horizonte-reisen.example>`);
    expect(m?.text).toContain('Guten Tag Erika Muster');
    expect(m?.text).toContain('Mittwoch, 27.03.2030, 15:00–16:00 Uhr');
    expect(m?.text).toContain('Anna Meier');
    expect(m?.text).toContain('per Video');
    expect(m?.text).toContain('Zürich Bahnhofstrasse, Bahnhofstrasse 41, 8001 Zürich');
    expect(m?.text).toContain('schreiben wir Ihnen die CHF 100.– gut');
    expect(m?.text).toContain('30 Minuten vor Beginn');
    expect(m?.html).toContain('<html lang="de-CH">');
    const ics = m?.attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics?.filename).toBe('beratung-2030-03-27.ics');
    const unfolded = ics?.content.replace(/\r\n /g, '') ?? '';
    expect(unfolded).toContain('DTSTART;TZID=Europe/Zurich:20300327T150000');
    expect(unfolded).toContain('DTEND;TZID=Europe/Zurich:20300327T160000');
    expect(unfolded).toContain('BEGIN:VTIMEZONE');
    expect(unfolded).toContain(`UID:${bookingId}@checkout.horizonte-reisen.example`);
    expect(unfolded).toContain('SUMMARY:Reiseberatung mit Anna Meier (Horizonte Reisen)');

    const notice = mailTo('zurich-bahnhofstrasse@horizonte-reisen.example', 'branch_notice')?.message;
    expect(notice?.subject).toBe(
      'Neuer Termin: Mittwoch, 27.03.2030, 15:00 Uhr, Anna Meier, per Video, Erika Muster',
    );
    expect(notice?.headers['reply-to']).toBe('erika.muster@example.ch');
    expect(notice?.text).toContain('erika.muster@example.ch');
    expect(notice?.text).toContain('+41 79 123 45 67');
    expect(notice?.text).toContain('Island');
    expect(notice?.text).toContain('1–2 Wochen');
    expect(notice?.text).toContain('Zwei Wochen Island im Sommer');
    expect(notice?.text).toMatch(/Video-Link:\s+https:\/\/video\.horizonte-reisen\.example\/room\/[\w-]{24}/);
    expect(notice?.attachments.map((a) => a.filename)).toEqual(['beratung-2030-03-27.ics']);
    expect((await outbox(bookingId)).map((r) => [r.kind, r.sent])).toEqual([
      ['branch_notice', true],
      ['confirmation', true],
      ['reminder', false],
      ['video_invitation', false],
    ]);
  });

  it('the reminder goes out 24 hours ahead and the video invitation 30 minutes ahead, each once', async () => {
    const bookingId = await reserve({ appointmentDate: '2030-03-28', appointmentTime: '11:00' });
    const w = worker();
    await drain(w);
    expect(sink.accepted.map((m) => m.messageId.split('.')[0]).sort()).toEqual([
      '<branch_notice',
      '<confirmation',
    ]);
    // Thursday 28 March 2030, 11:00 in Zurich is 10:00 UTC: the reminder is due on Wednesday at 10:00 UTC.
    t.clock.set(new Date('2030-03-27T09:59:59Z'));
    await drain(w);
    expect(sink.accepted).toHaveLength(2);
    t.clock.set(new Date('2030-03-27T10:00:00Z'));
    await drain(w);
    await drain(w);
    expect(sink.accepted).toHaveLength(3);
    const reminder = sink.accepted[2];
    expect(reminder?.messageId).toBe(`<reminder.${bookingId}@horizonte-reisen.example>`);
    expect(reminder?.message.subject).toBe(
      'Erinnerung: Ihre Reiseberatung am Donnerstag, 28.03.2030 um 11:00 Uhr',
    );
    expect(reminder?.message.text).toMatch(
      /https:\/\/www\.horizonte-reisen\.example\/checkout\/manage\/[\w-]{38}/,
    );
    expect(reminder?.message.attachments.map((a) => a.contentType)).toEqual(['text/calendar']);
    // The invitation is due at 10:30 Zurich.
    t.clock.set(new Date('2030-03-28T09:29:59Z'));
    await drain(w);
    expect(sink.accepted).toHaveLength(3);
    t.clock.set(new Date('2030-03-28T09:30:00Z'));
    await drain(w);
    await drain(w);
    expect(sink.accepted).toHaveLength(4);
    const invitation = sink.accepted[3];
    expect(invitation?.recipients).toEqual(['erika.muster@example.ch']);
    expect(invitation?.message.subject).toBe('Ihr Videogespräch mit Anna Meier um 11:00 Uhr: der Link');
    const notice = mailTo('zurich-bahnhofstrasse@horizonte-reisen.example', 'branch_notice')?.message.text;
    const link = /https:\/\/video\.horizonte-reisen\.example\/room\/[\w-]+/.exec(notice ?? '')?.[0];
    expect(link).toBeDefined();
    expect(invitation?.message.text).toContain(link);
    expect(invitation?.message.html).toContain(`href="${link}"`);
    expect((await outbox(bookingId)).every((r) => r.sent)).toBe(true);
    t.clock.set(new Date('2030-03-25T07:00:00Z'));
  });

  it('in French: confirmation by phone in French, the Zurich branch office still gets German', async () => {
    const bookingId = await reserve({
      culture: 'fr-CH',
      userLang: 'Französisch',
      adviceMode: 'phone',
      appointmentDate: '2030-03-27',
      appointmentTime: '16:00',
    });
    await drain(worker());
    expect((await outbox(bookingId)).map((r) => r.kind)).toEqual([
      'branch_notice',
      'confirmation',
      'reminder',
    ]);
    const m = mailTo('erika.muster@example.ch', 'confirmation')?.message;
    expect(m?.subject).toBe('Confirmation: conseil voyage le mercredi 27.03.2030 à 16:00');
    expect(m?.headers['content-language']).toBe('fr-CH');
    expect(m?.headers.from).toBe('Horizonte Reisen <beratung@horizonte-reisen.example>');
    expect(m?.text).toContain('Bonjour Erika Muster,');
    expect(m?.text).toContain('par téléphone');
    expect(m?.text).toContain('Anna Meier vous appelle à l’heure du rendez-vous au +41 79 123 45 67.');
    expect(m?.text).toContain('ces CHF 100.– vous sont crédités');
    const ics = m?.attachments[0];
    expect(ics?.filename).toBe('conseil-2030-03-27.ics');
    expect(ics?.content.replace(/\r\n /g, '')).toContain('DTSTART;TZID=Europe/Zurich:20300327T160000');
    const notice = mailTo('zurich-bahnhofstrasse@horizonte-reisen.example', 'branch_notice')?.message;
    expect(notice?.headers['content-language']).toBe('de-CH');
    expect(notice?.text).toMatch(/Sprache:\s+Französisch/);
  });

  it('a custom-date request: "request received" (no confirmation, no .ics), a French notice in Geneva', async () => {
    const bookingId = await reserve({
      culture: 'fr-CH',
      userLang: 'Französisch',
      advisorId: '',
      appointmentDate: '',
      appointmentTime: '',
      adviceMode: 'personal',
      customDate: '2030-03-30',
      customHour: '08:30',
      selectedAgencyLocations: ['geneve'],
    });
    await drain(worker());
    expect((await outbox(bookingId)).map((r) => [r.kind, r.recipient])).toEqual([
      ['branch_notice', 'geneve@horizonte-reisen.example'],
      ['request_received', 'erika.muster@example.ch'],
    ]);
    const m = mailTo('erika.muster@example.ch', 'request_received')?.message;
    expect(m?.subject).toBe('Demande reçue: rendez-vous souhaité le samedi 30.03.2030 à 08:30');
    expect(m?.text).toContain('n’est fixé qu’une fois confirmé par l’agence');
    expect(m?.attachments).toEqual([]);
    const notice = mailTo('geneve@horizonte-reisen.example', 'branch_notice')?.message;
    expect(notice?.headers['content-language']).toBe('fr-CH');
    expect(notice?.subject).toBe(
      'Nouvelle demande (hors heures d’ouverture): samedi 30.03.2030 à 08:30, Erika Muster',
    );
    expect(notice?.attachments).toEqual([]);
  });

  it('the outbox rows belong to the booking transaction: no booking, no messages; a replay adds none', async () => {
    const before = await countRows(t.db, 'select id from outbox');
    const body = reserveBody({ ...(await freeHour()), checkoutSessionId: 'session-tx-0001' });
    const first = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': 'tx-a' },
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    const replay = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': 'tx-a' },
      payload: body,
    });
    expect(replay.statusCode).toBe(200);
    const taken = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': 'tx-b' },
      payload: { ...body, checkoutSessionId: 'session-other-0001' },
    });
    expect(taken.statusCode).toBe(409);
    // Confirmation, branch notice, video invitation and the reminder of the one booking.
    expect(await countRows(t.db, 'select id from outbox')).toBe(before + 4);
  });

  it('a temporary refusal is retried after the backoff; a permanent one is given up', async () => {
    const bookingId = await reserve({ adviceMode: 'phone', ...(await freeHour()) });
    sink.verdict = (mail) =>
      mail.recipients.includes('erika.muster@example.ch')
        ? { code: 451, message: 'try again later' }
        : { code: 550, message: 'no such mailbox' };
    const w = worker();
    await drain(w);
    let rows = await outbox(bookingId);
    expect(rows.map((r) => [r.kind, r.attempts, r.sent, r.failed])).toEqual([
      ['branch_notice', 1, false, true],
      ['confirmation', 1, false, false],
      ['reminder', 0, false, false],
    ]);
    expect(rows[1]?.last_error).toContain('451');
    expect(new Date(rows[1]?.due_at ?? 0).getTime()).toBe(t.clock.now().getTime() + 30_000);
    sink.verdict = () => 'accept';
    t.clock.advanceMinutes(0.25);
    await drain(w);
    expect(sink.accepted).toHaveLength(0);
    t.clock.advanceMinutes(0.25);
    await drain(w);
    rows = await outbox(bookingId);
    expect(rows.map((r) => [r.kind, r.attempts, r.sent, r.failed])).toEqual([
      ['branch_notice', 1, false, true],
      ['confirmation', 2, true, false],
      ['reminder', 0, false, false],
    ]);
    expect(sink.accepted.map((m) => m.recipients)).toEqual([['erika.muster@example.ch']]);
  });

  /** Eight due messages of four bookings (and one invitation, not due). */
  const bookFour = async () => {
    const ids = [
      await reserve({ adviceMode: 'phone', ...(await freeHour()) }),
      await reserve({ adviceMode: 'personal', ...(await freeHour()) }),
      await reserve({
        culture: 'fr-CH',
        advisorId: '',
        appointmentDate: '',
        appointmentTime: '',
        customDate: '2030-03-30',
        customHour: '08:45',
        selectedAgencyLocations: ['lausanne'],
      }),
      await reserve({ adviceMode: 'video', ...(await freeHour()) }),
    ];
    const due = await t.db.query<{ id: string }>(
      `select id from outbox where booking_id = any($1::text[]) and due_at <= $2 order by id`,
      [ids, t.clock.now().toISOString()],
    );
    expect(due).toHaveLength(8);
    return due.map((r) => `<${r.id}@horizonte-reisen.example>`);
  };
  const deliveries = () => {
    const counts = new Map<string, number>();
    for (const m of sink.accepted) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
    return counts;
  };

  it('a worker killed mid-batch while the server holds a message: after restart each is delivered once', async () => {
    const expected = await bookFour();
    let held: () => void = () => undefined;
    const heldNow = new Promise<void>((resolve) => {
      sink.verdict = (_mail, seen) =>
        seen === 5
          ? new Promise<'drop'>((release) => {
              held = () => release('drop');
              resolve();
            })
          : 'accept';
    });
    const dying = mortal(t.db);
    const a = worker({ db: dying.db, batchSize: 3 });
    const run = (async () => {
      while ((await a.runOnce()) > 0);
    })().catch((error: unknown) => error);
    await heldNow;
    // The process dies with message 5 on the wire (second batch): its database handle and its socket go.
    dying.kill();
    sink.dropConnections();
    held();
    expect(await run).toBeInstanceOf(Error);
    expect(sink.accepted).toHaveLength(4);
    const leased = await countRows(
      t.db,
      'select id from outbox where sent_at is null and lease_until is not null',
    );
    expect(leased).toBe(2);

    sink.verdict = () => 'accept';
    const b = worker();
    // Before the dead worker's lease lapses, its claimed rows stay untouched ...
    await drain(b);
    expect(sink.accepted).toHaveLength(6);
    // ... then they are claimed again.
    t.clock.advanceMinutes(LEASE_MS / 60_000);
    await drain(b);
    expect(sink.accepted).toHaveLength(8);
    expect([...deliveries().keys()].sort()).toEqual(expected);
    expect([...deliveries().values()].every((n) => n === 1)).toBe(true);
    expect(
      await countRows(t.db, `select id from outbox where sent_at is null and due_at <= $1`, [
        t.clock.now().toISOString(),
      ]),
    ).toBe(0);
  });

  it('killed after the server accepted, before the row was marked: resent once, same Message-ID', async () => {
    const expected = await bookFour();
    const dying = mortal(t.db);
    sink.verdict = (_mail, seen) => {
      // The 250 goes out and the process dies before it can mark the row sent.
      if (seen === 2) dying.kill();
      return 'accept';
    };
    const a = worker({ db: dying.db, batchSize: 3 });
    await expect(a.runOnce()).rejects.toThrow('process killed');
    sink.verdict = () => 'accept';
    t.clock.advanceMinutes(LEASE_MS / 60_000);
    await drain(worker());
    const counts = deliveries();
    expect([...counts.keys()].sort()).toEqual(expected);
    const twice = [...counts.entries()].filter(([, n]) => n === 2).map(([id]) => id);
    expect(twice).toHaveLength(1);
    expect([...counts.values()].filter((n) => n === 1)).toHaveLength(7);
    // The copy is byte-for-byte the same message apart from its Date: recognisable by its Message-ID.
    const copies = sink.accepted.filter((m) => m.messageId === twice[0]);
    expect(copies[0]?.message.subject).toBe(copies[1]?.message.subject);
  });

  it('two workers draining at once never send a message twice', async () => {
    const expected = await bookFour();
    const more = [
      await reserve({ adviceMode: 'phone', ...(await freeHour()) }),
      await reserve({ adviceMode: 'phone', ...(await freeHour()) }),
    ];
    expect(more).toHaveLength(2);
    const [a, b] = [worker({ batchSize: 2 }), worker({ batchSize: 2 })];
    await Promise.all([drain(a as OutboxWorker), drain(b as OutboxWorker)]);
    const counts = deliveries();
    expect(counts.size).toBe(expected.length + 4);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('stop() finishes the message on the wire and gives the rest of the batch back unsent', async () => {
    await bookFour();
    let release: () => void = () => undefined;
    const onWire = new Promise<void>((resolve) => {
      sink.verdict = (_mail, seen) =>
        sink.accepted.length === 0 && seen > 0
          ? new Promise<'accept'>((r) => {
              release = () => r('accept');
              resolve();
            })
          : 'accept';
    });
    const w = worker({ batchSize: 8, pollMs: 60_000 });
    w.start();
    await onWire;
    const stopped = w.stop();
    release();
    await stopped;
    expect(sink.accepted).toHaveLength(1);
    const open = await t.db.query<{ attempts: number; lease_until: Date | null }>(
      `select attempts, lease_until from outbox where sent_at is null and due_at <= $1`,
      [t.clock.now().toISOString()],
    );
    expect(open).toHaveLength(7);
    expect(open.every((r) => r.attempts === 0 && r.lease_until === null)).toBe(true);
  });

  it('without SMTP: one .eml per message in the mailbox folder, a resend replaces it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'checkout-mailbox-'));
    try {
      const slot = await freeHour();
      const bookingId = await reserve({ adviceMode: 'phone', ...slot });
      const w = worker({ transport: mailboxTransport(dir) });
      await drain(w);
      const files = (await readdir(dir)).sort();
      expect(files).toEqual([`branch_notice.${bookingId}.eml`, `confirmation.${bookingId}.eml`]);
      const message = await readMail(await readFile(join(dir, `confirmation.${bookingId}.eml`)));
      expect(message.subject).toMatch(
        new RegExp(
          `^Terminbestätigung: Reiseberatung am \\w+, ${slot.appointmentDate.split('-').reverse().join('\\.')} um ${slot.appointmentTime} Uhr$`,
        ),
      );
      expect(message.headers.to).toBe('erika.muster@example.ch');
      expect(message.attachments[0]?.filename).toBe(`beratung-${slot.appointmentDate}.ics`);
      await t.db.query(`update outbox set sent_at = null where booking_id = $1`, [bookingId]);
      await drain(w);
      expect((await readdir(dir)).sort()).toEqual(files);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the advisor's own notice goes out once, in her account's language, answered to the traveller (issue 47)", async () => {
    await t.db.query(`update staff set deactivated_at = null where role = 'advisor'`);
    const bookingId = await reserve({ adviceMode: 'phone', ...(await freeHour()) });
    const w = worker();
    await drain(w);
    await drain(w);
    const notices = sink.accepted.filter((m) => m.messageId.startsWith('<advisor_notice.'));
    expect(notices.map((m) => m.recipients)).toEqual([['advisor@horizonte-reisen.example']]);
    const m = notices[0]?.message;
    expect(notices[0]?.messageId).toBe(`<advisor_notice.${bookingId}@horizonte-reisen.example>`);
    expect(m?.subject).toMatch(/^Neuer Termin für Sie: /);
    expect(m?.headers['content-language']).toBe('de-CH');
    expect(m?.headers['reply-to']).toBe('erika.muster@example.ch');
    expect(m?.text).toContain('Erika Muster');
  });
});
