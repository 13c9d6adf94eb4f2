// The API report's accept command and check, on a small package of their own: real TypeScript, real
// API Extractor. A changed surface without a matching version change must fail the check and be refused.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  classifyChange,
  contractProblems,
  declarationsOf,
  run,
  versionProblem,
  withoutMachinePaths,
} from './api-report.mjs';

describe('versionProblem', () => {
  test('no change: any version that does not go back', () => {
    assert.equal(versionProblem('1.2.3', '1.2.3', 'none'), null);
    assert.equal(versionProblem('1.2.3', '1.2.4', 'none'), null);
    assert.match(versionProblem('1.2.3', '1.2.2', 'none') ?? '', /went back/);
  });

  test('additions need at least a minor', () => {
    assert.match(versionProblem('1.2.3', '1.2.4', 'additions') ?? '', /new minor version \(1\.3\.0\)/);
    assert.equal(versionProblem('1.2.3', '1.3.0', 'additions'), null);
    assert.equal(versionProblem('1.2.3', '2.0.0', 'additions'), null);
  });

  test('removed or changed declarations need a major (under 1.0.0, a minor)', () => {
    assert.match(versionProblem('1.2.3', '1.3.0', 'breaking') ?? '', /new major version \(2\.0\.0\)/);
    assert.equal(versionProblem('1.2.3', '2.0.0', 'breaking'), null);
    assert.equal(versionProblem('0.1.0', '1.0.0', 'breaking'), null);
    assert.equal(versionProblem('0.1.0', '0.2.0', 'breaking'), null);
    assert.match(versionProblem('0.1.0', '0.1.1', 'breaking') ?? '', /new major version/);
  });
});

/** @param {string} code */
const report = (code) => `## API Report File\n\n\`\`\`ts\n${code}\n\`\`\`\n`;

describe('classifyChange', () => {
  const before = {
    'p.api.md': report(
      "import { X } from 'x';\n\n// @public\nexport const A: number;\n\n// @public\nexport interface B {\n    b: string;\n}\n",
    ),
  };

  test('comments and imports are not declarations', () => {
    assert.deepEqual(
      [...declarationsOf(before['p.api.md'])],
      ['export const A: number;', 'export interface B {\n    b: string;\n}'],
    );
  });

  test('an added declaration is an addition, a changed or removed one is breaking', () => {
    const added = report(
      '// @public (undocumented)\nexport const A: number;\n\nexport interface B {\n    b: string;\n}\n\nexport const C: 1;',
    );
    assert.equal(classifyChange(before, { 'p.api.md': added }).change, 'additions');
    const changed = report(
      'export const A: number;\n\nexport interface B {\n    b: string;\n    c: number;\n}',
    );
    const result = classifyChange(before, { 'p.api.md': changed });
    assert.equal(result.change, 'breaking');
    assert.deepEqual(result.changed, ['p.api.md: export interface B {']);
    assert.deepEqual(result.removed, []);
    const removed = classifyChange(before, { 'p.api.md': report('export const A: number;') });
    assert.deepEqual(removed, {
      change: 'breaking',
      removed: ['p.api.md: export interface B {'],
      changed: [],
      added: [],
    });
    assert.equal(classifyChange(before, {}).change, 'breaking', 'an entry point removed');
    assert.equal(classifyChange(before, { ...before, 'p-x.api.md': report('') }).change, 'additions');
    assert.equal(classifyChange(before, before).change, 'none');
  });

  test('a new optional member, or a new member of a constant, is an addition; a required one is breaking', () => {
    const optional = report(
      'export const A: number;\n\nexport interface B {\n    b: string;\n    culture?: Culture;\n}',
    );
    assert.deepEqual(classifyChange(before, { 'p.api.md': optional }), {
      change: 'additions',
      removed: [],
      changed: [],
      added: ['p.api.md: export interface B { (new members)'],
    });
    const constant = { 'q.api.md': report('export const M: {\n    readonly a: "a";\n}') };
    const grown = { 'q.api.md': report('export const M: {\n    readonly a: "a";\n    readonly b: "b";\n}') };
    assert.equal(classifyChange(constant, grown).change, 'additions');
    // An interface member that is not optional: every caller that builds a B must now name it.
    const required = report(
      'export const A: number;\n\nexport interface B {\n    b: string;\n    c: number;\n}',
    );
    assert.equal(classifyChange(before, { 'p.api.md': required }).change, 'breaking');
    // A member's type changed while another was added: breaking.
    const retyped = report(
      'export const A: number;\n\nexport interface B {\n    b: number;\n    c?: number;\n}',
    );
    assert.equal(classifyChange(before, { 'p.api.md': retyped }).change, 'breaking');
  });
});

