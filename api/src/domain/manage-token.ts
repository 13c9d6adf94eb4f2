// The booking's reference and its private manage link (issue 20): the reference a traveller reads out on the phone,
// and the token of the manage page's address, derived from the booking's id under a key of the manage keyring, so
// that it is stored nowhere. Made by the reservation, checked by the manage page, written into the e-mails.
import { createHash, createHmac, randomInt } from 'node:crypto';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '@checkout/shared/contract';
import { LEGACY_KEY_ID, type Key, type Keyring } from '../keyring';

/** A new reference: 8 characters drawn uniformly (crypto) from the alphabet without look-alikes. */
export const newBookingReference = (): string =>
  Array.from(
    { length: BOOKING_REFERENCE_LENGTH },
    () => BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)],
  ).join('');

/**
 * The manage link's token of a booking: the id of the key it is made with, then an HMAC of the booking's id
 * under that key (secrets.ts), so the token itself is stored nowhere (not in the booking, not in the outbox: the
 * e-mail worker derives it when it renders a message) and no copy of the database can make one. The booking
 * keeps only its SHA-256, to find the booking by it, and the key's id. The database's old key (LEGACY_KEY_ID)
 * made tokens without an id; they keep that shape.
 */
export const manageTokenFor = (key: Key, bookingId: string): string =>
  `${key.id === LEGACY_KEY_ID ? '' : key.id}${createHmac('sha256', key.secret)
    .update(`manage:${bookingId}:0`)
    .digest('base64url')
    .slice(0, 32)}`;

export const hashManageToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What the manage page may be asked for: a token of the shape manageTokenFor makes (38 characters, or 32). */
export const MANAGE_TOKEN_PATTERN = /^(?:[a-z0-9]{6})?[A-Za-z0-9_-]{32}$/;

/**
 * The hash to find a booking by, for a token of the right shape whose key is still accepted; undefined for any
 * other (a token of a key retired past its overlap opens nothing, even if its booking is there).
 */
export const manageTokenHash = (token: string, keys: Keyring, now: Date): string | undefined => {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return undefined;
  const keyId = token.length === 32 ? LEGACY_KEY_ID : token.slice(0, 6);
  return keys.accepted(keyId, now) ? hashManageToken(token) : undefined;
};
