// The outbox worker, one per API process: claims due rows under a lease, sends each, marks it sent.
// Protocol and delivery guarantee: api/README.md, "Notifications".
import { withSendSpan } from '../observability/tracing';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '@checkout/shared/dates';
import { isDatabaseUnavailable, type Database } from '../db/database';
import { renderMessage, renderStaffSignIn, type MessageSettings } from './messages';
import { STAFF_MAIL_KINDS } from './booking-facts';
import {
  claimDue,
  markFailed,
  markSent,
  releaseClaims,
  renewLease,
  type OutboxRow,
  postponeClaimed,
  sentToDomainSince,
  sentToRecipientSince,
} from '../repositories/outbox-repository';
import { MAIL_LIMITS, type MailLimits } from '../domain/limits';
import { isPermanentFailure, type MailTransport, type OutgoingMail } from './transports';

/** The longest pause between polls while the database is failing. */
const MAX_BACKOFF_MS = 60_000;

export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** What one recipient address and domain may be sent (domain/limits.ts MAIL_LIMITS). */
  mailLimits?: MailLimits;
  settings: MessageSettings & {
    /** Sender address; the display name is the brand in the message's language. */
    fromAddress: string;
  };
  /** Injected clock (tests); decides what is due and when leases lapse. */
  clock?: Clock;
  /** Names this process in claim tokens and logs. */
  workerId?: string;
  batchSize?: number;
  /** How long a claim protects a row; longer than one send can take (sendTimeoutMs). */
  leaseMs?: number;
  /** A send not settled by then counts as failed (retried later). Must stay below leaseMs. */
  sendTimeoutMs?: number;
  /** Pause between polls when nothing is due. */
  pollMs?: number;
  /** Attempts before a message is given up (failed_at set). */
  maxAttempts?: number;
  /** Delay before attempt n + 1 after attempt n failed. */
  retryDelayMs?: (attempt: number) => number;
  log?: WorkerLog;
}

/** 30 s, 1 min, 2 min ... capped at one hour. */
export const exponentialBackoff = (attempt: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

const silent: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An e-mail address in an error's text (an SMTP server's rejection names the recipient). */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g;

/** Issue 37: the text with every e-mail address replaced, for the log and `last_error`. */
export const withoutAddresses = (text: string): string => text.replace(ADDRESS, '<address>');

const errorText = (error: unknown): string =>
  withoutAddresses(error instanceof Error ? error.message : String(error));

/**
 * What the log says of an error: its kind, codes and text without addresses. Never the error itself, whose fields
 * (nodemailer's `rejected`, `envelope`, a database error's `detail`) may name the traveller.
 */
export const loggedError = (error: unknown): object => {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    type: error instanceof Error ? error.name : typeof error,
    message: errorText(error),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.responseCode === 'number' ? { responseCode: fields.responseCode } : {}),
  };
};

export class OutboxWorker {
  readonly workerId: string;
  private readonly options: Required<Omit<OutboxWorkerOptions, 'log'>> & { log: WorkerLog };
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  /** Polls that failed in a row: the next one waits longer. */
  private failedPolls = 0;
  /** When the database became unreachable (epoch ms), while it is. */
  private outageSince: number | undefined;

  constructor(options: OutboxWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    // Field by field: an option passed as undefined keeps its default.
    this.options = {
      db: options.db,
      transport: options.transport,
      mailLimits: options.mailLimits ?? MAIL_LIMITS,
      settings: options.settings,
      workerId: this.workerId,
      clock: options.clock ?? systemClock,
      batchSize: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      sendTimeoutMs: options.sendTimeoutMs ?? 60_000,
      pollMs: options.pollMs ?? 2_000,
      maxAttempts: options.maxAttempts ?? 10,
      retryDelayMs: options.retryDelayMs ?? exponentialBackoff,
      log: options.log ?? silent,
    };
    if (this.options.sendTimeoutMs >= this.options.leaseMs) {
      throw new Error('the send timeout must be shorter than the lease');
    }
  }

  /** Starts polling; a no-op when already started. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.wake();
  }

  /** Looks for due messages now (a reservation just wrote some) instead of at the next poll. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.current) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.current = this.loop().finally(() => {
      this.current = undefined;
    });
  }

  /** Stops polling, lets the message being sent finish, gives the rest of the batch back; then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        const claimed = await this.runOnce();
        if (claimed === this.options.batchSize) this.again = true;
        if (this.outageSince !== undefined) {
          this.options.log.info({ worker: this.workerId }, 'outbox: database back, sending again');
          this.outageSince = undefined;
        }
        this.failedPolls = 0;
      } catch (error) {
        this.failedPolls += 1;
        if (!isDatabaseUnavailable(error)) {
          this.options.log.error({ err: loggedError(error), worker: this.workerId }, 'outbox: batch failed');
        } else if (this.outageSince === undefined) {
          // Said once per outage; the worker then waits longer between tries instead of logging each one.
          this.outageSince = Date.now();
          this.options.log.warn(
            { err: loggedError(error), worker: this.workerId },
            'outbox: database unavailable, backing off',
          );
        }
      }
    } while (this.again && !this.stopping);
    if (!this.stopping) this.timer = setTimeout(() => this.wake(), this.pause());
  }

  /** The poll interval, doubled for each failed poll in a row up to a minute. */
  private pause(): number {
    return Math.min(MAX_BACKOFF_MS, this.options.pollMs * 2 ** Math.min(this.failedPolls, 10));
  }

