// Where a consultation fits in an advisor's day (issue 46): the one home of the rules the back office offers times
// by and the booking API checks a staff booking or move against. Times are Zurich wall-clock minutes of one day.
import { SLOT_MINUTES } from './slots';
import { minutesToTime, timeToMinutes } from './time-of-day';

const DAY_MINUTES = 24 * 60;

/** A staff booking, a staff move and a custom-date request start on the quarter hour. */
export const APPOINTMENT_MINUTE_STEP = 15;

/** A range of one day's minutes, [from, till). */
export interface MinuteRange {
  from: number;
  till: number;
}

/** The range of a consultation starting at `time` (HH:mm): SLOT_MINUTES long. */
export const appointmentMinutes = (time: string, length: number = SLOT_MINUTES): MinuteRange => {
  const from = timeToMinutes(time);
  return { from, till: from + length };
};

/** Whether two ranges share a minute (touching ends do not: 09:00-10:00 and 10:00-11:00 fit side by side). */
export const rangesOverlap = (a: MinuteRange, b: MinuteRange): boolean => a.from < b.till && b.from < a.till;

/** Whether the range lies wholly inside one of the blocks (working hours). */
export const fitsWithinBlocks = (range: MinuteRange, blocks: readonly MinuteRange[]): boolean =>
  blocks.some((block) => block.from <= range.from && range.till <= block.till);

/** Whether an HH:mm start lies on the quarter hour. */
export const isOnAppointmentStep = (time: string): boolean => {
  const minute = timeToMinutes(time);
  return !Number.isNaN(minute) && minute % APPOINTMENT_MINUTE_STEP === 0;
};

export interface FitOptions {
  /** Working hours the consultation must lie in; null: any time of `window` (an accepted custom-date request). */
  blocks: readonly MinuteRange[] | null;
  /** What is taken already: consultations, travellers' holds. */
  busy: readonly MinuteRange[];
  /** The first and last start considered (minutes), when `blocks` is null or to narrow them. */
  window?: MinuteRange;
  /** No start before this minute (today: now). */
  earliest?: number;
  length?: number;
}

/** The starts (HH:mm, on the quarter hour) of a consultation that fits: inside the blocks, overlapping nothing busy. */
export const fittingStarts = ({
  blocks,
  busy,
  window,
  earliest = 0,
  length = SLOT_MINUTES,
}: FitOptions): string[] => {
  const from = window?.from ?? 0;
  const till = window?.till ?? DAY_MINUTES;
  const starts: string[] = [];
  const step = APPOINTMENT_MINUTE_STEP;
  for (let m = Math.ceil(from / step) * step; m + length <= till; m += step) {
    if (m < earliest) continue;
    const range = { from: m, till: m + length };
    if (blocks !== null && !fitsWithinBlocks(range, blocks)) continue;
    if (busy.some((taken) => rangesOverlap(range, taken))) continue;
    starts.push(minutesToTime(m));
  }
  return starts;
};
