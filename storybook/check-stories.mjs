// The Storybook check of `npm test`: builds the static Storybook, opens every story in headless Chromium in
// German and in French, and fails on a render error, a failed interaction (play function), a console error, a
// network call off the Storybook server, a picture that did not load, an accessibility violation (axe-core,
// WCAG 2.1 A and AA) or a screenshot that differs from the accepted one (visual.mjs; a review page shows the
// differences). Prints how many stories were checked.
//
//   node check-stories.mjs            build, then check every story
//   node check-stories.mjs --no-build check the last build
//   node check-stories.mjs --package mfe-agenda  only the stories of one package (a team's own; repeatable)
//   node check-stories.mjs --filter step-2       only stories whose id contains the text
//   node check-stories.mjs --update   accept the new and changed screenshots (and drop those of removed stories)
//   node check-stories.mjs --no-visual           everything but the screenshots
//   STORYBOOK_CANARY=1 ...            adds the canary stories that must fail (see check-stories.test.mjs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../tools/chromium.mjs';
import { serveStatic } from '../tools/serve-static.mjs';
import {
  BASELINE_BUDGET_BYTES,
  BASELINE_EXTENSION,
  VIEWPORTS,
  VisualCheck,
  baselineBytes,
  packageOf,
  viewportsOf,
} from './visual.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..');
/** The page clock of every story: the instant the booking API's answers were recorded at (STORY_NOW). */
const STORY_NOW = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'recordings', 'clock.json'), 'utf8')).now;
/** Where a run whose screenshots differ writes its review page. */
export const REVIEW_DIR = path.join(HERE, 'visual-review');
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const CULTURES = ['de-CH', 'fr-CH'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Time a story gets to render before it counts as hung. */
const RENDER_TIMEOUT_MS = 15_000;
/** Time a story's pictures get to load before they count as not loaded. */
const IMAGE_TIMEOUT_MS = 5_000;

/** @typedef {import('./visual.mjs').StoryEntry} StoryEntry */

/**
 * Waits until the page is still: fonts loaded, two frames drawn, transitions that end have ended.
 * @param {import('playwright-core').Page} page
 */
async function settle(page) {
  await page.evaluate(async (timeout) => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, timeout))]);
  }, IMAGE_TIMEOUT_MS);
}

/**
 * Builds the static Storybook into `outputDir`; `packages` (names) limits it to their stories.
 * @param {string} outputDir
 * @param {string[]} [packages]
 */
