// An advisor's bookable hours (docs/decisions.md, "Booking API: lead time, booking horizon, holds"): one home
// for the booking API, which cuts and offers them, and the browser, which shows and files them.

/** Length of an advisor's slot, and of a consultation (spec section 9: about one hour). */
export const SLOT_MINUTES = 60;

/** A slot is offered only when it starts at least this long after now. */
export const LEAD_TIME_MINUTES = 120;