  /** One batch: claim due rows, send them one by one. Resolves with the number of rows claimed. */
  async runOnce(): Promise<number> {
    const { db, clock, batchSize, leaseMs } = this.options;
    const claimToken = `${this.workerId}/${randomUUID()}`;
    const now = clock.now();
    const rows = await db.transaction((tx) =>
      claimDue(tx, { now, limit: batchSize, claimToken, leaseUntil: new Date(now.getTime() + leaseMs) }),
    );
    // UPDATE ... RETURNING keeps no order: send oldest first.
    rows.sort(
      (a, b) =>
        new Date(a.due_at).getTime() - new Date(b.due_at).getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    for (const [index, row] of rows.entries()) {
      if (this.stopping) {
        await releaseClaims(
          db,
          rows.slice(index).map((r) => r.id),
          claimToken,
        );
        break;
      }
      await this.deliver(row, claimToken);
    }
    return rows.length;
  }

  private async deliver(row: OutboxRow, claimToken: string): Promise<void> {
    const { db, clock, leaseMs, transport, log } = this.options;
    // The fence: renew the lease and make sure the claim is still ours before anything leaves.
    if (!(await renewLease(db, row.id, claimToken, new Date(clock.now().getTime() + leaseMs)))) {
      log.warn({ id: row.id, worker: this.workerId }, 'outbox: claim lapsed before sending, skipped');
      return;
    }
    const postponedUntil = await this.recipientWaitsUntil(row);
    if (postponedUntil) {
      await postponeClaimed(db, row.id, claimToken, postponedUntil);
      log.warn({ id: row.id, until: postponedUntil.toISOString() }, 'outbox: recipient limit, postponed');
      return;
    }
    try {
      // The send continues the trace of the request that wrote the message (issue 36); the span names the kind only.
      await withSendSpan(
        row.traceparent,
        { 'checkout.outbox.kind': row.kind, 'checkout.outbox.attempt': row.attempts },
        () => this.withTimeout(transport.send(this.compose(row))),
      );
    } catch (error) {
      const giveUp = isPermanentFailure(error) || row.attempts >= this.options.maxAttempts;
      const now = clock.now();
      await markFailed(db, {
        id: row.id,
        claimToken,
        now,
        retryAt: new Date(now.getTime() + this.options.retryDelayMs(row.attempts)),
        giveUp,
        error: errorText(error),
      });
      log[giveUp ? 'error' : 'warn'](
        { id: row.id, attempt: row.attempts, err: loggedError(error), worker: this.workerId },
        giveUp ? 'outbox: message given up' : 'outbox: send failed, will retry',
      );
      return;
    }
    if (await markSent(db, row.id, claimToken, clock.now())) {
      log.info({ id: row.id, kind: row.kind, worker: this.workerId }, 'outbox: sent');
    } else {
      log.warn({ id: row.id, worker: this.workerId }, 'outbox: sent, but the claim had lapsed');
    }
  }

  /**
   * When a traveller's message may go, if not now (issue 32, MAIL_LIMITS): an address gets so many mails a day and
   * a domain so many an hour, whoever books; the rest wait. The branches' and advisors' mails go to the retailer: not counted;
   * nor staff sign-in links, which their own budget bounds (issue 47, decision 0063: a stranger's requests must not
   * hold back the member's link).
   */
  private async recipientWaitsUntil(row: OutboxRow): Promise<Date | undefined> {
    if (row.kind === 'staff_sign_in' || STAFF_MAIL_KINDS.has(row.kind)) return undefined;
    const { db, clock } = this.options;
    const now = clock.now();
    const day = 24 * 3_600_000;
    const hour = 3_600_000;
    const toAddress = await sentToRecipientSince(db, row.recipient, new Date(now.getTime() - day));
    const limits = this.options.mailLimits;
    if (toAddress.count >= limits.perRecipientDay) {
      return new Date((toAddress.first?.getTime() ?? now.getTime()) + day);
    }
    const domain = row.recipient.slice(row.recipient.lastIndexOf('@') + 1);
    const toDomain = await sentToDomainSince(db, domain, new Date(now.getTime() - hour));
    if (toDomain.count >= limits.perDomainHour) {
      return new Date((toDomain.first?.getTime() ?? now.getTime()) + hour);
    }
    return undefined;
  }

  /** The e-mail of one row: rendered from its frozen facts, Message-ID from its id. */
  compose(row: OutboxRow): OutgoingMail {
    const { settings } = this.options;
    // A staff member's sign-in link (issue 34) has nobody to answer; the visitor answers the branch office, the
    // branch office answers the visitor.
    const [message, replyTo] =
      row.kind === 'staff_sign_in'
        ? [renderStaffSignIn(row.payload, settings), undefined]
        : [
            renderMessage(row.kind, row.payload, settings),
            STAFF_MAIL_KINDS.has(row.kind) ? row.payload.visitor.email : row.payload.agency.email,
          ];
    return {
      messageId: `${row.id}@${settings.retailer.mailDomain}`,
      key: row.id,
      from: `"${message.brand}" <${settings.fromAddress}>`,
      to: row.recipient,
      ...(replyTo === undefined ? {} : { replyTo }),
      subject: message.subject,
      text: message.text,
      html: message.html,
      language: `${message.language}-CH`,
      date: this.options.clock.now(),
      attachments: message.attachments,
    };
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`send timed out after ${this.options.sendTimeoutMs} ms`)),
        this.options.sendTimeoutMs,
      );
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
