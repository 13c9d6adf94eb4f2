// In-app navigation without a page load: what the router does when a link is followed.
/* global window, PopStateEvent -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';

/**
 * @param {import('playwright-core').Page} page
 * @param {string} pathname e.g. '/checkout/step-4'
 */
export async function navigateInApp(page, pathname) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname);
}

/**
 * Marks the current document, so a test can tell that no page load happened since.
 * @param {import('playwright-core').Page} page
 */
export async function markDocument(page) {
  await page.evaluate(() => {
    window.__checkoutE2eMarker = true;
  });
}

/** @param {import('playwright-core').Page} page */
export async function isSameDocument(page) {
  return page.evaluate(() => window.__checkoutE2eMarker === true);
}

/**
 * With one remote refused or down, the chrome and the other remotes' steps still render in the same page:
 * step 4 (mfe_contact) and step 1 (mfe_selection) show their headings and no fallback. `headings` is the
 * language's TEXT.headings (journey.mjs); headings are waited for by name, since a fallback's title is an h1 too.
 * @param {import('playwright-core').Page} page
 * @param {import('./journey.mjs').Text['headings']} headings
 */
export async function expectOtherRemotesWork(page, headings) {
  for (const [step, remote] of /** @type {const} */ ([
    ['step-4', 'mfe_contact'],
    ['step-1', 'mfe_selection'],
  ])) {
    await navigateInApp(page, `/checkout/${step}`);
    await page.getByRole('heading', { level: 1, name: headings[step] }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, `${step} (${remote}) is unaffected`);
  }
}
