// Starts the whole checkout the way `npm start` does (tools/start.mjs), on free ports, with the booking API
// on a throw-away PGlite database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCheckout } from '../../tools/start.mjs';
import { ARTIFACTS } from './browser.mjs';

/**
 * `dataDir` is the API's PGlite directory: a test may stop the checkout with `stop({ keepData: true })`, open
 * it with @electric-sql/pglite to check what was stored, then remove it.
 * @returns {Promise<Awaited<ReturnType<typeof startCheckout>> & { url: (route: string) => string, dataDir: string, stop: (options?: { keepData?: boolean }) => Promise<void> }>}
 */
export async function startTestCheckout({ api = true } = {}) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-e2e-db-'));
  const ports = {
    shell: 0,
    mfe_selection: 0,
    mfe_agenda: 0,
    mfe_contact: 0,
    mfe_confirmation: 0,
    api: 0,
  };
  const lines = [];
  const checkout = await startCheckout({
    ports,
    build: 'auto',
    api,
    apiEnv: { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    apiLog: path.join(ARTIFACTS, 'api.log'),
    log: (line) => lines.push(line),
  });
  if (process.env.E2E_VERBOSE) console.log(lines.join('\n'));
  const stop = checkout.stop;
  return {
    ...checkout,
    url: (route) => `${checkout.shellUrl}${route.replace(/^\//, '')}`,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      await stop();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
