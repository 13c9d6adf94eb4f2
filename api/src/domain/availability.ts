// Availability: each advisor's hourly slots from weekly working hours in Europe/Zurich, minus bookings and
// other sessions' live holds, within the lead time and the booking horizon.
import type { AgendaFilters, Hour } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import {
  addDays,
  compareDates,
  formatIsoDate,
  isoWeekday,
  minutesToTime,
  parseIsoDate,
  slotEnd,
  zurichTime,
} from '@checkout/shared/dates';
import type { Queryable } from '../db/database';
import type { AdvisorRow } from '../repositories/catalogue-repository';
import {
  claimsBetween,
  workingHoursOn,
  type ClaimRow,
  type WorkingHoursRow,
} from '../repositories/slot-repository';
import type { CatalogueSnapshot } from '../repositories/catalogue-snapshot';
import { absentOn } from '../repositories/absence-repository';
import { BOOKING_HORIZON_DAYS, LEAD_TIME_MINUTES, SLOT_MINUTES } from './rules';

export interface Slot {
  advisorId: string;
  date: string;
  /** HH:mm start. */
  time: string;
  /** HH:mm end. */
  till: string;
  homeOffice: boolean;
}

/** True when `date` lies between today and the horizon (Zurich calendar). */
export const withinHorizon = (date: string, now: Date): boolean => {
  const day = parseIsoDate(date);
  const today = zurichTime(now).date;
  return compareDates(day, today) >= 0 && compareDates(day, addDays(today, BOOKING_HORIZON_DAYS)) <= 0;
};

/** Slots offered by working-hours rows (of one weekday) on a date, one by one, before claims are subtracted. */
export function* eachSlotOf(rows: readonly WorkingHoursRow[], date: string, now: Date): Generator<Slot> {
  if (rows.length === 0 || !withinHorizon(date, now)) return;
  const day = parseIsoDate(date);
  const earliest = now.getTime() + LEAD_TIME_MINUTES * 60_000;
  // The lead time (under a day) can only cut today's and tomorrow's hours; Intl is too slow to ask per slot.
  const checkLeadTime = compareDates(day, addDays(zurichTime(now).date, 1)) <= 0;
  // Per start time, not per slot: hundreds of advisors share a score of start times.
  const times = new Map<number, { time: string; till: string }>();
  const timesAt = (minute: number): { time: string; till: string } => {
    let known = times.get(minute);
    if (known === undefined) {
      const time = minutesToTime(minute);
      times.set(minute, (known = { time, till: slotEnd(time) }));
    }
    return known;
  };
  const tooSoon = new Map<number, boolean>();
  const isTooSoon = (minute: number, time: string): boolean => {
    let answer = tooSoon.get(minute);
    if (answer === undefined)
      tooSoon.set(minute, (answer = zurichWallTimeToDate(date, time).getTime() < earliest));
    return answer;
  };
  for (const row of rows) {
    for (let m = row.start_minute; m + SLOT_MINUTES <= row.end_minute; m += SLOT_MINUTES) {
      const { time, till } = timesAt(m);
      if (checkLeadTime && isTooSoon(m, time)) continue;
      yield { advisorId: row.advisor_id, date, time, till, homeOffice: row.home_office };
    }
  }
}

/** Slots offered by working-hours rows (of one weekday) on a date, before bookings and holds are subtracted. */
export const slotsOfWorkingHours = (rows: readonly WorkingHoursRow[], date: string, now: Date): Slot[] => [
  ...eachSlotOf(rows, date, now),
];

/**
 * Offered slots of the given advisors on a date, read from the database (the hold and reserve's authority). An
 * advisor absent that day (issue 34) offers none.
 */
export const offeredSlots = async (
  db: Queryable,
  advisorIds: readonly string[],
  date: string,
  now: Date,
): Promise<Slot[]> => {
  if (advisorIds.length === 0 || !withinHorizon(date, now)) return [];
  const [rows, absent] = await Promise.all([
    workingHoursOn(db, isoWeekday(parseIsoDate(date)), advisorIds),
    absentOn(db, advisorIds, date),
  ]);
  return slotsOfWorkingHours(
    rows.filter((row) => !absent.has(row.advisor_id)),
    date,
    now,
  );
};

/** How long a process answers availability from the claims it read on a date (see ClaimsCache). */
export const CLAIMS_FRESH_MS = 1000;

/** A date read again within this time is a busy one: ClaimsCache reads it alone, not with the days after it. */
export const HOT_MS = 10 * CLAIMS_FRESH_MS;

