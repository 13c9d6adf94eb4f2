// The claims (bookings, live holds, advisors' absences) per date that this process read last, and the answers worked out from each
// read. Under load a date's claims are read about once a second instead of once per request, and what `day` and
// `agenda` make of them (step 2's days, step 3's ranking of hundreds of advisors and its pages as sent) once per
// question for as long as the date's claims stay the same (and the clock does not move what they show). A write of
// this process drops the claims at once (the read model's hook); one by another process is seen within
// CLAIMS_FRESH_MS. An hour shown free that has just gone is refused where it counts: the hold and the reserve read
// the database under the advisor's lock, and the exclusion constraint refuses an overlapping booking ('just taken',
// never a double booking).
import { SLOT_MINUTES, addDays, formatIsoDate, parseIsoDate, timeToMinutes } from '@checkout/shared/dates';
import type { Queryable } from '../db/database';
import { claimsBetween, type ClaimRow } from '../repositories/slot-repository';

/** The tables claims are read from: a write to one of them is new claims. */
export const CLAIMS_TABLES = ['bookings', 'holds', 'advisor_absences'] as const;

/** How long a process answers availability from the claims it read on a date. */
export const CLAIMS_FRESH_MS = 1000;

/** A date read again within this time is a busy one: ClaimsCache reads it alone, not with the days after it. */
export const HOT_MS = 10 * CLAIMS_FRESH_MS;

/**
 * The days `day` reads with a cold date: step 2 asks for ten days and the six after them at once (mfe-agenda's
 * day list), so a read of the first one with the next fifteen serves them all.
 */
export const DAY_READ_AHEAD_DAYS = 15;

/** At most this many answers are kept per date's claims (distinct questions while the claims stay the same). */
export const ANSWERS_PER_CLAIMS = 64;

/**
 * What of the clock the answers on a date depend on, as a key: answers worked out from claims read at one instant
 * hold at another with the same key, for the same claims (the read model's `clockKeyOf`).
 */
export type ClockKeyOf = (date: string, now: Date) => string;

/** A read's rows as one string, the same for the same claims in any order. */
const fingerprintOf = (rows: readonly ClaimRow[]): string =>
  rows
    .map((row) =>
      row.session_id === null
        ? `${row.advisor_id}|${row.slot_time}|${row.minutes}`
        : `${row.advisor_id}|${row.slot_time}|${row.minutes}|${row.session_id}|${new Date(row.expires_at ?? 0).getTime()}`,
    )
    .sort()
    .join('\n');

/** A claimed range of one advisor's day in wall-clock minutes, [from, till), with its holding session and end. */
interface ClaimedRange {
  from: number;
  till: number;
  /** null for a consultation. */
  sessionId: string | null;
  /** When a hold ends (ms); Infinity for a consultation. */
  endsAt: number;
}

/**
 * The claims on one date as read at once: consultations and live holds as ranges of minutes (issue 46: an hour is
 * taken by whatever overlaps it, wherever that starts), and the advisors absent that day (a row without an hour, issue
 * 34).
 */
export class Claims {
  private readonly ranges = new Map<string, ClaimedRange[]>();
  private readonly holders = new Set<string>();
  /** Advisors absent on this date: every hour of theirs is taken. */
  private readonly absent = new Set<string>();

  constructor(rows: readonly ClaimRow[]) {
    for (const row of rows) {
      if (row.slot_time === null) {
        this.absent.add(row.advisor_id);
        continue;
      }
      const from = timeToMinutes(row.slot_time);
      const claimed: ClaimedRange = {
        from,
        till: from + (row.minutes ?? SLOT_MINUTES),
        sessionId: row.session_id,
        endsAt: row.session_id === null ? Infinity : new Date(row.expires_at ?? 0).getTime(),
      };
      const list = this.ranges.get(row.advisor_id);
      if (list) list.push(claimed);
      else this.ranges.set(row.advisor_id, [claimed]);
      if (row.session_id !== null) this.holders.add(row.session_id);
    }
  }

  /** Whether `sessionId` holds an hour on this date (its own hold is free to it, taken to everyone else). */
  hasHoldOf(sessionId: string): boolean {
    return this.holders.has(sessionId);
  }

  /**
   * Whether the hour starting at `time` (SLOT_MINUTES long) is taken: the advisor absent, a consultation overlapping
   * it, or a hold of another session live at `at` (ms) overlapping it.
   */
  isTaken(advisorId: string, time: string, sessionId: string, at: number): boolean {
    if (this.absent.has(advisorId)) return true;
    const list = this.ranges.get(advisorId);
    if (!list) return false;
    const from = timeToMinutes(time);
    const till = from + SLOT_MINUTES;
    return list.some(
      (claimed) =>
        claimed.from < till &&
        claimed.till > from &&
        (claimed.sessionId === null || (claimed.sessionId !== sessionId && claimed.endsAt > at)),
    );
  }
}

