// The API's read model: the one owner of every copy this process keeps of the availability and the catalogue (the
// catalogue snapshot, each date's claims and the answers worked out from them, with their compressed bytes), and
// their one invalidation hook, `changed(tables)`. Nothing calls the hook by hand: the app runs every statement on
// `readModel.db`, which reports the tables each statement or transaction wrote once it has settled
// (db/write-watch.ts), so whatever repository or command writes bookings, holds or the catalogue, this process
// reads them again on its next request. Another process's writes are seen by time: its claims within
// CLAIMS_FRESH_MS, its catalogue at the next read of the catalogue's version (CATALOGUE_FRESH_MS).
import type { Database } from '../db/database';
import { EVERY_TABLE, watchWrites } from '../db/write-watch';
import { CATALOGUE_TABLES, CatalogueCache, type CatalogueSnapshot } from './catalogue';
import {
  answerOn,
  CLAIMS_FRESH_MS,
  CLAIMS_TABLES,
  ClaimsCache,
  type Claims,
  type ClockKeyOf,
} from './claims';

/** Every table the read model reads. */
export const READ_MODEL_TABLES: readonly string[] = [...CLAIMS_TABLES, ...CATALOGUE_TABLES];

export interface ReadModel {
  /**
   * The database the app runs every statement on: a write to a table the read model reads drops what was read
   * from it, once the write has settled.
   */
  readonly db: Database;
  /** The catalogue as the availability reads it. */
  catalogue(now: Date): Promise<CatalogueSnapshot>;
  /**
   * `compute` on the claims (bookings, live holds) of `date`, shared by every request asking the same `key` of the
   * same claims (see answerOn); with `aheadDays`, a cold date is read with the days after it (ClaimsCache.on).
   * An answer is never older than the claims it is made of, read at most CLAIMS_FRESH_MS ago (a write of this
   * process drops them), and holds for the clock it was worked out at (options.clockKeyOf).
   */
  answer<T>(
    date: string,
    now: Date,
    sessionId: string,
    key: string,
    compute: (claims: Claims) => T,
    aheadDays?: number,
  ): Promise<T>;
  /** The hook: `tables` were written (by this process). What was read from them is read again. */
  changed(tables: readonly string[]): void;
}

const touches = (tables: readonly string[], read: readonly string[]): boolean =>
  tables.some((table) => table === EVERY_TABLE || read.includes(table));

export interface ReadModelOptions {
  /**
   * What of the clock the answers on a date depend on (domain/availability.ts availabilityClockKey): a date's
   * answers outlive the read they were worked out from while its claims and this key stay the same. Unset: no
   * answer outlives its read.
   */
  clockKeyOf?: ClockKeyOf;
}

/** The read model of the database `db`; the app runs on its `db`. */
export const createReadModel = (db: Database, options: ReadModelOptions = {}): ReadModel => {
  const catalogue = new CatalogueCache(db);
  const claims = new ClaimsCache(db, CLAIMS_FRESH_MS, options.clockKeyOf);
  const changed = (tables: readonly string[]): void => {
    if (touches(tables, CLAIMS_TABLES)) claims.forget();
    if (touches(tables, CATALOGUE_TABLES)) catalogue.forget();
  };
  return {
    db: watchWrites(db, changed),
    catalogue: (now) => catalogue.current(now),
    async answer(date, now, sessionId, key, compute, aheadDays = 0) {
      const read = await claims.on(date, now, aheadDays);
      return answerOn(read, sessionId, key, () => compute(read));
    },
    changed,
  };
};
