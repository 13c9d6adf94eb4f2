// Retries under an Idempotency-Key (reservations, moves): the request's stable hash, and the stored answer of a
// key, which a retry with the same request gets again and a different request under the same key is refused.
import { createHash } from 'node:crypto';
import type { Culture } from '@checkout/shared/contract';
import { idempotencyConflict } from './errors';

/** Stable hash of a request (object keys sorted): recognises a replay with a different request. */
export const requestHash = (request: unknown): string => {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
};

/** The answer stored under a key for this request; undefined for a new key; 422 for another request's key. */
export const storedAnswerFor = <T extends { request_hash: string }>(
  stored: T | undefined,
  hash: string,
  culture: Culture,
): T | undefined => {
  if (stored && stored.request_hash !== hash) throw idempotencyConflict(culture);
  return stored;
};
