// Every route of the spec's table opened by its address, in German and under /fr in French: the page, the
// progress bar and 'step X of Y' (6 segments normally, 4 in custom-date mode, green on the last step).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { navigateInApp } from '../support/navigation.mjs';

const LANGUAGES = [
  { prefix: '', lang: 'de', title: 'Termin buchen', stepOf: (x, y) => `Schritt ${x} von ${y}` },
  { prefix: '/fr', lang: 'fr', title: 'Prendre rendez-vous', stepOf: (x, y) => `Étape ${x} sur ${y}` },
];

// Opened in this order in one visit: step-1-self turns custom-date mode on, which steps 4-7 keep.
// The custom flow is walked by address inside the page (history navigation, as links do): a page load of step-4
// in a fresh visit starts in normal mode; a reload keeps the mode (the last test).
const NORMAL_FLOW = [
  ['step-1', 1],
  ['step-2', 2],
  ['step-3', 3],
  ['step-4', 4],
  ['step-5', 5],
  ['step-6', 6],
];
const CUSTOM_FLOW = [
  ['step-1-self', 1],
  ['step-4', 2],
  ['step-5', 3],
  ['step-6', 4],
];

const env = useTestCheckout();

/** Opens an address and waits until the guards let it render (the chrome's frame carries the page id). */
async function open(page, route, expectedPath = route) {
  await page.goto(env.checkout.url(route));
  await rendered(page, expectedPath);
}

/** Follows an address inside the loaded page, as a link does. */
async function follow(page, route) {
  await navigateInApp(page, `/checkout${route}`);
  await rendered(page, route);
}

async function rendered(page, path) {
  const [pathname] = path.split('?');
  const segment = pathname.replace(/^\/fr/, '').replace(/^\//, '') || 'init';
  const pageId = /^(step-\d(-self)?|error|offline|init)$/.test(segment) ? segment : 'not-found';
  await page.waitForURL((url) => url.pathname === `/checkout${pathname}`);
  // In #root: the application's frame, not the prerendered first frame of step 1 (shown only until it is ready).
  await page.locator(`#root .checkout[data-page="${pageId}"]`).waitFor();
}

async function chrome(page) {
  const bar = page.getByRole('progressbar');
  const hasBar = (await bar.count()) === 1;
  return {
    filled: hasBar ? Number(await bar.getAttribute('aria-valuenow')) : null,
    segments: hasBar ? Number(await bar.getAttribute('aria-valuemax')) : null,
    complete: hasBar ? (await bar.getAttribute('data-complete')) === 'true' : null,
    stepText: await page.locator('.checkout-progress__text').allTextContents(),
  };
}

test('/checkout/ resets and lands on step-1, keeping the query string', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await page.goto(env.checkout.url('/?event=fair'));
    await page.waitForURL(/\/checkout\/step-1\?event=fair$/);
    await page.getByText('Schritt 1 von 6').waitFor();
    assert.equal(await page.title(), `Termin buchen | ${await brand(page)}`);
  });
});

for (const language of LANGUAGES) {
  test(`every step by its address under '${language.prefix || '/'}' (${language.lang})`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      for (const [step, number] of NORMAL_FLOW) {
        await open(page, `${language.prefix}/${step}`);
        assert.deepEqual(
          await chrome(page),
          { filled: number, segments: 6, complete: false, stepText: [language.stepOf(number, 6)] },
          `${step} in normal mode`,
        );
        await page.locator('main h1').first().waitFor();
      }
      await open(page, `${language.prefix}/step-7`);
      assert.deepEqual(
        await chrome(page),
        { filled: 6, segments: 6, complete: true, stepText: [] },
        'step-7',
      );
      assert.equal(await page.locator('.checkout-header__back').count(), 0, 'no back button on step 7');

      for (const [step, number] of CUSTOM_FLOW) {
        await follow(page, `${language.prefix}/${step}`);
        assert.deepEqual(
          await chrome(page),
          { filled: number, segments: 4, complete: false, stepText: [language.stepOf(number, 4)] },
          `${step} in custom-date mode`,
        );
      }
      await follow(page, `${language.prefix}/step-7`);
      assert.deepEqual(await chrome(page), { filled: 4, segments: 4, complete: true, stepText: [] });

      // Step 1-3 carry no custom marker: the mode is left again.
      await follow(page, `${language.prefix}/step-2`);
      assert.deepEqual((await chrome(page)).stepText, [language.stepOf(2, 6)]);

      assert.equal(await page.locator('html').getAttribute('lang'), language.lang);
      assert.equal(await page.title(), `${language.title} | ${await brand(page)}`);
    });
  });

  test(`error, offline and not-found pages under '${language.prefix || '/'}' (${language.lang})`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      await open(page, `${language.prefix}/error`);
      const errorTitle = await page.locator('main h1').textContent();
      assert.equal(
        errorTitle,
        language.lang === 'de'
          ? 'Ihre Anfrage konnte nicht gesendet werden'
          : 'Votre demande n’a pas pu être envoyée',
      );
      assert.deepEqual(await chrome(page), { filled: null, segments: null, complete: null, stepText: [] });

      // The checkout is online, so the offline page sends the visitor to init, hence step-1.
      await open(page, `${language.prefix}/offline`, `${language.prefix}/step-1`);

      await open(page, `${language.prefix}/no-such-page`);
      assert.equal(
        await page.locator('main h1').textContent(),
        language.lang === 'de' ? 'Oups, Seite nicht gefunden.' : 'Oups, page introuvable.',
      );
    });
  });
}

test('step navigation keeps the language prefix and the query string; back leads to the previous step', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await open(page, '/fr/step-3?event=fair', '/fr/step-3');
    const back = page.getByRole('button', { name: 'Retour' });
    await back.click();
    await page.waitForURL((url) => url.pathname === '/checkout/fr/step-2' && url.search === '?event=fair');
    await page.getByText('Étape 2 sur 6').waitFor();
    await back.click();
    await page.waitForURL((url) => url.pathname === '/checkout/fr/step-1' && url.search === '?event=fair');
    // The URL changes before React commits the new chrome: wait for the button's state, then assert it.
    await page
      .locator('.checkout-header__back[disabled]')
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    assert.equal(await back.isDisabled(), true, 'back is disabled on step 1');
  });
});

test('a reload in the custom-date flow keeps custom-date mode', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await open(page, '/step-1-self');
    await follow(page, '/step-4');
    await page.reload();
    await rendered(page, '/step-4');
    assert.deepEqual(await chrome(page), {
      filled: 2,
      segments: 4,
      complete: false,
      stepText: ['Schritt 2 von 4'],
    });
    await page.reload();
    await rendered(page, '/step-4');
    assert.deepEqual((await chrome(page)).stepText, ['Schritt 2 von 4'], 'a second reload too');
    // Steps 1-3 carry no custom marker: the mode is left, and a reload there stays in normal mode.
    await follow(page, '/step-2');
    await page.reload();
    await rendered(page, '/step-2');
    assert.deepEqual((await chrome(page)).stepText, ['Schritt 2 von 6']);
  });
});

async function brand(page) {
  return (await page.locator('.checkout-header__product').textContent()) ?? '';
}
