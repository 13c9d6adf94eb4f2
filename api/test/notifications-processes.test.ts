/** @jest-environment ./test/support/pglite-environment.cjs */
// The outbox across two real API processes on one PostgreSQL database, one of them SIGKILLed while the SMTP
// server holds its message (mid-batch): the other process delivers everything, once, after the dead one's
// lease; the one documented exception is the at-least-once copy when the server had accepted the message.
import type { AgendaResponse } from '@checkout/shared/contract';
import { DEFAULT_RETAILER } from '../src/config';
import { sampleReserveRequest as reserveBody } from './support/sample-reserve-request';
import { startApiProcess, stopApiProcess, type ApiProcess } from './support/api-process';
import { startSmtpSink, type AcceptedMail, type SmtpSink } from './support/smtp-sink';
import { advisorAgendaUrl, createTestDatabase, httpClient, type TestDatabase } from './support/test-app';

/** Short, so the test waits for a lapse; the send timeout (half of it) stays far above the kill's delay. */
const LEASE_SECONDS = 4;
const BOOKINGS = 4;

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'outbox across two API processes (SIGKILL mid-batch): skipped, no PostgreSQL server (set TEST_DATABASE_URL, e.g. via tools/with-postgres.sh)',
  );
}

type Api = ReturnType<typeof httpClient>;

interface OutboxRowState {
  id: string;
  kind: string;
  attempts: number;
  sent: boolean;
  claim_token: string | null;
  lease_until: Date | null;
}

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** `<branch_notice.b-1@horizonte-reisen.example>` → `branch_notice.b-1` (the outbox row id). */
const rowIdOf = (messageId: string): string => messageId.replace(/^</, '').replace(/@[^@]*$/, '');
const messageIdOf = (rowId: string): string => `<${rowId}@${DEFAULT_RETAILER.mailDomain}>`;

/** The pid in a claim token (`<host>:<pid>:<tag>/<uuid>`, see OutboxWorker.workerId). */
const pidOf = (claimToken: string): number => Number(claimToken.split('/')[0]?.split(':').at(-2));

