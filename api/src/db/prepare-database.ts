// Opens the database, applies the migrations and (unless told otherwise) runs the seed.
import type { Database } from './database';
import { migrate } from './migrations';
import { openDatabase, type DatabaseTarget } from './open-database';
import { seed } from './seed';

export const prepareDatabase = async (
  target: DatabaseTarget,
  options: { now?: Date; seed?: boolean } = {},
): Promise<Database> => {
  const db = await openDatabase(target);
  try {
    await migrate(db);
    if (options.seed ?? true) await seed(db, options.now ?? new Date());
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
};
