/* global window, document -- the page.evaluate() and init-script bodies run in the browser */
// LCP at 4x CPU against a static copy (`npm run bench:lcp`, issue 18 goal 4): for step 1 in German and French,
// the Largest Contentful Paint of a cold load of the checkout in Chromium with the CPU slowed four times, beside the
// LCP of a static HTML copy of the same page (its final DOM without scripts, the same stylesheets and images,
// served from the same origin). Prints medians of BENCH_RUNS (default 5) and the ratio; the goal is 2x at most.
// BENCH_BASELINE=<revision> measures that revision's checkout first, in the same run (tools/bench-baseline.mjs).
import { measureCheckouts, median, printTable } from './bench-baseline.mjs';
import { launchChromium } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const CPU_SLOWDOWN = 4;
const ROUTES = ['step-1', 'fr/step-1'];
const GOAL_RATIO = 2;

/** Records every LCP candidate from the start of the page. */
function observeLcp() {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * A cold load at 4x CPU; the LCP (the last candidate) once the page is quiet, and its final HTML.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ html?: string }} [options] `html`: served at `url` instead (a static copy)
 */
async function measure(browser, url, { html } = {}) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'de-CH' });
  const page = await context.newPage();
  if (html) {
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeLcp);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(500);
  const candidates = await page.evaluate(() => window.__lcp);
  const finalHtml = html ? undefined : await staticCopy(page);
  await context.close();
  return { lcp: candidates.at(-1) ?? NaN, html: finalHtml };
}

/**
 * The page's DOM as it stands, without scripts and script preloads: what a server-rendered copy would send.
 * @param {import('playwright-core').Page} page
 */
async function staticCopy(page) {
  return page.evaluate(() => {
    const copy = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
    copy
      .querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]')
      .forEach((n) => n.remove());
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl
 * @param {string} label the checkout's, in the table
 */
async function benchCheckout(browser, shellUrl, label) {
  /** @type {{ label: string, route: string, live: number, copy: number }[]} */
  const rows = [];
  for (const route of ROUTES) {
    const url = `${shellUrl}${route}`;
    /** @type {number[]} */
    const live = [];
    /** @type {string | undefined} */
    let html = '';
    for (let run = 0; run < RUNS; run++) {
      const result = await measure(browser, url);
      live.push(result.lcp);
      html = result.html;
    }
    /** @type {number[]} */
    const copies = [];
    const copyUrl = `${shellUrl}__static-copy-${route.replace('/', '-')}`;
    for (let run = 0; run < RUNS; run++) copies.push((await measure(browser, copyUrl, { html })).lcp);
    rows.push({ label, route, live: median(live), copy: median(copies) });
  }
  return rows;
}

async function main() {
  const browser = await launchChromium();
  /** @type {Awaited<ReturnType<typeof benchCheckout>>} */
  let rows;
  try {
    const measured = await measureCheckouts((shellUrl, label) => benchCheckout(browser, shellUrl, label));
    rows = measured.flatMap((m) => m.result);
  } finally {
    await browser.close();
  }

  console.log(
    `\nLCP at ${CPU_SLOWDOWN}x CPU, 375x740, localhost, median of ${RUNS} cold loads (goal: at most ${GOAL_RATIO}x the static copy)\n`,
  );
  const header = ['checkout', 'route', 'LCP ms', 'static copy ms', 'ratio'];
  const lines = rows.map((r) => [
    r.label,
    `/checkout/${r.route}`,
    r.live.toFixed(0),
    r.copy.toFixed(0),
    `${(r.live / r.copy).toFixed(2)}x`,
  ]);
  printTable(header, lines, 2);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
