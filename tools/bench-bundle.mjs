// Byte budget (`npm run bench:bundle`): the gzipped JavaScript a browser fetches for a cold load of each
// route, and what each in-app step navigation adds. Fails when step-1 exceeds the budget.
//
//   BUNDLE_BUDGET_KB=250 npm run bench:bundle
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startCheckout } from './start.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { navigateInApp } from '../e2e/support/navigation.mjs';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB || 250);
const ROUTES = ['step-1', 'step-1-self', 'step-2', 'step-3', 'step-4', 'step-5', 'step-6', 'step-7'];
/** 1 kB = 1000 bytes: the stricter reading of the budget. */
const kB = (bytes) => (bytes / 1000).toFixed(1);

function isJavaScript(response) {
  const type = response.headers()['content-type'] || '';
  return response.request().resourceType() === 'script' || type.includes('javascript');
}

/** Records every JavaScript response of a page: url -> { raw, gzip } bytes. */
function recordScripts(page) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => {}),
    );
  });
  return { scripts, settle: () => Promise.all(pending) };
}

const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-bench-'));
  const checkout = await startCheckout({
    ports: { shell: 0, mfe_selection: 0, mfe_agenda: 0, mfe_contact: 0, mfe_confirmation: 0, api: 0 },
    build: 'auto',
    apiEnv: { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    apiLog: path.join(dataDir, 'api.log'),
    log: (line) => console.error(line),
  });
  const browser = await launchBrowser();
  const rows = [];
  try {
    // Cold loads: a fresh context (empty cache) per route.
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { scripts, settle: bodies } = recordScripts(page);
      await page.goto(`${checkout.shellUrl}${route}`);
      await settle(page);
      await bodies();
      const entries = [...scripts.values()];
      rows.push({ route, files: entries.length, raw: sum(entries, 'raw'), gzip: sum(entries, 'gzip') });
      await context.close();
    }

    // In-app: one visit walking the steps, counting only what each navigation adds.
    const context = await browser.newContext();
    const page = await context.newPage();
    const { scripts, settle: bodies } = recordScripts(page);
    await page.goto(`${checkout.shellUrl}step-1`);
    await settle(page);
    await bodies();
    let seen = new Set(scripts.keys());
    for (const route of ROUTES.slice(1)) {
      await navigateInApp(page, `/checkout/${route}`);
      // The previous step's heading is still there for a moment: wait until no script arrives any more.
      for (let before = -1; before !== scripts.size;) {
        before = scripts.size;
        await page.waitForTimeout(750);
        await settle(page);
        await bodies();
      }
      const added = [...scripts.entries()].filter(([url]) => !seen.has(url)).map(([, size]) => size);
      const row = rows.find((r) => r.route === route);
      row.addedFiles = added.length;
      row.addedGzip = sum(added, 'gzip');
      seen = new Set(scripts.keys());
    }
    await context.close();
  } finally {
    await browser.close();
    await checkout.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const header = ['route', 'JS files', 'raw kB', 'gzip kB (cold)', 'in-app +gzip kB'];
  const lines = rows.map((r) => [
    `/checkout/${r.route}`,
    String(r.files),
    kB(r.raw),
    kB(r.gzip),
    r.addedGzip === undefined ? '-' : `${kB(r.addedGzip)} (${r.addedFiles} files)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l) => console.log(format(l)));

  const step1 = rows[0];
  const verdict = step1.gzip <= BUDGET_KB * 1000;
  console.log(
    `\nstep-1 cold load: ${kB(step1.gzip)} kB gzipped JavaScript, budget ${BUDGET_KB} kB: ${verdict ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!verdict) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
