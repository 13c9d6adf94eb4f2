// In-app navigation without a page load: what the router does when a link is followed.
/* global window, PopStateEvent -- the page.evaluate() bodies run in the browser */
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

/** Marks the current document, so a test can tell that no page load happened since. */
export async function markDocument(page) {
  await page.evaluate(() => {
    window.__checkoutE2eMarker = true;
  });
}

export async function isSameDocument(page) {
  return page.evaluate(() => window.__checkoutE2eMarker === true);
}
