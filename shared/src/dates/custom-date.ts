// Custom-date rules (spec section 5) and the branches' opening hours they are cut around: which days, hours
// and minutes a visitor may pick for an appointment outside opening hours. The one home of these rules for
// step 1 self, the booking API's reservation check and analytics' time_detail. Dates are Zurich calendar days.
import {
  addDays,
  compareDates,
  FRIDAY,
  isoWeekday,
  isSameDate,
  SATURDAY,
  SUNDAY,
  type CalendarDate,
  type IsoWeekday,
} from './calendar-date';
import type { ZurichTime } from './clock';
import { minutesToTime, timeToMinutes } from './time-of-day';
import { APPOINTMENT_MINUTE_STEP } from './calendar-fit';

/** A branch day: open from `opens` till `closes`; custom appointments start outside that, at the latest at
 * `lastCustomStart` (HH:mm, Europe/Zurich). */
export interface BranchDay {
  opens: string;
  closes: string;
  lastCustomStart: string;
}

const MONDAY_TO_FRIDAY: BranchDay = { opens: '09:00', closes: '17:00', lastCustomStart: '19:00' };

/** The branches' week by ISO weekday (spec section 5: last custom appointment 19:00, Saturday 16:00); null:
 * closed, and no custom appointment either (Sunday). */
export const OPENING_HOURS: Readonly<Record<IsoWeekday, BranchDay | null>> = {
  1: MONDAY_TO_FRIDAY,
  2: MONDAY_TO_FRIDAY,
  3: MONDAY_TO_FRIDAY,
  4: MONDAY_TO_FRIDAY,
  5: MONDAY_TO_FRIDAY,
  6: { opens: '09:00', closes: '14:00', lastCustomStart: '16:00' },
  7: null,
};

/** Default custom time 08:00 (spec section 9), also the earliest custom appointment of a day. */
export const DEFAULT_CUSTOM_HOUR = { hour: '08', minute: '00' } as const;

/** Custom appointments start on the quarter hour (spec section 9: time step 15 minutes). */
const CUSTOM_MINUTE_STEP = APPOINTMENT_MINUTE_STEP;

export interface CustomHour {
  /** Two digits, e.g. '08'. */
  hour: string;
  /** Two digits: '00', '15', '30' or '45'. */
  minute: string;
}

const ALL_MINUTES = ['00', '15', '30', '45'] as const;

/** True when the wall-clock time (Europe/Zurich) falls inside the branches' opening hours. */
export function isWithinOpeningHours(time: ZurichTime): boolean {
  const day = OPENING_HOURS[isoWeekday(time.date)];
  const minutes = time.hour * 60 + time.minute;
  return day !== null && minutes >= timeToMinutes(day.opens) && minutes < timeToMinutes(day.closes);
}

/** Start times (HH:mm) of custom appointments on that day: from 08:00 until the branch opens, and after it
 * closes until the last custom start, in quarter hours. */
function customTimes(date: CalendarDate): string[] {
  const day = OPENING_HOURS[isoWeekday(date)];
  if (!day) return [];
  const [opens, closes, last] = [day.opens, day.closes, day.lastCustomStart].map(timeToMinutes) as [
    number,
    number,
    number,
  ];
  const times: string[] = [];
  const first = timeToMinutes(`${DEFAULT_CUSTOM_HOUR.hour}:${DEFAULT_CUSTOM_HOUR.minute}`);
  for (let m = first; m <= last; m += CUSTOM_MINUTE_STEP) {
    if (m < opens || m > closes) times.push(minutesToTime(m));
  }
  return times;
}

/** Days a visitor may not pick after today: the lead time the branches need to staff a special slot. */
function blockedDaysAfterToday(today: CalendarDate): CalendarDate[] {
  switch (isoWeekday(today)) {
    case SATURDAY:
      return [addDays(today, 2)];
    case FRIDAY:
      return [addDays(today, 1), addDays(today, 3)];
    default:
      return [addDays(today, 1)];
  }
}

/** True when the date cannot be chosen as a custom date: past, today, Sunday or within the lead time. */
export function isCustomDateDisabled(date: CalendarDate, today: CalendarDate): boolean {
  if (compareDates(date, today) <= 0) return true;
  if (isoWeekday(date) === SUNDAY) return true;
  return blockedDaysAfterToday(today).some((blocked) => isSameDate(blocked, date));
}

/** The first day a visitor may choose. */
export function firstCustomDate(today: CalendarDate): CalendarDate {
  let candidate = addDays(today, 1);
  while (isCustomDateDisabled(candidate, today)) candidate = addDays(candidate, 1);
  return candidate;
}

/** Hours offered on that day: Monday to Friday 08, 17, 18, 19; Saturday 08, 14, 15, 16; none on Sunday. */
export function customHours(date: CalendarDate): string[] {
  return [...new Set(customTimes(date).map((time) => time.slice(0, 2)))];
}

/** Minutes offered for an hour of that day, in 15-minute steps (all four for an hour the day does not offer). */
export function customMinutes(date: CalendarDate, hour: string): string[] {
  const minutes = customTimes(date)
    .filter((time) => time.startsWith(`${hour}:`))
    .map((time) => time.slice(3));
  return minutes.length > 0 ? minutes : [...ALL_MINUTES];
}

/** True when a custom appointment may start at `time` (HH:mm) on that day. */
export function isCustomTimeAllowed(date: CalendarDate, time: string): boolean {
  return customTimes(date).includes(time);
}

/** Keeps the minute when still allowed after a change of hour or day, else snaps to the first allowed one. */
export function snapCustomHour(date: CalendarDate, time: CustomHour): CustomHour {
  const minutes = customMinutes(date, time.hour);
  const minute = minutes.includes(time.minute) ? time.minute : (minutes[0] ?? DEFAULT_CUSTOM_HOUR.minute);
  return { hour: time.hour, minute };
}
