// The month grid of the custom-date picker: weeks from Monday to Sunday, as Swiss calendars show them.
import { addDays, isoWeekday, type CalendarDate } from '@checkout/shared/dates';
import type { Culture } from '@checkout/shared';

/** A month of the calendar; month is 1..12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export function monthOf(date: CalendarDate): CalendarMonth {
  return { year: date.year, month: date.month };
}

export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative when a is before b. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function isInMonth(date: CalendarDate, month: CalendarMonth): boolean {
  return date.year === month.year && date.month === month.month;
}

/** Weeks of the month, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: CalendarMonth): (CalendarDate | null)[][] {
  const first: CalendarDate = { year: month.year, month: month.month, day: 1 };
  const leading = isoWeekday(first) - 1;
  const days: (CalendarDate | null)[] = Array.from({ length: leading }, () => null);
  for (let day = first; isInMonth(day, month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

const utc = (date: CalendarDate): Date => new Date(Date.UTC(date.year, date.month - 1, date.day));

/** The full spoken label of a day, e.g. 'Montag, 23. November 2026' or 'lundi, 23 novembre 2026'. */
export function spokenDate(date: CalendarDate, culture: Culture): string {
  return new Intl.DateTimeFormat(culture, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));
}

/** 'November 2026' / 'novembre 2026' */
export function monthTitle(month: CalendarMonth, culture: Culture): string {
  return new Intl.DateTimeFormat(culture, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc({ ...month, day: 1 }),
  );
}

/** Weekday names Monday to Sunday, short and long (the long one is the column's spoken name). */
export function weekdayNames(culture: Culture): { short: string; long: string }[] {
  // 2 March 2026 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = utc({ year: 2026, month: 3, day: 2 + i });
    return {
      short: new Intl.DateTimeFormat(culture, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}
