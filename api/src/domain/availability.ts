// Availability: each advisor's hourly slots from weekly working hours in Europe/Zurich, minus bookings and
// other sessions' live holds, within the lead time and the booking horizon.
import type { AgendaFilters, Hour } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import {
  addDays,
  compareDates,
  isoWeekday,
  minutesToTime,
  parseIsoDate,
  zurichTime,
} from '@checkout/shared/dates';
import type { Queryable } from '../db/database';
import type { AdvisorRow } from '../repositories/catalogue-repository';
import { claimedSlotsOn, workingHoursOn } from '../repositories/slot-repository';
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

/** Offered slots of the given advisors on a date, before bookings and holds are subtracted. */
export const offeredSlots = async (
  db: Queryable,
  advisorIds: readonly string[],
  date: string,
  now: Date,
): Promise<Slot[]> => {
  if (advisorIds.length === 0 || !withinHorizon(date, now)) return [];
  const day = parseIsoDate(date);
  const rows = await workingHoursOn(db, isoWeekday(day), advisorIds);
  const earliest = now.getTime() + LEAD_TIME_MINUTES * 60_000;
  // The lead time (under a day) can only cut today's and tomorrow's hours; Intl is too slow to ask per slot.
  const checkLeadTime = compareDates(day, addDays(zurichTime(now).date, 1)) <= 0;
  const slots: Slot[] = [];
  for (const row of rows) {
    for (let m = row.start_minute; m + SLOT_MINUTES <= row.end_minute; m += SLOT_MINUTES) {
      const time = minutesToTime(m);
      if (checkLeadTime && zurichWallTimeToDate(date, time).getTime() < earliest) continue;
      slots.push({
        advisorId: row.advisor_id,
        date,
        time,
        till: minutesToTime(m + SLOT_MINUTES),
        homeOffice: row.home_office,
      });
    }
  }
  return slots;
};

/** Keys `${advisorId}|${time}` of slots on a date that are booked or held by another live session. */
export const takenSlots = async (
  db: Queryable,
  date: string,
  now: Date,
  sessionId: string,
): Promise<Set<string>> => {
  const rows = await claimedSlotsOn(db, date, now, sessionId);
  return new Set(rows.map((r) => `${r.advisor_id}|${r.slot_time}`));
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

/** Hours per advisor on a date: offered slots, marked inactive when booked or held by someone else. */
export const hoursByAdvisor = async (
  db: Queryable,
  advisors: readonly AdvisorRow[],
  date: string,
  now: Date,
  sessionId: string,
): Promise<Map<string, Hour[]>> => {
  const slots = await offeredSlots(
    db,
    advisors.map((a) => a.id),
    date,
    now,
  );
  const hours = new Map<string, Hour[]>();
  if (slots.length === 0) return hours;
  const taken = await takenSlots(db, date, now, sessionId);
  for (const slot of slots) {
    const list = hours.get(slot.advisorId) ?? [];
    list.push({
      id: slotId(slot),
      label: slot.time,
      till: slot.till,
      isInactive: taken.has(`${slot.advisorId}|${slot.time}`),
      isChecked: false,
      homeOffice: slot.homeOffice,
      advisor: { id: slot.advisorId },
    });
    hours.set(slot.advisorId, list);
  }
  return hours;
};
