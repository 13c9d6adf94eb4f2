import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { startCheckout } from './tools/start.mjs';
import { launchChromium } from './tools/chromium.mjs';
import { TEXT } from './e2e/support/journey.mjs';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const checkout = await startCheckout({ ports: { shell: 0, mfe_selection: 0, mfe_agenda: 0, mfe_contact: 0, mfe_confirmation: 0, api: 0 }, build: 'auto', apiEnv: { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: '1' }, apiLog: path.join(dataDir, 'api.log'), log: () => {} });
const browser = await launchChromium();
for (let i = 0; i < 2; i++) {
const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
const page = await context.newPage();
await page.goto(`${checkout.shellUrl}step-1`);
await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-1'] }).waitFor();
await page.waitForLoadState('networkidle');
let t0 = 0; const log = [];
page.on('request', (r) => t0 && log.push([Date.now() - t0, 'start', r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 90)]));
page.on('requestfinished', (r) => t0 && log.push([Date.now() - t0, 'end  ', r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 90)]));
t0 = Date.now();
await page.getByRole('button', { name: TEXT.de.generalAdvice }).click();
log.push([Date.now() - t0, 'clicked']);
await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-2'] }).waitFor();
log.push([Date.now() - t0, 'heading 2']);
await page.waitForFunction(() => { const p = document.querySelectorAll('.ck-date-pills .ck-pill'); return p.length >= 10 && [...p].every((x) => x.getAttribute('aria-busy') !== 'true'); }, undefined, { polling: 'raf' });
log.push([Date.now() - t0, 'done']);
console.log(log.map((l) => l.join(' ')).join('\n'));
await context.close();
}
await browser.close(); await checkout.stop();
