// The staff's passkeys and the WebAuthn challenges they answer (issue 34). What a passkey proves stays in
// domain/staff-passkeys.
import type { StaffPasskey } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

/** A stored passkey: its credential id and COSE public key (base64url), its counter and transports. */
export interface PasskeyRow {
  id: string;
  staffId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

interface Row {
  id: string;
  staff_id: string;
  public_key: string;
  counter: number | string;
  transports: string[];
}

/** Whether a member has registered a passkey. */
export const hasPasskey = async (db: Queryable, staffId: string): Promise<boolean> =>
  (
    await db.query<{ one: number }>('select 1 as one from staff_passkeys where staff_id = $1 limit 1', [
      staffId,
    ])
  ).length > 0;

/** A member's passkeys (to keep an authenticator from registering twice). */
export const passkeysOf = async (db: Queryable, staffId: string): Promise<PasskeyRow[]> =>
  (
    await db.query<Row>(
      'select id, staff_id, public_key, counter, transports from staff_passkeys where staff_id = $1 order by created_at',
      [staffId],
    )
  ).map(passkeyOf);

const passkeyOf = (row: Row): PasskeyRow => ({
  id: row.id,
  staffId: row.staff_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
});

/** The passkey of a credential id; undefined when none is registered. */
export const findPasskey = async (db: Queryable, id: string): Promise<PasskeyRow | undefined> => {
  const rows = await db.query<Row>(
    'select id, staff_id, public_key, counter, transports from staff_passkeys where id = $1',
    [id],
  );
  return rows[0] ? passkeyOf(rows[0]) : undefined;
};

export const insertPasskey = async (
  tx: Queryable,
  passkey: PasskeyRow & { deviceType: string; backedUp: boolean; now: Date },
): Promise<void> => {
  await tx.query(
    `insert into staff_passkeys (id, staff_id, public_key, counter, transports, device_type, backed_up, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      passkey.id,
      passkey.staffId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.deviceType,
      passkey.backedUp,
      passkey.now.toISOString(),
    ],
  );
};

/** A passkey was used: its new counter. */
export const usePasskey = async (tx: Queryable, id: string, counter: number, now: Date): Promise<void> => {
  await tx.query('update staff_passkeys set counter = $2, last_used_at = $3 where id = $1', [
    id,
    counter,
    now.toISOString(),
  ]);
};

/** Keeps a challenge until `expiresAt` (a member's for a registration; nobody's for a sign-in). */
export const saveChallenge = async (
  db: Queryable,
  challenge: {
    challenge: string;
    purpose: 'registration' | 'authentication';
    staffId: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> => {
  await db.query(
    `insert into staff_webauthn_challenges (challenge, purpose, staff_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      challenge.challenge,
      challenge.purpose,
      challenge.staffId,
      challenge.now.toISOString(),
      challenge.expiresAt.toISOString(),
    ],
  );
  await db.query('delete from staff_webauthn_challenges where expires_at < $1', [
    challenge.now.toISOString(),
  ]);
};

/**
 * Spends a challenge: deleted in one statement, so that it answers once. Whether it was there, for this purpose
 * (and member), and not expired at `now`.
 */
export const spendChallenge = async (
  db: Queryable,
  challenge: string,
  purpose: 'registration' | 'authentication',
  staffId: string | null,
  now: Date,
): Promise<boolean> =>
  (
    await db.query<{ challenge: string }>(
      `delete from staff_webauthn_challenges
       where challenge = $1 and purpose = $2 and staff_id is not distinct from $3 and expires_at > $4
       returning challenge`,
      [challenge, purpose, staffId, now.toISOString()],
    )
  ).length > 0;

/** Forgets the challenges that expired before `cutoff` (never answered). */
export const deleteChallengesExpiredBefore = async (tx: Queryable, cutoff: Date): Promise<number> =>
  (
    await tx.query<{ challenge: string }>(
      'delete from staff_webauthn_challenges where expires_at < $1 returning challenge',
      [cutoff.toISOString()],
    )
  ).length;

// A member's own passkeys as the back office's passkeys page shows them (issue 47, item 4).

interface OwnRow {
  id: string;
  name: string | null;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const ownOf = (row: OwnRow): StaffPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/** A member's passkeys, oldest first. */
export const ownPasskeysOf = async (db: Queryable, staffId: string): Promise<StaffPasskey[]> =>
  (
    await db.query<OwnRow>(
      'select id, name, created_at, last_used_at from staff_passkeys where staff_id = $1 order by created_at, id',
      [staffId],
    )
  ).map(ownOf);

/** Names one of a member's passkeys; undefined when they have none of that id. */
export const renamePasskey = async (
  tx: Queryable,
  staffId: string,
  id: string,
  name: string,
): Promise<StaffPasskey | undefined> => {
  const rows = await tx.query<OwnRow>(
    `update staff_passkeys set name = $3 where id = $1 and staff_id = $2
     returning id, name, created_at, last_used_at`,
    [id, staffId, name],
  );
  return rows[0] ? ownOf(rows[0]) : undefined;
};

/** Removes one of a member's passkeys; whether there was one. */
export const deletePasskey = async (tx: Queryable, staffId: string, id: string): Promise<boolean> =>
  (
    await tx.query<{ id: string }>(
      'delete from staff_passkeys where id = $1 and staff_id = $2 returning id',
      [id, staffId],
    )
  ).length > 0;
