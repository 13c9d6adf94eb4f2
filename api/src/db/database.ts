// One small data-access layer over two drivers: embedded PGlite and a PostgreSQL server (pg).

/** How one statement is run. */
export interface StatementOptions {
  /**
   * The statement waits for rows another transaction holds (`select ... for update` of an advisor or a
   * consultation): in a burst of writes for one advisor it queues behind each of them, which is progress, not a
   * frozen server. Within a transaction it is given the lock budget instead of the statement timeout.
   */
  waitsForLock?: boolean;
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1.. parameters; returns the rows. */
  query<T>(sql: string, params?: readonly unknown[], options?: StatementOptions): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection pool's use (issue 36, the metrics): connections open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The pool's use now (pg's totalCount, idleCount, waitingCount); PGlite has no pool and answers none. */
  poolStats?: () => PoolStats;
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A PostgreSQL error as both drivers report it (SQLSTATE in `code`). */
export interface PostgresError {
  code: string;
  constraint?: string;
}

export const isPostgresError = (error: unknown): error is PostgresError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/**
 * The database cannot be reached or did not answer in time: a connection refused, reset or timed out, the server
 * shutting down or refusing connections (SQLSTATE classes 08 and 57P, 53300), a statement cancelled by its
 * timeout (57014), the pool's or the client's own timeout. The request may succeed later: 503, not 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^(08...|57P0[1-5]|53300|57014)$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) {
      return true;
    }
  }
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error/.test(
      message,
    )
  );
};

/**
 * A transaction the server ended so that another could go on: deadlock_detected (40P01) or serialization_failure
 * (40001). Run again from the start, it usually succeeds (pg-driver.ts does, a few times); still failing, the
 * request is answered 503 with Retry-After, like a database that is briefly unavailable.
 */
export const isTransientConflict = (error: unknown): boolean =>
  isPostgresError(error) && (error.code === '40P01' || error.code === '40001');

/** unique_violation: the database refused a second row for the same key. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  isPostgresError(error) &&
  error.code === '23505' &&
  (constraint === undefined || error.constraint === constraint);

/** OIDs of PostgreSQL's date and time (without time zone) types. */
export const DATE_OID = 1082;
export const TIME_OID = 1083;

/**
 * How both drivers hand over dates and times: as the API speaks them, `YYYY-MM-DD` and `HH:mm` (slots are
 * whole minutes, which the schema checks), never as a JavaScript Date at some process's local midnight.
 */
export const TYPE_PARSERS: Record<number, (value: string) => string> = {
  [DATE_OID]: (value) => value,
  [TIME_OID]: (value) => (/^\d\d:\d\d:00$/.test(value) ? value.slice(0, 5) : value),
};

/**
 * Runs `write` inside a savepoint of the transaction: should it throw, the transaction goes on as it was before it
 * (a refused statement aborts a transaction until it rolls back), and the error is thrown on.
 */
export const inSavepoint = async <T>(tx: Queryable, write: () => Promise<T>): Promise<T> => {
  await tx.query('savepoint in_savepoint');
  try {
    const result = await write();
    await tx.query('release savepoint in_savepoint');
    return result;
  } catch (error) {
    await tx.query('rollback to savepoint in_savepoint');
    throw error;
  }
};
