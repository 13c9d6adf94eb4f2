// Step 1 both ways (general advice; a destination via the overlay) and step 1 self to step 4, by mouse and by
// keyboard, at phone (375 px) and desktop (1280 px) widths, against the real booking API and its seed.
// Every screen is also checked with axe-core (WCAG 2.0/2.1 A and AA).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { focused, tabTo } from '../support/keyboard.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The accessible name of what has the focus.
 * @param {Page} page
 */
const focusedName = async (page) => (await focused(page)).name;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const QUERY = '?event=reisemesse&returnUrl=https%3A%2F%2Fpartner.example%2F';

const env = useTestCheckout();

/**
 * Opens an address at a width and waits until the step's screen is there (the application's, not the first frame's).
 * @param {Page} page
 * @param {string} route
 * @param {{ width: number, height: number }} viewport
 */
async function open(page, route, viewport) {
  await page.setViewportSize(viewport);
  await page.goto(env.checkout.url(route));
  await page.locator('#root main h1').first().waitFor();
}

/**
 * @param {Page} page
 * @param {string} path below /checkout
 */
async function expectPath(page, path) {
  await page.waitForURL((url) => url.pathname === `/checkout${path}`);
  assert.equal(new URL(page.url()).search, QUERY, 'the query string is kept on every step navigation');
}

/** @param {Page} page */
async function pageViews(page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.virtual_url),
  );
}

/** @param {Page} page */
const yourChoice = (page) => page.getByRole('region', { name: /Ihre Auswahl|Votre sélection/ });

for (const viewport of [DESKTOP, PHONE]) {
  const width = `${viewport.width} px`;

  test(`step 1, general advice, by mouse at ${width}`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      await open(page, `/${QUERY}`, viewport);
      await expectPath(page, '/step-1');
      await page.getByRole('heading', { level: 1, name: 'Wie dürfen wir Sie beraten?' }).waitFor();
      assert.deepEqual(await pageViews(page), ['/checkout/step-1'], 'one page view for step 1');
      assert.equal(await yourChoice(page).count(), 0, 'no summary header before anything is chosen');
      await expectNoAxeViolations(page, `step 1 at ${width}`);
      await page.getByRole('button', { name: /Allgemeine Beratung/ }).click();
      await expectPath(page, '/step-2');
    });
  });

  test(`step 1, a destination via the overlay, by mouse at ${width}`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      await open(page, `/step-1${QUERY}`, viewport);
      await page.getByRole('button', { name: /Reiseziel angeben/ }).click();
      const block = page.getByRole('dialog', { name: 'Ihr Reiseziel' });
      const goOn = block.getByRole('button', { name: 'Weiter zur Terminauswahl' });
      assert.equal(await goOn.isDisabled(), true, 'go-on waits for a destination');
      await block.getByRole('button', { name: 'Reiseziele wählen' }).click();
      const filter = page.getByRole('dialog', { name: 'Reiseziele wählen' });
      await filter.getByRole('searchbox', { name: 'Reiseziel suchen' }).fill('ISL');
      await filter.getByText('Island', { exact: true }).click();
      assert.equal(await filter.getByRole('checkbox', { name: 'Island' }).isChecked(), true);
      await expectNoAxeViolations(page, `destination overlay at ${width}`);
      await filter.getByRole('button', { name: 'Übernehmen' }).click();
      await filter.waitFor({ state: 'detached' });
      await block.getByText('Gewählte Reiseziele: Island').waitFor();
      await yourChoice(page).getByText('Island').waitFor();
      await goOn.click();
      await expectPath(page, '/step-2');
      assert.match(
        await yourChoice(page).innerText(),
        /Island/,
        'the header keeps the destination on step 2',
      );
    });
  });

  test(`step 1 self to step 4, by mouse at ${width}`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      await open(page, `/step-1-self${QUERY}`, viewport);
      const next = page.getByRole('button', { name: 'Weiter', exact: true });
      assert.equal(await next.isDisabled(), true);
      assert.equal(await page.getByRole('grid').count(), 0, 'no date before an agency');
      await page.getByRole('button', { name: 'Filiale wählen' }).click();
      const overlay = page.getByRole('dialog', { name: 'Filiale wählen' });
      await overlay.getByRole('searchbox', { name: 'Filiale oder Ort suchen' }).fill('bahnhofstrasse');
      await overlay.getByText('Zürich Bahnhofstrasse', { exact: true }).click();
      await overlay.getByRole('button', { name: 'Übernehmen' }).click();
      await overlay.waitFor({ state: 'detached' });

      const firstDay = page.getByRole('grid').locator('button:not([aria-disabled])').first();
      const dayLabel = await firstDay.getAttribute('aria-label');
      await firstDay.click();
      await page.getByText(/^Gewähltes Datum: \w+, \d\d\.\d\d\.\d{4}$/).waitFor();
      const hour = page.getByLabel('Stunde');
      const hours = await hour.locator('option').allTextContents();
      await hour.selectOption(hours[1] ?? assert.fail('the day offers a second hour'));
      // Hour 17 (Saturday 14) starts at quarter past: the minute snaps to 15.
      assert.equal(await page.getByLabel('Minute').inputValue(), '15');
      assert.equal(await page.getByRole('radio', { name: /Persönlich/ }).isChecked(), true);
      await page.getByRole('radio', { name: /Telefon/ }).click();
      assert.equal(await page.getByRole('radio', { name: /Telefon/ }).isChecked(), true);
      assert.match(await yourChoice(page).innerText(), /Zürich Bahnhofstrasse/);
      await expectNoAxeViolations(page, `step 1 self at ${width}`);
      await next.click();
      await expectPath(page, '/step-4');
      await page.getByText('Schritt 2 von 4').waitFor();
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => e.event === 'event_view'),
      );
      // Spec section 7: one on choosing the contact type, one on going on (issue 19: the first was missing).
      assert.deepEqual(
        events.map((e) => [e.event_action, e.event_label]),
        [
          ['contact-type', 'phone'],
          ['continue', 'step-1-self'],
        ],
      );
      assert.ok(dayLabel, 'the day has a spoken label');
    });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`step 1, both ways, by keyboard at ${viewport.width} px`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      await open(page, `/step-1${QUERY}`, viewport);
      await tabTo(page, /Reiseziel angeben/);
      await page.keyboard.press('Enter');
      const block = page.getByRole('dialog', { name: 'Ihr Reiseziel' });
      await block.waitFor();
      await tabTo(page, /^Reiseziele wählen$/);
      await page.keyboard.press('Enter');
      const filter = page.getByRole('dialog', { name: 'Reiseziele wählen' });
      await filter.getByRole('checkbox', { name: 'Japan' }).waitFor();
      await tabTo(page, /^Reiseziel suchen$/);
      await page.keyboard.type('japan');
      await tabTo(page, /^Japan$/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Übernehmen$/);
      await page.keyboard.press('Enter');
      await filter.waitFor({ state: 'detached' });
      assert.equal(await focusedName(page), 'Reiseziele wählen', 'focus is back on the opener');
      // Escape closes the block and gives focus back to the choice that opened it.
      await page.keyboard.press('Escape');
      await block.waitFor({ state: 'detached' });
      assert.match(await focusedName(page), /Reiseziel angeben/);
      await page.keyboard.press('Enter');
      await block.getByText('Gewählte Reiseziele: Japan').waitFor();
      await tabTo(page, /^Weiter zur Terminauswahl$/);
      await page.keyboard.press('Enter');
      await expectPath(page, '/step-2');

      // And the other way: general advice.
      await open(page, `/step-1${QUERY}`, viewport);
      await tabTo(page, /Allgemeine Beratung/);
      await page.keyboard.press('Enter');
      await expectPath(page, '/step-2');
    });
  });
}

