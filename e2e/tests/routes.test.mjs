// Every route of the spec's table opened by its address, in German and under /fr in French: the page, the
// progress bar and 'step X of Y' (6 segments normally, 4 in custom-date mode, green on the last step).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { visitor } from '../support/journey.mjs';
import { navigateInApp } from '../support/navigation.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {'' | '/fr'} Prefix */

/**
 * @type {{
 *   prefix: Prefix,
 *   lang: import('../support/journey.mjs').Lang,
 *   title: string,
 *   stepOf: (x: number, y: number) => string,
 * }[]}
 */
const LANGUAGES = [
  { prefix: '', lang: 'de', title: 'Termin buchen', stepOf: (x, y) => `Schritt ${x} von ${y}` },
  { prefix: '/fr', lang: 'fr', title: 'Prendre rendez-vous', stepOf: (x, y) => `Étape ${x} sur ${y}` },
];

// Every step needs what the steps before it stored (the shell's guards, FLOWS beside the route table): the
// visit walks the flow as a traveller does and opens each step's address anew (a page load) once it is there.
/** @type {Record<Prefix, Parameters<ReturnType<typeof visitor>['customDate']>[0]>} */
const CUSTOM_CHOICE = {
  '': { search: 'bahnhofstrasse', agency: 'Zürich Bahnhofstrasse', mode: 'online' },
  '/fr': { search: 'genève', agency: 'Genève Rue du Rhône', mode: 'phone' },
};
const env = useTestCheckout();

/**
 * Opens an address and waits until the guards let it render (the chrome's frame carries the page id).
 * @param {Page} page
 * @param {string} route
 */
async function open(page, route, expectedPath = route) {
  await page.goto(env.checkout.url(route));
  await rendered(page, expectedPath);
}

/**
 * Follows an address inside the loaded page, as a link does.
 * @param {Page} page
 * @param {string} route
 */
async function follow(page, route, expectedPath = route) {
  await navigateInApp(page, `/checkout${route}`);
  await rendered(page, expectedPath);
}

/**
 * @param {Page} page
 * @param {string} path the address's, below /checkout
 */
async function rendered(page, path) {
  const [pathname = ''] = path.split('?');
  const segment = pathname.replace(/^\/fr/, '').replace(/^\//, '') || 'init';
  const pageId = /^(step-\d(-self)?|error|offline|init)$/.test(segment) ? segment : 'not-found';
  await page.waitForURL((url) => url.pathname === `/checkout${pathname}`);
  // In #root: the application's frame, not the prerendered first frame of step 1 (shown only until it is ready).
  await page.locator(`#root .checkout[data-page="${pageId}"]`).waitFor();
}

/** @param {Page} page */
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
      const v = visitor(page, env.checkout.url, { lang: language.lang });
      /**
       * The step's address loaded anew: the same step, its chrome and its heading.
       * @param {string} step
       * @param {Awaited<ReturnType<typeof chrome>>} progress what the chrome must show
       */
      const reopen = async (step, progress) => {
        await open(page, `${language.prefix}/${step}`);
        assert.deepEqual(await chrome(page), progress, `${step} by its address`);
        await page.locator('main h1').first().waitFor();
      };
      /** @param {number} number the step's in the usual flow */
      const normal = (number) => ({
        filled: number,
        segments: 6,
        complete: false,
        stepText: [language.stepOf(number, 6)],
      });

      await reopen('step-1', normal(1));
      await v.generalAdvice();
      await reopen('step-2', normal(2));
      await v.chooseDay();
      await reopen('step-3', normal(3));
      await v.chooseHour('phone');
      await reopen('step-4', normal(4));
      await v.travelDetails();
      await reopen('step-5', normal(5));
      await v.contact(`routes.${language.lang}@example.ch`);
      await reopen('step-6', normal(6));
      await v.confirm();
      await reopen('step-7', { filled: 6, segments: 6, complete: true, stepText: [] });
      assert.equal(await page.locator('.checkout-header__back').count(), 0, 'no back button on step 7');

      // Custom-date mode: a fresh start, step 1 self, then steps 4-6 by address with 'step X of 4'.
      /** @param {number} number the step's in custom-date mode */
      const custom = (number) => ({
        filled: number,
        segments: 4,
        complete: false,
        stepText: [language.stepOf(number, 4)],
      });
      await page.goto(env.checkout.url(`${language.prefix}/`));
      await rendered(page, `${language.prefix}/step-1`);
      await follow(page, `${language.prefix}/step-1-self`);
      assert.deepEqual(await chrome(page), custom(1), 'step-1-self in custom-date mode');
      await v.customDate(CUSTOM_CHOICE[language.prefix]);
      await reopen('step-4', custom(2));
      await v.travelDetails();
      await reopen('step-5', custom(3));
      await v.contact(`routes.custom.${language.lang}@example.ch`);
      await reopen('step-6', custom(4));
      await v.confirm('step-7-self');
      await reopen('step-7', { filled: 4, segments: 4, complete: true, stepText: [] });

      assert.equal(await page.locator('html').getAttribute('lang'), language.lang);
      assert.equal(await page.title(), `${language.title} | ${await brand(page)}`);
    });
  });

  test(`a step the stored booking cannot show leads to the nearest one that can (${language.lang})`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      // A fresh visit: no day, no hour, no contact data and no booking; the query string stays.
      for (const step of ['step-3', 'step-4', 'step-6', 'step-7']) {
        await open(page, `${language.prefix}/${step}?event=fair`, `${language.prefix}/step-2`);
        assert.equal(new URL(page.url()).search, '?event=fair', `${step}: the query string stays`);
        assert.deepEqual((await chrome(page)).stepText, [language.stepOf(2, 6)], `${step} shows step 2`);
      }
      // Custom-date mode without a requested day and time goes back to step 1 self.
      await follow(page, `${language.prefix}/step-1-self`);
      await follow(page, `${language.prefix}/step-5`, `${language.prefix}/step-1-self`);
      assert.deepEqual((await chrome(page)).stepText, [language.stepOf(1, 4)]);
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
    const v = visitor(page, env.checkout.url, { lang: 'fr' });
    await v.generalAdvice('?event=fair');
    await v.chooseDay();
    assert.equal(new URL(page.url()).search, '?event=fair', 'step 3 keeps the query string');
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
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    await open(page, '/step-1-self');
    await v.customDate(CUSTOM_CHOICE['']);
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

/** @param {Page} page */
async function brand(page) {
  return (await page.locator('.checkout-header__product').textContent()) ?? '';
}
