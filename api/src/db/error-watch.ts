// A database that reports every failed statement (issue 36: the metrics' query error counter), on either driver.
// Statements of a transaction count too; the transaction's own failure (a rollback it answers) is its statement's.
import type { Database, Queryable, StatementOptions } from './database';

const watched = (target: Queryable, failed: (error: unknown) => void): Queryable => ({
  async query<T>(sql: string, params?: readonly unknown[], options?: StatementOptions) {
    try {
      return await target.query<T>(sql, params, options);
    } catch (error) {
      failed(error);
      throw error;
    }
  },
  async exec(sql: string) {
    try {
      await target.exec(sql);
    } catch (error) {
      failed(error);
      throw error;
    }
  },
});

/** `db`, calling `onError` with the error of every statement that failed (then throwing it as before). */
export const watchErrors = (db: Database, onError: (error: unknown) => void): Database => {
  const direct = watched(db, onError);
  return {
    kind: db.kind,
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => db.transaction((tx) => fn(watched(tx, onError))),
    close: () => db.close(),
    poolStats: db.poolStats,
  };
};