test('step 1 self to step 4, by keyboard at 1280 px and at 375 px in French', async (t) => {
  for (const [viewport, fr] of /** @type {[typeof DESKTOP, boolean][]} */ ([
    [DESKTOP, false],
    [PHONE, true],
  ])) {
    await withPage(env.browser, t, async (page) => {
      const prefix = fr ? '/fr' : '';
      await open(page, `${prefix}/step-1-self${QUERY}`, viewport);
      await tabTo(page, fr ? /^Choisir une agence$/ : /^Filiale wählen$/);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
      await tabTo(page, fr ? /^Rechercher une agence ou un lieu$/ : /^Filiale oder Ort suchen$/);
      await page.keyboard.type('bern');
      await tabTo(page, /^Bern/);
      await page.keyboard.press('Space');
      await tabTo(page, fr ? /^Valider$/ : /^Übernehmen$/);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Into the month grid: Tab lands on the first day that can be chosen; the arrows move within it.
      await tabTo(page, /\d{4}$/);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      // Written once, as 'weekday, dd.MM.yyyy' in the page's language.
      await page
        .getByText(
          fr
            ? /^Date choisie: (lundi|mardi|mercredi|jeudi|vendredi|samedi), \d\d\.\d\d\.\d{4}$/
            : /^Gewähltes Datum: (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), \d\d\.\d\d\.\d{4}$/,
        )
        .waitFor();
      await tabTo(page, fr ? /^Heure$/ : /^Stunde$/);
      await page.keyboard.press('ArrowDown');
      const hourSelect = page.getByLabel(fr ? 'Heure' : 'Stunde', { exact: true });
      assert.notEqual(await hourSelect.inputValue(), '08', 'the arrow key changed the hour');
      await tabTo(page, /^Minute$/);
      // The advice modes are one radio group: Tab enters at the checked one (personal), arrows choose.
      await tabTo(page, fr ? /^En personne$/ : /^Persönlich$/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedName(page), fr ? 'Téléphone' : 'Telefon');
      await tabTo(page, fr ? /^Continuer$/ : /^Weiter$/);
      await page.keyboard.press('Enter');
      await expectPath(page, `${prefix}/step-4`);
      await page.getByText(fr ? 'Étape 2 sur 4' : 'Schritt 2 von 4').waitFor();
    });
  }
});