/**
 * The days `day` reads with a cold date: step 2 asks for ten days and the six after them at once (mfe-agenda's
 * day list), so a read of the first one with the next fifteen serves them all.
 */
export const DAY_READ_AHEAD_DAYS = 15;

/**
 * The claims (bookings, live holds) per date that this process read last, reused for CLAIMS_FRESH_MS: under load
 * a date's claims are read about once a second instead of once per request. A write by this process (a hold, a
 * release, a booking) forgets them at once; one by another process is seen within CLAIMS_FRESH_MS. An hour shown
 * free that has just gone is refused where it counts: the hold and the reserve read the database under the
 * advisor's lock, and the unique constraint refuses a second booking ('just taken', never a double booking).
 */
/** The claims on one date as read at once: bookings, and live holds with their session and end. */
export class Claims {
  private readonly booked = new Set<string>();
  private readonly holds = new Map<string, { sessionId: string; endsAt: number }[]>();
  private readonly holders = new Set<string>();
  /** Advisors absent on this date (issue 34): every hour of theirs is taken. */
  private readonly absent = new Set<string>();

  constructor(rows: readonly ClaimRow[]) {
    for (const row of rows) {
      if (row.slot_time === null) {
        this.absent.add(row.advisor_id);
        continue;
      }
      const key = `${row.advisor_id}|${row.slot_time}`;
      if (row.session_id === null) this.booked.add(key);
      else {
        const hold = { sessionId: row.session_id, endsAt: new Date(row.expires_at ?? 0).getTime() };
        this.holds.set(key, [...(this.holds.get(key) ?? []), hold]);
        this.holders.add(row.session_id);
      }
    }
  }

  /** Whether `sessionId` holds an hour on this date (its own hold is free to it, taken to everyone else). */
  hasHoldOf(sessionId: string): boolean {
    return this.holders.has(sessionId);
  }

  /** Booked, or held by another session whose hold is live at `at` (ms). */
  isTaken(advisorId: string, time: string, sessionId: string, at: number): boolean {
    if (this.absent.has(advisorId)) return true;
    const key = `${advisorId}|${time}`;
    if (this.booked.has(key)) return true;
    return (this.holds.get(key) ?? []).some((hold) => hold.sessionId !== sessionId && hold.endsAt > at);
  }
}

export class ClaimsCache {
  private readonly byDate = new Map<string, { readAt: number; claims: Promise<Claims> }>();
  /** When each date was last read (kept HOT_MS), to tell a date read again and again from a cold one. */
  private readonly lastRead = new Map<string, number>();

  constructor(private readonly freshMs: number = CLAIMS_FRESH_MS) {}

