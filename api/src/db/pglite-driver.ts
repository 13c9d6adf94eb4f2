// Embedded PostgreSQL (PGlite): a data directory on disk, or in memory when none is given.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { holdDataDir } from './data-dir-lock';
import { TYPE_PARSERS, type Database, type Queryable } from './database';

const wrap = (db: PGlite | Transaction): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const result = await db.query<T>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await db.exec(sql);
  },
});

/** `pgliteClass` lets the Jest environment hand in PGlite loaded outside its module sandbox. */
export const openPglite = async (
  dataDir?: string,
  pgliteClass: typeof PGlite = PGlite,
): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per directory: PGlite does not lock it, and a second writer's rows would be overwritten.
  const release = dataDir ? holdDataDir(dataDir) : () => undefined;
  // The contrib extensions the migrations create (PostgreSQL's contrib ships them on a server): btree_gist for the
  // calendar's exclusion constraint (migration 045), pg_trgm for the back office's search (migration 046).
  let pglite: PGlite;
  try {
    pglite = await pgliteClass.create({
      dataDir,
      parsers: TYPE_PARSERS,
      extensions: { btree_gist, pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const root = wrap(pglite);
  // PGlite is one connection that runs one statement at a time: its "pool" is that connection, busy while calls are
  // in flight, the others waiting their turn (what the metrics report, issue 36).
  let inFlight = 0;
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await call();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) => counted(() => root.query<T>(sql, params)),
    exec: (sql: string) => counted(() => root.exec(sql)),
    // PGlite is one connection: its transaction() holds the connection, other queries wait for it.
    transaction: (fn) => counted(() => pglite.transaction((tx) => fn(wrap(tx)))),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
    poolStats: () => ({ total: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) }),
  };
};