describe('what the gate counts as an addition', () => {
  test('a class that implements one more interface is the same class', () => {
    const was = { 'p.api.md': report('export class S {\n    a: string;\n}') };
    const now = { 'p.api.md': report('export class S implements A {\n    a: string;\n}') };
    assert.deepEqual(classifyChange(was, now), {
      change: 'additions',
      removed: [],
      changed: [],
      added: ['p.api.md: export class S { (new members)'],
    });
    // Dropping an interface it implemented, or changing a member meanwhile, is breaking.
    assert.equal(classifyChange(now, was).change, 'breaking');
    const retyped = { 'p.api.md': report('export class S implements A {\n    a: number;\n}') };
    assert.equal(classifyChange(was, retyped).change, 'breaking');
  });

  test('a new member of a union (an answer gains an error code) is an addition; a removed one is breaking', () => {
    const was = { 'p.api.md': report("export type Code = 'slot-taken' | 'expired';") };
    const grown = { 'p.api.md': report("export type Code = 'slot-taken' | 'expired' | 'limit';") };
    assert.equal(classifyChange(was, grown).change, 'additions');
    assert.equal(classifyChange(grown, was).change, 'breaking');
    // As API Extractor writes a union whose members carry doc comments.
    const documented = {
      'p.api.md': report(
        "export type Code = 'slot-taken' | 'expired'\n/** Addition: a cap. */\n| 'limit'\n/** Addition: more. */\n| 'more';",
      ),
    };
    assert.equal(classifyChange(grown, documented).change, 'additions');
    const other = { 'p.api.md': report("export type Code = 'slot-taken' | 'limit';") };
    assert.equal(classifyChange(was, other).change, 'breaking');
    // Not a union of names and literals: a changed object type is a change.
    const object = { 'p.api.md': report('export type O = { a: 1 } | { b: 2 };') };
    const objectGrown = { 'p.api.md': report('export type O = { a: 1 } | { b: 2 } | { c: 3 };') };
    assert.equal(classifyChange(object, objectGrown).change, 'breaking');
  });
});

describe('reports are the same on every machine', () => {
  test('a warning located in the work folder is written relative to it', () => {
    const work = path.join(os.tmpdir(), 'somewhere', '.api-report', 'shared');
    const text = `// ${path.join(work, 'dts', 'a.d.ts')}:9:5 - (ae-forgotten-export) The symbol "X"\n`;
    assert.deepEqual(withoutMachinePaths({ 'p.api.md': text }, work), {
      'p.api.md': `// ${path.join('dts', 'a.d.ts')}:9:5 - (ae-forgotten-export) The symbol "X"\n`,
    });
  });
  test("the package's accepted reports name no folder of the machine they were accepted on", () => {
    const etc = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'etc');
    for (const file of fs.readdirSync(etc).filter((f) => f.endsWith('.api.md'))) {
      assert.doesNotMatch(fs.readFileSync(path.join(etc, file), 'utf8'), /\.api-report/, file);
    }
  });
});

describe('contractProblems', () => {
  const contracts = [{ file: 'k-c.api.md', maxLines: 8 }];
  test('a contract is interfaces and constants, no class, within its lines', () => {
    assert.deepEqual(contractProblems({ 'k-c.api.md': report('export interface A {\n}') }, contracts), []);
    assert.deepEqual(contractProblems({ 'k-c.api.md': report('export class Store {\n}') }, contracts), [
      'k-c.api.md: exports classes (Store); a contract is interfaces',
    ]);
    const long = report(Array.from({ length: 6 }, (_, i) => `export const C${i}: 1;`).join('\n'));
    assert.match(
      contractProblems({ 'k-c.api.md': long }, contracts)[0] ?? '',
      /lines, more than the 8 allowed/,
    );
    assert.match(contractProblems({}, contracts)[0] ?? '', /no such report/);
  });
});

