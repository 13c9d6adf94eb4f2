// Wall-clock times in Europe/Zurich turned into instants and back, on the shared Zurich clock reading.
import { CHECKOUT_TIME_ZONE, zurichTime } from '../dates/clock';
import { isIsoDate, parseIsoDate } from '../dates/calendar-date';
import { minutesToTime, timeToMinutes } from '../dates/time-of-day';

export const ZURICH_TIME_ZONE = CHECKOUT_TIME_ZONE;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Minutes Zurich is ahead of UTC at the instant `utcMs` (60 in winter, 120 in summer). */
export function zurichOffsetMinutes(utcMs: number): number {
  const { date, hour, minute } = zurichTime(new Date(utcMs));
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** The instant of `date` ('yyyy-mm-dd') at `time` ('HH:mm') on a wall clock in Zurich. */
export function zurichWallTimeToDate(date: string, time: string): Date {
  const minutes = timeToMinutes(time);
  if (!isIsoDate(date) || Number.isNaN(minutes)) {
    throw new RangeError(`Invalid appointment date or time: ${date} ${time}`);
  }
  const { year, month, day } = parseIsoDate(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset at the wall time read as UTC is right except within hours of a switch; a second pass fixes it.
  let utc = wall - zurichOffsetMinutes(wall) * 60_000;
  utc = wall - zurichOffsetMinutes(utc) * 60_000;
  return new Date(utc);
}

/** '+01:00' or '+02:00': Zurich's offset at that instant, for ISO date-times with an offset. */
export function zurichOffsetLabel(instant: Date): string {
  const minutes = zurichOffsetMinutes(instant.getTime());
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${minutesToTime(abs)}`;
}

/** 'yyyymmddTHHmm00': the Zurich wall clock of an instant as an iCalendar local date-time (minute precision). */
export function zurichIcsDateTime(instant: Date): string {
  const { date, hour, minute } = zurichTime(instant);
  return `${String(date.year).padStart(4, '0')}${pad(date.month)}${pad(date.day)}T${pad(hour)}${pad(minute)}00`;
}

/** 'yyyymmddTHHmmssZ': an instant in UTC as an iCalendar date-time. */
export function utcIcsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
