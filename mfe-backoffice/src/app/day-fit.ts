// What fits in an advisor's day as the calendar answers it (issue 46), for every screen that offers a time or an
// advisor (the calendar's free time, a booking for a caller, a move, an accepted request, a reassignment). The rules
// are the kernel's (fittingStarts, offersAdviceMode): this file only reads a CalendarDay into their terms.
import {
  fromWireAdviceMode,
  offersAdviceMode,
  type CalendarDay,
  type HoursBlock,
  type WireAdviceMode,
} from '@checkout/shared/contract';
import {
  APPOINTMENT_MINUTE_STEP,
  formatIsoDate,
  fittingStarts,
  fitsWithinBlocks,
  rangesOverlap,
  timeToMinutes,
  zurichTime,
  type Clock,
  type MinuteRange,
} from '@checkout/shared/dates';

const HOUR = 60;
const DAY_MINUTES = 24 * HOUR;

/**
 * Where an accepted custom-date request may lie: it is not bound to working hours (the traveller asked for a time
 * outside them), so any quarter hour from 07:00 whose consultation ends by 21:00.
 */
export const REQUEST_WINDOW: MinuteRange = { from: 7 * HOUR, till: 21 * HOUR };

/** Minutes of an HH:mm time; '24:00' (hours that run to midnight, as the API writes their end) is the day's end. */
const minuteOf = (time: string): number => (time === '24:00' ? DAY_MINUTES : timeToMinutes(time));

/** The minutes of an HH:mm range ({time, till} or a block's {from, to}). */
export const minutesOf = (range: { time: string; till: string }): MinuteRange => ({
  from: minuteOf(range.time),
  till: minuteOf(range.till),
});
export const blockMinutes = (block: HoursBlock): MinuteRange =>
  minutesOf({ time: block.from, till: block.to });

/**
 * The free time of a day: its working hours that no consultation and no traveller's hold takes, on the quarter hour
 * (nothing while the advisor is away, nothing before `earliest`, e.g. now on today's lane).
 */
export function freeRanges(day: CalendarDay, earliest = 0): MinuteRange[] {
  if (day.absence) return [];
  const starts = fittingStarts({
    blocks: day.hours.map(blockMinutes),
    busy: busyOf(day),
    earliest,
    length: APPOINTMENT_MINUTE_STEP,
  });
  const free: MinuteRange[] = [];
  for (const start of starts.map(timeToMinutes)) {
    const last = free[free.length - 1];
    if (last && last.till === start) last.till = start + APPOINTMENT_MINUTE_STEP;
    else free.push({ from: start, till: start + APPOINTMENT_MINUTE_STEP });
  }
  return free;
}

/** What is taken in a day: its consultations (but `except`, the one being moved) and the travellers' holds. */
export function busyOf(day: CalendarDay, except?: string): MinuteRange[] {
  return [
    ...day.consultations.filter((entry) => entry.id !== except).map(minutesOf),
    ...day.held.map(minutesOf),
  ];
}

/** The first minute a start may have on `date`: none on a past day, after now today (the API refuses a start now). */
export function earliestStart(date: string, clock: Clock): number {
  const now = zurichTime(clock.now());
  const today = formatIsoDate(now.date);
  if (date < today) return DAY_MINUTES + 1;
  return date === today ? now.hour * HOUR + now.minute + 1 : 0;
}

/** An advisor's advice modes in the kernel's terms (offersAdviceMode). */
const advisorModes = (modes: readonly WireAdviceMode[]) => ({
  hasAdviceModePersonal: modes.includes('personal'),
  hasAdviceModeOnline: modes.includes('video'),
  hasAdviceModePhone: modes.includes('phone'),
});

/** The blocks of working hours in which the advisor offers `mode` (none in person from a home office); null: any. */
function blocksFor(day: CalendarDay, modes: readonly WireAdviceMode[], mode: WireAdviceMode | null) {
  const offered = advisorModes(modes);
  const wanted = mode ? [mode] : modes;
  return day.hours
    .filter((block) => wanted.some((m) => offersAdviceMode(offered, fromWireAdviceMode(m), block)))
    .map(blockMinutes);
}

export interface StaffFit {
  /** The advisor's advice modes (StaffAdvisor.modes). */
  modes: readonly WireAdviceMode[];
  /** The consultation's advice mode; null: any the advisor offers (not chosen yet). */
  adviceMode: WireAdviceMode | null;
  /** No start before this minute (earliestStart). */
  earliest: number;
  /** The consultation being moved: its own time is not taken. */
  except?: string;
  /** Its length in minutes (a slot's by default). */
  length?: number;
}

/**
 * The starts of a staff booking or move in the advisor's day: on the quarter hour, wholly inside working hours that
 * offer the advice mode, overlapping no consultation and no hold, none on a day of time off.
 */
export function staffStarts(day: CalendarDay, fit: StaffFit): string[] {
  if (day.absence) return [];
  return fittingStarts({
    blocks: blocksFor(day, fit.modes, fit.adviceMode),
    busy: busyOf(day, fit.except),
    earliest: fit.earliest,
    ...(fit.length ? { length: fit.length } : {}),
  });
}

/** The starts of an accepted custom-date request: any quarter hour of REQUEST_WINDOW that overlaps nothing. */
export function requestStarts(day: CalendarDay, earliest: number): string[] {
  if (day.absence) return [];
  return fittingStarts({ blocks: null, busy: busyOf(day), window: REQUEST_WINDOW, earliest });
}

/**
 * Whether the advisor can take a consultation at its very time (a reassignment): free then, and within their working
 * hours unless the time is an accepted request's (outside opening hours by the traveller's wish: `withinHours` false).
 */
export function freeAt(
  day: CalendarDay,
  consultation: { time: string; till: string; adviceMode: WireAdviceMode },
  modes: readonly WireAdviceMode[],
  { withinHours = true }: { withinHours?: boolean } = {},
): boolean {
  const range = minutesOf(consultation);
  return (
    !day.absence &&
    (!withinHours || fitsWithinBlocks(range, blocksFor(day, modes, consultation.adviceMode))) &&
    !busyOf(day).some((taken) => rangesOverlap(range, taken))
  );
}
