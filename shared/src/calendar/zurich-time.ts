// Wall-clock times in Europe/Zurich turned into instants, with Intl only (no DOM, no time-zone library).

export const ZURICH_TIME_ZONE = 'Europe/Zurich';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZURICH_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Zurich is ahead of UTC at the instant `utcMs` (60 in winter, 120 in summer). */
export function zurichOffsetMinutes(utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of `date` ('yyyy-mm-dd') at `time` ('HH:mm') on a wall clock in Zurich. */
export function zurichWallTimeToDate(date: string, time: string): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Invalid appointment date or time: ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
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
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The Zurich wall clock of an instant as yyyy, mm, dd, HH, mm, ss (two-digit strings except the year). */
export function zurichWallParts(instant: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
} {
  const shifted = new Date(instant.getTime() + zurichOffsetMinutes(instant.getTime()) * 60_000);
  return utcParts(shifted);
}

/** The UTC clock of an instant as strings. */
export function utcParts(instant: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
} {
  return {
    year: String(instant.getUTCFullYear()).padStart(4, '0'),
    month: pad(instant.getUTCMonth() + 1),
    day: pad(instant.getUTCDate()),
    hour: pad(instant.getUTCHours()),
    minute: pad(instant.getUTCMinutes()),
    second: pad(instant.getUTCSeconds()),
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');
