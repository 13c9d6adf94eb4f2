// Chooses the driver: a PostgreSQL server when DATABASE_URL is set, else PGlite (on disk or in memory).
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';
import { openPglite } from './pglite-driver';
import { openPostgres } from './pg-driver';

export type DatabaseTarget =
  | { databaseUrl: string }
  /** pgliteDataDir null: in memory. */
  | { pgliteDataDir: string | null; pgliteClass?: typeof PGlite };

export const openDatabase = (target: DatabaseTarget): Promise<Database> =>
  'databaseUrl' in target
    ? openPostgres(target.databaseUrl)
    : openPglite(target.pgliteDataDir ?? undefined, target.pgliteClass);
