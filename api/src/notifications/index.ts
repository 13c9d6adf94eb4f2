// Notifications of the booking API: the outbox worker with the transport the configuration names.
import type { Clock } from '@checkout/shared/dates';
import type { NotificationConfig } from '../config';
import type { Database } from '../db/database';
import { mailboxTransport, smtpTransport, type MailTransport } from './transports';
import { OutboxWorker, type WorkerLog } from './worker';

export { OutboxWorker } from './worker';
export { mailboxTransport, smtpTransport } from './transports';

/** SMTP when SMTP_URL is set, else the local mailbox folder. */
export const transportFor = (config: NotificationConfig): MailTransport =>
  config.smtpUrl ? smtpTransport({ url: config.smtpUrl }) : mailboxTransport(config.mailboxDir);

export const createOutboxWorker = (
  db: Database,
  config: NotificationConfig,
  log: WorkerLog,
  clock?: Clock,
): OutboxWorker =>
  new OutboxWorker({
    db,
    transport: transportFor(config),
    settings: { fromAddress: config.fromAddress, meetingBaseUrl: config.meetingBaseUrl },
    leaseMs: config.leaseMs,
    sendTimeoutMs: Math.min(60_000, config.leaseMs / 2),
    pollMs: config.pollMs,
    clock,
    log,
  });
