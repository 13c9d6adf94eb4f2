// The single sign-on attempts of the staff (issue 34, migration 029): started, spent once, purged when old.
import type { Culture } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

export interface OidcSignIn {
  codeVerifier: string;
  nonce: string;
  culture: Culture;
}

/** Keeps a sign-in started with the provider until `expiresAt`; purges those ended before `now`. */
export const insertOidcSignIn = async (
  tx: Queryable,
  stateHash: string,
  signIn: OidcSignIn,
  now: Date,
  expiresAt: Date,
): Promise<void> => {
  await tx.query('delete from staff_oidc_sign_ins where expires_at < $1', [now.toISOString()]);
  await tx.query(
    `insert into staff_oidc_sign_ins (state_hash, code_verifier, nonce, culture, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      stateHash,
      signIn.codeVerifier,
      signIn.nonce,
      signIn.culture,
      now.toISOString(),
      expiresAt.toISOString(),
    ],
  );
};

/** Spends the live sign-in of a state (deleted: an answer counts once); undefined when none is live. */
export const spendOidcSignIn = async (
  tx: Queryable,
  stateHash: string,
  now: Date,
): Promise<OidcSignIn | undefined> => {
  const rows = await tx.query<{
    code_verifier: string;
    nonce: string;
    culture: Culture;
    expires_at: Date | string;
  }>(
    'delete from staff_oidc_sign_ins where state_hash = $1 returning code_verifier, nonce, culture, expires_at',
    [stateHash],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  return { codeVerifier: row.code_verifier, nonce: row.nonce, culture: row.culture };
};
