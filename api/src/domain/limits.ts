// What one client may do, so that no bot can empty the calendar or flood the branches, while a traveller
// never meets a limit (a booking takes about 15 requests, a handful of holds and one reservation). A client is
// its network (http/client-address.ts: the address, or its IPv6 /64), named by a keyed hash. Counted in the database, so
// several API processes enforce one limit.

/** Requests per client address and window, per route (the rest share the default). */
export const RATE_LIMITS = {
  /** Every route without its own limit: a traveller clicking fast makes about 100 a minute; an office more. */
  default: { max: 1500, windowMs: 60_000 },
  /** Picking an hour: a traveller tries a few. */
  hold: { max: 60, windowMs: 10 * 60_000 },
  /** Booking: one per traveller; a family or an office books a few. */
  reserve: { max: 20, windowMs: 10 * 60_000 },
  /** Vouching for checkout sessions: one per visit; a bot needs one per hold it wants to keep. */
  session: { max: 60, windowMs: 10 * 60_000 },
  /** The operator's switch. */
  operator: { max: 30, windowMs: 60_000 },
  /**
   * The manage page (issue 20): a traveller opens, cancels or moves a few times; guessing tokens (192 bits) is
   * hopeless, and this keeps anyone from trying at scale.
   */
  manage: { max: 60, windowMs: 10 * 60_000 },
  /**
   * The browser's beacons (issue 36): a sampled traveller sends a batch every few steps, a dozen a checkout; an
   * office's travellers share a network. Enough to keep anyone from inflating the failure counts at scale.
   */
  telemetry: { max: 120, windowMs: 10 * 60_000 },
  /**
   * The back office's sign-in calls (issue 34: a link, its redeeming, a passkey), per client: a branch signs in a few
   * times a day, a guesser of addresses or links is stopped.
   */
  staffSignIn: { max: 20, windowMs: 10 * 60_000 },
} as const;

/**
 * Sign-in links asked for one e-mail address from one client network (issue 34; per network since issue 47,
 * decision 0063): a stranger elsewhere cannot use up the member's own. Counted for every address asked, on the
 * allow-list or not, so the answer tells nothing about it; beyond it, 429.
 */
export const STAFF_LINKS_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 } as const;

/**
 * Sign-in links mailed to one address an hour, from all networks together (issue 47, decision 0063): nobody can have
 * the API mail a member over and over. Reaching it takes six networks; beyond it a request is answered alike and
 * mails nothing until the hour is over (the member's passkey still opens the back office).
 */
export const STAFF_LINKS_PER_ADDRESS_CEILING = { max: 30, windowMs: 60 * 60_000 } as const;

/** Live holds one client address may have at once (one per checkout session; an office has several). */
export const MAX_LIVE_HOLDS_PER_CLIENT = 20;

/** Live holds on one advisor's day at once (an advisor has about eight hours a day). */
export const MAX_LIVE_HOLDS_PER_ADVISOR_DAY = 4;

/**
 * Bookings and custom-date requests one client may make in 24 hours (issue 32): a traveller makes one, an office a
 * few; a bot booking every free hour is stopped at this many. Every booking also needs the session's live hold.
 */
export const MAX_BOOKINGS_PER_CLIENT_DAY = 10;

/** The window of the daily booking caps: the last 24 hours. */
export const BOOKING_CAP_WINDOW_MS = 24 * 3_600_000;

/** The booking caps together (tests that play many travellers from one address raise them, like the limits). */
export interface BookingCaps {
  perClientDay: number;
  perClientAdvisorDay: number;
  perEmailDay: number;
}

/** Bookings one client may make on one advisor's day (a family books two hours at most). */
export const MAX_BOOKINGS_PER_CLIENT_ADVISOR_DAY = 2;

/**
 * Bookings made for one e-mail address in 24 hours: a traveller books one; nobody can have the checkout mail an
 * address of their choosing over and over.
 */
export const MAX_BOOKINGS_PER_EMAIL_DAY = 3;

export const BOOKING_CAPS: BookingCaps = {
  perClientDay: MAX_BOOKINGS_PER_CLIENT_DAY,
  perClientAdvisorDay: MAX_BOOKINGS_PER_CLIENT_ADVISOR_DAY,
  perEmailDay: MAX_BOOKINGS_PER_EMAIL_DAY,
};

/**
 * What the outbox worker sends to one recipient (issue 32): at most this many mails to one address in 24 hours and
 * to one domain in an hour; the rest wait until they may go (postponed, never dropped). The branches' own notices
 * are not counted: they go to the retailer.
 */
export const MAIL_LIMITS: MailLimits = { perRecipientDay: 12, perDomainHour: 300 };

export interface MailLimits {
  perRecipientDay: number;
  perDomainHour: number;
}

/**
 * Consultations one staff member books on callers' behalf in 24 hours (issue 46): staff are not anonymous travellers
 * (no per-network cap, no proof of work), but a stolen session still cannot fill the calendar. A busy branch's phone
 * books a few dozen a day.
 */
export const STAFF_BOOKINGS_PER_DAY = 200;
