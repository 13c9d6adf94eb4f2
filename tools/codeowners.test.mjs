// .github/CODEOWNERS is what docs/architecture.md's ownership table gives, and the generator reads a table as
// documented: `mfe-*` for each remote, `<remote>` in a handle, broader lines first, a moved path refused.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CODEOWNERS, codeownersFrom, expectedCodeowners } from './codeowners.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('.github/CODEOWNERS is up to date with the ownership table of docs/architecture.md', () => {
  assert.equal(
    fs.readFileSync(path.join(ROOT, CODEOWNERS), 'utf8'),
    expectedCodeowners(),
    'run npm run codeowners after changing the table',
  );
});

/** @param {[string, string][]} rows */
const table = (rows) =>
  [
    '# Architecture',
    '',
    '## Who owns what',
    '',
    '| Area | Owner | GitHub team (placeholder) |',
    '| ---- | ----- | ------------------------- |',
    ...rows.map(([area, team]) => `| ${area} | someone | ${team} |`),
    '',
    'After the table: `api/` is not a row.',
  ].join('\n');

test('the generator: remotes expanded, broader lines first, a line a broader one already says left out', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeowners-'));
  try {
    for (const dir of [
      'mfe-agenda/src',
      'mfe-contact/src',
      'shared/src/federation',
      'api',
      'tools/webpack',
    ]) {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    }
    fs.writeFileSync(path.join(root, 'mfe-agenda/src/steps.ts'), '');
    fs.writeFileSync(path.join(root, 'mfe-contact/src/steps.ts'), '');
    const markdown = table([
      ['everything else (`*`)', '`@org/platform`'],
      ['each `mfe-*/`, its `src/steps/**`', '`@org/<remote>-team`'],
      ['`mfe-*/src/steps.ts` (the contract)', '`@org/<remote>-team`'],
      ['`shared/src/federation`, `tools/webpack`', '`@org/platform`'],
      ['rest of `shared/`', '`@org/kernel` `@org/design`'],
      ['a row without a path of the repository (`text/plain`)', '`@org/nobody`'],
    ]);
    const lines = codeownersFrom(markdown, { root })
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    assert.deepEqual(lines, [
      '*                        @org/platform',
      '/mfe-agenda/             @org/agenda-team',
      '/mfe-contact/            @org/contact-team',
      '/shared/                 @org/kernel @org/design',
      '/shared/src/federation/  @org/platform',
    ]);

    assert.throws(
      () => codeownersFrom(table([['`shared/src/moved.ts`', '`@org/kernel`']]), { root }),
      /names shared\/src\/moved\.ts, which is not in the repository/,
    );
    // `mfe-*/x` covers the remotes that have x; when none has it, it is a moved path like any other.
    fs.mkdirSync(path.join(root, 'mfe-backoffice/src'), { recursive: true });
    assert.deepEqual(
      codeownersFrom(table([['`mfe-*/src/steps.ts`', '`@org/<remote>-team`']]), { root })
        .split('\n')
        .filter((l) => l && !l.startsWith('#')),
      ['/mfe-agenda/src/steps.ts   @org/agenda-team', '/mfe-contact/src/steps.ts  @org/contact-team'],
    );
    assert.throws(
      () => codeownersFrom(table([['`mfe-*/src/moved.ts`', '`@org/<remote>-team`']]), { root }),
      /names mfe-agenda\/src\/moved\.ts, which is not in the repository/,
    );
    assert.throws(() => codeownersFrom(table([['`api/`', '']]), { root }), /names no GitHub team/);
    assert.throws(
      () => codeownersFrom('## Who owns what\n\n| Area | Owner |\n| - | - |\n| `api/` | x |\n', { root }),
      /needs an 'Area' and a 'GitHub team' column/,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
