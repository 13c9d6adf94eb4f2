// The demo's mail catcher (issue 47): MailDev (decision 0061), a development SMTP server with a web page, run by
// `npm start` beside the API, which sends it every mail over real SMTP (SMTP_URL). Both listen on loopback only: the
// mails hold sign-in links. Also the demo's staff accounts, as the sign-in page and the start's output name them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MailDev } from 'maildev';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The catcher's default ports (MailDev's own): the web page 1080, SMTP 1025. */
export const MAIL_CATCHER_PORTS = { web: 1080, smtp: 1025 };

/**
 * A demo account as backoffice-config.json names it (the back office's BackofficeDemo).
 * @typedef {{ email: string, name: string, role: 'advisor' | 'branch_lead' | 'back_office' }} DemoAccount
 */

/**
 * The demo's staff accounts: the API's demo seed (api/src/seed/demo-staff.json), its one home.
 * @returns {DemoAccount[]}
 */
export function demoAccounts() {
  const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'src', 'seed', 'demo-staff.json'), 'utf8'));
  return /** @type {{ email: string, name: string, role: DemoAccount['role'] }[]} */ (file.staff).map(
    ({ email, name, role }) => ({ email, name, role }),
  );
}

/**
 * One mail as the catcher's REST API lists it (GET /api/email), in the fields the tests read.
 * @typedef {{ id: string, subject: string, to: { address: string }[], text?: string, html?: string }} CaughtMail
 */

/**
 * Starts the catcher on loopback. Port 0 lets the system pick one.
 * @param {{ webPort?: number, smtpPort?: number }} [options]
 */
export async function startMailCatcher({ webPort = 0, smtpPort = 0 } = {}) {
  // Its own folder: two checkouts side by side (the e2e files) never read each other's mail.
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-mail-catcher-'));
  const catcher = new MailDev({
    smtp: smtpPort,
    ip: '127.0.0.1',
    web: webPort,
    webIp: '127.0.0.1',
    mailDirectory,
    silent: true,
  });
  try {
    await catcher.start();
  } catch (error) {
    fs.rmSync(mailDirectory, { recursive: true, force: true });
    throw error;
  }
  const servers = catcher.getServers();
  const smtp = servers?.smtp.getAddress();
  const web = servers?.api?.getAddress();
  if (!smtp || !web) throw new Error('the mail catcher started without its addresses');
  const webUrl = `http://localhost:${web.port}/`;
  return {
    /** The catcher's web page, where the demo's mail is read. */
    webUrl,
    /** What the API sends to (SMTP_URL): plain SMTP on loopback. */
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    ports: { web: web.port, smtp: smtp.port },
    /**
     * The mails caught so far, oldest first (the catcher's REST API).
     * @returns {Promise<CaughtMail[]>}
     */
    messages: async () => {
      const response = await fetch(new URL('api/email', webUrl));
      if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
      return /** @type {CaughtMail[]} */ (await response.json());
    },
    stop: async () => {
      await catcher.stop();
      fs.rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
