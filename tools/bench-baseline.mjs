// The checkout as it was at another git revision, for the benchmarks' before/after in one run
// (BENCH_BASELINE=<revision>): a temporary git worktree with that revision's own dependencies (npm ci, since the
// dependencies change between revisions), whose tools/start.mjs builds and serves it on free ports.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './start.mjs';

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
    const { startCheckout } = await import(pathToFileURL(path.join(dir, 'tools', 'start.mjs')).href);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-baseline-data-'));
    const checkout = await startCheckout({
      ports: { shell: 0, mfe_selection: 0, mfe_agenda: 0, mfe_contact: 0, mfe_confirmation: 0, api: 0 },
      build: 'auto',
      apiEnv: { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: '1' },
      apiLog: path.join(dataDir, 'api.log'),
      log,
    });
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
