/* global document -- the page.evaluate() bodies run in the browser */
// Step 2's ten date pills (`npm run bench:pills`, issue 18 goal 5): on localhost, from the click on step 1's
// 'general advice' until every pill of step 2 has its answer, with the number of `day` calls and in how many
// waves they came (a wave: calls started while none of the earlier ones had answered), when the first call left
// and how long a call took (median). Cold (a fresh browser context) and warm (the same context again). Medians and p90 of BENCH_RUNS (default 7).
// BENCH_BASELINE=<revision> measures that revision first, in the same run (tools/bench-baseline.mjs).
import { measureCheckouts, printTable, quantile } from './bench-baseline.mjs';
import { launchChromium } from './chromium.mjs';
import { TEXT } from '../e2e/support/journey.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const GOAL_MS = 300;

/** @typedef {{ start: number, end: number }} Call a day call's start and answer, ms after the click */

/**
 * Waves of calls: a call that starts after an earlier one has answered opens a new wave.
 * @param {Call[]} calls
 */
function waves(calls) {
  let count = 0;
  let firstAnswer = Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (count === 0 || call.start >= firstAnswer) {
      count += 1;
      firstAnswer = call.end;
    } else firstAnswer = Math.min(firstAnswer, call.end);
  }
  return count;
}

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} shellUrl
 */
async function once(context, shellUrl) {
  const page = await context.newPage();
  const text = TEXT.de;
  await page.goto(`${shellUrl}step-1`);
  await page.getByRole('heading', { level: 1, name: text.headings['step-1'] }).waitFor();
  await page.waitForLoadState('networkidle');
  /** @type {Map<import('playwright-core').Request, Call>} */
  const calls = new Map();
  const t0 = { value: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/api/checkout/day')) calls.set(r, { start: Date.now() - t0.value, end: Infinity });
  });
  page.on('requestfinished', (r) => {
    const call = calls.get(r);
    if (call) call.end = Date.now() - t0.value;
  });
  t0.value = Date.now();
  await page.getByRole('button', { name: text.generalAdvice }).click();
  await page.getByRole('heading', { level: 1, name: text.headings['step-2'] }).waitFor();
  // Every pill answered: ten pills, none busy.
  await page.waitForFunction(
    () => {
      const pills = document.querySelectorAll('.ck-date-pills .ck-pill');
      return pills.length >= 10 && [...pills].every((pill) => pill.getAttribute('aria-busy') !== 'true');
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = Date.now() - t0.value;
  await page.close();
  const list = [...calls.values()];
  return {
    ms,
    calls: list.length,
    waves: waves(list),
    firstCall: Math.min(...list.map((c) => c.start)),
    callMs: quantile(
      list.map((c) => c.end - c.start),
      0.5,
    ),
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl
 * @param {string} label the checkout's, in the table
 */
async function benchCheckout(browser, shellUrl, label) {
  const rows = [];
  for (const kind of ['cold', 'warm']) {
    /** @type {Awaited<ReturnType<typeof once>>[]} */
    const results = [];
    const warmContext =
      kind === 'warm' ? await browser.newContext({ viewport: { width: 375, height: 740 } }) : null;
    if (warmContext) await once(warmContext, shellUrl); // fills the cache
    for (let run = 0; run < RUNS; run++) {
      const context = warmContext ?? (await browser.newContext({ viewport: { width: 375, height: 740 } }));
      results.push(await once(context, shellUrl));
      if (!warmContext) await context.close();
    }
    await warmContext?.close();
    /**
     * @param {keyof (typeof results)[number]} key
     * @param {number} q the quantile
     */
    const at = (key, q) =>
      quantile(
        results.map((r) => r[key]),
        q,
      );
    rows.push({
      label,
      kind,
      median: at('ms', 0.5),
      p90: at('ms', 0.9),
      calls: at('calls', 0.5),
      waves: at('waves', 0.5),
      firstCall: at('firstCall', 0.5),
      callMs: at('callMs', 0.5),
    });
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
    `\nStep 2's ten pills resolved after the click on step 1, localhost, median of ${RUNS} (goal: ${GOAL_MS} ms)\n`,
  );
  const header = [
    'checkout',
    'cache',
    'median ms',
    'p90 ms',
    'day calls',
    'waves',
    'first call ms',
    'call ms',
  ];
  const lines = rows.map((r) => [
    r.label,
    r.kind,
    String(r.median),
    String(r.p90),
    String(r.calls),
    String(r.waves),
    String(r.firstCall),
    String(r.callMs),
  ]);
  printTable(header, lines, 2);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
