// Lighthouse, mobile preset (`npm run bench:lighthouse`, issue 18 goal 2, issue 31): performance score, LCP, CLS, TBT
// and FCP of every step (1 to 7) in German and French, with Debian's Chromium. Steps 2 to 7 show only with a booking under
// way: a visitor walks there first in the same browser (playwright-core over CDP), then Lighthouse loads the step's
// address with the stored booking kept and the HTTP cache emptied (a cold load of a returning visitor's page).
// Medians of BENCH_RUNS (default 3); BENCH_STEPS and BENCH_LANGUAGES choose pages, BENCH_REPORTS keeps the reports. BENCH_BASELINE=<revision> measures that revision first, in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { measureCheckouts, median, printTable } from './bench-baseline.mjs';
import { CHROMIUM } from './chromium.mjs';
import { TEXT, visitor } from '../e2e/support/journey.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
/** The steps of a booking in their order; every one is measured unless BENCH_STEPS names some. */
const STEP_ORDER = ['step-1', 'step-2', 'step-3', 'step-4', 'step-5', 'step-6', 'step-7'];
const STEPS = process.env.BENCH_STEPS ? process.env.BENCH_STEPS.split(',') : STEP_ORDER;
const LANGUAGES = (process.env.BENCH_LANGUAGES || 'de,fr').split(',').map((lang) => {
  if (!(lang in TEXT)) throw new Error(`BENCH_LANGUAGES: ${lang} is none of ${Object.keys(TEXT).join(', ')}`);
  return /** @type {import('../e2e/support/journey.mjs').Lang} */ (lang);
});
/** BENCH_REPORTS=<folder> keeps every Lighthouse report there (JSON), to read what a score is made of. */
const REPORTS = process.env.BENCH_REPORTS;

/**
 * Walks a visitor to `step` in the browser at `port`, so that its address shows that step.
 * @param {number} port Chromium's debugging port
 * @param {string} shellUrl
 * @param {string} step
 * @param {(typeof LANGUAGES)[number]} lang
 */
async function prepare(port, shellUrl, step, lang) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    /** @param {string} route */
    const checkoutUrl = (route) => `${shellUrl}${route.replace(/^\//, '')}`;
    const v = visitor(page, checkoutUrl, { lang });
    try {
      if (step === 'step-1') await v.open('/step-1');
      else {
        /** @param {string} earlier */
        const after = (earlier) => STEP_ORDER.indexOf(step) > STEP_ORDER.indexOf(earlier);
        await v.generalAdvice();
        if (after('step-2')) await v.chooseDay();
        if (after('step-3')) await v.chooseHour('phone');
        if (after('step-4')) await v.travelDetails();
        // Another address each time: one address takes only a few bookings a day.
        if (after('step-5')) await v.contact(`lighthouse-${lang}-${Date.now()}@example.ch`);
        if (after('step-6')) await v.confirm();
      }
    } catch (error) {
      const shot = path.join(os.tmpdir(), `bench-lighthouse-${lang}-${step}.png`);
      await page.screenshot({ path: shot });
      console.error(`preparing ${step} (${lang}) failed; the page: ${shot}`);
      throw error;
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run of a step's address, the visitor walked there first.
 * @param {string} shellUrl
 * @param {string} step
 * @param {(typeof LANGUAGES)[number]} lang
 */
async function audit(shellUrl, step, lang) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await prepare(chrome.port, shellUrl, step, lang);
    const url = `${shellUrl}${TEXT[lang].prefix.replace(/^\//, '')}${TEXT[lang].prefix ? '/' : ''}${step}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const report = /** @type {string} one report, output 'json' */ (result.report);
      fs.writeFileSync(path.join(REPORTS, `${lang}-${step}-${Date.now()}.json`), report);
    }
    /** @param {string} id an audit's */
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      url: lhr.finalDisplayedUrl,
      score: (lhr.categories.performance?.score ?? 0) * 100,
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} shellUrl
 * @param {string} label the checkout's, in the table
 */
async function benchCheckout(shellUrl, label) {
  const rows = [];
  for (const lang of LANGUAGES) {
    for (const step of STEPS) {
      /** @type {Awaited<ReturnType<typeof audit>>[]} */
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(shellUrl, step, lang));
      /** @param {'score' | 'lcp' | 'cls' | 'tbt' | 'fcp'} key */
      const pick = (key) => median(runs.map((r) => r[key]));
      const last = runs.at(-1);
      if (!last) throw new Error('BENCH_RUNS is at least 1');
      const shown = new URL(last.url).pathname;
      rows.push({
        label,
        page: shown,
        score: pick('score'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        fcp: pick('fcp'),
      });
      console.error(`  ${label} ${shown}: ${pick('score').toFixed(0)}`);
    }
  }
  return rows;
}

async function main() {
  const rows = (await measureCheckouts(benchCheckout)).flatMap((m) => m.result);

  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset (simulated slow 4G, 4x CPU), Chromium ${CHROMIUM}, median of ${RUNS}` +
      '\ngoals: performance >= 95, CLS <= 0.1, TBT <= 200 ms (issue 31)\n',
  );
  const header = ['checkout', 'page shown', 'score', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms'];
  const lines = rows.map((r) => [
    r.label,
    r.page,
    r.score.toFixed(0),
    r.lcp.toFixed(0),
    r.cls.toFixed(3),
    r.tbt.toFixed(0),
    r.fcp.toFixed(0),
  ]);
  printTable(header, lines, 2);
}

function lighthouseVersion() {
  const manifest = path.join(
    path.dirname(new URL(import.meta.url).pathname),
    '..',
    'node_modules',
    'lighthouse',
    'package.json',
  );
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
