// Chooses the driver: a PostgreSQL server when DATABASE_URL is set, else PGlite (on disk or in memory).
import type { Database } from './database';
import { openPglite } from './pglite-driver';
import { openPostgres } from './pg-driver';

export type DatabaseTarget = { databaseUrl: string } | { pgliteDataDir: string | null };

export const openDatabase = (target: DatabaseTarget): Promise<Database> =>
  'databaseUrl' in target ? openPostgres(target.databaseUrl) : openPglite(target.pgliteDataDir ?? undefined);
