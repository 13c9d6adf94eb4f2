// Custom-date mode rules (spec section 5): which days, hours and minutes a visitor may pick for an
// appointment outside opening hours. All dates are Europe/Zurich calendar days.
import { addDays, compareDates, isSameDate, weekday, type CalendarDate } from './calendar-date';

export const SUNDAY = 0;
export const MONDAY = 1;
export const FRIDAY = 5;
export const SATURDAY = 6;

/** Default custom time 08:00 (spec section 9). */
export const DEFAULT_CUSTOM_HOUR = { hour: '08', minute: '00' } as const;

export interface CustomHour {
  /** Two digits, e.g. '08'. */
  hour: string;
  /** Two digits: '00', '15', '30' or '45'. */
  minute: string;
}

const ALL_MINUTES = ['00', '15', '30', '45'] as const;

/** Days a visitor may not pick, relative to today (the lead time the branches need to staff a special slot). */
function blockedDaysAfterToday(today: CalendarDate): CalendarDate[] {
  switch (weekday(today)) {
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
  if (weekday(date) === SUNDAY) return true;
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
  const day = weekday(date);
  if (day === SUNDAY) return [];
  return day === SATURDAY ? ['08', '14', '15', '16'] : ['08', '17', '18', '19'];
}

/** Minutes offered for an hour of that day, in 15-minute steps. */
export function customMinutes(date: CalendarDate, hour: string): string[] {
  const saturday = weekday(date) === SATURDAY;
  if (hour === '08') return [...ALL_MINUTES];
  if (!saturday && hour === '17') return ['15', '30', '45'];
  if (!saturday && hour === '19') return ['00'];
  if (saturday && hour === '14') return ['15', '30', '45'];
  if (saturday && hour === '16') return ['00'];
  return [...ALL_MINUTES];
}

/** Keeps the minute when still allowed after a change of hour or day, else snaps to the first allowed one. */
export function snapCustomHour(date: CalendarDate, time: CustomHour): CustomHour {
  const minutes = customMinutes(date, time.hour);
  const minute = minutes.includes(time.minute) ? time.minute : (minutes[0] ?? DEFAULT_CUSTOM_HOUR.minute);
  return { hour: time.hour, minute };
}
