// The API's own errors: an HTTP status, an ApiErrorBody code, and for 400 the bad fields (i18n keys).
import type { ApiErrorCode, Culture } from '@checkout/shared/contract';

export class ApiError extends Error {
  /** Seconds after which a retry may succeed (Retry-After), for 429 and 503. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    /** An i18n key (api.*), translated to `culture` when answered. */
    readonly messageKey: string,
    /** Field name -> the message (an i18n key, with values where its text has some: messageParts). */
    readonly fields?: Record<string, string>,
    /** The language of the answer; unset: the one the request asks for (requestCulture). */
    readonly culture?: Culture,
  ) {
    super(messageKey);
  }
}

export const validationError = (fields: Record<string, string>, culture?: Culture): ApiError =>
  new ApiError(400, 'validation', 'api.invalidRequest', fields, culture);

export const notFound = (culture?: Culture): ApiError =>
  new ApiError(404, 'not_found', 'api.notFound', undefined, culture);

/** Too many requests or holds from one client (or on one advisor's day): retry after `seconds`. */
export const rateLimited = (culture: Culture | undefined, seconds: number): ApiError => {
  const error = new ApiError(429, 'rate_limited', 'api.rateLimited', undefined, culture);
  error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return error;
};
