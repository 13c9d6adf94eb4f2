// The first frames (issue 18): the HTML of /checkout/step-1 (and of steps 2 to 5) already holds the chrome and the
// step's heading in the address's language, so they paint before any script has run; the application replaces the
// frame once it shows its own heading, without a shift. Steps 6 and 7 (issue 31) hold each variant their stored
// booking may choose, hidden until the page's fill script has kept the one it names. Other addresses get no frame.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { visitor } from '../support/journey.mjs';

const env = useTestCheckout();

/** @param {string} route */
const html = async (route) => (await fetch(env.checkout.url(route))).text();

test('the HTML of steps 1 to 7 holds their frame in the language of the address (6 and 7 hidden until filled); other pages get none', async () => {
  const german = await html('/step-1');
  assert.match(german, /<html lang="?de"?/);
  assert.match(german, /id="?checkout-frame"?[^>]*inert/);
  assert.match(german, /<h1[^>]*>Wie dürfen wir Sie beraten\?<\/h1>/);
  assert.match(german, /Schritt 1 von 6/);

  const french = await html('/fr/step-1');
  assert.match(french, /<html lang="?fr"?/);
  assert.match(french, /<h1[^>]*>Comment pouvons-nous vous conseiller\?<\/h1>/);
  assert.match(french, /Étape 1 sur 6/);

  const step2 = await html('/step-2');
  assert.match(step2, /<h1[^>]*>Wählen Sie einen Tag<\/h1>/);
  assert.match(step2, /Schritt 2 von 6/);
  const step5 = await html('/fr/step-5');
  assert.match(step5, /<html lang="?fr"?/);
  assert.match(step5, /Étape 5 sur 6/);
  for (const route of ['/step-3', '/step-4']) assert.match(await html(route), /id="?checkout-frame"?/);

  for (const route of ['/step-6', '/fr/step-7']) {
    const page = await html(route);
    assert.match(page, /id="?checkout-frame"?[^>]*data-frame-pending/, `${route}: hidden until filled`);
    assert.match(
      page,
      /<script defer src="?\/checkout\/frame-fill\.[0-9a-f]{8}\.js"?>/,
      `${route}: filled by its script`,
    );
  }
  assert.match(await html('/step-6'), /<h1[^>]*>Fast geschafft!<\/h1>/);

  for (const route of ['/step-1-self', '/']) {
    assert.doesNotMatch(await html(route), /checkout-frame/, `${route} has no frame`);
  }
});

test('the application takes over from the frame: one heading, one main, nothing shifted', async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.addInitScript(() => {
        window.__shifts = 0;
        new PerformanceObserver((list) => {
          // A layout shift's entry (LayoutShift, which the DOM's types lack) says how far the page moved.
          for (const entry of list.getEntries())
            window.__shifts += /** @type {PerformanceEntry & { value: number }} */ (entry).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(env.checkout.url('/fr/step-1'));
      await page.locator('#root h1').waitFor();
      await page.locator('#checkout-frame').waitFor({ state: 'detached' });
      assert.equal(await page.locator('h1').count(), 1);
      assert.equal(await page.locator('main').count(), 1);
      assert.equal(await page.locator('.checkout-header__product').textContent(), await brand(page));
      const shifts = await page.evaluate(() => window.__shifts);
      assert.ok(shifts <= 0.1, `layout shift ${shifts} at most 0.1`);
    },
    { viewport: { width: 375, height: 740 } },
  );
});

/** @param {import('playwright-core').Page} page */
async function brand(page) {
  return page.evaluate(async () => (await (await fetch('/checkout/checkout-config.json')).json()).product);
}

// The frames are drawn at the shell's build from the heading texts it names (FRAMED_STEPS); the screens are the
// remotes'. A remote that changed its heading would leave the frame saying the old one until the next shell
// build: here each frame's heading must be the one its step then shows.
for (const lang of /** @type {const} */ (['de', 'fr'])) {
  test(`each frame (${lang}) shows the heading its step then shows`, async (t) => {
    // The frame as a browser without scripts draws it.
    const noScripts = await env.browser.newContext({ javaScriptEnabled: false });
    t.after(() => noScripts.close());
    const framePage = await noScripts.newPage();
    await withPage(env.browser, t, async (page) => {
      const v = visitor(page, env.checkout.url, { lang });
      await v.generalAdvice();
      await v.chooseDay();
      await v.chooseHour('phone');
      await v.travelDetails();
      // Backwards: going back to an earlier step lets go of what the later ones need (the held hour).
      for (const step of ['step-5', 'step-4', 'step-3', 'step-2', 'step-1']) {
        await framePage.goto(v.url(`/${step}`));
        const frame = await framePage.locator('#checkout-frame h1').textContent();
        await page.goto(v.url(`/${step}`));
        await page.locator('#checkout-frame').waitFor({ state: 'detached' });
        const shown = await page.locator('#root h1').textContent();
        assert.equal(frame, shown, `${lang} ${step}: the frame's heading is the step's`);
      }
    });
  });

  // Steps 6 and 7: the frame filled from the visitor's stored booking (the page without the application's script)
  // says what the step then shows, where it then shows it: its heading, and on step 6 the notice of the chosen
  // advice mode.
  test(`the frames of steps 6 and 7 (${lang}) show what the step then shows for the stored booking`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      const v = visitor(page, env.checkout.url, { lang });
      const framePage = await page.context().newPage();
      await framePage.route(/\/checkout\/main\.js/, (route) => route.abort());
      /** @param {string} step @param {string} selector */
      const sameAsStep = async (step, selector) => {
        await framePage.goto(v.url(`/${step}`));
        const frame = framePage.locator(`#checkout-frame:not([data-frame-pending]) ${selector}`);
        const framed = await frame.textContent();
        const framedTop = (await frame.boundingBox())?.y;
        await page.goto(v.url(`/${step}`));
        await page.locator('#checkout-frame').waitFor({ state: 'detached' });
        const shown = page.locator(`#root ${selector}`).first();
        assert.equal(framed, await shown.textContent(), `${lang} ${step} ${selector}`);
        // Where the application then draws it: nothing moves when the frame goes.
        assert.equal(framedTop, (await shown.boundingBox())?.y, `${lang} ${step} ${selector}: same place`);
      };
      await v.generalAdvice();
      await v.chooseDay();
      await v.chooseHour('online');
      await v.travelDetails();
      await v.contact(`frame-${lang}-${Date.now()}@example.ch`);
      await sameAsStep('step-6', 'h1');
      await sameAsStep('step-6', '.ck-notice');
      const stepOf = { de: 'Schritt 6 von 6', fr: 'Étape 6 sur 6' }[lang];
      assert.match(await framePage.locator('#checkout-frame').innerText(), new RegExp(stepOf));
      await v.confirm();
      await sameAsStep('step-7', 'h1');
      await framePage.close();
    });
  });
}
