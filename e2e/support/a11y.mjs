// Accessibility checks shared by the browser tests: axe-core over the whole page (open dialogs included).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.0/2.1 A and AA violations axe-core finds on the page once its finite animations ended, one line each.
 * @param {import('playwright-core').Page} page
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    // Evaluated through the DevTools protocol, not as a <script> tag, which the page's CSP rightly refuses.
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (tags) => {
    // Colours are judged as they end up: an overlay fading in would be measured half transparent.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    // axe-core measures with a <style> of its own, which the page's CSP refuses: not the checkout's violation
    // (support/browser.mjs skips what happens while this flag is set).
    window.__axeRunning = true;
    /** @type {import('axe-core').AxeResults} */
    let result;
    try {
      result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    } finally {
      // The browser reports a refused <style> in a task of its own, a moment after axe inserted it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      window.__axeRunning = false;
    }
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, AXE_TAGS);
}

/**
 * Fails with the list of violations when axe-core finds any.
 * @param {import('playwright-core').Page} page
 * @param {string} where named when it fails
 */
export async function expectNoAxeViolations(page, where) {
  assert.deepEqual(await axeViolations(page), [], `axe-core on ${where}`);
}
