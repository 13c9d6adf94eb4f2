// `npm run bench:api-national` (part of `npm run bench`, issue 18 goal 6, issue 33): the booking API at the national
// scale (100 branches, 600 advisors, 200,000 bookings) on PostgreSQL, beside a bare Fastify route: `day` and
// `agenda` p50/p99 at a steady 1,000 requests a second (issue 33's goal: p99 <= 20 ms), then the saturation
// throughput of every scenario. On the server of DATABASE_URL (or TEST_DATABASE_URL) when set; else on a
// throw-away server (tools/with-postgres.sh) when PostgreSQL's binaries are there (PGBIN, default Debian's
// /usr/lib/postgresql/15/bin); else it says why it measured nothing. BENCH_BASELINE (the figures before a change,
// in the same run), BENCH_RATE, BENCH_RATE_SECONDS and BENCH_SECONDS pass through to the API's bench.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './start.mjs';

/** @type {[string, ...string[]]} */
const bench = ['npm', 'run', 'bench', '-w', 'api', '--', '--scale', 'national'];
const pgbin = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

/**
 * @param {string} command
 * @param {string[]} args
 */
const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) {
  process.exitCode = run(bench[0], bench.slice(1));
} else if (existsSync(path.join(pgbin, 'initdb'))) {
  process.exitCode = run(path.join(ROOT, 'tools', 'with-postgres.sh'), bench);
} else {
  process.stdout.write(
    `\nBooking API at the national scale: not measured, no PostgreSQL here (set DATABASE_URL, or install ` +
      `PostgreSQL 15 where PGBIN points: ${pgbin}).\n`,
  );
}
