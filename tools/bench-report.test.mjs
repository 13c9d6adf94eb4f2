// `npm run bench`'s report: every bench:* script of package.json has its section, a chosen few keep the others'
// figures, and a benchmark that fails says so in its section while the rest is still written (exit code 1).
// The benchmarks here are tiny node commands; the real ones take minutes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BENCHES, parseSections, selectBenches, withoutNpmBanners, writeReport } from './bench-report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('every bench:* script of package.json is a section of the report, and only those', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const benchScripts = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
  assert.deepEqual(BENCHES.map((b) => b.id).sort(), benchScripts.sort());
  assert.equal(scripts.bench, 'node tools/bench-report.mjs');
});

test('docs/performance.md has a section for every benchmark', () => {
  const sections = parseSections(fs.readFileSync(path.join(ROOT, 'docs', 'performance.md'), 'utf8'));
  assert.deepEqual(
    [...sections.keys()],
    BENCHES.map((b) => b.id),
  );
});

test('the benchmarks are chosen by name, on the command line or in BENCH_ONLY', () => {
  assert.equal(selectBenches(BENCHES, [], undefined).length, BENCHES.length);
  assert.deepEqual(
    selectBenches(BENCHES, ['bench:proof'], 'bench:bundle, ').map((b) => b.id),
    ['bench:bundle', 'bench:proof'],
  );
  assert.throws(() => selectBenches(BENCHES, ['bench:nope'], undefined), /unknown benchmark bench:nope/);
});

test("npm's banners are not figures", () => {
  const printed = '\n> @checkout/api@0.1.0 bench\n> tsx bench/bench.ts\n\nscenario  req/s\nday       1,000\n';
  assert.equal(withoutNpmBanners(printed), 'scenario  req/s\nday       1,000');
});

const quiet = () => {};
/** @param {string} code */
const node = (code) => ['node', '-e', code];
/**
 * @param {string} id
 * @param {string} code
 * @returns {import('./bench-report.mjs').Bench}
 */
const fake = (id, code) => ({
  id,
  title: `Fake ${id}`,
  measures: `What ${id} measures.`,
  command: node(code),
});

test('a run writes each section verbatim; a failure is named, the rest written, the exit code 1', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
  const out = path.join(dir, 'performance.md');
  const benches = [
    fake('bench:one', "console.log('route   KiB\\nstep-1  159.8'); console.error('progress, not figures')"),
    fake('bench:two', "console.log('half a table'); process.exit(3)"),
    fake('bench:three', "console.log('three: 42 ms')"),
  ];
  try {
    const code = await writeReport({ benches, out, env: {}, echo: false, log: quiet });
    assert.equal(code, 1);
    const report = fs.readFileSync(out, 'utf8');
    const sections = parseSections(report);
    assert.match(sections.get('bench:one') ?? '', /```text\nroute {3}KiB\nstep-1 {2}159\.8\n```/);
    assert.doesNotMatch(report, /progress, not figures/);
    assert.match(sections.get('bench:two') ?? '', /\*\*Failed\*\*.*exited with code 3[\s\S]*half a table/);
    assert.match(sections.get('bench:three') ?? '', /Measured .*\n\n```text\nthree: 42 ms\n```/);
    assert.match(report, /\| Node +\| v\d+/);
    assert.match(report, /\| Benchmarks \| all +\|/);

    // Running one again keeps the others' sections as they were.
    const again = [fake('bench:one', "console.log('step-1  150.0')"), ...benches.slice(1)];
    assert.equal(
      await writeReport({ benches: again, out, env: { BENCH_ONLY: 'bench:one' }, echo: false, log: quiet }),
      0,
    );
    const after = parseSections(fs.readFileSync(out, 'utf8'));
    assert.match(after.get('bench:one') ?? '', /step-1 {2}150\.0/);
    assert.equal(after.get('bench:two'), sections.get('bench:two'));
    assert.equal(after.get('bench:three'), sections.get('bench:three'));
    assert.match(
      fs.readFileSync(out, 'utf8'),
      /\| Benchmarks \| `bench:one` \(the other sections: their own date\)/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
