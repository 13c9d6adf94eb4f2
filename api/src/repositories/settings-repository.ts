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

/** The settings rows where versions before issue 32 kept the secrets (now in the secrets file or environment). */
export const LEGACY_SECRET_ROWS = {
  checkoutSession: 'checkout_session_secret',
  manageLink: 'manage_link_secret',
} as const;

/** The secrets a version before issue 32 left in the database, by keyring; empty once they are moved. */
export const legacySecretsOf = async (
  db: Queryable,
): Promise<Partial<Record<keyof typeof LEGACY_SECRET_ROWS, string>>> => {
  const rows = await db.query<{ key: string; value: string }>(
    'select key, value from settings where key = any($1::text[])',
    [Object.values(LEGACY_SECRET_ROWS)],
  );
  return Object.fromEntries(
    Object.entries(LEGACY_SECRET_ROWS).flatMap(([name, row]) => {
      const found = rows.find((r) => r.key === row);
      return found ? [[name, found.value]] : [];
    }),
  );
};

/** Deletes the old secrets' rows (once they are kept elsewhere). */
export const forgetLegacySecrets = async (db: Queryable): Promise<void> => {
  await db.query('delete from settings where key = any($1::text[])', [Object.values(LEGACY_SECRET_ROWS)]);
};
