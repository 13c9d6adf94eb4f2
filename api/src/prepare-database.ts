// Opens the database, applies the migrations and installs the code's texts; the demo data only on request.
import type { Database } from './db/database';
import { migrate } from './db/migrations';
import { openDatabase, type DatabaseTarget } from './db/open-database';
import { codeTextRows } from './i18n/texts';
import { lockSchema } from './repositories/catalogue-writer';
import { writeTexts } from './repositories/reference-data';
import { seedDemo, seedNational } from './seed';

/** The demo's size: the demo itself, or grown to a national network (DEMO_DATA=national). */
export type DemoScale = 'demo' | 'national';

export interface PrepareOptions {
  /** Write the demo catalogue and bookings (DEMO_DATA=1); never for a retailer's database. */
  demo?: boolean;
  /** The demo bookings' reference day (default now). */
  now?: Date;
  /** With `demo`: the demo, or the national data set. */
  scale?: DemoScale;
}

/**
 * A retailer's start: the code's texts only where the database has none for that key and culture, so new
 * keys arrive with the next start and text edited in the database survives it. No other row is written.
 */
const installTexts = (db: Database): Promise<void> =>
  db.transaction(async (tx) => {
    await lockSchema(tx);
    await writeTexts(tx, codeTextRows(), 'keep');
  });

/** Migrates an open database; then the demo seed, or only the code's texts missing from the database. */
export const prepareOpenDatabase = async (db: Database, options: PrepareOptions = {}): Promise<void> => {
  await migrate(db);
  if (options.demo && options.scale === 'national') await seedNational(db, options.now ?? new Date());
  else if (options.demo) await seedDemo(db, options.now ?? new Date());
  else await installTexts(db);
};

export const prepareDatabase = async (
  target: DatabaseTarget,
  options: PrepareOptions = {},
): Promise<Database> => {
  const db = await openDatabase(target);
  try {
    await prepareOpenDatabase(db, options);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
};
