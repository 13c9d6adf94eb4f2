import { randomBytes } from 'node:crypto';
// Operator settings kept in the database (shared by every API process): their statements.
import type { Queryable } from '../db/database';

export const isCheckoutOffline = async (db: Queryable): Promise<boolean> =>
  (await db.query<{ value: string }>(`select value from settings where key = 'checkout_offline'`))[0]
    ?.value === 'true';

export const setCheckoutOffline = async (db: Queryable, offline: boolean, now: Date): Promise<void> => {
  await db.query(
    `insert into settings (key, value, updated_at) values ('checkout_offline', $1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [String(offline), now.toISOString()],
  );
};

/**
 * The secret that signs checkout sessions, the same for every API process on the database: made once by the
 * first process that asks (a concurrent one keeps the first's), then read.
 */
export const sessionSecretOf = async (db: Queryable, candidate: string, now: Date): Promise<string> => {
  await db.query(
    `insert into settings (key, value, updated_at) values ('checkout_session_secret', $1, $2)
     on conflict (key) do nothing`,
    [candidate, now.toISOString()],
  );
  const row = (
    await db.query<{ value: string }>(`select value from settings where key = 'checkout_session_secret'`)
  )[0];
  return row?.value ?? candidate;
};

/**
 * The secret the manage links' tokens are derived under (issue 20), the same for every API process and the
 * e-mail worker: made once by the first process that asks, then read.
 */
export const manageSecretOf = async (db: Queryable, now: Date): Promise<string> => {
  await db.query(
    `insert into settings (key, value, updated_at) values ('manage_link_secret', $1, $2)
     on conflict (key) do nothing`,
    [randomBytes(32).toString('base64url'), now.toISOString()],
  );
  const row = (
    await db.query<{ value: string }>(`select value from settings where key = 'manage_link_secret'`)
  )[0];
  if (!row) throw new Error('the manage link secret could not be stored');
  return row.value;
};
