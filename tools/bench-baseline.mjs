// What the benchmarks share: the checkout as it was at another git revision, for the before/after in one run
// (BENCH_BASELINE=<revision>): a temporary git worktree with that revision's own dependencies (npm ci, since the
// dependencies change between revisions), whose tools/start.mjs builds and serves it on free ports; measuring
// it and this working tree in turn; medians and the printed table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startCheckout } from './start.mjs';

/**
 * How the benches start a checkout: free ports, built when out of date, the demo on a fresh PGlite folder.
 * @param {string} dataDir
 * @param {(line: string) => void} log
 * @returns {Parameters<typeof startCheckout>[0]}
 */
const demoCheckout = (dataDir, log) => ({
  ports: { shell: 0, mfe_selection: 0, mfe_agenda: 0, mfe_contact: 0, mfe_confirmation: 0, api: 0 },
  build: 'auto',
  apiEnv: { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: '1' },
  apiLog: path.join(dataDir, 'api.log'),
  log,
});

/**
 * Starts `revision`'s checkout (front ends and API, demo data, a fresh PGlite directory) on free ports.
 * @param {string} revision
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ checkout: { shellUrl: string, stop: () => Promise<void> }, dispose: () => Promise<void> }>}
 */
export async function startRevision(revision, { log = console.error } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, revision], { cwd: ROOT, stdio: 'ignore' });
  const remove = () =>
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
  try {
    log(`baseline ${revision}: npm ci in ${dir} ...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    /** @type {typeof import('./start.mjs')} that revision's, which may differ from this one's */
    const revisionStart = await import(pathToFileURL(path.join(dir, 'tools', 'start.mjs')).href);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-baseline-data-'));
    const checkout = await revisionStart.startCheckout(demoCheckout(dataDir, log));
    return {
      checkout,
      dispose: async () => {
        await checkout.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Runs `measure` on BENCH_BASELINE's checkout (when set) and then on this working tree's, each started on free
 * ports with the demo data, and answers their results in that order with their labels.
 * @template T
 * @param {(shellUrl: string, label: string) => Promise<T>} measure
 * @returns {Promise<{ label: string, result: T }[]>}
 */
export async function measureCheckouts(measure) {
  /** @type {{ label: string, result: T }[]} */
  const measured = [];
  const revision = process.env.BENCH_BASELINE;
  if (revision) {
    const baseline = await startRevision(revision);
    try {
      const label = `@${revision}`;
      measured.push({ label, result: await measure(baseline.checkout.shellUrl, label) });
    } finally {
      await baseline.dispose();
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-bench-'));
  const checkout = await startCheckout(demoCheckout(dataDir, (line) => console.error(line)));
  try {
    const label = 'working tree';
    measured.push({ label, result: await measure(checkout.shellUrl, label) });
  } finally {
    await checkout.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return measured;
}

/**
 * The value at quantile `q` (0.5: the median, the upper of the two middle values); NaN of none.
 * @param {number[]} values
 * @param {number} q
 */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/**
 * The median (the mean of the two middle values of an even count); NaN of none.
 * @param {number[]} values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * Prints a table: the first `left` columns aligned left, the others (figures) right.
 * @param {string[]} header
 * @param {string[][]} lines as many cells as the header
 */
export function printTable(header, lines, left = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  /** @param {string[]} cells */
  const format = (cells) =>
    cells.map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l) => console.log(format(l)));
}
