/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: the outbox worker's own log lines and the stored last error name no traveller: an SMTP server that
// rejects a recipient names the address in its answer (and nodemailer in the error's fields); the worker logs the
// error's kind, codes and text with the address cut out.
import { DEFAULT_RETAILER } from '../src/config';
import { OutboxWorker, type WorkerLog } from '../src/notifications/worker';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { TRAVELLER, reserveAs } from './support/privacy';

describe.each(DRIVERS)('the worker logs no address (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  it('a rejected recipient: given up, logged and stored without the address', async () => {
    const booked = await reserveAs(t, TRAVELLER, { appointmentDate: '2030-03-27', appointmentTime: '15:00' });
    const lines: unknown[] = [];
    const log: WorkerLog = {
      info: (details, message) => lines.push({ details, message }),
      warn: (details, message) => lines.push({ details, message }),
      error: (details, message) => lines.push({ details, message }),
    };
    const worker = new OutboxWorker({
      db: t.db,
      transport: {
        kind: 'smtp',
        close: () => undefined,
        send: async (mail) => {
          const recipient = String(mail.to);
          throw Object.assign(
            new Error(
              `Can't send mail - all recipients were rejected: 550 5.1.1 <${recipient}>: unknown user`,
            ),
            { responseCode: 550, rejected: [recipient], envelope: { to: [recipient] } },
          );
        },
      },
      settings: {
        fromAddress: 'beratung@horizonte-reisen.example',
        meetingBaseUrl: 'https://video.example/room',
        manageCutoffHours: 24,
        retailer: DEFAULT_RETAILER,
      },
      clock: t.clock,
      log,
    });
    while ((await worker.runOnce()) > 0);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('outbox: message given up');
    expect(logged).toContain('<address>');
    expect(logged).not.toContain(TRAVELLER.email);
    expect(logged).not.toMatch(/horizonte-reisen\.example>/);
    const stored = await t.db.query<{ last_error: string | null; failed_at: Date | null }>(
      'select last_error, failed_at from outbox where booking_id = $1 and attempts > 0',
      [booked.bookingId],
    );
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.every((row) => row.failed_at !== null)).toBe(true);
    expect(stored.map((row) => row.last_error).join('\n')).not.toContain('@');
  });
});
