// A PostgreSQL server through a pg connection pool.
import pg from 'pg';
import {
  TYPE_PARSERS,
  isTransientConflict,
  type Database,
  type Queryable,
  type StatementOptions,
} from './database';

/** How long the API waits for the database: a connection, a statement (server side and client side). */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
  /** A statement that waits for another transaction's row lock (StatementOptions.waitsForLock). */
  lockWaitMs: number;
}

/**
 * A traveller gets the 503 and its Retry-After within 5 seconds when the server is down or frozen (issue 32):
 * a connection in 2 s, a statement in 3 s (the server's timeout), a second more for the client's own. A wait for
 * an advisor's or a consultation's lock is a queue behind other writes, not an outage: on a busy two-core machine a
 * burst of 50 writes for two advisors queued up to 3 s for the lock and was answered 503; it is given 10 s.
 */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2000,
  statementMs: 3000,
  lockWaitMs: 10_000,
};

/** A statement on the pool or an open transaction's connection; only a transaction's lock waits get the lock budget. */
const wrap = (
  client: pg.Pool | pg.PoolClient,
  timeouts: PostgresTimeouts,
  inTransaction: boolean,
): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = [], options?: StatementOptions) {
    if (!inTransaction || !options?.waitsForLock) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    }
    // SET LOCAL lasts until the transaction ends; the statement after the wait is given the usual timeout again.
    await client.query(`set local statement_timeout = ${timeouts.lockWaitMs}`);
    const result = await client.query({
      text: sql,
      values: [...params],
      query_timeout: timeouts.lockWaitMs + 1000,
    } as pg.QueryConfig);
    await client.query(`set local statement_timeout = ${timeouts.statementMs}`);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await client.query({ text: sql, query_timeout: SCRIPT_TIMEOUT_MS } as pg.QueryConfig);
  },
});

/** Scripts (migrations) may run long: no statement timeout of the client's for them. */
const SCRIPT_TIMEOUT_MS = 10 * 60_000;

/** Attempts of a transaction the server ended for a deadlock or a serialization failure. */
const TRANSACTION_ATTEMPTS = 4;
/** Up to this long (times the attempt) before a transaction is run again: the two no longer meet in step. */
const RETRY_PAUSE_MS = 20;

export const openPostgres = async (
  connectionString: string,
  maxConnections = 10,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Promise<Database> => {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    types,
    // A server that does not answer (down, frozen, unreachable) fails the request instead of holding it: the
    // pool's wait for a connection, the server's statement timeout, and the client's own timeout for a server
    // that cannot even cancel (frozen). A transaction left idle is ended by the server.
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 3,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const root = wrap(pool, timeouts, false);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        let result;
        try {
          await client.query('BEGIN');
          result = await fn(wrap(client, timeouts, true));
          await client.query('COMMIT');
        } catch (error) {
          const rolledBack = await client.query('ROLLBACK').then(
            () => true,
            () => false,
          );
          // A connection that could not even roll back is not given to the next request.
          client.release(rolledBack ? undefined : true);
          // Two transactions that each wait for the other (issue 46: a change of an advisor's hours marking their
          // consultations while a move holds one of them and waits for the advisor): the server ends one, which is
          // run again from the start, as PostgreSQL's manual advises; nothing of the first attempt was kept.
          if (isTransientConflict(error) && attempt < TRANSACTION_ATTEMPTS) {
            await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt * Math.random()));
            continue;
          }
          throw error;
        }
        client.release();
        return result;
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};
