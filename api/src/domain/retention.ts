// Retention (issue 37, docs/personal-data.md): one job, run by every API process on an interval, that forgets what
// has served its purpose. One run is one transaction under an advisory lock taken with try: while one process runs
// it the others skip their turn, and every statement is idempotent besides (a row already emptied is not touched).
import type { Clock } from '@checkout/shared/dates';
import { isDatabaseUnavailable, type Database } from '../db/database';
import {
  anonymiseBookings,
  bookingsDueForAnonymisation,
  deleteIdempotencyBefore,
  emptySettledMessagesBefore,
  tryRetentionLock,
} from '../repositories/privacy-repository';
import { deleteSignInLinksBefore, deleteStaffSessionsBefore } from '../repositories/staff-repository';
import { deleteChallengesExpiredBefore } from '../repositories/passkey-repository';
import { deleteHoldsExpiredBefore } from '../repositories/slot-repository';
import { deleteSessionsOfReleasesEndedBefore } from '../repositories/release-repository';
import { KEEP_ENDED_MS } from './staff-auth';
import { HOLD_RETENTION_HOURS } from './rules';

export interface RetentionSettings {
  /** RETENTION_IDEMPOTENCY_HOURS: answers kept for replays (reserve, move, staff changes). */
  idempotencyHours: number;
  /** RETENTION_MESSAGE_DAYS: a settled message keeps what it said this long after it was sent (or given up). */
  messageDays: number;
  /** RETENTION_BOOKING_MONTHS: a booking is anonymised this long after its appointment. */
  bookingMonths: number;
  /** RETENTION_CLOSED_REQUEST_DAYS: a withdrawn or declined custom-date request, this long after it closed. */
  closedRequestDays: number;
  /** RETENTION_INTERVAL_MINUTES: how often each process tries a run (0: never, e.g. a process only for sending). */
  intervalMinutes: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  idempotencyHours: 48,
  messageDays: 30,
  bookingMonths: 24,
  closedRequestDays: 30,
  intervalMinutes: 60,
};

/** Bookings anonymised per run at most (the next run takes the rest): one run stays a short transaction. */
export const ANONYMISE_BATCH = 500;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `months` calendar months before `at` (the same day of the month, or the month's last day). */
export const monthsBefore = (at: Date, months: number): Date => {
  const back = new Date(at);
  const day = back.getUTCDate();
  back.setUTCDate(1);
  back.setUTCMonth(back.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(day, lastDay));
  return back;
};

/** How long the counted sessions of an ended canary release are kept (issue 36's rollback counts, no personal data). */
export const RELEASE_SESSIONS_KEPT_DAYS = 30;

/** What one run did; `skipped` when another process held the run's lock. */
export interface RetentionReport {
  skipped: boolean;
  idempotencyAnswers: number;
  messagesEmptied: number;
  bookingsAnonymised: number;
  staffSignInRecords: number;
}

/** One run at `now`. */
export const runRetention = (
  db: Database,
  now: Date,
  settings: RetentionSettings = DEFAULT_RETENTION,
): Promise<RetentionReport> =>
  db.transaction(async (tx) => {
    const report: RetentionReport = {
      skipped: true,
      idempotencyAnswers: 0,
      messagesEmptied: 0,
      bookingsAnonymised: 0,
      staffSignInRecords: 0,
    };
    if (!(await tryRetentionLock(tx))) return report;
    report.skipped = false;
    const answers = await deleteIdempotencyBefore(
      tx,
      new Date(now.getTime() - settings.idempotencyHours * HOUR_MS),
    );
    const due = await bookingsDueForAnonymisation(
      tx,
      {
        appointment: monthsBefore(now, settings.bookingMonths),
        closedRequest: new Date(now.getTime() - settings.closedRequestDays * DAY_MS),
      },
      ANONYMISE_BATCH,
    );
    const anonymised = await anonymiseBookings(tx, due, now);
    const emptied = await emptySettledMessagesBefore(
      tx,
      new Date(now.getTime() - settings.messageDays * DAY_MS),
      now,
    );
    await deleteSignInLinksBefore(tx, new Date(now.getTime() - KEEP_ENDED_MS));
    await deleteStaffSessionsBefore(tx, new Date(now.getTime() - KEEP_ENDED_MS));
    report.staffSignInRecords = await deleteChallengesExpiredBefore(tx, now);
    await deleteHoldsExpiredBefore(tx, new Date(now.getTime() - HOLD_RETENTION_HOURS * HOUR_MS));
    // A canary release's counted sessions (random ids) serve its automatic rollback; 30 days after it ended, none.
    await deleteSessionsOfReleasesEndedBefore(
      tx,
      new Date(now.getTime() - RELEASE_SESSIONS_KEPT_DAYS * DAY_MS),
    );
    report.idempotencyAnswers =
      answers.reserve + answers.move + answers.staff + anonymised.idempotencyAnswers;
    report.messagesEmptied = emptied + anonymised.messages;
    report.bookingsAnonymised = anonymised.bookings;
    return report;
  });

export interface RetentionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The job in an API process: a run shortly after start, then every `intervalMinutes` (the timer does not keep the
 * process alive). Like the outbox worker, a run that finds the database down is tried again at the next turn.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: RetentionSettings,
    private readonly log: RetentionLog,
    /** One run (runRetention; a test hands its own to watch the timer). */
    private readonly run: typeof runRetention = runRetention,
  ) {}

  start(firstDelayMs = 30_000): void {
    if (this.settings.intervalMinutes <= 0 || this.timer) return;
    const every = this.settings.intervalMinutes * 60_000;
    this.timer = setTimeout(() => {
      void this.runNow();
      this.timer = setInterval(() => void this.runNow(), every);
      this.timer.unref();
    }, firstDelayMs);
    this.timer.unref();
  }

  /** One run now (a run under way is not started twice in this process). */
  async runNow(): Promise<RetentionReport | undefined> {
    if (this.current) return undefined;
    const run = this.run(this.db, this.clock.now(), this.settings);
    this.current = run;
    try {
      const report = await run;
      if (!report.skipped) this.log.info({ retention: report }, 'retention: run done');
      return report;
    } catch (error) {
      this.log.warn(
        { err: isDatabaseUnavailable(error) ? 'database unavailable' : error },
        'retention: run failed, tried again at the next turn',
      );
      return undefined;
    } finally {
      this.current = undefined;
    }
  }

  /** Stops the timer and waits for a run under way. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }
}
