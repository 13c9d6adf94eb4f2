// Wall-clock time in Europe/Zurich through Intl (daylight saving from the platform's time zone data).
export { zurichToday } from '@checkout/shared/schemas';

export const ZURICH = 'Europe/Zurich';

/** The instant at which a Zurich wall clock shows `date` (yyyy-mm-dd) `time` (HH:mm): one conversion for the
 * API, the e-mails' .ics and step 7's calendar links. */
export { zurichWallTimeToDate as zurichInstant } from '@checkout/shared/calendar';

const splitDate = (date: string): [number, number, number] =>
  date.split('-').map(Number) as [number, number, number];

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export const isoWeekday = (date: string): number => {
  const [y, m, d] = splitDate(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
};

/** Calendar arithmetic on yyyy-mm-dd (no time zone involved). */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = splitDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

export const minutesToTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const timeToMinutes = (time: string): number => {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
};

/** dd.mm.yyyy, the checkout's display format. */
export const displayDate = (date: string): string => {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
};
