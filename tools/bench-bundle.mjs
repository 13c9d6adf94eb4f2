// Byte budget (`npm run bench:bundle`): the gzipped JavaScript a browser fetches for a cold load of each
// route (brotli beside it), and what each in-app step navigation adds. Fails when step-1 exceeds the budget.
// 1 KiB = 1024 bytes. BENCH_BASELINE=<revision> measures that revision first, in the same run.
//
//   BUNDLE_BUDGET_KIB=160 npm run bench:bundle
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measureCheckouts, printTable } from './bench-baseline.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { navigateInApp } from '../e2e/support/navigation.mjs';

/** Step 1's budget: issue 18's goal, reached (159.9 KiB). */
const BUDGET_KIB = Number(process.env.BUNDLE_BUDGET_KIB || 160);
const ROUTES = ['step-1', 'step-1-self', 'step-2', 'step-3', 'step-4', 'step-5', 'step-6', 'step-7'];
/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes a script's bytes, as sent and compressed */
/**
 * A route's scripts on a cold load, and what an in-app navigation to it adds.
 * @typedef {{ route: string, files: number, addedFiles?: number, addedGzip?: number } & Sizes} Row
 */

/**
 * 1 KiB = 1024 bytes, as issue 18 counts.
 * @param {number} bytes
 */
const kB = (bytes) => (bytes / 1024).toFixed(1);

/** @param {import('playwright-core').Response} response */
function isJavaScript(response) {
  const type = response.headers()['content-type'] || '';
  return response.request().resourceType() === 'script' || type.includes('javascript');
}

/**
 * Records every JavaScript response of a page: url -> { raw, gzip } bytes.
 * @param {import('playwright-core').Page} page
 */
function recordScripts(page) {
  /** @type {Map<string, Sizes>} */
  const scripts = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) =>
          scripts.set(response.url(), {
            raw: body.length,
            gzip: gzipSync(body).length,
            brotli: brotliCompressSync(body).length,
          }),
        )
        .catch(() => {}),
    );
  });
  return { scripts, settle: () => Promise.all(pending) };
}

/**
 * @template {string} K
 * @param {Partial<Record<K, number>>[]} entries
 * @param {K} key
 */
const sum = (entries, key) => entries.reduce((total, entry) => total + (entry[key] ?? 0), 0);

/** @param {import('playwright-core').Page} page */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Cold loads and in-app steps of the checkout at `shellUrl`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl
 */
async function benchCheckout(browser, shellUrl) {
  /** @type {Row[]} */
  const rows = [];
  // Cold loads: a fresh context (empty cache) per route.
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { scripts, settle: bodies } = recordScripts(page);
    await page.goto(`${shellUrl}${route}`);
    await settle(page);
    await bodies();
    const entries = [...scripts.values()];
    rows.push({
      route,
      files: entries.length,
      raw: sum(entries, 'raw'),
      gzip: sum(entries, 'gzip'),
      brotli: sum(entries, 'brotli'),
    });
    await context.close();
  }

  // In-app: one visit walking the steps, counting only what each navigation adds.
  const context = await browser.newContext();
  const page = await context.newPage();
  const { scripts, settle: bodies } = recordScripts(page);
  await page.goto(`${shellUrl}step-1`);
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
    if (!row) throw new Error(`${route} had no cold load`);
    row.addedFiles = added.length;
    row.addedGzip = sum(added, 'gzip');
    seen = new Set(scripts.keys());
  }
  await context.close();
  return rows;
}

/**
 * @param {string} title
 * @param {Row[]} rows
 */
function printRows(title, rows) {
  const header = ['route', 'JS files', 'raw KiB', 'gzip KiB (cold)', 'brotli KiB', 'in-app +gzip KiB'];
  const lines = rows.map((r) => [
    `/checkout/${r.route}`,
    String(r.files),
    kB(r.raw),
    kB(r.gzip),
    kB(r.brotli),
    r.addedGzip === undefined ? '-' : `${kB(r.addedGzip)} (${r.addedFiles} files)`,
  ]);
  console.log(`\n${title}`);
  printTable(header, lines);
  // The whole journey as one traveller loads it: step 1 cold, then what each next step adds in the same visit.
  const [first = { gzip: 0, files: 0 }] = rows;
  const journey = first.gzip + sum(rows.slice(1), 'addedGzip');
  const files = first.files + rows.slice(1).reduce((total, r) => total + (r.addedFiles ?? 0), 0);
  console.log(`journey, steps 1 to 7 in one visit: ${kB(journey)} KiB gzipped JavaScript in ${files} files`);
}

async function main() {
  const browser = await launchBrowser();
  let measured;
  try {
    measured = await measureCheckouts((shellUrl) => benchCheckout(browser, shellUrl));
  } finally {
    await browser.close();
  }

  for (const { label, result } of measured) printRows(label, result);
  const step1 = measured.at(-1)?.result[0];
  if (!step1) throw new Error('step-1 was not measured');
  const verdict = step1.gzip <= BUDGET_KIB * 1024;
  console.log(
    `\nstep-1 cold load: ${kB(step1.gzip)} KiB gzipped JavaScript, budget ${BUDGET_KIB} KiB: ${verdict ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!verdict) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