/** What was worked out from each read of claims, by question: kept as long as the read. */
const answersOf = new WeakMap<Claims, Map<string, unknown>>();

/**
 * `compute` on one read of a date's claims, shared by every request that reads the same claims and asks the same
 * `key`. `key` must name all the answer depends on besides the claims and the session. A session holding an hour
 * that date is answered on its own (its hold is free to it): its answer is neither taken from nor given to the
 * others.
 */
export const answerOn = <T>(claims: Claims, sessionId: string, key: string, compute: () => T): T => {
  if (claims.hasHoldOf(sessionId)) return compute();
  let answers = answersOf.get(claims);
  if (!answers) answersOf.set(claims, (answers = new Map()));
  if (answers.has(key)) return answers.get(key) as T;
  const answer = compute();
  if (answers.size < ANSWERS_PER_CLAIMS) answers.set(key, answer);
  return answer;
};

export class ClaimsCache {
  private readonly byDate = new Map<string, { readAt: number; claims: Promise<Claims> }>();
  /** When each date was last read (kept HOT_MS), to tell a date read again and again from a cold one. */
  private readonly lastRead = new Map<string, number>();
  /**
   * Each date's claims as last read, with their rows and clock key (kept HOT_MS): a new read that finds the same
   * rows under the same clock key answers the same Claims, and so the answers already worked out from them.
   */
  private readonly lastClaims = new Map<string, { fingerprint: string; clockKey: string; claims: Claims }>();

  constructor(
    private readonly db: Queryable,
    private readonly freshMs: number = CLAIMS_FRESH_MS,
    /** Unset: no answer outlives its read. */
    private readonly clockKeyOf?: ClockKeyOf,
  ) {}

  /**
   * The claims on `date`: read again when older than freshMs (or forgotten). With `aheadDays`, a date not read in
   * the last HOT_MS is read together with the following days that have no fresh claims either, up to `aheadDays`
   * of them, in one statement: step 2 asks for sixteen days at once, and they then wait on one read instead of
   * sixteen. A date asked for again and again (a busy day) is read alone.
   */
  on(date: string, now: Date, aheadDays = 0): Promise<Claims> {
    const at = now.getTime();
    const fresh = this.freshEntry(date, at);
    if (fresh) return fresh.claims;
    const dates = [date];
    const lastRead = this.lastRead.get(date);
    if (lastRead === undefined || at - lastRead >= HOT_MS || at < lastRead) {
      const first = parseIsoDate(date);
      for (let i = 1; i <= aheadDays; i++) {
        const next = formatIsoDate(addDays(first, i));
        if (this.freshEntry(next, at)) break;
        dates.push(next);
      }
    }
    this.dropStale(at);
    const read = claimsBetween(this.db, date, dates[dates.length - 1] ?? date, now).then((rows) => {
      const byDay = new Map<string, ClaimRow[]>(dates.map((d) => [d, []]));
      for (const row of rows) byDay.get(row.day)?.push(row);
      return byDay;
    });
    const remember = (day: string): Promise<Claims> => {
      const entry = {
        readAt: at,
        claims: read.then((byDay) => this.claimsOf(day, byDay.get(day) ?? [], now)),
      };
      this.byDate.set(day, entry);
      this.lastRead.set(day, at);
      // A failed read is not kept: the next request asks again.
      entry.claims.catch(() => {
        if (this.byDate.get(day) === entry) this.byDate.delete(day);
      });
      return entry.claims;
    };
    const asked = remember(date);
    for (const day of dates.slice(1)) remember(day);
    return asked;
  }

  /**
   * The claims changed (a write of this process has settled): read them again on the next request. A date whose
   * rows turn out the same keeps its answers.
   */
  forget(): void {
    this.byDate.clear();
  }

  /** The Claims of `rows` read at `now`: the last ones of the date when they are the same under the same clock. */
  private claimsOf(date: string, rows: readonly ClaimRow[], now: Date): Claims {
    if (!this.clockKeyOf) return new Claims(rows);
    const fingerprint = fingerprintOf(rows);
    const clockKey = this.clockKeyOf(date, now);
    const last = this.lastClaims.get(date);
    if (last && last.fingerprint === fingerprint && last.clockKey === clockKey) return last.claims;
    const claims = new Claims(rows);
    this.lastClaims.set(date, { fingerprint, clockKey, claims });
    return claims;
  }

  private freshEntry(date: string, at: number): { readAt: number; claims: Promise<Claims> } | undefined {
    const entry = this.byDate.get(date);
    return entry && at - entry.readAt < this.freshMs && at >= entry.readAt ? entry : undefined;
  }

  private dropStale(at: number): void {
    for (const [date, entry] of this.byDate) if (at - entry.readAt >= this.freshMs) this.byDate.delete(date);
    for (const [date, readAt] of this.lastRead) {
      if (at - readAt >= HOT_MS) {
        this.lastRead.delete(date);
        this.lastClaims.delete(date);
      }
    }
  }
}
