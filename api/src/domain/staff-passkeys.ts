// Passkeys of the staff (issue 34), with @simplewebauthn/server: a signed-in member registers one; anyone signs in
// with one (a discoverable credential names its member). Each challenge is kept server-side, answered once, and
// expires after CHALLENGE_MINUTES; the relying party is configuration (rpID, the back office's origins).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import type { Culture, StaffSession } from '@checkout/shared/contract';
import { isUniqueViolation, type Database } from '../db/database';
import {
  findPasskey,
  insertPasskey,
  passkeysOf,
  saveChallenge,
  spendChallenge,
  usePasskey,
} from '../repositories/passkey-repository';
import { findStaffById } from '../repositories/staff-repository';
import { DomainError, unauthorized, validationError } from './errors';
import { staffSessionOf, startStaffSession, type StartedSession } from './staff-auth';

/** A challenge is answered within this time, or never. */
export const CHALLENGE_MINUTES = 5;

export interface RelyingParty {
  /** The passkeys' rpID: the back office's host name (STAFF_RP_ID). */
  rpId: string;
  /** Shown by the authenticator: the retailer's brand. */
  rpName: string;
  /** The back office's origins (BACKOFFICE_ORIGINS): a passkey's answer must come from one. */
  origins: string[];
}

const refused = (culture?: Culture) => unauthorized(culture, 'api.staff.passkeyRefused');

/** Issue 47: a credential id stored already (the member's, or anyone's): 409 naming it, nothing overwritten. */
const passkeyExists = (culture: Culture) =>
  new DomainError(
    'change_closed',
    'api.staff.passkeyExists',
    { 'response.id': 'api.staff.passkeyExists' },
    culture,
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The browser's answer as @simplewebauthn/browser gives it: its shape, checked before the library reads it. */
const credentialOf = <T>(response: unknown, fields: string[], culture?: Culture): T => {
  const inner = isRecord(response) ? response.response : undefined;
  const ok =
    isRecord(response) &&
    typeof response.id === 'string' &&
    typeof response.rawId === 'string' &&
    response.type === 'public-key' &&
    isRecord(inner) &&
    fields.every((field) => typeof inner[field] === 'string');
  if (!ok) throw validationError({ response: VALIDATION_MESSAGES.invalid }, culture);
  return response as T;
};

const expiry = (now: Date) => new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);

/** Options to register a passkey for the signed-in member (their existing ones excluded). */
export const registrationOptions = async (
  db: Database,
  session: StaffSession,
  now: Date,
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> => {
  const { staff } = session;
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(staff.id),
    attestationType: 'none',
    excludeCredentials: (await passkeysOf(db, staff.id)).map((p) => ({ id: p.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await saveChallenge(db, {
    challenge: options.challenge,
    purpose: 'registration',
    staffId: staff.id,
    now,
    expiresAt: expiry(now),
  });
  return options;
};

/** Verifies a new passkey's attestation against the member's challenge and keeps it; answers the session. */
export const registerPasskey = async (
  db: Database,
  session: StaffSession,
  response: unknown,
  now: Date,
  rp: RelyingParty,
): Promise<StaffSession> => {
  const { staff } = session;
  const credential = credentialOf<RegistrationResponseJSON>(
    response,
    ['clientDataJSON', 'attestationObject'],
    staff.culture,
  );
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'registration', staff.id, now),
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
  } catch {
    throw refused(staff.culture);
  }
  if (!verified.verified) throw refused(staff.culture);
  const info = verified.registrationInfo;
  try {
    await insertPasskey(db, {
      id: info.credential.id,
      staffId: staff.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      // Checked by staffPasskeySchema: a short list of words.
      transports: credential.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      now,
    });
  } catch (error) {
    // The primary key (PostgreSQL's 23505, on PGlite alike), not a look-up before: two registrations may race.
    if (isUniqueViolation(error)) throw passkeyExists(staff.culture);
    throw error;
  }
  return { ...session, hasPasskey: true };
};

/** Options to sign in with a passkey: no credential named (discoverable), a challenge kept for nobody yet. */
export const authenticationOptions = async (
  db: Database,
  now: Date,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> => {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: [],
    userVerification: 'preferred',
  });
  await saveChallenge(db, {
    challenge: options.challenge,
    purpose: 'authentication',
    staffId: null,
    now,
    expiresAt: expiry(now),
  });
  return options;
};

/**
 * Verifies a passkey's assertion against a sign-in challenge and the stored public key, moves its counter on and
 * starts a session. An unknown passkey, a spent or expired challenge, a wrong origin or signature: 401.
 */
export const signInWithPasskey = async (
  db: Database,
  response: unknown,
  now: Date,
  rp: RelyingParty,
): Promise<StartedSession> => {
  const assertion = credentialOf<AuthenticationResponseJSON>(response, [
    'clientDataJSON',
    'authenticatorData',
    'signature',
  ]);
  const passkey = await findPasskey(db, assertion.id);
  if (!passkey) throw refused();
  const member = await findStaffById(db, passkey.staffId);
  if (!member) throw refused();
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'authentication', null, now),
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
      },
      requireUserVerification: false,
    });
  } catch {
    throw refused(member.culture);
  }
  if (!verified.verified) throw refused(member.culture);
  const token = await db.transaction(async (tx) => {
    await usePasskey(tx, passkey.id, verified.authenticationInfo.newCounter, now);
    return startStaffSession(tx, member.id, 'passkey', now);
  });
  const session = await staffSessionOf(db, token, now);
  if (!session) throw refused(member.culture);
  return { token, session };
};
