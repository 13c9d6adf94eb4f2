// `npm run bench`: runs every benchmark (each `npm run bench:*` script, in the order below), shows what each
// prints as it runs, and writes the figures to docs/performance.md: a header saying when, where and at which
// revision, then one section per benchmark with the table it printed, verbatim. History stays in git.
//
//   npm run bench                              # every benchmark (about ten minutes)
//   npm run bench -- bench:bundle bench:proof  # only these; the other sections stay as they were, with their date
//   BENCH_ONLY=bench:bundle npm run bench      # the same, from the environment
//
// A benchmark's stdout is its figures (captured); its stderr is progress (passed through). A benchmark that exits
// non-zero gets a section saying so with what it printed; the others still run, the file is written, and this
// command then exits non-zero.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPORT = path.join(ROOT, 'docs', 'performance.md');

/**
 * @typedef {object} Bench
 * @property {string} id the package.json script (`bench:bundle`), also the section's marker
 * @property {string} title the section's heading
 * @property {string} measures one line: what it measures and its goal
 * @property {string[]} [command] how to run it; `npm run --silent <id>` by default
 */

/** @type {Bench[]} */
export const BENCHES = [
  {
    id: 'bench:bundle',
    title: 'JavaScript per route',
    measures:
      'The gzipped (and brotli) JavaScript of a cold load of each route and what each in-app step adds. ' +
      'Goal: step 1 within `BUNDLE_BUDGET_KIB` (160 KiB gzipped, 1 KiB = 1024 bytes); the only figure that fails CI.',
  },
  {
    id: 'bench:lcp',
    title: 'Largest Contentful Paint at 4x CPU',
    measures:
      "Step 1's LCP (German and French) in Chromium with the CPU slowed four times, against a static HTML copy " +
      'of the same page. Goal: at most 2x the static copy.',
  },
  {
    id: 'bench:lighthouse',
    title: 'Lighthouse, mobile preset',
    measures:
      'Performance score, LCP, CLS, TBT and FCP of every step in German and French (medians of `BENCH_RUNS`, 3). ' +
      'Goal: score 90 or more (95 wished), CLS 0.1 and TBT 200 ms at most; TBT needs an idle machine.',
  },
  {
    id: 'bench:pills',
    title: "Step 2's ten date pills",
    measures:
      "From the click on step 1 until every pill of step 2 has its answer, cold and warm, with the `day` calls' " +
      'waves (medians and p90 of `BENCH_RUNS`, 7). Goal: 300 ms.',
  },
  {
    id: 'bench:proof',
    title: 'Proof of work',
    measures:
      "How long the checkout's worker takes to solve the API's challenges on a phone profile (4x CPU) and " +
      'unthrottled, and what holding the national calendar would cost a bot. Goal: p95 300 ms on the phone profile.',
  },
  {
    id: 'bench:api',
    title: 'Booking API on the demo data',
    measures:
      'Requests/s and p50/p99 of `day`, `agenda` and hold-then-reserve against one API process on PGlite (or ' +
      "`DATABASE_URL`'s server), beside a bare Fastify route in the same run. Reported, no goal.",
  },
  {
    id: 'bench:api-national',
    title: 'Booking API at the national scale',
    measures:
      'The same on PostgreSQL with the national data set (100 branches, 600 advisors, 200,000 bookings), first at a ' +
      'steady 1,000 requests a second. Goals (issue 33): `day` and `agenda` p99 at most 20 ms at that rate; the ' +
      'unfiltered agenda at most 100 KB. The saturation rows and the ratio to the bare route are reported, no goal.',
  },
  {
    id: 'bench:backoffice',
    title: 'Back office at the national scale',
    measures:
      "The back office's search and week-view p95 on PostgreSQL with the national data set (its bookings given " +
      'travellers of a Swiss spread of names), as the back office and as a branch lead, one request at a time: the ' +
      'search by reference, folded name, phone and e-mail piece across all dates (issue 46). Goal: 150 ms.',
  },
];

/** Settings that change what the benchmarks measure, named in the header when set. */
const SETTINGS = [
  'BENCH_BASELINE',
  'BENCH_RUNS',
  'BENCH_SECONDS',
  'BENCH_CONNECTIONS',
  'BENCH_PROOFS',
  'BENCH_STEPS',
  'BENCH_LANGUAGES',
  'BUNDLE_BUDGET_KIB',
  'CHROMIUM_PATH',
  'DATABASE_URL',
];

