// The Storybook check itself is tested: a build with the canary stories must report exactly the story that
// throws, the one that logs an error, the one with a broken image, the one with an unnamed button and the one
// whose interaction fails, and pass the healthy one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildStorybook, checkStories } from './check-stories.mjs';

test('the check fails a story that throws, logs an error, shows a broken image, breaks accessibility or fails its interaction', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-canary-'));
  const previous = process.env.STORYBOOK_CANARY;
  process.env.STORYBOOK_CANARY = '1';
  try {
    buildStorybook(dir);
    const { checked, failures } = await checkStories({ dir, filter: 'canary-' });
    assert.equal(checked, 12, 'six canary stories in two languages');
    const failed = (id) => failures.filter((f) => f.id === `canary--${id}`);
    assert.deepEqual(failed('healthy'), []);
    assert.equal(failed('throws-on-render').length, 2);
    assert.match(failed('throws-on-render')[0].problems.join('\n'), /Canary story throws on purpose/);
    assert.equal(failed('console-error').length, 2);
    assert.match(failed('console-error')[0].problems.join('\n'), /console error: Canary story logs an error/);
    assert.equal(failed('broken-image').length, 2);
    assert.match(
      failed('broken-image')[0].problems.join('\n'),
      /broken image: data:image\/svg\+xml,not-a-picture/,
    );
    assert.doesNotMatch(failed('broken-image')[0].problems.join('\n'), /console error|a11y/);
    assert.equal(failed('unnamed-button').length, 2);
    assert.match(failed('unnamed-button')[0].problems.join('\n'), /a11y: button-name/);
    assert.equal(failed('broken-interaction').length, 2);
    // The play function's failed expectation, as Storybook reports it (the pill stayed unpressed).
    const interaction = failed('broken-interaction')[0].problems.join('\n');
    assert.match(interaction, /render error: [\s\S]*toHaveAttribute/);
    assert.match(interaction, /aria-pressed="true"[\s\S]*Received:[\s\S]*aria-pressed="false"/);
  } finally {
    if (previous === undefined) delete process.env.STORYBOOK_CANARY;
    else process.env.STORYBOOK_CANARY = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
