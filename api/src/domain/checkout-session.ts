// Server-issued checkout sessions: the API vouches for a session id by signing it with an expiry (HMAC-SHA256
// over id and expiry with a secret of the deployment), and takes holds and reservations only from a session it
// vouched for. A bot can no longer make up sessions offline: each costs a call to a rate-limited route.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LEGACY_KEY_ID, type Keyring } from '../keyring';

/** How long a token holds: a visit through the checkout, with room for a slow one. */
export const SESSION_TOKEN_HOURS = 2;

const signature = (secret: string, sessionId: string, expires: string): Buffer =>
  createHmac('sha256', secret).update(`${sessionId}.${expires}`).digest();

/**
 * A session token: `<key id>.<expiry in seconds, base 36>.<signature, base64url>`. Tokens of the versions before
 * key ids (no first part) were signed with the database's old secret, the key LEGACY_KEY_ID.
 */
export const SESSION_TOKEN_PATTERN = /^(?:([a-z0-9]{6})\.)?([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/** A token for `sessionId`, signed with the keyring's current key. */
export const issueSessionToken = (
  keys: Keyring,
  sessionId: string,
  now: Date,
): { token: string; expiresAt: Date } => {
  const expiresAt = new Date(now.getTime() + SESSION_TOKEN_HOURS * 3_600_000);
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const { id, secret } = keys.current;
  return {
    token: `${id}.${expires}.${signature(secret, sessionId, expires).toString('base64url')}`,
    expiresAt,
  };
};

/** Whether `token` was issued for `sessionId` with a key still accepted, and has not expired. */
export const isValidSessionToken = (
  keys: Keyring,
  sessionId: string,
  token: string | undefined,
  now: Date,
): boolean => {
  const match = SESSION_TOKEN_PATTERN.exec(token ?? '');
  if (!match) return false;
  const [, keyId = LEGACY_KEY_ID, expires = '', given = ''] = match;
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return false;
  const key = keys.accepted(keyId, now);
  if (!key) return false;
  return timingSafeEqual(Buffer.from(given, 'base64url'), signature(key.secret, sessionId, expires));
};
