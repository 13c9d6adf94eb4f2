// Every failed call raises an ApiError, so callers branch on status and code instead of parsing text.
import type { ApiErrorBody, ApiErrorCode } from '../contract';

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number;
  /** The API's error body, or a synthetic one when the answer was not JSON. */
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(`${status} ${body.error}: ${body.message}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): ApiErrorCode {
    return this.body.error;
  }
}

/**
 * Every copy of the kernel on a page brands its ApiErrors alike (remotes may run their own copy beside the
 * shell's: docs/architecture.md), so an error raised by the shell's client is one for a remote's copy too, where
 * `instanceof` would say no.
 */
const BRAND = Symbol.for('@checkout/ApiError');
Object.defineProperty(ApiError.prototype, BRAND, { value: true });

export function isApiError(error: unknown): error is ApiError {
  return (error as Record<symbol, unknown> | null)?.[BRAND] === true;
}

/** Every code of the contract (a code added there and forgotten here fails the type check below). */
const CODES = [
  'validation',
  'not_found',
  'slot_taken',
  'hold_expired',
  'idempotency_conflict',
  'payload_too_large',
  'checkout_offline',
  'unsupported_media_type',
  'forbidden',
  'change_closed',
  'internal',
  'rate_limited',
  'unauthorized',
  'link_expired',
] as const satisfies readonly ApiErrorCode[];
/** Compiles only while CODES names every ApiErrorCode. */
type CodesComplete = Exclude<ApiErrorCode, (typeof CODES)[number]> extends never ? true : never;
const codesComplete: CodesComplete = true;
void codesComplete;

/** An answer without the contract's shape (a proxy's page, an older API): what its status says, else 'internal'. */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  410: 'link_expired',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Accepts an answer body only when it has the contract's shape; anything else becomes 'internal'. */
export function toApiErrorBody(value: unknown, status: number): ApiErrorBody {
  if (typeof value === 'object' && value !== null) {
    const v = value as Record<string, unknown>;
    if (typeof v.error === 'string' && (CODES as readonly string[]).includes(v.error)) {
      const body: ApiErrorBody = {
        error: v.error as ApiErrorCode,
        message: typeof v.message === 'string' ? v.message : '',
      };
      if (typeof v.fields === 'object' && v.fields !== null) {
        body.fields = Object.fromEntries(
          Object.entries(v.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
      }
      return body;
    }
  }
  return { error: CODE_OF_STATUS[status] ?? 'internal', message: `HTTP ${status}` };
}
