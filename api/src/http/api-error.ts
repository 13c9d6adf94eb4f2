// The API's own errors: an HTTP status, an ApiErrorBody code, and for 400 the bad fields (i18n keys).
import type { ApiErrorCode, Culture } from '@checkout/shared/contract';
import { DEFAULT_CULTURE } from '@checkout/shared/contract';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    /** An i18n key (api.*), translated to `culture` when answered. */
    readonly messageKey: string,
    /** Field name -> i18n key of the message. */
    readonly fields?: Record<string, string>,
    readonly culture: Culture = DEFAULT_CULTURE,
  ) {
    super(messageKey);
  }
}

export const validationError = (fields: Record<string, string>, culture: Culture): ApiError =>
  new ApiError(400, 'validation', 'api.invalidRequest', fields, culture);

export const notFound = (culture: Culture): ApiError =>
  new ApiError(404, 'not_found', 'api.notFound', undefined, culture);
