// The Storybook check itself is tested: a build with the canary stories must report exactly the story that
// throws, the one that logs an error, the one with a broken image and the one with an unnamed button, and
// pass the healthy one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildStorybook, checkStories } from './check-stories.mjs';

test('the check fails a story that throws, logs an error, shows a broken image or breaks accessibility', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-canary-'));
  const previous = process.env.STORYBOOK_CANARY;
  process.env.STORYBOOK_CANARY = '1';
  try {
    buildStorybook(dir);
    const { checked, failures } = await checkStories({ dir, filter: 'canary-' });
    assert.equal(checked, 10, 'five canary stories in two languages');
    /** @param {string} id a canary story's, e.g. 'healthy' */
    const failed = (id) => failures.filter((f) => f.id === `canary--${id}`);
    /**
     * The problems of a canary story's first failure, one a line.
     * @param {string} id
     */
    const problemsOf = (id) => failed(id)[0]?.problems.join('\n') ?? '';
    assert.deepEqual(failed('healthy'), []);
    assert.equal(failed('throws-on-render').length, 2);
    assert.match(problemsOf('throws-on-render'), /Canary story throws on purpose/);
    assert.equal(failed('console-error').length, 2);
    assert.match(problemsOf('console-error'), /console error: Canary story logs an error/);
    assert.equal(failed('broken-image').length, 2);
    assert.match(problemsOf('broken-image'), /broken image: data:image\/svg\+xml,not-a-picture/);
    assert.doesNotMatch(problemsOf('broken-image'), /console error|a11y/);
    assert.equal(failed('unnamed-button').length, 2);
    assert.match(problemsOf('unnamed-button'), /a11y: button-name/);
  } finally {
    if (previous === undefined) delete process.env.STORYBOOK_CANARY;
    else process.env.STORYBOOK_CANARY = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
