// Single sign-on for the staff by OpenID Connect (issue 34), with openid-client: the authorization code flow with
// PKCE, a state and a nonce, kept server-side until the provider answers (repositories/staff-oidc-repository.ts).
// The provider vouches for an e-mail address; the staff allow-list decides who that is: an address the provider
// has not verified, or one not on the list, signs nobody in. Configured by OIDC_ISSUER, OIDC_CLIENT_ID and
// OIDC_CLIENT_SECRET (config.ts); OIDC_ONLY turns the sign-in link off, so the provider replaces it.
import { randomBytes } from 'node:crypto';
import * as openid from 'openid-client';
import type { Culture } from '@checkout/shared/contract';
import type { Database } from '../db/database';
import { insertOidcSignIn, spendOidcSignIn } from '../repositories/staff-oidc-repository';
import { findStaffByEmail } from '../repositories/staff-repository';
import { sha256, startStaffSession, staffSessionOf, type StartedSession } from './staff-auth';

/** How long the provider may take to answer a sign-in it was sent to. */
export const OIDC_SIGN_IN_MINUTES = 10;

export interface OidcSettings {
  /** OIDC_ISSUER: the provider's issuer URL (its /.well-known/openid-configuration is read once per process). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ONLY: the provider replaces the sign-in link (the link route answers 403). */
  only: boolean;
}

/** Why a sign-in by the provider signed nobody in: said to the back office in its address, never the details. */
export type OidcFailure = 'refused' | 'expired' | 'unknown';

export class OidcSignInFailed extends Error {
  constructor(
    readonly reason: OidcFailure,
    readonly culture: Culture | undefined,
    cause?: unknown,
  ) {
    super(`single sign-on failed: ${reason}`, { cause });
  }
}

/** The provider's configuration, discovered once per process (and again after a failure). */
export const oidcClient = (settings: OidcSettings): (() => Promise<openid.Configuration>) => {
  let discovered: Promise<openid.Configuration> | undefined;
  return () =>
    (discovered ??= openid
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // A provider on plain http is accepted only on this machine (development and tests).
        execute: /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(settings.issuer)
          ? [openid.allowInsecureRequests]
          : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));
};

/** Starts a sign-in: the provider's authorization address, with this attempt's state, nonce and PKCE challenge. */
export const startOidcSignIn = async (
  db: Database,
  config: openid.Configuration,
  redirectUri: string,
  culture: Culture,
  now: Date,
): Promise<URL> => {
  const codeVerifier = openid.randomPKCECodeVerifier();
  const state = randomBytes(32).toString('base64url');
  const nonce = openid.randomNonce();
  await insertOidcSignIn(
    db,
    sha256(state),
    { codeVerifier, nonce, culture },
    now,
    new Date(now.getTime() + OIDC_SIGN_IN_MINUTES * 60_000),
  );
  return openid.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: culture,
  });
};

/**
 * The provider's answer (the callback's whole address): the attempt it names is spent, the code exchanged and the
 * ID token checked (issuer, audience, nonce, signature: openid-client); a verified address of the allow-list
 * starts a session. Anything else throws OidcSignInFailed.
 */
export const finishOidcSignIn = async (
  db: Database,
  config: openid.Configuration,
  callbackUrl: URL,
  now: Date,
): Promise<StartedSession & { culture: Culture }> => {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const attempt = state ? await spendOidcSignIn(db, sha256(state), now) : undefined;
  if (!attempt) throw new OidcSignInFailed('expired', undefined);
  let claims: Record<string, unknown>;
  try {
    const tokens = await openid.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    // The address is in the ID token at some providers; OpenID Connect's own place for it is the UserInfo answer
    // (for the same subject, which openid-client checks).
    claims = {
      ...(typeof idToken.email === 'string'
        ? idToken
        : await openid.fetchUserInfo(config, tokens.access_token, idToken.sub)),
    };
  } catch (error) {
    throw new OidcSignInFailed('refused', attempt.culture, error);
  }
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email || claims.email_verified !== true) throw new OidcSignInFailed('unknown', attempt.culture);
  const member = await findStaffByEmail(db, email);
  if (!member) throw new OidcSignInFailed('unknown', attempt.culture);
  const token = await db.transaction((tx) => startStaffSession(tx, member.id, 'oidc', now));
  const session = await staffSessionOf(db, token, now);
  if (!session) throw new OidcSignInFailed('unknown', attempt.culture);
  return { token, session, culture: attempt.culture };
};
