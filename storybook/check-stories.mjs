// The Storybook check of `npm test`: builds the static Storybook, opens every story in headless Chromium in
// German and in French, and fails on a render error, a console error, a network call off the Storybook
// server, a picture that did not load or an accessibility violation (axe-core, WCAG 2.1 A and AA). Prints
// how many stories were checked.
//
//   node check-stories.mjs            build, then check every story
//   node check-stories.mjs --no-build check the last build
//   node check-stories.mjs --filter mfe-agenda   only stories whose id contains the text
//   STORYBOOK_CANARY=1 ...            adds the canary stories that must fail (see check-stories.test.mjs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../tools/chromium.mjs';
import { serveStatic } from '../tools/serve-static.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const CULTURES = ['de-CH', 'fr-CH'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Time a story gets to render before it counts as hung. */
const RENDER_TIMEOUT_MS = 15_000;
/** Time a story's pictures get to load before they count as not loaded. */
const IMAGE_TIMEOUT_MS = 5_000;

/** @param {string} outputDir */
export function buildStorybook(outputDir) {
  const bin = path.join(HERE, '..', 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js');
  const result = spawnSync(process.execPath, [bin, 'build', '-o', outputDir, '--quiet'], {
    cwd: HERE,
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`storybook build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * Opens every story of a static build and reports the problems found.
 * @param {{ dir: string, filter?: string, log?: (line: string) => void }} options `filter`: only stories whose id
 *   contains it
 * @returns {Promise<{ checked: number, stories: number, failures: Array<{ id: string, culture: string, problems: string[] }> }>}
 */
export async function checkStories({ dir, filter = '', log = () => undefined }) {
  /** @type {{ entries: Record<string, { type: string, id: string }> }} Storybook's index of the build */
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.id.includes(filter),
  );
  const server = await serveStatic({ dir, port: 0, cors: false });
  const browser = await launchChromium();
  /** @type {Array<{ id: string, culture: string, problems: string[] }>} */
  const failures = [];
  let checked = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
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
          let outcome;
          if (!loaded) {
            await page.goto(
              `${server.url}iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=locale:${culture};a11y.manual:!true`,
            );
            outcome = await page
              .waitForFunction(
                () => {
                  const classes = document.body.classList;
                  if (classes.contains('sb-show-errordisplay')) return 'error';
                  if (classes.contains('sb-show-nopreview')) return 'missing';
                  if (classes.contains('sb-show-main')) return 'rendered';
                  return false;
                },
                undefined,
                { timeout: RENDER_TIMEOUT_MS },
              )
              .then((handle) => handle.jsonValue());
            loaded = true;
          } else {
            outcome = await page.evaluate(
              ({ storyId, timeout }) =>
                new Promise((resolve) => {
                  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
                  const events = {
                    storyRendered: 'rendered',
                    storyErrored: 'error',
                    storyThrewException: 'error',
                    storyMissing: 'missing',
                  };
                  /** @type {Record<string, (payload: unknown) => void>} */
                  const handlers = {};
                  /** @param {string} result */
                  const finish = (result) => {
                    for (const [event, handler] of Object.entries(handlers)) channel.off(event, handler);
                    clearTimeout(timer);
                    resolve(result);
                  };
                  for (const [event, result] of Object.entries(events)) {
                    /** @param {unknown} payload a story's id, or an object naming it */
                    const handler = (payload) => {
                      const named = /** @type {{ storyId?: string, id?: string } | undefined} */ (payload);
                      const id = typeof payload === 'string' ? payload : (named?.storyId ?? named?.id);
                      if (id === undefined || id === storyId || result === 'error') finish(result);
                    };
                    handlers[event] = handler;
                    channel.on(event, handler);
                  }
                  const timer = setTimeout(() => finish('timeout'), timeout);
                  channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
                }),
              { storyId: story.id, timeout: RENDER_TIMEOUT_MS },
            );
          }
          if (outcome === 'error') {
            const message = await page
              .locator('#error-message')
              .innerText()
              .catch(() => '');
            problems.push(`render error: ${message.trim() || 'see the story'}`);
            loaded = false; // start the next story from a clean page
          } else if (outcome === 'missing') {
            problems.push('story not found in the build');
          } else if (outcome === 'timeout') {
            problems.push(`did not render within ${RENDER_TIMEOUT_MS} ms`);
            loaded = false;
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
  return { checked, stories: stories.length, failures };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      filter: { type: 'string', default: '' },
      verbose: { type: 'boolean', default: false },
      dir: { type: 'string', default: path.join(HERE, 'storybook-static') },
    },
  });
  const started = Date.now();
  if (!values['no-build']) buildStorybook(values.dir);
  const built = Date.now();
  const { checked, stories, failures } = await checkStories({
    dir: values.dir,
    filter: values.filter,
    log: values.verbose ? (line) => console.log(line) : undefined,
  });
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
  if (stories === 0) {
    console.error('No stories found: the build is empty.');
    process.exitCode = 1;
  }
  if (failures.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
