// Embedded PostgreSQL (PGlite): a data directory on disk, or in memory when none is given.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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
  const pglite = await pgliteClass.create({ dataDir, parsers: TYPE_PARSERS });
  const root = wrap(pglite);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    // PGlite is one connection: its transaction() holds the connection, other queries wait for it.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
};
