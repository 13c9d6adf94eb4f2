// Booking rules of the API (see docs/decisions.md, "Booking API: lead time and horizon").

/** Length of an advisor's slot. */
export const SLOT_MINUTES = 60;
/** A slot is offered only when it starts at least this long after now. */
export const LEAD_TIME_MINUTES = 120;
/** The last bookable day is today (Zurich) plus this many days. */
export const BOOKING_HORIZON_DAYS = 90;
/** How long a slot hold lasts: one constant with the client, which expires its session with it. */
export { HOLD_MINUTES } from '@checkout/shared/contract';
/** Expired holds are deleted after this long (kept meanwhile to answer hold_expired). */
export const HOLD_RETENTION_HOURS = 24;