export function buildStorybook(outputDir, packages = []) {
  const bin = path.join(HERE, '..', 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js');
  const result = spawnSync(process.execPath, [bin, 'build', '-o', outputDir, '--quiet'], {
    cwd: HERE,
    encoding: 'utf8',
    env: {
      ...process.env,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      ...(packages.length > 0 && { CHECKOUT_STORIES: packages.join(',') }),
    },
  });
  if (result.status !== 0) {
    throw new Error(`storybook build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * Opens every story of a static build (or those whose id contains `filter`, a text or a RegExp, of `packages`)
 * and reports the problems found. With `visual` (a VisualCheck), every
 * story is also screenshotted and judged against its accepted screenshot.
 * @param {{
 *   dir: string,
 *   filter?: string | RegExp,
 *   packages?: string[],
 *   log?: (line: string) => void,
 *   visual?: VisualCheck | null,
 *   style?: string,
 * }} options `style`: a stylesheet added to the page before its screenshots
 * @returns {Promise<{
 *   checked: number,
 *   stories: number,
 *   failures: Array<{ id: string, culture: string, problems: string[] }>,
 *   packages: string[],
 * }>}
 */
export async function checkStories({
  dir,
  filter = '',
  packages: only = [],
  log = () => undefined,
  visual = null,
  style = '',
}) {
  /** @type {{ entries: Record<string, StoryEntry & { type: string }> }} Storybook's index of the build */
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' &&
      (filter instanceof RegExp ? filter.test(entry.id) : entry.id.includes(filter)) &&
      (only.length === 0 || only.includes(packageOf(entry))),
  );
  const server = await serveStatic({ dir, port: 0, cors: false });
  const browser = await launchChromium({ deterministicRaster: true });
  /** @type {Array<{ id: string, culture: string, problems: string[] }>} */
  const failures = [];
  let checked = 0;
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, reducedMotion: 'reduce' });
    // Every story's outcome as Storybook's channel announces it, from the page's first story on: rendered comes
    // after the play function (the interaction) has finished; a failed interaction is an error.
    await context.addInitScript(() => {
      const results = {
        storyRendered: 'rendered',
        storyErrored: 'error',
        storyThrewException: 'error',
        playFunctionThrewException: 'error',
        storyMissing: 'missing',
      };
      window.__checkEvents = [];
      /** @type {Window['__STORYBOOK_ADDONS_CHANNEL__'] | undefined} */
      let channel;
      /** @param {Window['__STORYBOOK_ADDONS_CHANNEL__']} value */
      const listen = (value) => {
        for (const [event, result] of Object.entries(results)) {
          value.on(event, (payload) => {
            // A story's id, or an object naming it (and, for an error, what went wrong).
            const named = /** @type {{ storyId?: string, id?: string, message?: string } | null} */ (payload);
            const id = typeof payload === 'string' ? payload : (named?.storyId ?? named?.id);
            const message = typeof payload === 'object' && named ? named.message : undefined;
            window.__checkEvents.push({ result, id, message });
          });
        }
      };
      Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set: (value) => {
          channel = value;
          listen(value);
        },
      });
    });
    await context.clock.setFixedTime(new Date(STORY_NOW));
    // Stories never call the network: anything but the Storybook server itself is a failure.
    /** @type {string[]} */
    const offsite = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      // Chromium asks for a page icon by itself (no story does): the static build has none.
      if (url === `${server.url}favicon.ico`) return route.fulfill({ status: 204 });
      if (url.startsWith(server.url) || url.startsWith('data:') || url.startsWith('blob:')) {
        return route.continue();
      }
      offsite.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    for (const culture of CULTURES) {
      // One page load per language; the stories are then switched through Storybook's channel, as its
      // own manager does, which is many times faster than loading the preview for each story.
      let loaded = false;
      let styled = false;
      for (const story of stories) {
        /** @type {string[]} */
        const problems = [];
        /** @param {import('playwright-core').ConsoleMessage} message */
        const onConsole = (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        };
        /** @param {Error} error */
        const onPageError = (error) => problems.push(`uncaught: ${error.message}`);
        page.on('console', onConsole);
        page.on('pageerror', onPageError);
        offsite.length = 0;
        try {
          if (!loaded) {
            await page.goto(
              `${server.url}iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=locale:${culture};a11y.manual:!true`,
            );
            styled = false;
          } else {
            await page.evaluate((storyId) => {
              window.__checkEvents.length = 0;
              window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
            }, story.id);
          }
          // waitForFunction answers with the function's first answer that is not false: an event.
          const event = /** @type {Window['__checkEvents'][number]} */ (
            await page
              .waitForFunction(
                (storyId) => {
                  const events = window.__checkEvents ?? [];
                  return (
                    events.find((e) => e.result === 'error') ??
                    events.find((e) => e.id === storyId || e.id === undefined) ??
                    false
                  );
                },
                story.id,
                { timeout: RENDER_TIMEOUT_MS },
              )
              .then((handle) => handle.jsonValue())
          );
          const outcome = event.result;
          loaded = true;
          if (outcome === 'error') {
            const message = await page
              .locator('#error-message')
              .innerText()
              .catch(() => '');
            problems.push(`render error: ${message.trim() || event.message || 'see the story'}`);
            loaded = false; // start the next story from a clean page
          } else if (outcome === 'missing') {
            problems.push('story not found in the build');
          } else {
            // Let effects, fixture calls and MobX reactions settle before the page is judged.
            await page.waitForTimeout(100);
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            // Every picture must have loaded: a portrait whose address never answers (or answers no image)
            // shows as a broken image without any console error.
            const broken = await page.evaluate(async (timeout) => {
              const images = [...document.images];
              await Promise.all(
                images
                  .filter((img) => !img.complete)
                  .map(
                    (img) =>
                      new Promise((resolve) => {
                        img.addEventListener('load', resolve, { once: true });
                        img.addEventListener('error', resolve, { once: true });
                        setTimeout(resolve, timeout);
                      }),
                  ),
              );
              return images
                .filter((img) => !img.complete || img.naturalWidth === 0)
                .map(
                  (img) =>
                    `${img.complete ? 'broken' : 'not loaded'} image: ${(img.currentSrc || img.src || '(no src)').slice(0, 120)}`,
                );
            }, IMAGE_TIMEOUT_MS);
            problems.push(...broken);
            // The settled screen is what is checked: transitions still running (a pill turning brand-coloured as
            // its answer arrives) would show axe colours no one sees once they end. Endless ones (spinners) stay.
            await page.evaluate(async (timeout) => {
              const ending = document
                .getAnimations()
                .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
                .map((a) => a.finished.catch(() => undefined));
              await Promise.race([
                Promise.all(ending),
                new Promise((resolve) => setTimeout(resolve, timeout)),
              ]);
            }, IMAGE_TIMEOUT_MS);
            if (!(await page.evaluate(() => 'axe' in window)))
              await page.addScriptTag({ content: AXE_SOURCE });
            const violations = await page.evaluate(async (tags) => {
              // The a11y addon runs axe on the same page after each render: wait for it to finish.
              const run = async (attempt = 0) => {
                try {
                  return await window.axe.run(document, {
                    runOnly: { type: 'tag', values: tags },
                    resultTypes: ['violations'],
                  });
                } catch (error) {
                  if (attempt > 100 || !String(error).includes('already running')) throw error;
                  await new Promise((resolve) => setTimeout(resolve, 50));
                  return run(attempt + 1);
                }
              };
              const result = await run();
              return result.violations.map(
                (v) =>
                  `${v.id} (${v.impact}): ${v.help} — ${v.nodes
                    .slice(0, 3)
                    .map((n) => n.target.join(' '))
                    .join(', ')}`,
              );
            }, AXE_TAGS);
            problems.push(...violations.map((v) => `a11y: ${v}`));
            if (visual) {
              if (style && !styled) {
                await page.addStyleTag({ content: style });
                styled = true;
              }
              for (const viewport of viewportsOf(story)) {
                if (viewport !== 'phone') await page.setViewportSize(VIEWPORTS[viewport]);
                await settle(page);
                const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
                const problem = await visual.record(story, culture, viewport, shot);
                if (problem) problems.push(problem);
              }
              if (viewportsOf(story).length > 1) await page.setViewportSize(VIEWPORTS.phone);
            }
          }
        } catch (thrown) {
          const error = thrown instanceof Error ? thrown : new Error(String(thrown));
          problems.push(
            error.name === 'TimeoutError'
              ? `did not render within ${RENDER_TIMEOUT_MS} ms`
              : (error.message.split('\n')[0] ?? ''),
          );
          loaded = false;
        } finally {
          page.off('console', onConsole);
          page.off('pageerror', onPageError);
        }
        problems.push(...offsite.map((u) => `network call: ${u}`));
        checked += 1;
        if (problems.length > 0) failures.push({ id: story.id, culture, problems });
        log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${story.id} [${culture}]`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { checked, stories: stories.length, failures, packages: [...new Set(stories.map(packageOf))] };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-visual': { type: 'boolean', default: false },
      update: { type: 'boolean', default: false },
      filter: { type: 'string', default: '' },
      package: { type: 'string', multiple: true, default: [] },
      verbose: { type: 'boolean', default: false },
      dir: { type: 'string', default: path.join(HERE, 'storybook-static') },
    },
  });
  const started = Date.now();
  if (!values['no-build']) buildStorybook(values.dir, values.package);
  const built = Date.now();
  const visual = values['no-visual'] ? null : new VisualCheck({ root: ROOT, update: values.update });
  const { checked, stories, failures, packages } = await checkStories({
    dir: values.dir,
    filter: values.filter,
    packages: values.package,
    log: values.verbose ? (line) => console.log(line) : undefined,
    visual,
  });
  const written = visual ? await visual.finish() : [];
  // Screenshots of stories that are gone: judged over every story of the packages checked (not with --filter).
  const orphans = visual && !values.filter ? visual.orphans(packages) : [];
  if (orphans.length > 0 && !values.update) {
    failures.push({
      id: 'visual baselines',
      culture: 'all',
      problems: orphans.map((file) => `accepted screenshot of no story: ${file} (remove it with --update)`),
    });
  }
  const foreign = visual ? visual.foreignFiles(packages) : [];
  if (foreign.length > 0) {
    failures.push({
      id: 'visual baselines',
      culture: 'all',
      problems: foreign.map(
        (file) =>
          `not a ${BASELINE_EXTENSION} baseline: ${file} (a PNG from before decision 0055: npm run convert-baselines -w storybook)`,
      ),
    });
  }
  for (const failure of failures) {
    console.error(`\n✗ ${failure.id} [${failure.culture}]`);
    for (const problem of failure.problems) console.error(`    ${problem}`);
  }
  /** @param {number} ms */
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `Storybook check: ${stories} stories, ${checked} renders (de-CH and fr-CH), ${failures.length} failing; ` +
      `build ${seconds(built - started)} s, check ${seconds(Date.now() - built)} s.`,
  );
  if (visual) {
    const changes = visual.changes;
    const shots = visual.results.length;
    if (values.update) {
      console.log(
        `Screenshots: ${shots} taken, ${changes.length} new or changed; ${written.length} files written, ` +
          `${orphans.length} of removed stories deleted.`,
      );
    } else if (changes.length > 0) {
      const review = visual.writeReview(REVIEW_DIR, `file://${values.dir}/index.html`);
      console.log(
        `Screenshots: ${shots} taken, ${changes.length} differ from the accepted ones. Review: ${review}\n` +
          'Accept them with: npm run test:visual -- --update',
      );
    } else {
      fs.rmSync(REVIEW_DIR, { recursive: true, force: true });
      console.log(`Screenshots: ${shots} taken, all as accepted.`);
    }
  }
  if (visual) {
    const bytes = baselineBytes(ROOT);
    /** @param {number} n bytes */
    const mib = (n) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `Accepted screenshots: ${mib(bytes)} MiB in the repository (budget ${mib(BASELINE_BUDGET_BYTES)} MiB).`,
    );
    if (bytes > BASELINE_BUDGET_BYTES) {
      console.error('The accepted screenshots are over their budget: make stories smaller or fewer.');
      process.exitCode = 1;
    }
  }
  if (stories === 0) {
    console.error('No stories found: the build is empty.');
    process.exitCode = 1;
  }
  if (failures.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
