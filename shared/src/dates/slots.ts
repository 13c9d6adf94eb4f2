// An advisor's bookable hours (docs/decisions/0004-booking-rules-lead-time-horizon-holds.md): one home
// for the booking API, which cuts and offers them, and the browser, which shows and files them.
import { minutesToTime, timeToMinutes } from './time-of-day';

/** Length of an advisor's slot, and of a consultation (spec section 9: about one hour). */
export const SLOT_MINUTES = 60;

/** A slot is offered only when it starts at least this long after now. */
export const LEAD_TIME_MINUTES = 120;

/**
 * The last bookable day is today (Zurich) plus this many days: the checkout's, a traveller's move's and staff's
 * (the back office's day fields end there; the API refuses a later one).
 */
export const BOOKING_HORIZON_DAYS = 90;

const MINUTES_PER_DAY = 24 * 60;

/**
 * When a slot starting at `time` (HH:mm) ends, as a wall-clock HH:mm (one ending at midnight ends at 00:00);
 * '' when `time` is not one.
 */
export function slotEnd(time: string, minutes: number = SLOT_MINUTES): string {
  const start = timeToMinutes(time);
  if (Number.isNaN(start)) return '';
  return minutesToTime((start + minutes) % MINUTES_PER_DAY);
}
