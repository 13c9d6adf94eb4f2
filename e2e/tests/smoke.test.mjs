// The checkout starts like `npm start` and its entry address lands on step 1.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { startTestCheckout } from '../support/checkout.mjs';

let checkout;
let browser;

before(async () => {
  checkout = await startTestCheckout();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await checkout?.stop();
});

test('/checkout/ lands on step-1 with the selection remote rendered', async (t) => {
  await withPage(browser, t, async (page) => {
    const manifests = [];
    page.on('response', (r) => r.url().endsWith('/mf-manifest.json') && manifests.push(r.url()));
    await page.goto(checkout.url('/'));
    await page.waitForURL(/\/checkout\/step-1(\?|$)/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'no fallback on a healthy start');
    assert.ok(
      manifests.some((url) => url.startsWith(`http://localhost:${checkout.ports.mfe_selection}/`)),
      'step-1 comes from the selection remote, found at run time from checkout-config.json',
    );
  });
});
