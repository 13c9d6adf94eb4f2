// Operator switch: `npm run -w api checkout:offline -- on|off` (against DATABASE_URL or the PGlite directory).
import { databaseTargetFromEnv } from '../config';
import { prepareDatabase } from '../db/prepare-database';
import { isCheckoutOffline, setCheckoutOffline } from '../domain/settings';

const arg = process.argv[2];
if (arg !== 'on' && arg !== 'off' && arg !== 'status') {
  process.stderr.write('usage: checkout:offline -- on|off|status\n');
  process.exit(2);
}
const run = async (command: 'on' | 'off' | 'status'): Promise<void> => {
  const db = await prepareDatabase(databaseTargetFromEnv(), { seed: true });
  try {
    if (command !== 'status') await setCheckoutOffline(db, command === 'on', new Date());
    process.stdout.write(`checkout is ${(await isCheckoutOffline(db)) ? 'offline' : 'online'}\n`);
  } finally {
    await db.close();
  }
};

run(arg).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
