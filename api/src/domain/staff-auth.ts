// Signing in to the back office (issue 34): a single-use link mailed to an address of the allow-list (the staff
// table), redeemed by the sign-in page's button, and the session it starts. No password anywhere, no secret in the
// database: a link's token is derived from its id under a key of the staffLink keyring (like a manage link) and
// only its SHA-256 is kept; a session is a random value whose SHA-256 is kept.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  backofficeUrl,
  type Culture,
  type StaffMember,
  type StaffSession,
  type StaffSignInLinkRequest,
} from '@checkout/shared/contract';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import type { Database, Queryable } from '../db/database';
import type { Key, Keyring } from '../keyring';
import { enqueueStaffSignIn } from '../notifications/outbox';
import { hitRateLimit } from '../repositories/rate-limit-repository';
import {
  deleteSignInLinksBefore,
  deleteStaffSessionsBefore,
  endStaffSession,
  findLiveSession,
  findStaffByEmail,
  insertSignInLink,
  insertStaffSession,
  noteStaffSignIn,
  signInLinkExists,
  spendSignInLink,
  touchStaffSession,
} from '../repositories/staff-repository';
import { hasPasskey } from '../repositories/passkey-repository';
import { linkExpired, rateLimited, validationError } from './errors';
import { STAFF_LINKS_PER_ADDRESS, STAFF_LINKS_PER_ADDRESS_CEILING } from './limits';

/** A sign-in link opens a session this long after it was mailed, once. */
export const SIGN_IN_LINK_MINUTES = 10;

/** A session unused this long has ended (each use moves its end on). */
export const STAFF_SESSION_IDLE_HOURS = 12;

/** A session ends this long after it started, however often it is used: the member signs in again. */
export const STAFF_SESSION_MAX_HOURS = 7 * 24;

/** A session's last use is written at most this often (not at every request). */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Used and expired links and ended sessions are forgotten this long after their end. */
export const KEEP_ENDED_MS = 24 * 3_600_000;

const HOUR_MS = 3_600_000;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A link's token: its key's id, then an HMAC of the link's id under that key (stored nowhere). */
export const signInLinkToken = (key: Key, linkId: string): string =>
  `${key.id}${createHmac('sha256', key.secret).update(`staff-sign-in:${linkId}`).digest('base64url').slice(0, 32)}`;

const LINK_TOKEN_PATTERN = /^[a-z0-9]{6}[A-Za-z0-9_-]{32}$/;

/** A session cookie's value: 32 random bytes, base64url. */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The sign-in page of the back office in `culture`, with the link's token in its address. */
export const signInPageUrl = (origin: string, culture: Culture, token: string): string =>
  backofficeUrl(culture, `sign-in?token=${token}`, { origin });

/** Who asks for a link, as the limits name them: keyed hashes, never the address (http/client-address.ts). */
export interface SignInLinkAsker {
  /** The address asked for. */
  addressKey: string;
  /** The client network asking (an IPv4 address, an IPv6 /64). */
  clientKey: string;
}

/**
 * Counts a link request on its address and network (issue 47, decision 0063), the same statement for any address,
 * on the allow-list or not: 429 beyond the network's budget for the address. Answers whether a link may be
 * mailed (false past the address's ceiling over every network: answered alike, nothing mailed).
 */
export const countSignInLinkRequest = async (
  db: Queryable,
  culture: Culture,
  asker: SignInLinkAsker,
): Promise<boolean> => {
  const { hits, ttlMs } = await hitRateLimit(
    db,
    `staff-sign-in-address|${asker.addressKey}|${asker.clientKey}`,
    STAFF_LINKS_PER_ADDRESS.windowMs,
  );
  if (hits > STAFF_LINKS_PER_ADDRESS.max) throw rateLimited(culture, ttlMs / 1000);
  const all = await hitRateLimit(
    db,
    `staff-sign-in-address|${asker.addressKey}`,
    STAFF_LINKS_PER_ADDRESS_CEILING.windowMs,
  );
  return all.hits <= STAFF_LINKS_PER_ADDRESS_CEILING.max;
};

/**
 * Mails a sign-in link to `email` if it is on the allow-list. Run after the answer (issue 47: the answer costs the
 * same for any address, countSignInLinkRequest alone before it). Answers whether a message was written (to wake
 * the worker).
 */
