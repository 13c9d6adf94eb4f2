// Wall-clock time in Europe/Zurich through Intl (daylight saving from the platform's time zone data).
export { zurichToday } from '@checkout/shared/schemas';

export const ZURICH = 'Europe/Zurich';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZURICH,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Offset of Zurich from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export const zurichOffsetMs = (instant: Date): number => {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
};

const splitDate = (date: string): [number, number, number] =>
  date.split('-').map(Number) as [number, number, number];

/** The instant at which a Zurich wall clock shows `date` (yyyy-mm-dd) `time` (HH:mm). */
export const zurichInstant = (date: string, time: string): Date => {
  const [y, m, d] = splitDate(date);
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wallAsUtc - zurichOffsetMs(new Date(wallAsUtc));
  instant = wallAsUtc - zurichOffsetMs(new Date(instant));
  return new Date(instant);
};

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