withPostgres('outbox workers of two API processes on one PostgreSQL server, one SIGKILLed mid-batch', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let processes: ApiProcess[] = [];
  /** When the server saw each message (end of DATA), by Message-ID, in order. */
  let seenAt: { messageId: string; at: number }[] = [];

  beforeAll(async () => {
    [database, sink] = await Promise.all([createTestDatabase('postgres', new Date()), startSmtpSink()]);
  }, 30_000);
  afterEach(async () => {
    await Promise.all(processes.map((p) => stopApiProcess(p.child)));
    processes = [];
    sink.reset();
    seenAt = [];
  }, 15_000);
  afterAll(async () => {
    await sink?.close();
    await database?.dispose();
  }, 15_000);

  const startTwo = async (): Promise<ApiProcess[]> => {
    const env = {
      SMTP_URL: sink.url,
      OUTBOX_WORKER: 'on',
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      OUTBOX_POLL_MS: '100',
      // Each booking comes from a traveller of its own (the product's caps per client stay on).
      TRUST_PROXY: '127.0.0.1',
    };
    processes = await Promise.all([
      startApiProcess(database.url ?? '', env),
      startApiProcess(database.url ?? '', env),
    ]);
    return processes;
  };

  /** Free hours of Anna Meier from the day after tomorrow on (the processes run on the real clock). */
  const taken = new Set<string>();
  const freeHours = async (api: Api, count: number): Promise<{ date: string; time: string }[]> => {
    const found: { date: string; time: string }[] = [];
    for (let offset = 2; offset < 40 && found.length < count; offset++) {
      const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const agenda = (
        await api({
          url: advisorAgendaUrl(date),
        })
      ).json<AgendaResponse>();
      const hours = agenda.hoursList.find((h) => h.consultantId === 'adv-anna-meier')?.hours ?? [];
      for (const hour of hours) {
        const key = `${date} ${hour.label}`;
        if (hour.isInactive || taken.has(key) || found.length === count) continue;
        taken.add(key);
        found.push({ date, time: hour.label });
      }
    }
    if (found.length < count) throw new Error(`only ${found.length} free hours found`);
    return found;
  };

  let keys = 0;
  /**
   * An online booking of the demo's Anna Meier: confirmation, branch notice and her own notice (issue 47) due at once,
   * the video invitation days later.
   */
  const bookOnline = async (api: Api, hour: { date: string; time: string }): Promise<string> => {
    const n = String(++keys).padStart(4, '0');
    const res = await api({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': `outbox-kill-${n}`, 'x-forwarded-for': `203.0.113.${keys}` },
      payload: reserveBody({
        adviceMode: 'video',
        appointmentDate: hour.date,
        appointmentTime: hour.time,
        userEmail: `traveller${n}@example.ch`,
        checkoutSessionId: `session-outbox-kill-${n}`,
      }),
    });
    expect(res.statusCode).toBe(201);
    return res.json().bookingId as string;
  };

  const rowsOf = (bookingIds: string[]) =>
    database.db.query<OutboxRowState>(
      `select id, kind, attempts, sent_at is not null as sent, claim_token, lease_until
       from outbox where booking_id = any($1::text[]) order by id`,
      [bookingIds],
    );

  /** The server holds the first message it sees (no answer) until released with the outcome given. */
  const holdFirstMessage = () => {
    let release: (outcome: 'accept' | 'drop') => void = () => undefined;
    const held = new Promise<AcceptedMail>((resolve) => {
      sink.verdict = (mail, seen) => {
        seenAt.push({ messageId: mail.messageId, at: Date.now() });
        if (seen !== 1) return 'accept';
        return new Promise<'accept' | 'drop'>((settle) => {
          release = settle;
          resolve(mail);
        });
      };
    });
    return { held, release: (outcome: 'accept' | 'drop') => release(outcome) };
  };

  /**
   * Books BOOKINGS online appointments, the first through process A while the server holds its first
   * message; SIGKILLs the process whose worker holds it (mid-batch: the booking's second message is claimed
   * and waits behind it), then lets the server settle the held message with `outcome` (to a dead socket);
   * books the rest through the survivor and waits until every due message is marked sent.
   */
  /** The messages of a booking due days later (the video invitation, the reminder of issue 20). */
  const LATER = new Set(['video_invitation', 'reminder']);
  /** A booking's messages due at once, in the order a worker claims them. */
  const DUE_KINDS = ['advisor_notice', 'branch_notice', 'confirmation'];

  const killMidBatch = async (outcome: 'accept' | 'drop') => {
    const [a, b] = await startTwo();
    if (!a || !b) throw new Error('processes missing');
    const hours = await freeHours(httpClient(a.baseUrl), BOOKINGS);
    const hold = holdFirstMessage();
    const first = await bookOnline(httpClient(a.baseUrl), hours[0] ?? { date: '', time: '' });
    const held = await hold.held;

    // The worker holding it, whichever process it runs in: its claim token names its pid.
    const heldRow = (await rowsOf([first])).find((r) => r.id === rowIdOf(held.messageId));
    const deadToken = heldRow?.claim_token ?? '';
    const victim = processes.find((p) => p.child.pid === pidOf(deadToken));
    const survivor = processes.find((p) => p !== victim);
    if (!victim || !survivor) throw new Error(`no process owns claim ${deadToken}`);
    // Mid-batch: one batch claimed every due message; the first is on the wire, the others wait behind it.
    expect(
      (await rowsOf([first])).filter((r) => r.claim_token === deadToken).map((r) => [r.kind, r.sent]),
    ).toEqual(DUE_KINDS.map((kind) => [kind, false]));
    expect(held.messageId).toBe(messageIdOf(`${DUE_KINDS[0]}.${first}`));

    await stopApiProcess(victim.child, 'SIGKILL');
    expect(victim.child.signalCode).toBe('SIGKILL');
    hold.release(outcome);
    // Accepted: the server has it (the 250 goes to a dead socket); dropped: the server never took it.
    await until(
      'the held message to settle',
      async () => sink.accepted.length === (outcome === 'accept' ? 1 : 0),
    );
    const dead = (await rowsOf([first])).filter((r) => r.claim_token === deadToken);
    expect(dead.map((r) => r.sent)).toEqual(DUE_KINDS.map(() => false));
    /** When each of the dead worker's leases lapses, by Message-ID. */
    const leases = new Map(dead.map((r) => [messageIdOf(r.id), new Date(r.lease_until ?? 0).getTime()]));

    const survivorApi = httpClient(survivor.baseUrl);
    const bookingIds = [first];
    for (const hour of hours.slice(1)) bookingIds.push(await bookOnline(survivorApi, hour));
    const due = (await rowsOf(bookingIds)).filter((r) => !LATER.has(r.kind));
    expect(due).toHaveLength(DUE_KINDS.length * BOOKINGS);
    await until(
      'every due message marked sent',
      async () => (await rowsOf(bookingIds)).filter((r) => r.sent).length === due.length,
    );
    return { bookingIds, dead: [...leases.keys()], leases, held };
  };

  const deliveries = () => {
    const counts = new Map<string, number>();
    for (const m of sink.accepted) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
    return counts;
  };

  /** What must hold in both cases: each due message arrived, the invitations did not, the dead rows waited. */
  const expectDrained = async (result: Awaited<ReturnType<typeof killMidBatch>>) => {
    const rows = await rowsOf(result.bookingIds);
    const due = rows.filter((r) => !LATER.has(r.kind));
    expect([...deliveries().keys()].sort()).toEqual(due.map((r) => messageIdOf(r.id)).sort());
    // The dead worker's rows were claimed a second time, the others once; nothing left leased.
    expect(due.map((r) => [messageIdOf(r.id), r.sent, r.attempts, r.claim_token])).toEqual(
      due.map((r) => [messageIdOf(r.id), true, result.dead.includes(messageIdOf(r.id)) ? 2 : 1, null]),
    );
    // The survivor left them alone until the dead worker's lease had lapsed.
    for (const messageId of result.dead) {
      const last = seenAt.filter((s) => s.messageId === messageId).at(-1);
      expect(last?.at).toBeGreaterThanOrEqual(result.leases.get(messageId) ?? Infinity);
    }
    // The video invitations and the reminders are days away: not claimed, not sent.
    const later = rows.filter((r) => LATER.has(r.kind));
    expect(later.map((r) => [r.sent, r.attempts])).toEqual(
      Array.from({ length: 2 * BOOKINGS }, () => [false, 0]),
    );
    expect(sink.accepted.some((m) => /^<(video_invitation|reminder)\./.test(m.messageId))).toBe(false);
  };

  it('killed while the server holds its message: every message arrives exactly once', async () => {
    const result = await killMidBatch('drop');
    await expectDrained(result);
    expect([...deliveries().values()]).toEqual(Array.from({ length: DUE_KINDS.length * BOOKINGS }, () => 1));
  }, 30_000);

  it('killed after the server accepted, before the mark: one copy twice, same Message-ID, the rest once', async () => {
    const result = await killMidBatch('accept');
    await expectDrained(result);
    const counts = deliveries();
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([[result.held.messageId, 2]]);
    // The resent copy is the same message (content and envelope) apart from its Date header.
    const [original, copy] = sink.accepted.filter((m) => m.messageId === result.held.messageId);
    expect(copy?.recipients).toEqual(original?.recipients);
    expect(copy?.message.subject).toBe(original?.message.subject);
    expect(copy?.message.text).toBe(original?.message.text);
    expect(copy?.message.html).toBe(original?.message.html);
    expect(copy?.message.attachments).toEqual(original?.message.attachments);
  }, 30_000);
});
