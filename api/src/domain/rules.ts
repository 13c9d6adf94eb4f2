// Booking rules of the API (see docs/decisions/0004-booking-rules-lead-time-horizon-holds.md).

/** Length of an advisor's slot, and the lead time before the first offered one: one home with the browser. */
export { LEAD_TIME_MINUTES, SLOT_MINUTES } from '@checkout/shared/dates';
/** The last bookable day is today (Zurich) plus this many days. */
export const BOOKING_HORIZON_DAYS = 90;
/** How long a slot hold lasts: one constant with the client, which expires its session with it. */
export { HOLD_MINUTES } from '@checkout/shared/contract';
/** Expired holds are deleted after this long (kept meanwhile to answer hold_expired). */
export const HOLD_RETENTION_HOURS = 24;
/** The video invitation goes out this long before the start (spec: "up to 30 minutes before"). */
export const VIDEO_INVITATION_LEAD_MINUTES = 30;