/**
 * The benchmarks chosen by the command line's names or BENCH_ONLY (comma-separated); all when neither names any.
 * @param {Bench[]} benches
 * @param {string[]} args
 * @param {string | undefined} only
 * @returns {Bench[]}
 */
export function selectBenches(benches, args, only) {
  const names = [...args, ...(only ?? '').split(',')].map((n) => n.trim()).filter(Boolean);
  if (names.length === 0) return benches;
  const unknown = names.filter((n) => !benches.some((b) => b.id === n));
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${benches.map((b) => b.id).join(', ')}`);
  }
  return benches.filter((b) => names.includes(b.id));
}

/**
 * A benchmark's stdout without npm's '> package@version script' banners (nested `npm run`s print them there).
 * @param {string} text
 */
export function withoutNpmBanners(text) {
  const lines = text.split('\n').filter((line) => !/^> \S/.test(line));
  return lines.join('\n').replace(/^\n+/, '').replace(/\s+$/, '');
}

/** @param {string} id */
const BEGIN = (id) => `<!-- ${id}: begin -->`;
/** @param {string} id */
const END = (id) => `<!-- ${id}: end -->`;

/**
 * The sections of an earlier report by benchmark id (the text between its markers), so a run of some benchmarks
 * keeps the others' figures.
 * @param {string} markdown
 * @returns {Map<string, string>}
 */
export function parseSections(markdown) {
  const sections = new Map();
  const pattern = /<!-- (\S+): begin -->\n([\s\S]*?)\n<!-- \1: end -->/g;
  for (const match of markdown.matchAll(pattern)) sections.set(match[1] ?? '', (match[2] ?? '').trim());
  return sections;
}

/**
 * @typedef {object} Outcome
 * @property {string} output what the benchmark printed on stdout, banners removed
 * @property {number} code its exit code
 * @property {number} seconds how long it ran
 */

/**
 * @typedef {object} RunInfo
 * @property {string} date the run's start, `YYYY-MM-DD HH:MM UTC`
 * @property {string} revision `git describe --always --dirty`
 * @property {string} machine cores, CPU model, memory, load at the start
 * @property {string} node
 * @property {string} chromium
 * @property {string[]} settings `NAME=value` of the SETTINGS that were set
 */

/**
 * One benchmark's section body (between its markers).
 * @param {Bench} bench
 * @param {RunInfo} run
 * @param {Outcome} outcome
 */
export function renderSection(bench, run, outcome) {
  const when = `${run.date.slice(0, 10)} at \`${run.revision}\` (${outcome.seconds.toFixed(0)} s)`;
  const verdict =
    outcome.code === 0
      ? `Measured ${when}.`
      : `**Failed** ${when}: \`npm run ${bench.id}\` exited with code ${outcome.code}. What it printed:`;
  const output = outcome.output || '(nothing on stdout)';
  return [
    `## ${bench.title} (\`npm run ${bench.id}\`)`,
    '',
    bench.measures,
    '',
    verdict,
    '',
    '```text',
    output,
    '```',
  ].join('\n');
}

/**
 * The whole report: header, then every benchmark's section: this run's, else the earlier report's, else a line
 * saying it was never measured.
 * @param {{ benches: Bench[], run: RunInfo, ran: string[], outcomes: Map<string, Outcome>, previous: Map<string, string> }} input
 */
export function renderReport({ benches, run, ran, outcomes, previous }) {
  const all = ran.length === benches.length;
  const header = [
    '# Performance: the current figures',
    '',
    '<!-- Written by `npm run bench` (tools/bench-report.mjs): run it again rather than editing by hand. -->',
    '',
    "Written by `npm run bench` (`tools/bench-report.mjs`) from what each benchmark prints. Earlier figures are in this file's history",
    '(`git log -p docs/performance.md`) and in the commits that changed them. Timings depend on the machine and on what',
    'else runs on it (Lighthouse multiplies a busy CPU); byte counts do not.',
    '',
    '| Last run   |                                   |',
    '| ---------- | --------------------------------- |',
    `| Date       | ${run.date} |`,
    `| Revision   | \`${run.revision}\` |`,
    `| Machine    | ${run.machine} |`,
    `| Node       | ${run.node} |`,
    `| Chromium   | ${run.chromium} |`,
    `| Benchmarks | ${all ? 'all' : `${ran.map((id) => `\`${id}\``).join(', ')} (the other sections: their own date)`} |`,
    `| Settings   | ${run.settings.length > 0 ? run.settings.map((s) => `\`${s}\``).join(', ') : 'defaults'} |`,
  ];
  const sections = benches.map((bench) => {
    const outcome = outcomes.get(bench.id);
    const body = outcome
      ? renderSection(bench, run, outcome)
      : (previous.get(bench.id) ??
        `## ${bench.title} (\`npm run ${bench.id}\`)\n\n${bench.measures}\n\nNot measured yet.`);
    return [BEGIN(bench.id), '', body.trim(), '', END(bench.id)].join('\n');
  });
  return [...header, '', ...sections.flatMap((s) => [s, ''])].join('\n');
}