export const mailSignInLink = async (
  db: Database,
  request: StaffSignInLinkRequest,
  now: Date,
  keys: Keyring,
): Promise<boolean> => {
  const member = await findStaffByEmail(db, request.email.trim());
  if (!member) return false;
  await db.transaction((tx) => writeSignInLink(tx, member, request.culture, now, keys));
  return true;
};

/**
 * Writes a member's sign-in link and its mail in `culture` into the outbox, in the caller's transaction (a link
 * asked for, an invitation of staff management).
 */
export const writeSignInLink = async (
  tx: Queryable,
  member: StaffMember,
  culture: Culture,
  now: Date,
  keys: Keyring,
): Promise<void> => {
  const key = keys.current;
  const linkId = `ssl_${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await insertSignInLink(tx, {
    id: linkId,
    staffId: member.id,
    tokenHash: sha256(signInLinkToken(key, linkId)),
    keyId: key.id,
    now,
    expiresAt,
  });
  await enqueueStaffSignIn(
    tx,
    member.email,
    {
      linkId,
      keyId: key.id,
      staffId: member.id,
      name: member.name,
      culture,
      expiresAt: expiresAt.toISOString(),
      validMinutes: SIGN_IN_LINK_MINUTES,
    },
    now,
  );
  await deleteSignInLinksBefore(tx, new Date(now.getTime() - KEEP_ENDED_MS));
};

/** A session just started: the cookie's value (shown once, to the browser) and what the session is. */
export interface StartedSession {
  token: string;
  session: StaffSession;
}

/** Starts a session of a member; only the hash of the cookie's value is stored. */
export const startStaffSession = async (
  tx: Queryable,
  staffId: string,
  method: 'link' | 'passkey' | 'oidc',
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await insertStaffSession(tx, {
    idHash: sha256(token),
    staffId,
    method,
    now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_IDLE_HOURS * HOUR_MS),
    endsAt: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * HOUR_MS),
  });
  await noteStaffSignIn(tx, staffId, now);
  await deleteStaffSessionsBefore(tx, new Date(now.getTime() - KEEP_ENDED_MS));
  return token;
};

/**
 * Redeems a sign-in link (the sign-in page's button, never the link's GET): spends it and starts a session. A
 * token of another shape or that no link has: 400 naming `token`; a link used already, expired or made with a key
 * past its overlap: 410.
 */
export const redeemSignInLink = async (
  db: Database,
  token: string,
  now: Date,
  keys: Keyring,
  culture?: Culture,
): Promise<StartedSession> => {
  if (!LINK_TOKEN_PATTERN.test(token)) throw validationError({ token: VALIDATION_MESSAGES.invalid }, culture);
  if (!keys.accepted(token.slice(0, 6), now)) throw linkExpired(culture);
  const tokenHash = sha256(token);
  const sessionToken = await db.transaction(async (tx) => {
    const staffId = await spendSignInLink(tx, tokenHash, now);
    if (!staffId) return undefined;
    return startStaffSession(tx, staffId, 'link', now);
  });
  if (!sessionToken) {
    if (await signInLinkExists(db, tokenHash)) throw linkExpired(culture);
    throw validationError({ token: VALIDATION_MESSAGES.unknown }, culture);
  }
  const session = await staffSessionOf(db, sessionToken, now);
  if (!session) throw linkExpired(culture);
  return { token: sessionToken, session };
};

/** The session of a cookie's value, if live at `now` (its idle end moved on); undefined otherwise. */
export const staffSessionOf = async (
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<StaffSession | undefined> => {
  if (!token || !SESSION_TOKEN_PATTERN.test(token)) return undefined;
  const idHash = sha256(token);
  const live = await findLiveSession(db, idHash, now);
  if (!live) return undefined;
  if (now.getTime() - live.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const idleEnd = now.getTime() + STAFF_SESSION_IDLE_HOURS * HOUR_MS;
    await touchStaffSession(db, idHash, now, new Date(Math.min(idleEnd, live.endsAt.getTime())));
  }
  return { staff: live.member, hasPasskey: await hasPasskey(db, live.member.id) };
};

/** Ends the session of a cookie's value (signing out); nothing happens for an unknown or ended one. */
export const endSession = async (db: Queryable, token: string | undefined, now: Date): Promise<void> => {
  if (token && SESSION_TOKEN_PATTERN.test(token)) await endStaffSession(db, sha256(token), now);
};
