// The booking API's one error type: what was refused, as the contract's code, with the i18n key of its message
// and, for a validation, the bad fields. The domain and the HTTP layer throw it alike; http/error-answers.ts
// alone turns it into a status and an ApiErrorBody.
import type { ApiErrorCode, Culture } from '@checkout/shared/contract';

/** The codes the API refuses a request with; payload_too_large, unsupported_media_type and internal are Fastify's. */
export type RefusalCode = Exclude<ApiErrorCode, 'payload_too_large' | 'unsupported_media_type' | 'internal'>;

export class DomainError extends Error {
  /** Seconds after which a retry may succeed (Retry-After), for rate_limited and checkout_offline. */
  retryAfterSeconds?: number;
  /** The values the message's text names ({{reference}} ...), filled in when answered. */
  values?: Record<string, string>;

  constructor(
    readonly code: RefusalCode,
    /** An i18n key (api.*), translated to `culture` when answered. */
    readonly messageKey: string,
    /** Field name -> the message (an i18n key, with values where its text has some: messageParts). */
    readonly fields?: Record<string, string>,
    /** The language of the answer; unset: the one the request asks for (requestCulture). */
    readonly culture?: Culture,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export const validationError = (fields: Record<string, string>, culture?: Culture): DomainError =>
  new DomainError('validation', 'api.invalidRequest', fields, culture);

export const notFound = (culture?: Culture, messageKey = 'api.notFound'): DomainError =>
  new DomainError('not_found', messageKey, undefined, culture);

/** Too many requests or holds from one client (or on one advisor's day): retry after `seconds`. */
export const rateLimited = (culture: Culture | undefined, seconds: number): DomainError => {
  const error = new DomainError('rate_limited', 'api.rateLimited', undefined, culture);
  error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return error;
};

/** Another booking or another session's hold has the hour. */
export const slotTaken = (culture: Culture | undefined): DomainError =>
  new DomainError('slot_taken', 'api.slotTaken', undefined, culture);

/** The visitor's hold ran out (or the session never held the hour) and the hour cannot be booked from it. */
export const holdExpired = (culture: Culture): DomainError =>
  new DomainError('hold_expired', 'api.holdExpired', undefined, culture);

/** An Idempotency-Key used again with another body. */
export const idempotencyConflict = (culture: Culture): DomainError =>
  new DomainError('idempotency_conflict', 'api.invalidRequest', undefined, culture);

/** A cancel or move inside the cut-off, or of a booking that cannot change any more (issue 20). */
export const changeClosed = (culture: Culture): DomainError =>
  new DomainError('change_closed', 'api.manageClosed', undefined, culture);

/** An operator switched the checkout off: no holds and no reservations. */
export const checkoutOffline = (culture: Culture): DomainError =>
  new DomainError('checkout_offline', 'api.offline', undefined, culture);

export const forbidden = (culture: Culture): DomainError =>
  new DomainError('forbidden', 'api.forbidden', undefined, culture);

/** Issue 34: a staff route without a live staff session, or a sign-in that did not verify (a passkey). */
export const unauthorized = (culture?: Culture, messageKey = 'api.staff.unauthorized'): DomainError =>
  new DomainError('unauthorized', messageKey, undefined, culture);

/** Issue 34: a staff sign-in link used already or past its time. */
export const linkExpired = (culture?: Culture): DomainError =>
  new DomainError('link_expired', 'api.staff.linkExpired', undefined, culture);

/** Issue 34: a staff member's change refused: from another origin, or not their role's to make. */
export const staffForbidden = (culture: Culture | undefined, messageKey: string): DomainError =>
  new DomainError('forbidden', messageKey, undefined, culture);

/** Issue 34: a change the consultation's state does not allow (cancelled already, not started yet ...). */
export const staffClosed = (culture: Culture, messageKey = 'api.staff.closed'): DomainError =>
  new DomainError('change_closed', messageKey, undefined, culture);

/** A refusal over the hour itself (slot_taken, hold_expired): what a concurrent twin's win looks like. */
export const isSlotConflict = (error: unknown): error is DomainError =>
  error instanceof DomainError && (error.code === 'slot_taken' || error.code === 'hold_expired');
