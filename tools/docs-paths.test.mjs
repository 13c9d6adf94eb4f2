// Every repository path a README or a docs/ file names exists (a file that moved fails here, not in a newcomer's
// hands), and the check itself finds a moved file, a link to nowhere and an anchor without its heading.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { anchorOf, brokenPaths } from './docs-paths.mjs';

test('every path named in a README or docs/ exists', () => {
  const broken = brokenPaths();
  assert.deepEqual(
    broken.map((b) => `${b.file}:${b.line}: ${b.target}: ${b.problem}`),
    [],
    'fix the docs (or the path): node tools/docs-paths.mjs lists them',
  );
});

test("GitHub's anchors: lower case, no punctuation, spaces as hyphens", () => {
  assert.equal(
    anchorOf("Step 1 at a phone's speed (issue 18, goals 3 and 4)"),
    'step-1-at-a-phones-speed-issue-18-goals-3-and-4',
  );
  assert.equal(anchorOf('The `pages` of a remote: à la carte'), 'the-pages-of-a-remote-à-la-carte');
});

test('the check finds a moved file, a link to nowhere and a missing anchor, and passes the rest', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-paths-'));
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  try {
    write('shell/src/app/router.tsx', '');
    write('shell/src/app/testing/fetch-environment.cjs', '');
    write('docs/guide.md', '# Guide\n\n## The manage page (after the booking)\n');
    write(
      'shell/README.md',
      [
        '# shell',
        '',
        'Routes: `router.tsx`, `src/app/router.tsx`, `shell/src/app/`, `shell/dist`, `checkout.[hash].js`.',
        'Moved: `src/app/testing/router-environment.cjs` and `shell/src/app/gone.ts`.',
        'Links: [guide](../docs/guide.md#the-manage-page-after-the-booking), [old](../docs/guide.md#nothing),',
        '[nowhere](../docs/nowhere.md), [site](https://example.com/x.md).',
        '',
        '```sh',
        'node shell/scripts/missing.ts --flag   # a command naming a file',
        "import { x } from 'storybook/test';",
        '```',
      ].join('\n'),
    );
    execFileSync('git', ['init', '-q'], { cwd: root });
    const broken = brokenPaths({ root }).map((b) => `${b.line}: ${b.target}`);
    assert.deepEqual(broken, [
      '4: src/app/testing/router-environment.cjs',
      '4: shell/src/app/gone.ts',
      '5: ../docs/guide.md#nothing',
      '6: ../docs/nowhere.md',
      '9: shell/scripts/missing.ts',
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
