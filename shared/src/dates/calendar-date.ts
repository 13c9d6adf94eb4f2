// Calendar dates of the checkout: dd.mm.yyyy for display and storage, yyyy-mm-dd on the wire (spec section 5).
// A CalendarDate is a day in Europe/Zurich with no time and no zone, so day arithmetic never shifts at DST.

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The day, when it exists on the calendar (a four-digit year, no 30 February); else the spec's 'Invalid date'. */
function existingDate(year: number, month: number, day: number): CalendarDate {
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    throw new Error('Invalid date');
  }
  return { year, month, day };
}

/** Parses dd.mm.yyyy; raises the spec's three errors for a wrong format, non-numeric parts or a non-existent day. */
export function parseDate(value: string): CalendarDate {
  const parts = value.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) throw new Error('Invalid date format');
  if (!parts.every((p) => /^\d+$/.test(p))) throw new Error('Invalid date components');
  const [day, month, year] = parts.map(Number) as [number, number, number];
  return existingDate(year, month, day);
}

/** yyyy-mm-dd, the form of dates on the wire and in the database. */
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-mm-dd; 'Invalid date format' or 'Invalid date' like parseDate. */
export function parseIsoDate(value: string): CalendarDate {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) throw new Error('Invalid date format');
  return existingDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function parses(parse: (value: string) => CalendarDate, value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/** True for a yyyy-mm-dd string naming a real calendar day (no 2030-02-30). */
export const isIsoDate = (value: string): boolean => parses(parseIsoDate, value);

/** True when parseDate would accept the value. */
export const isValidDateString = (value: string): boolean => parses(parseDate, value);

/** dd.mm.yyyy */
export function formatDate(date: CalendarDate): string {
  return `${pad2(date.day)}.${pad2(date.month)}.${date.year}`;
}

/** yyyy-mm-dd */
export function formatIsoDate(date: CalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** dd.mm.yyyy -> yyyy-mm-dd, the form the API expects. */
export function toIsoDate(value: string): string {
  return formatIsoDate(parseDate(value));
}

/** yyyy-mm-dd -> dd.mm.yyyy */
export function fromIsoDate(value: string): string {
  return formatDate(parseIsoDate(value));
}

function toUtc(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** ISO 8601 weekday, the checkout's one numbering (browser, API, database): 1 = Monday ... 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const FRIDAY = 5;
export const SATURDAY = 6;
export const SUNDAY = 7;

export function isoWeekday(date: CalendarDate): IsoWeekday {
  return (toUtc(date).getUTCDay() || 7) as IsoWeekday;
}

/** Negative when a is before b, 0 on the same day. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtc(a).getTime() - toUtc(b).getTime();
}

export function isSameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}
