// Availability: each advisor's hourly slots from weekly working hours in Europe/Zurich, minus bookings and
// other sessions' live holds, within the lead time and the booking horizon.
import type { AgendaFilters, Hour } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import {
  addDays,
  appointmentMinutes,
  compareDates,
  fitsWithinBlocks,
  formatIsoDate,
  isoWeekday,
  minutesToTime,
  parseIsoDate,
  slotEnd,
  zurichTime,
} from '@checkout/shared/dates';
import type { Queryable } from '../db/database';
import type { AdvisorRow } from '../repositories/catalogue-repository';
import { absentOn } from '../repositories/absence-repository';
import { workingHoursOn, type WorkingHoursRow } from '../repositories/slot-repository';
import { exceptionsOn } from '../repositories/working-hours-repository';
import type { CatalogueSnapshot } from '../read-model/catalogue';
import type { Claims } from '../read-model/claims';
import { BOOKING_HORIZON_DAYS, LEAD_TIME_MINUTES, SLOT_MINUTES } from './rules';

/** What of the catalogue the hours of a date are cut from. */
type CatalogueHours = Pick<CatalogueSnapshot, 'workingHours'> &
  Partial<Pick<CatalogueSnapshot, 'exceptions'>>;

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

/**
 * What of the clock the availability of `date` depends on, besides its claims (the read model's clock key): the
 * Zurich day (today's hours, the horizon) and, while the lead time can still cut the date's hours (today and
 * tomorrow), the minute the lead time ends in: hours start on whole minutes, so whether one is too soon is the
 * same all through that minute.
 */
export const availabilityClockKey = (date: string, now: Date): string => {
  const today = zurichTime(now).date;
  if (compareDates(parseIsoDate(date), addDays(today, 1)) > 0) return formatIsoDate(today);
  return `${formatIsoDate(today)}|${Math.ceil((now.getTime() + LEAD_TIME_MINUTES * 60_000) / 60_000)}`;
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
 * The working hours of a date: the weekday's rows, but for an advisor with a one-off exception that date (issue
 * 34), whose rows (none: closed) replace theirs. The one home of that rule, for the database and the read model.
 */
export const hoursOfDate = (
  weekdayRows: readonly WorkingHoursRow[],
  exceptions: ReadonlyMap<string, readonly WorkingHoursRow[]> | undefined,
): WorkingHoursRow[] => {
  if (!exceptions || exceptions.size === 0) return [...weekdayRows];
  const rows = weekdayRows.filter((row) => !exceptions.has(row.advisor_id));
  for (const own of exceptions.values()) rows.push(...own);
  return rows.sort((a, b) =>
    a.advisor_id === b.advisor_id ? a.start_minute - b.start_minute : a.advisor_id < b.advisor_id ? -1 : 1,
  );
};

/**
 * The block of an advisor's rows that holds a consultation starting at `time` (HH:mm) whole (issue 46: wherever it
 * starts, on the checkout's grid or not); undefined if none.
 */
export const blockAt = (
  rows: readonly WorkingHoursRow[],
  advisorId: string,
  time: string,
): WorkingHoursRow | undefined => {
  const range = appointmentMinutes(time);
  return rows.find(
    (row) =>
      row.advisor_id === advisorId &&
      fitsWithinBlocks(range, [{ from: row.start_minute, till: row.end_minute }]),
  );
};

/** The given advisors' working hours on a date, read from the database: the weekday's and the date's exceptions. */
export const workingHoursOnDate = async (
  db: Queryable,
  date: string,
  advisorIds: readonly string[],
): Promise<WorkingHoursRow[]> => {
  const [rows, exceptions] = await Promise.all([
    workingHoursOn(db, isoWeekday(parseIsoDate(date)), advisorIds),
    exceptionsOn(db, advisorIds, date),
  ]);
  return hoursOfDate(rows, exceptions);
};

/**
 * Offered slots of the given advisors on a date, read from the database (the hold and reserve's authority). An
 * advisor absent that day (issue 34) offers none; one with an exception that day offers its hours.
 */
export const offeredSlots = async (
  db: Queryable,
  advisorIds: readonly string[],
  date: string,
  now: Date,
): Promise<Slot[]> => {
  if (advisorIds.length === 0 || !withinHorizon(date, now)) return [];
  const [rows, absent] = await Promise.all([
    workingHoursOnDate(db, date, advisorIds),
    absentOn(db, advisorIds, date),
  ]);
  return slotsOfWorkingHours(
    rows.filter((row) => !absent.has(row.advisor_id)),
    date,
    now,
  );
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

/** The catalogue's working hours on the date of the given advisors (the weekday's, or the date's exceptions). */
const workingHoursOf = (
  catalogue: CatalogueHours,
  advisors: readonly AdvisorRow[],
  date: string,
): WorkingHoursRow[] => {
  const ids = new Set(advisors.map((a) => a.id));
  return hoursOfDate(
    catalogue.workingHours.get(isoWeekday(parseIsoDate(date))) ?? [],
    catalogue.exceptions?.get(date),
  ).filter((row) => ids.has(row.advisor_id));
};

/** Hours per advisor on a date from the date's claims: the catalogue's slots, marked inactive when taken. */
export const hoursOn = (
  claims: Claims,
  catalogue: CatalogueHours,
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
  catalogue: CatalogueHours,
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
