// Starts the whole checkout the way `npm start` does (tools/start.mjs), on free ports, with the booking API
// on a throw-away PGlite database.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCheckout } from '../../tools/start.mjs';
import { after, before } from 'node:test';
import { ARTIFACTS, launchBrowser } from './browser.mjs';

/**
 * A checkout started for a test file (startTestCheckout).
 * @typedef {Omit<Awaited<ReturnType<typeof startCheckout>>, 'stop'> & {
 *   url: (route: string) => string,
 *   dataDir: string,
 *   mailboxDir: string,
 *   switchOffline: (offline: boolean) => Promise<void>,
 *   operatorToken: string,
 *   stop: (options?: { keepData?: boolean }) => Promise<void>,
 * }} TestCheckout
 */

/** @typedef {{ checkout: TestCheckout, browser: import('playwright-core').Browser }} TestEnv */

/**
 * `dataDir` is the API's PGlite directory: a test may stop the checkout with `stop({ keepData: true })`, open
 * it with @electric-sql/pglite to check or change what was stored, then remove it or start a checkout on it again.
 * @param {{ api?: boolean, apiEnv?: Record<string, string>, shellDir?: string, dataDir?: string, demo?: boolean }} [options]
 *   `shellDir`: another build of the shell to serve; `dataDir`: the PGlite directory of an earlier checkout;
 *   `demo`: as `npm start`, with the demo's mail catcher (free ports) receiving the API's mail over SMTP
 * @returns {Promise<TestCheckout>}
 */
export async function startTestCheckout({
  api = true,
  apiEnv = {},
  shellDir,
  dataDir: earlier,
  demo = false,
} = {}) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = earlier ?? fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-e2e-db-'));
  const ports = {
    shell: 0,
    mfe_selection: 0,
    mfe_agenda: 0,
    mfe_contact: 0,
    mfe_confirmation: 0,
    mfe_backoffice: 0,
    api: 0,
    mailCatcher: 0,
    mailCatcherSmtp: 0,
  };
  /** @type {string[]} */
  const lines = [];
  const operatorToken = randomBytes(18).toString('base64url');
  // Each test file's checkout writes its e-mails into a mailbox of its own (the manage link is read from there).
  const mailboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-e2e-mail-'));
  const checkout = await startCheckout({
    ports,
    build: 'auto',
    api,
    apiEnv: {
      PGLITE_DATA_DIR: dataDir,
      MAILBOX_DIR: mailboxDir,
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
      OPERATOR_TOKEN: operatorToken,
      ...apiEnv,
    },
    apiLog: path.join(ARTIFACTS, 'api.log'),
    log: (line) => lines.push(line),
    ...(shellDir ? { shellDir } : {}),
    demo,
  });
  if (process.env.E2E_VERBOSE) console.log(lines.join('\n'));
  const stop = checkout.stop;
  return {
    ...checkout,
    url: (route) => `${checkout.shellUrl}${route.replace(/^\//, '')}`,
    dataDir,
    mailboxDir,
    /** The API's operator token (the release command and GET /api/metrics send it). */
    operatorToken,
    /** The operator's switch, as `npm run -w api checkout:offline` sends it. */
    async switchOffline(offline) {
      const response = await fetch(`http://localhost:${checkout.ports.api}/api/operator/checkout-offline`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({ offline }),
      });
      assert.equal(response.status, 200, `the offline switch answered ${response.status}`);
    },
    stop: async ({ keepData = false } = {}) => {
      await stop();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(mailboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * One checkout and one browser for a test file: started before its tests, stopped after them. Read
 * `env.checkout` and `env.browser` inside the tests.
 * @param {Parameters<typeof startTestCheckout>[0]} [options]
 */
export function useTestCheckout(options) {
  const env = /** @type {TestEnv} set by before() */ ({});
  before(async () => {
    env.checkout = await startTestCheckout(options);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.checkout?.stop();
  });
  return env;
}
