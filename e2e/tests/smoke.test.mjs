// The checkout starts like `npm start` and its entry address lands on step 1.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';

const env = useTestCheckout();

test('/checkout/ lands on step-1 with the selection remote rendered', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const manifests = [];
    page.on('response', (r) => r.url().endsWith('/mf-manifest.json') && manifests.push(r.url()));
    await page.goto(env.checkout.url('/'));
    await page.waitForURL(/\/checkout\/step-1(\?|$)/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'no fallback on a healthy start');
    assert.ok(
      manifests.some((url) => url.startsWith(`http://localhost:${env.checkout.ports.mfe_selection}/`)),
      'step-1 comes from the selection remote, found at run time from checkout-config.json',
    );
  });
});

test('the design tokens and base styles reach the page (the kernel stylesheet is not tree-shaken away)', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await page.goto(env.checkout.url('/step-1'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const styles = await page.evaluate(() => {
      const root = document.querySelector('.ck-root');
      return {
        brand: getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
        font: root ? getComputedStyle(root).fontFamily : '',
      };
    });
    assert.match(styles.brand, /^#[0-9a-f]{6}$/i, 'the tokens define --color-brand on :root');
    assert.doesNotMatch(
      styles.font,
      /Times/,
      'the checkout root uses the kit typography, not the browser default',
    );
  });
});
