// Proves that each fault journey checks its behaviour: removes the behaviour from the product source (one small
// edit each), rebuilds, runs the journeys that cover it and expects them to FAIL, then puts the source back.
// Not part of `npm test` (each case rebuilds a front end); run it after changing a fault path:
//   npm run -w e2e prove-faults            (all cases)
//   npm run -w e2e prove-faults -- offline (the cases whose name contains 'offline')
// It edits the working tree: run it in a clean checkout, not while other work is under way in the same tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * name, the edit that removes the behaviour, and the journeys that must then fail (file, name pattern).
 * @type {{
 *   name: string,
 *   file: string,
 *   find: string,
 *   replace: string,
 *   runs: [testFile: string, pattern: string][],
 * }[]}
 */
const CASES = [
  {
    name: 'offline: the offline page',
    file: 'shell/src/app/guards.ts',
    find: 'if (offline === true) {',
    replace: 'if (offline === true && page === "never") {',
    runs: [['faults.test.mjs', 'switched offline']],
  },
  {
    name: 'offline: back online leads to init',
    file: 'shell/src/app/guards.ts',
    find: "if (offline === false && page === 'offline') {",
    replace: 'if (offline === false && page === "never") {',
    runs: [['faults.test.mjs', 'switched offline']],
  },
  {
    name: 'remote down: Retry loads the remote afresh',
    file: 'shell/src/federation/remote-contract-loader.ts',
    find: '    cache.delete(name);\n    toReregister.add(name);',
    replace: '    toReregister.add(name);',
    runs: [
      ['remote-failure.test.mjs', 'Retry recovers'],
      ['faults.test.mjs', 'a remote that is down'],
    ],
  },
  {
    name: 'reservation failing: the error page',
    file: 'mfe-confirmation/src/steps/step-6-summary/SummaryStep.tsx',
    find: "goTo('error');",
    replace: '',
    runs: [
      ['booking.test.mjs', 'a failing API'],
      ['faults.test.mjs', 'a failing reservation'],
    ],
  },
  {
    name: 'slot taken: back to step 3 with the message',
    file: 'shared/src/store/reservation-store.ts',
    find: "if (code === 'slot_taken') {",
    replace: "if (code === 'never') {",
    runs: [
      ['booking.test.mjs', 'an hour taken by someone else'],
      ['faults.test.mjs', 'an hour lost at the last moment'],
    ],
  },
  {
    name: 'expired hold: the client times the hold',
    file: 'shell/src/app/use-hold-expiry.ts',
    find: 'if (store.agenda.isHoldExpired()) store.session.markExpired();',
    replace: '',
    runs: [['faults.test.mjs', 'an expired hold \\(fr\\)']],
  },
  {
    name: 'expired hold: the API says so at booking',
    file: 'shared/src/store/reservation-store.ts',
    find: "if (code === 'hold_expired') {",
    replace: "if (code === 'never') {",
    runs: [['faults.test.mjs', 'an expired hold the API reports']],
  },
];

/** @param {string[]} args node's */
const run = (args) => spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });

const build = () => {
  const result = run(['tools/start.mjs', '--build-only']);
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
};

const filter = process.argv[2] ?? '';
const cases = CASES.filter((c) => c.name.includes(filter));
const originals = new Map();
const restore = () => {
  for (const [file, text] of originals) fs.writeFileSync(path.join(ROOT, file), text);
  originals.clear();
};
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

/** @type {{ case: string, journeys: string, proven: boolean, failed: string, seconds: number }[]} */
const results = [];
try {
  for (const c of cases) {
    const file = path.join(ROOT, c.file);
    const text = fs.readFileSync(file, 'utf8');
    if (text.split(c.find).length !== 2) throw new Error(`${c.name}: '${c.find}' is not once in ${c.file}`);
    originals.set(c.file, text);
    fs.writeFileSync(file, text.replace(c.find, c.replace));
    const started = Date.now();
    build();
    for (const [testFile, pattern] of c.runs) {
      const result = run(['--test', `--test-name-pattern=${pattern}`, path.join('e2e/tests', testFile)]);
      const failed = (result.stdout.match(/^not ok \d+ - (.*)$/gm) ?? []).map((l) =>
        l.replace(/^not ok \d+ - /, ''),
      );
      const passedTests = (result.stdout.match(/^ok \d+ - (?!.*# SKIP)(.*)$/gm) ?? []).length;
      const outcome = {
        case: c.name,
        journeys: `${testFile} /${pattern}/`,
        proven: result.status !== 0 && failed.length > 0,
        failed: failed.join('; ') || `(none; ${passedTests} passed)`,
        seconds: Math.round((Date.now() - started) / 1000),
      };
      results.push(outcome);
      console.log(
        `${outcome.proven ? 'FAILS as it must' : 'STILL PASSES'}: ${c.name} -> ${testFile} /${pattern}/`,
      );
    }
    restore();
  }
} finally {
  restore();
  build();
}

console.table(results);
const unproven = results.filter((r) => !r.proven);
if (unproven.length > 0) {
  console.error(
    `${unproven.length} journey(s) still pass without their behaviour: ${unproven.map((r) => r.case).join(', ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`Every fault journey (${results.length}) fails without its behaviour.`);
}
