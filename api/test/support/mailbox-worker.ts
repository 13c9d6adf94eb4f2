// Test support: an outbox worker writing the messages as .eml files into a test's mailbox folder, on the test
// app's database and clock, with the demo's settings (the tests of limits, traces and personal data share it).
import { DEFAULT_RETAILER } from '../../src/config';
import type { Database } from '../../src/db/database';
import { manageUrlFor } from '../../src/notifications';
import { mailboxTransport } from '../../src/notifications/transports';
import { OutboxWorker, type OutboxWorkerOptions } from '../../src/notifications/worker';
import { TEST_KEYRINGS, type TestClock } from './test-app';

export const mailboxWorker = (
  db: Database,
  mailbox: string,
  clock: TestClock,
  options: Pick<OutboxWorkerOptions, 'mailLimits' | 'log'> = {},
): OutboxWorker =>
  new OutboxWorker({
    db,
    transport: mailboxTransport(mailbox),
    settings: {
      fromAddress: 'beratung@horizonte-reisen.example',
      meetingBaseUrl: 'https://video.example/room',
      manageUrl: manageUrlFor('https://www.example/checkout', TEST_KEYRINGS.manageLink),
      manageCutoffHours: 24,
      retailer: DEFAULT_RETAILER,
    },
    clock,
    ...options,
  });

/** Runs the worker until nothing is due. */
export const drainOutbox = async (worker: OutboxWorker): Promise<void> => {
  while ((await worker.runOnce()) > 0);
};
