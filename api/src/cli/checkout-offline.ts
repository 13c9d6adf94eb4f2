// Operator switch: `npm run -w api checkout:offline -- on|off|status`.
// With DATABASE_URL it writes the shared database directly (every API process reads the flag from there).
// With the embedded PGlite only one process may open the data directory: if an API answers on
// API_URL (default http://127.0.0.1:$PORT, PORT 4000) the switch goes through its operator route,
// otherwise (no API running) the data directory is opened directly.
import { API_PATHS } from '@checkout/shared/contract';
import { databaseTargetFromEnv, operatorTokenFileFromEnv } from '../config';
import { readOperatorToken } from '../operator-token';
import { prepareDatabase } from '../prepare-database';
import { isCheckoutOffline, setCheckoutOffline } from '../repositories/settings-repository';

type Command = 'on' | 'off' | 'status';

const apiUrl = (): string =>
  (process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`).replace(/\/$/, '');

/** Through a running API; undefined when none answers. */
const viaApi = async (command: Command): Promise<boolean | undefined> => {
  const base = `${apiUrl()}/api`;
  try {
    if (command === 'status') {
      const res = await fetch(`${base}${API_PATHS.isCheckoutOffline}`);
      if (!res.ok) throw new Error(`the API answered ${res.status}`);
      return (await res.json()) as boolean;
    }
    const res = await fetch(`${base}${API_PATHS.operatorCheckoutOffline}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${readOperatorToken(process.env.OPERATOR_TOKEN, operatorTokenFileFromEnv()) ?? ''}`,
      },
      body: JSON.stringify({ offline: command === 'on' }),
    });
    if (!res.ok) throw new Error(`the API answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { offline: boolean }).offline;
  } catch (error) {
    // Nothing listens: no API is running, so the database is free to open.
    if (error instanceof TypeError) return undefined;
    throw error;
  }
};

const direct = async (command: Command): Promise<boolean> => {
  const db = await prepareDatabase(databaseTargetFromEnv());
  try {
    if (command !== 'status') await setCheckoutOffline(db, command === 'on', new Date());
    return await isCheckoutOffline(db);
  } finally {
    await db.close();
  }
};

const run = async (command: Command): Promise<void> => {
  const offline = process.env.DATABASE_URL
    ? await direct(command)
    : ((await viaApi(command)) ?? (await direct(command)));
  process.stdout.write(`checkout is ${offline ? 'offline' : 'online'}\n`);
};

const arg = process.argv[2];
if (arg !== 'on' && arg !== 'off' && arg !== 'status') {
  process.stderr.write('usage: checkout:offline -- on|off|status\n');
  process.exit(2);
}
run(arg).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
