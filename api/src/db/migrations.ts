// Schema migrations: the SQL files of api/migrations, applied in name order by Umzug at start, each once.
// Umzug's bookkeeping is the table schema_migrations (version = file name without .sql), the table the
// earlier TypeScript migrations kept, so a database they created is recognised as it stands.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Umzug, type UmzugStorage } from 'umzug';
import type { Database, Queryable } from './database';

/** Key of the advisory lock that serialises migration and seeding across processes. */
export const SCHEMA_LOCK_KEY = 73_110_001;

/** api/migrations, found from this file in the sources and in a build alike (the package's root holds it). */
const findMigrationsDir = (from: string = __dirname): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) {
      return join(dir, 'migrations');
    }
    if (dirname(dir) === dir) throw new Error(`no migrations folder above ${from}`);
  }
};

export const MIGRATIONS_DIR = findMigrationsDir();

export interface MigrationFile {
  /** The file name without `.sql`: what schema_migrations records. */
  version: string;
  path: string;
}

/** The migration files of a folder, in name order (001_..., 002_...). */
export const migrationFiles = (dir: string = MIGRATIONS_DIR): MigrationFile[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ version: name.slice(0, -'.sql'.length), path: join(dir, name) }));

const storage: UmzugStorage<Queryable> = {
  async executed({ context }) {
    const rows = await context.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    return rows.map((r) => r.version);
  },
  async logMigration({ name, context }) {
    await context.query('insert into schema_migrations (version) values ($1)', [name]);
  },
  async unlogMigration({ name, context }) {
    await context.query('delete from schema_migrations where version = $1', [name]);
  },
};

/**
 * Applies the migrations not yet recorded, in one transaction under an advisory lock: processes starting
 * at once wait for each other, and a failing file leaves the schema as it was. Returns the versions applied.
 */
export const migrate = async (
  db: Database,
  options: { dir?: string; upTo?: string } = {},
): Promise<string[]> =>
  db.transaction(async (tx) => {
    // Migrations may take long (an index on a big table) or wait for another process's: no statement timeout
    // inside their transaction, on the server or the client (scripts run with exec, pg-driver.ts).
    await tx.exec('set local statement_timeout = 0');
    await tx.exec(`select pg_advisory_xact_lock(${Number(SCHEMA_LOCK_KEY)})`);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const umzug = new Umzug<Queryable>({
      migrations: migrationFiles(options.dir).map((file) => ({
        name: file.version,
        path: file.path,
        up: ({ context }) => context.exec(readFileSync(file.path, 'utf8')),
      })),
      context: tx,
      storage,
      logger: undefined,
    });
    const applied = await umzug.up(options.upTo ? { to: options.upTo } : {});
    return applied.map((m) => m.name);
  });
