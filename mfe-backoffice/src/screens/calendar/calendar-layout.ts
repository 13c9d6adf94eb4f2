// Where things stand in the calendar: the hours every lane shows, the d3 scale from a minute of the day to a share of
// a lane's height, the columns of what overlaps, and the free time. What overlaps and what fits is the kernel's
// (rangesOverlap, fittingStarts); this file only places it.
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { CalendarDay, HoursBlock, StaffCalendar } from '@checkout/shared/contract';
import {
  APPOINTMENT_MINUTE_STEP,
  fittingStarts,
  rangesOverlap,
  timeToMinutes,
  type MinuteRange,
} from '@checkout/shared/dates';

const HOUR = 60;
/** The hours shown when nothing of the days says otherwise (a branch's usual day). */
export const DEFAULT_WINDOW: MinuteRange = { from: 8 * HOUR, till: 18 * HOUR };

/** Minutes of an HH:mm time; '24:00' (hours that run to midnight, as the API writes their end) is the day's end. */
const minuteOf = (time: string): number => (time === '24:00' ? 24 * HOUR : timeToMinutes(time));

/** The minutes of an HH:mm range ({time, till} or a block's {from, to}). */
export const minutesOf = (range: { time: string; till: string }): MinuteRange => ({
  from: minuteOf(range.time),
  till: minuteOf(range.till),
});
export const blockMinutes = (block: HoursBlock): MinuteRange =>
  minutesOf({ time: block.from, till: block.to });

/** The whole hours every lane shows: from the earliest to the latest thing of any day shown (at least 08:00-18:00). */
export function timeWindowOf(calendar: StaffCalendar): MinuteRange {
  const ranges: MinuteRange[] = [DEFAULT_WINDOW];
  for (const advisor of calendar.advisors) {
    for (const day of advisor.days) {
      ranges.push(
        ...day.hours.map(blockMinutes),
        ...day.consultations.map(minutesOf),
        ...day.held.map(minutesOf),
      );
    }
  }
  for (const request of calendar.requests) ranges.push(minutesOf(request));
  const valid = ranges.filter((r) => Number.isFinite(r.from) && Number.isFinite(r.till));
  const from = Math.min(...valid.map((r) => r.from));
  const till = Math.max(...valid.map((r) => r.till));
  return { from: Math.floor(from / HOUR) * HOUR, till: Math.min(24 * HOUR, Math.ceil(till / HOUR) * HOUR) };
}

/** A minute of the day as a percentage of a lane's height. */
export const timeScale = (window: MinuteRange): ScaleLinear<number, number> =>
  scaleLinear().domain([window.from, window.till]).range([0, 100]).clamp(true);

/** The full hours of the window (the lines and their labels), its end included. */
export function hourTicks(window: MinuteRange): number[] {
  const ticks: number[] = [];
  for (let minute = window.from; minute <= window.till; minute += HOUR) ticks.push(minute);
  return ticks;
}

/** A range's place in a lane, in percent: from the top, its height, from the left and its width. */
export interface Place {
  top: number;
  height: number;
  left: number;
  width: number;
}

/** A range's place across a lane's whole width. */
export function placeOf(range: MinuteRange, scale: ScaleLinear<number, number>): Place {
  const top = scale(range.from);
  return { top, height: Math.max(0, scale(range.till) - top), left: 0, width: 100 };
}

/**
 * Places ranges in a lane: side by side where they overlap (each cluster of overlapping ranges split into as many
 * columns as it needs), full width otherwise. The result keeps the order of `items`.
 */
export function placeRanges<T>(
  items: readonly T[],
  rangeOf: (item: T) => MinuteRange,
  scale: ScaleLinear<number, number>,
): Array<{ item: T; place: Place }> {
  const order = items.map((item, index) => ({ item, index, range: rangeOf(item) }));
  order.sort((a, b) => a.range.from - b.range.from || a.range.till - b.range.till);
  const columnOf = new Map<number, number>();
  const columnsOf = new Map<number, number>();
  let cluster: typeof order = [];
  let columns: MinuteRange[] = [];
  const close = () => {
    for (const member of cluster) columnsOf.set(member.index, columns.length);
    cluster = [];
    columns = [];
  };
  for (const entry of order) {
    if (!cluster.some((member) => rangesOverlap(member.range, entry.range))) close();
    let column = columns.findIndex((last) => !rangesOverlap(last, entry.range));
    if (column === -1) column = columns.push(entry.range) - 1;
    else columns[column] = entry.range;
    columnOf.set(entry.index, column);
    cluster.push(entry);
  }
  close();
  return items.map((item, index) => {
    const count = columnsOf.get(index) ?? 1;
    const place = placeOf(rangeOf(item), scale);
    return {
      item,
      place: { ...place, left: ((columnOf.get(index) ?? 0) / count) * 100, width: 100 / count },
    };
  });
}

/**
 * The free time of a day: its working hours that no consultation and no traveller's hold takes, on the quarter hour
 * (nothing while the advisor is away, nothing before `earliest`, e.g. now on today's lane).
 */
export function freeRanges(day: CalendarDay, earliest = 0): MinuteRange[] {
  if (day.absence) return [];
  const starts = fittingStarts({
    blocks: day.hours.map(blockMinutes),
    busy: [...day.consultations.map(minutesOf), ...day.held.map(minutesOf)],
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
