// Where things stand in the calendar: the hours every lane shows, the d3 scale from a minute of the day to a share of
// a lane's height and the columns of what overlaps (the free time is src/app/day-fit.ts's, which every screen that
// offers a time reads). What overlaps and what fits is the kernel's (rangesOverlap, fittingStarts); this file places it.
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { StaffCalendar } from '@checkout/shared/contract';
import { rangesOverlap, type MinuteRange } from '@checkout/shared/dates';
import { blockMinutes, minutesOf } from '../../app/day-fit';

export { blockMinutes, freeRanges, minutesOf } from '../../app/day-fit';

const HOUR = 60;
/** The hours shown when nothing of the days says otherwise (a branch's usual day). */
export const DEFAULT_WINDOW: MinuteRange = { from: 8 * HOUR, till: 18 * HOUR };

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