describe('accept and check on a package', () => {
  /** @type {string} the package under test, made in before() */
  let dir = '';
  /** @type {string[]} */
  const lines = [];
  /** @param {string} line */
  const log = (line) => lines.push(line);
  /**
   * @param {string} file
   * @param {string} text
   */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  /** @param {string} version */
  const setVersion = (version) =>
    write(
      'package.json',
      JSON.stringify({
        name: '@test/kernel',
        version,
        exports: { '.': './src/index.ts', './dates': './src/dates/index.ts' },
      }),
    );
  const accept = () => run({ packageDir: dir, check: false, log });
  const check = () => run({ packageDir: dir, check: true, log });
  const etc = () =>
    Object.fromEntries(fs.readdirSync(path.join(dir, 'etc')).map((f) => [f, read(`etc/${f}`)]));
  /** @param {string} file */
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-test-'));
    setVersion('1.0.0');
    write(
      'src/index.ts',
      'export interface Slot {\n  start: string;\n}\nexport function first(s: Slot[]): Slot | undefined {\n  return s[0];\n}\n',
    );
    write('src/dates/index.ts', 'export const DAYS_PER_PAGE = 10;\n');
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the first accept writes one report per entry point and the version', () => {
    assert.equal(accept(), 0);
    assert.deepEqual(Object.keys(etc()).sort(), ['api-version.json', 'kernel-dates.api.md', 'kernel.api.md']);
    assert.equal(JSON.parse(read('etc/api-version.json')).version, '1.0.0');
    assert.match(read('etc/kernel.api.md'), /export function first\(s: Slot\[\]\): Slot \| undefined;/);
    assert.match(read('etc/kernel-dates.api.md'), /export const DAYS_PER_PAGE = 10;/);
    assert.equal(check(), 0, 'an unchanged surface passes the check');
  });

  test('an added export without a new minor fails the check and is refused', () => {
    const accepted = etc();
    write('src/dates/index.ts', 'export const DAYS_PER_PAGE = 10;\nexport const SLOT_MINUTES = 60;\n');
    lines.length = 0;
    assert.equal(check(), 1);
    assert.match(lines.join('\n'), /needs at least a new minor version \(1\.1\.0\)/);
    assert.equal(accept(), 1);
    assert.deepEqual(etc(), accepted, 'a refused accept writes nothing');

    setVersion('1.1.0');
    assert.equal(check(), 1, 'a bump alone is not enough: the report must be accepted');
    assert.equal(accept(), 0);
    assert.equal(check(), 0);
  });

  test('a changed declaration needs a new major', () => {
    write(
      'src/index.ts',
      'export interface Slot {\n  start: string;\n  end: string;\n}\nexport function first(s: Slot[]): Slot | undefined {\n  return s[0];\n}\n',
    );
    setVersion('1.2.0');
    lines.length = 0;
    assert.equal(check(), 1);
    assert.match(lines.join('\n'), /changed: kernel\.api\.md: export interface Slot \{/);
    assert.equal(accept(), 1);
    assert.equal(JSON.parse(read('etc/api-version.json')).version, '1.1.0');

    setVersion('2.0.0');
    assert.equal(accept(), 0);
    assert.equal(check(), 0);
  });

  test('a removed entry point needs a new major', () => {
    setVersion('2.1.0');
    write(
      'package.json',
      JSON.stringify({ name: '@test/kernel', version: '2.1.0', exports: { '.': './src/index.ts' } }),
    );
    assert.equal(accept(), 1);
    assert.equal(check(), 1);
    write(
      'package.json',
      JSON.stringify({ name: '@test/kernel', version: '3.0.0', exports: { '.': './src/index.ts' } }),
    );
    assert.equal(accept(), 0);
    assert.deepEqual(Object.keys(etc()).sort(), ['api-version.json', 'kernel.api.md']);
  });

  test('a version change without a surface change is recorded by accepting it', () => {
    write(
      'package.json',
      JSON.stringify({ name: '@test/kernel', version: '3.0.1', exports: { '.': './src/index.ts' } }),
    );
    assert.equal(check(), 1);
    assert.equal(accept(), 0);
    assert.equal(check(), 0);
  });
});