/** @param {string} command @param {string[]} args */
const firstLine = (command, args) => {
  try {
    const out = execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim().split('\n').at(-1) ?? '';
  } catch {
    return '';
  }
};

/**
 * When, where and at which revision this run measures.
 * @param {NodeJS.ProcessEnv} env
 * @returns {RunInfo}
 */
export function runInfo(env = process.env) {
  const cpus = os.cpus();
  const chromiumPath = env.CHROMIUM_PATH || '/usr/bin/chromium';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    revision: firstLine('git', ['describe', '--always', '--dirty']) || 'unknown',
    machine:
      `${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `${os.platform()} ${os.release()}; load at the start ${load} (1 / 5 / 15 min)`,
    node: process.version,
    chromium: firstLine(chromiumPath, ['--version']) || `none at ${chromiumPath}`,
    settings: SETTINGS.filter((name) => env[name]).map((name) =>
      // A database address may carry a password: name the setting, not its value.
      name === 'DATABASE_URL' ? `${name} (set)` : `${name}=${env[name]}`,
    ),
  };
}

/**
 * Runs one benchmark: its stdout is captured (and shown when `echo`), its stderr passed through.
 * @param {Bench} bench
 * @param {{ echo?: boolean, cwd?: string }} [options]
 * @returns {Promise<Outcome>}
 */
export function runBench(bench, { echo = true, cwd = ROOT } = {}) {
  const [command = 'npm', ...args] = bench.command ?? ['npm', 'run', '--silent', bench.id];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', echo ? 'inherit' : 'ignore'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      chunks.push(chunk);
      if (echo) process.stdout.write(chunk);
    });
    const done = (/** @type {number} */ code) =>
      resolve({
        output: withoutNpmBanners(Buffer.concat(chunks).toString('utf8')),
        code,
        seconds: (Date.now() - started) / 1000,
      });
    child.on('error', (/** @type {Error} */ error) => {
      chunks.push(Buffer.from(`\n${error.message}\n`));
      done(127);
    });
    child.on('close', (/** @type {number | null} */ code, /** @type {string | null} */ signal) =>
      done(code ?? (signal ? 128 : 1)),
    );
  });
}

/**
 * Formats the report as `npm run lint` checks it (prettier, with the repository's settings).
 * @param {string} markdown
 * @param {string} file
 */
async function formatted(markdown, file) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(markdown, { ...options, filepath: file });
}

/**
 * Runs the chosen benchmarks one after another and writes the report. Answers the exit code: 0 when every
 * benchmark run exited 0.
 * @param {{ benches?: Bench[], args?: string[], env?: NodeJS.ProcessEnv, out?: string, echo?: boolean, cwd?: string, log?: (line: string) => void }} [options]
 */
export async function writeReport({
  benches = BENCHES,
  args = [],
  env = process.env,
  out = REPORT,
  echo = true,
  cwd = ROOT,
  log = console.error,
} = {}) {
  const chosen = selectBenches(benches, args, env.BENCH_ONLY);
  const run = runInfo(env);
  /** @type {Map<string, Outcome>} */
  const outcomes = new Map();
  for (const bench of chosen) {
    log(`\n=== npm run ${bench.id}`);
    const outcome = await runBench(bench, { echo, cwd });
    outcomes.set(bench.id, outcome);
    if (outcome.code !== 0) log(`=== npm run ${bench.id} failed (exit code ${outcome.code})`);
  }
  const previous = fs.existsSync(out) ? parseSections(fs.readFileSync(out, 'utf8')) : new Map();
  const markdown = renderReport({ benches, run, ran: chosen.map((b) => b.id), outcomes, previous });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, await formatted(markdown, out));
  const failed = [...outcomes].filter(([, o]) => o.code !== 0).map(([id]) => id);
  log(`\nWrote ${path.relative(ROOT, out)}` + (failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''));
  return failed.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeReport({ args: process.argv.slice(2) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
