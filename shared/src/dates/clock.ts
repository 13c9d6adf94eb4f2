// Time is injected so that date rules are tested for every weekday, not just today's.
import type { CalendarDate } from './calendar-date';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests, Storybook). */
export function fixedClock(instant: Date | string): Clock {
  const at = new Date(instant);
  return { now: () => new Date(at.getTime()) };
}

export const CHECKOUT_TIME_ZONE = 'Europe/Zurich';

/** Wall-clock reading of an instant in Europe/Zurich. */
export interface ZurichTime {
  date: CalendarDate;
  hour: number;
  minute: number;
}

// The first formatter with a time zone costs a browser about 12 ms of ICU set-up (about 50 ms on a slow phone). Made
// in a task of its own as soon as this module runs in a browser, that cost does not lengthen the task that first
// reads the time (a screen's first render), which would then block the page that much longer.
let zurichFormat: Intl.DateTimeFormat | undefined;
const zurichFormatter = (): Intl.DateTimeFormat => {
  if (!zurichFormat) {
    zurichFormat = new Intl.DateTimeFormat('en-GB', {
      timeZone: CHECKOUT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zurichFormat.formatToParts(0);
  }
  return zurichFormat;
};
if ('window' in globalThis) setTimeout(zurichFormatter, 0);

let lastZurichTime: { minute: number; time: ZurichTime } | undefined;

export function zurichTime(instant: Date): ZurichTime {
  // Zurich's offset is whole hours, so every instant of one UTC minute has the same wall time: the last minute's
  // answer is kept (Intl's formatToParts is the costliest call of a server's availability request).
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastZurichTime?.minute !== minute) {
    const parts = Object.fromEntries(
      zurichFormatter()
        .formatToParts(instant)
        .map((p) => [p.type, p.value]),
    );
    lastZurichTime = {
      minute,
      time: {
        date: { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
        hour: Number(parts.hour),
        minute: Number(parts.minute),
      },
    };
  }
  const { date, hour, minute: wallMinute } = lastZurichTime.time;
  return { date: { ...date }, hour, minute: wallMinute };
}

/** Today's date in Europe/Zurich, whatever the visitor's own zone. */
export function zurichToday(clock: Clock): CalendarDate {
  return zurichTime(clock.now()).date;
}
