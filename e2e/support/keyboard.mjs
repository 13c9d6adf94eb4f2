// Keyboard-only driving, as a visitor without a mouse does: what has the focus, and Tab until it is there.
import assert from 'node:assert/strict';

/** @typedef {{ id: string, name: string, tag: string, type: string, role: string, inDialog: boolean }} Focused */

/**
 * The focused element as assistive technology sees it.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ id: string, name: string, tag: string, type: string, role: string, inDialog: boolean }>}
 */
export function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement))
      return { id: '', name: '', tag: '', type: '', role: '', inDialog: false };
    // Nothing focused (the page itself): no name, or every Tab would seem to reach whatever text the page has.
    if (el === document.body || el === document.documentElement)
      return { id: '', name: '', tag: el.tagName.toLowerCase(), type: '', role: '', inDialog: false };
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((ref) => document.getElementById(ref)?.textContent ?? '')
            .join(' ')
        : null) ??
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
        ? (el.labels?.[0]?.textContent ?? '')
        : (el.textContent ?? ''));
    return {
      id: el.id,
      name: name.replace(/\s+/g, ' ').trim(),
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? '',
      role: el.getAttribute('role') ?? '',
      inDialog: Boolean(el.closest('[role="dialog"]')),
    };
  });
}

/**
 * Presses Tab (Shift+Tab with back) until the focused element matches: a RegExp tested on its name, or a
 * predicate on `focused`. With `includeCurrent`, an element that already has the focus counts. Fails after
 * `max` presses, listing what got the focus on the way. Answers the matching element's `focused`.
 * @param {import('playwright-core').Page} page
 * @param {RegExp | ((focused: Focused) => boolean)} match
 * @param {{ back?: boolean, max?: number, what?: string, includeCurrent?: boolean }} [options]
 * @returns {Promise<Focused>}
 */
export async function tabTo(
  page,
  match,
  { back = false, max = 80, what = String(match), includeCurrent = false } = {},
) {
  /** @type {(focused: Focused) => boolean} */
  const test = match instanceof RegExp ? (f) => match.test(f.name) : match;
  /** @type {string[]} */
  const seen = [];
  if (includeCurrent) {
    const now = await focused(page);
    if (test(now)) return now;
  }
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (test(now)) return now;
    seen.push(now.name || now.id || now.tag);
  }
  assert.fail(`Tab never reached ${what}; focus passed: ${seen.join(' | ')}`);
}
