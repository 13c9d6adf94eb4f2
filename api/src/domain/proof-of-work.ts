// The invisible proof of work (issue 32): the barrier for a bot with many addresses. The session call answers a
// challenge (ALTCHA, altcha-lib's v1 scheme: find the number n with SHA-256(salt + n) = challenge, n <= maxnumber);
// the browser solves it in a worker while the traveller is on steps 1 and 2, and the session's first hold carries
// the solution. A solution is used once and only by the session it was issued for; it proves the session's work
// until it expires or the session books. The work rises for a client as it nears its caps (live holds, bookings of
// the day), so a normal visitor solves in a fraction of a second and a bot holding the calendar pays in CPU.
import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { ProofChallenge } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import type { Key, Keyring } from '../keyring';
import { bookingsOfClientSince } from '../repositories/booking-repository';
import { hasProvenWork, recordUsedProof } from '../repositories/proof-repository';
import { liveHoldsBesides } from '../repositories/slot-repository';
import { BOOKING_CAP_WINDOW_MS, MAX_LIVE_HOLDS_PER_CLIENT, type BookingCaps } from './limits';

/**
 * A normal visitor's work: at most this many SHA-256 hashes, half of it on average. A phone (Chromium at 4× CPU
 * throttle) hashes about 22 a millisecond, so p95 stays under 300 ms (`npm run bench:proof`).
 */
export const BASE_MAX_NUMBER = 6_000;

/** How long a challenge may be solved and used (and proves its session's work). */
export const CHALLENGE_MINUTES = 30;

/** The work, doubled for each quarter of the nearest cap a client has used: ×16 at the cap. */
export const maxNumberFor = (base: number, used: { count: number; cap: number }[]): number => {
  const share = Math.max(0, ...used.map(({ count, cap }) => Math.max(0, count) / Math.max(1, cap)));
  return base * 2 ** Math.min(4, Math.floor(4 * share));
};

/** The HMAC key of the challenges signed with a session key: derived from it (never stored). */
const hmacKeyOf = (key: Key): string =>
  createHmac('sha256', key.secret).update('checkout-proof-of-work').digest('base64url');

/** A challenge for `sessionId`, valid CHALLENGE_MINUTES from `now`. */
export const issueChallenge = async (
  keys: Keyring,
  sessionId: string,
  maxNumber: number,
  now: Date,
): Promise<ProofChallenge> => {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: hmacKeyOf(keys.current),
    maxNumber,
    expires: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    // The key id lets a rotation accept the challenges signed just before it.
    params: { session: sessionId, key: keys.current.id },
  });
  return {
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? maxNumber,
    salt: challenge.salt,
    signature: challenge.signature,
  };
};

/** What a hold's proof header proves: the work ('ok'), or why not. */
export type ProofVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

interface ProofPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The payload of a proof header (base64 of ALTCHA's JSON), or undefined when it is not one. */
const decode = (header: string): ProofPayload | undefined => {
  if (header.length > 2_000) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<ProofPayload>;
    const { algorithm, challenge, number, salt, signature } = payload;
    return algorithm === 'SHA-256' &&
      typeof challenge === 'string' &&
      Number.isSafeInteger(number) &&
      typeof salt === 'string' &&
      typeof signature === 'string'
      ? { algorithm, challenge, number: number as number, salt, signature }
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether `header` proves the work for `sessionId`: solved, signed by this deployment, not expired, issued for this
 * session, and not used before (this call uses it). A database error is the caller's.
 */
export const verifyProof = async (
  db: Queryable,
  keys: Keyring,
  sessionId: string,
  header: string | undefined,
  now: Date,
): Promise<ProofVerdict> => {
  if (header === undefined || header === '') return 'missing';
  const payload = decode(header);
  if (!payload) return 'invalid';
  const params = extractParams(payload);
  if (params.session !== sessionId) return 'invalid';
  const expires = Number(params.expires) * 1000;
  if (!Number.isFinite(expires)) return 'invalid';
  if (expires <= now.getTime()) return 'expired';
  const key = params.key === undefined ? undefined : keys.accepted(params.key, now);
  // Expiry is judged above by the app's clock (altcha-lib's check reads the system clock).
  if (!key || !(await verifySolution(payload, hmacKeyOf(key), false))) return 'invalid';
  const fresh = await recordUsedProof(
    db,
    { signature: payload.signature, sessionId, expiresAt: new Date(expires) },
    now,
  );
  return fresh ? 'ok' : 'used';
};

/** The work a client's next session must prove: `base`, more as the client nears its caps (maxNumberFor). */
export const workFor = async (
  db: Queryable,
  base: number,
  caps: BookingCaps,
  client: { clientKey: string; sessionId: string },
  now: Date,
): Promise<number> => {
  const [holds, bookings] = await Promise.all([
    liveHoldsBesides(db, { clientKey: client.clientKey }, client.sessionId, now),
    bookingsOfClientSince(db, client.clientKey, new Date(now.getTime() - BOOKING_CAP_WINDOW_MS)),
  ]);
  return maxNumberFor(base, [
    { count: holds.count, cap: MAX_LIVE_HOLDS_PER_CLIENT },
    { count: bookings.count, cap: caps.perClientDay },
  ]);
};

/**
 * Whether the session may hold: it proved its work before (a challenge not yet expired nor spent by a booking), or
 * `header` proves it now (verifyProof).
 */
export const proveWork = async (
  db: Queryable,
  keys: Keyring,
  sessionId: string,
  header: string | undefined,
  now: Date,
): Promise<ProofVerdict> =>
  (await hasProvenWork(db, sessionId, now)) ? 'ok' : verifyProof(db, keys, sessionId, header, now);
