// What one client may do, so that no bot can empty the calendar or flood the branches, while a traveller
// never meets a limit (a booking takes about 15 requests, a handful of holds and one reservation). A client is
// its address (request.ip: the socket's peer, or what a trusted proxy names). Counted in the database, so
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
} as const;

/** Live holds one client address may have at once (one per checkout session; an office has several). */
export const MAX_LIVE_HOLDS_PER_CLIENT = 20;

/** Live holds on one advisor's day at once (an advisor has about eight hours a day). */
export const MAX_LIVE_HOLDS_PER_ADVISOR_DAY = 4;