  /**
   * The claims on `date`: read again when older than freshMs (or forgotten). With `aheadDays`, a date not read in
   * the last HOT_MS is read together with the following days that have no fresh claims either, up to `aheadDays`
   * of them, in one statement: step 2 asks for sixteen days at once, and they then wait on one read instead of
   * sixteen. A date asked for again and again (a busy day) is read alone, as before.
   */
  on(db: Queryable, date: string, now: Date, aheadDays = 0): Promise<Claims> {
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
    const read = claimsBetween(db, date, dates[dates.length - 1] ?? date, now).then((rows) => {
      const byDay = new Map<string, ClaimRow[]>(dates.map((d) => [d, []]));
      for (const row of rows) byDay.get(row.day)?.push(row);
      return byDay;
    });
    const remember = (day: string): Promise<Claims> => {
      const entry = { readAt: at, claims: read.then((byDay) => new Claims(byDay.get(day) ?? [])) };
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

  /** This process changed claims (a hold, a release, a booking): read them again on the next request. */
  forget(): void {
    this.byDate.clear();
  }

  private freshEntry(date: string, at: number): { readAt: number; claims: Promise<Claims> } | undefined {
    const entry = this.byDate.get(date);
    return entry && at - entry.readAt < this.freshMs && at >= entry.readAt ? entry : undefined;
  }

  private dropStale(at: number): void {
    for (const [date, entry] of this.byDate) if (at - entry.readAt >= this.freshMs) this.byDate.delete(date);
    for (const [date, readAt] of this.lastRead) if (at - readAt >= HOT_MS) this.lastRead.delete(date);
  }
}

/** At most this many answers are kept per read of a date's claims (distinct filters within CLAIMS_FRESH_MS). */
export const ANSWERS_PER_CLAIMS = 64;
const answersOf = new WeakMap<Claims, Map<string, unknown>>();

/**
 * `compute` on one read of a date's claims, shared by every request that reads the same claims (at most
 * CLAIMS_FRESH_MS, or until this process writes) and asks the same `key`. `key` must name all the answer depends
 * on besides the claims and the session. A session holding an hour that date is answered on its own (its hold is
 * free to it): its answer is neither taken from nor given to the others.
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

/**
 * `compute` on the date's claims, shared as `answerOn` says: under load step 2's days and step 3's ranking of
 * hundreds of advisors (and its pages as sent) are worked out about once a second per question instead of once per
 * request. An answer can be at most CLAIMS_FRESH_MS old, as the claims it is made of: an hour whose hold ran out
 * within it is shown taken a moment longer, and one that has just gone or come within the lead time is refused
 * where it counts (the hold and the reserve check again under the advisor's lock).
 */
export const onClaims = async <T>(
  db: Queryable,
  date: string,
  now: Date,
  sessionId: string,
  key: string,
  compute: (claims: Claims) => T,
  aheadDays = 0,
): Promise<T> => {
  const claims = await claimsCacheOf(db).on(db, date, now, aheadDays);
  return answerOn(claims, sessionId, key, () => compute(claims));
};

/** Each database's cache of claims in this process (the routes read through it, the writes forget it). */
const claimsCaches = new WeakMap<object, ClaimsCache>();
export const claimsCacheOf = (db: object): ClaimsCache => {
  let cache = claimsCaches.get(db);
  if (!cache) claimsCaches.set(db, (cache = new ClaimsCache()));
  return cache;
};

export const slotId = (slot: Pick<Slot, 'advisorId' | 'date' | 'time'>): string =>
  `${slot.advisorId}|${slot.date}|${slot.time}`;

/** Advisors matching the filters of spec section 7 (agencies, destinations, advisor, travel experience). */
export const filterAdvisors = (
  advisors: readonly AdvisorRow[],
  filters: AgendaFilters,
  advisorId: string,
  travelDestinationId: string | null,
): AdvisorRow[] =>
  advisors.filter(
    (a) =>
      (advisorId === '' || a.id === advisorId || a.page_id === advisorId) &&
      (filters.filterAgencyLocations.length === 0 || filters.filterAgencyLocations.includes(a.agency_id)) &&
      (filters.filterDestinations.length === 0 ||
        filters.filterDestinations.some((d) => a.destination_ids.includes(d))) &&
      (travelDestinationId === null || a.destination_ids.includes(travelDestinationId)),
  );

/** The catalogue's working hours on the date's weekday of the given advisors. */
const workingHoursOf = (
  catalogue: Pick<CatalogueSnapshot, 'workingHours'>,
  advisors: readonly AdvisorRow[],
  date: string,
): WorkingHoursRow[] => {
  const ids = new Set(advisors.map((a) => a.id));
  return (catalogue.workingHours.get(isoWeekday(parseIsoDate(date))) ?? []).filter((row) =>
    ids.has(row.advisor_id),
  );
};

/** Hours per advisor on a date from the date's claims: the catalogue's slots, marked inactive when taken. */
export const hoursOn = (
  claims: Claims,
  catalogue: Pick<CatalogueSnapshot, 'workingHours'>,
  advisors: readonly AdvisorRow[],
  date: string,
  now: Date,
  sessionId: string,
): Map<string, Hour[]> => {
  const hours = new Map<string, Hour[]>();
  const at = now.getTime();
  for (const slot of eachSlotOf(workingHoursOf(catalogue, advisors, date), date, now)) {
    let list = hours.get(slot.advisorId);
    if (!list) hours.set(slot.advisorId, (list = []));
    list.push({
      id: slotId(slot),
      label: slot.time,
      till: slot.till,
      isInactive: claims.isTaken(slot.advisorId, slot.time, sessionId, at),
      isChecked: false,
      homeOffice: slot.homeOffice,
      advisor: { id: slot.advisorId },
    });
  }
  return hours;
};

/** Whether any of the advisors has a free hour on the date (step 2's day): stops at the first one. */
export const anyFreeHour = (
  claims: Claims,
  catalogue: Pick<CatalogueSnapshot, 'workingHours'>,
  advisors: readonly AdvisorRow[],
  date: string,
  now: Date,
  sessionId: string,
): boolean => {
  const at = now.getTime();
  for (const slot of eachSlotOf(workingHoursOf(catalogue, advisors, date), date, now)) {
    if (!claims.isTaken(slot.advisorId, slot.time, sessionId, at)) return true;
  }
  return false;
};
