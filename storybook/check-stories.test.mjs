// The Storybook check itself is tested on a build with the canary stories (STORYBOOK_CANARY=1): it must report
// exactly the story that throws, the one that logs an error, the one with a broken image, the one with an
// unnamed button and the one whose interaction fails, and pass the healthy ones; and its screenshots must be
// stable from run to run, fail on a design token's colour and on one language's text, and be accepted with
// update, exactly the changed ones.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildStorybook, checkStories } from './check-stories.mjs';
import { VisualCheck } from './visual.mjs';

/** @type {string} the canary build, made in before() */
let dir = '';

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-canary-'));
  const previous = process.env.STORYBOOK_CANARY;
  process.env.STORYBOOK_CANARY = '1';
  try {
    buildStorybook(dir);
  } finally {
    if (previous === undefined) delete process.env.STORYBOOK_CANARY;
    else process.env.STORYBOOK_CANARY = previous;
  }
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the check fails a story that throws, logs an error, shows a broken image, breaks accessibility or fails its interaction', async () => {
  const { checked, failures } = await checkStories({ dir, filter: 'canary-' });
  assert.equal(checked, 16, 'eight canary stories in two languages');
  /** @param {string} id a canary story's, e.g. 'healthy' */
  const failed = (id) => failures.filter((f) => f.id === `canary--${id}`);
  /**
   * The problems of a canary story's first failure, one a line.
   * @param {string} id
   */
  const problemsOf = (id) => failed(id)[0]?.problems.join('\n') ?? '';
  for (const healthy of ['healthy', 'brand-colour', 'in-the-language']) assert.deepEqual(failed(healthy), []);
  assert.equal(failed('throws-on-render').length, 2);
  assert.match(problemsOf('throws-on-render'), /Canary story throws on purpose/);
  assert.equal(failed('console-error').length, 2);
  assert.match(problemsOf('console-error'), /console error: Canary story logs an error/);
  assert.equal(failed('broken-image').length, 2);
  assert.match(problemsOf('broken-image'), /broken image: data:image\/svg\+xml,not-a-picture/);
  assert.doesNotMatch(problemsOf('broken-image'), /console error|a11y/);
  assert.equal(failed('unnamed-button').length, 2);
  assert.match(problemsOf('unnamed-button'), /a11y: button-name/);
  assert.equal(failed('play-fails').length, 2);
  assert.match(problemsOf('play-fails'), /Canary interaction/);
});

test('screenshots: stable from run to run, failing on a token colour or one language, accepted exactly', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-baselines-'));
  const healthy = ['healthy', 'brand-colour', 'in-the-language'];
  /** @param {{ update?: boolean, style?: string }} [options] */
  const run = async ({ update = false, style = '' } = {}) => {
    const visual = new VisualCheck({ root, update });
    const filter = new RegExp(`^canary--(${healthy.join('|')})$`);
    const { failures } = await checkStories({ dir, filter, visual, style });
    return { visual, failures, written: await visual.finish() };
  };
  /** @param {Awaited<ReturnType<typeof checkStories>>['failures']} failures */
  const problemsOf = (failures) =>
    failures.map((f) => `${f.id} ${f.culture}: ${f.problems.filter((p) => p.startsWith('visual')).length}`);
  try {
    // The first run accepts everything: one file for the stories that look alike in both languages.
    const first = await run({ update: true });
    assert.deepEqual(first.failures, []);
    /** @param {string} pkg */
    const files = (pkg) => fs.readdirSync(path.join(root, pkg, 'visual-baselines')).sort();
    assert.deepEqual(files('storybook'), [
      'canary--brand-colour.375.webp',
      'canary--healthy.375.webp',
      'canary--in-the-language.de-CH.375.webp',
      'canary--in-the-language.fr-CH.375.webp',
    ]);

    // The same tree again: not a pixel differs.
    const again = await run();
    assert.deepEqual(again.failures, []);
    assert.equal(again.visual.changes.length, 0);

    // The brand colour moved by a few steps of 255: the stories drawn in it fail, in both languages, and the
    // review page shows them; accepting rewrites exactly their file.
    const token = ':root { --color-brand: #0b6573; }';
    const tokenRun = await run({ style: token });
    assert.deepEqual(problemsOf(tokenRun.failures).sort(), [
      'canary--brand-colour de-CH: 1',
      'canary--brand-colour fr-CH: 1',
    ]);
    const review = tokenRun.visual.writeReview(path.join(root, 'review'), 'http://storybook.invalid/');
    const page = fs.readFileSync(review, 'utf8');
    assert.match(page, /Canary · Brand Colour/);
    assert.doesNotMatch(page, /Healthy|In The Language/);
    // Per language: the accepted WebP, the new screenshot and the difference (PNG), each shown by the page.
    const pictures = fs.readdirSync(path.join(root, 'review')).filter((f) => f !== 'index.html');
    assert.deepEqual(pictures.map((f) => f.replace(/^\d+-canary--brand-colour\.375\./, '')).sort(), [
      'baseline.webp',
      'baseline.webp',
      'diff.png',
      'diff.png',
      'new.png',
      'new.png',
    ]);
    for (const picture of pictures) assert.ok(page.includes(`src="${picture}"`), picture);
    const accepted = await run({ update: true, style: token });
    assert.deepEqual(accepted.written, [
      path.join('storybook', 'visual-baselines', 'canary--brand-colour.375.webp'),
    ]);

    // The French text set differently: only the French screenshot of the story that shows it fails.
    const french = '.ck-root[lang="fr-CH"] .canary-text { letter-spacing: 1px; }';
    const frenchRun = await run({ style: `${token}\n${french}` });
    assert.deepEqual(problemsOf(frenchRun.failures), ['canary--in-the-language fr-CH: 1']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
