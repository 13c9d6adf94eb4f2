// Booking rules of the API (see docs/decisions/0004-booking-rules-lead-time-horizon-holds.md).

/**
 * Length of an advisor's slot, the lead time before the first offered one and the booking horizon (the last bookable
 * day is today plus BOOKING_HORIZON_DAYS): one home with the browser.
 */
export { BOOKING_HORIZON_DAYS, LEAD_TIME_MINUTES, SLOT_MINUTES } from '@checkout/shared/dates';
/** How long a slot hold lasts: one constant with the client, which expires its session with it. */
export { HOLD_MINUTES } from '@checkout/shared/contract';
/** Expired holds are deleted after this long (kept meanwhile to answer hold_expired). */
export const HOLD_RETENTION_HOURS = 24;
/** The video invitation goes out this long before the start (spec: "up to 30 minutes before"). */
export const VIDEO_INVITATION_LEAD_MINUTES = 30;
