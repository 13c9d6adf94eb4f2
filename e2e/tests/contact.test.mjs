// Steps 4 and 5 (mfe_contact) in the real checkout: steps 1-3 are clicked through, then the travel details
// and the contact form are filled by keyboard only and step 6 is reached. Errors must be exposed to
// screen readers (aria-invalid, aria-describedby naming the message, a polite live region) and required
// fields marked as such; what was typed survives a reload.
/* global document, HTMLElement -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { visitor } from '../support/journey.mjs';
import { focused, tabTo } from '../support/keyboard.mjs';

const env = useTestCheckout();

/** @typedef {import('playwright-core').Page} Page */

/**
 * What has the focus: its id, or its accessible name when it has none (buttons).
 * @param {Page} page
 */
const focusedKey = async (page) => {
  const now = await focused(page);
  return now.id || now.name;
};

/**
 * Tab (or Shift+Tab) until `key` (see focusedKey) has the focus, counting the element that has it now.
 * @param {Page} page
 * @param {string} key
 * @param {Parameters<typeof tabTo>[2]} [options]
 */
const tabToKey = (page, key, options = {}) =>
  tabTo(page, (f) => (f.id || f.name) === key, { ...options, includeCurrent: true, what: key });

/**
 * The field's a11y state: aria-invalid, the text of what aria-describedby names, required.
 * @param {Page} page
 * @param {string} id the field's
 */
const a11yOf = (page, id) =>
  page.evaluate((fieldId) => {
    const el = document.getElementById(fieldId);
    const describedBy = el?.getAttribute('aria-describedby') ?? '';
    return {
      invalid: el?.getAttribute('aria-invalid') ?? null,
      describedBy,
      description: describedBy
        .split(' ')
        .filter(Boolean)
        .map((ref) => document.getElementById(ref)?.textContent?.trim() ?? '')
        .join(' '),
      required:
        el instanceof HTMLElement &&
        (el.hasAttribute('required') || el.getAttribute('aria-required') === 'true'),
      label: document.querySelector(`label[for="${fieldId}"]`)?.textContent?.trim() ?? '',
    };
  }, id);

/**
 * Steps 1 to 3 clicked through: general advice, the first offered day, the first hour by phone.
 * @param {Page} page
 */
async function reachStep4(page) {
  const v = visitor(page, env.checkout.url);
  await v.generalAdvice();
  await v.chooseDay();
  await v.chooseHour('phone');
}

test('steps 4 and 5 by keyboard only reach step 6, with errors announced and required fields marked', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await reachStep4(page);

    // Step 4: the heading has the focus after the step change; everything from here is typed.
    await tabToKey(page, 'travel-destination');
    await page.keyboard.type('Island');
    await tabToKey(page, 'travel-duration-none');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedKey(page), 'travel-duration-3-4-weeks');
    await tabToKey(page, 'travel-season-3');
    await page.keyboard.press('Space');
    await tabToKey(page, 'travel-season-7');
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('button', { name: 'Juli' }).getAttribute('aria-pressed'), 'true');
    await tabToKey(page, 'travel-description');
    await page.keyboard.type('Mit dem Zug rund um die Insel');
    await tabToKey(page, 'travel-responsibly');
    await page.keyboard.press('Space');

    // A reload keeps what was typed.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Erzählen Sie uns von Ihrer Reise' }).waitFor();
    assert.equal(await page.locator('#travel-destination').inputValue(), 'Island');
    assert.equal(await page.locator('#travel-duration-3-4-weeks').isChecked(), true);
    assert.equal(await page.locator('#travel-responsibly').isChecked(), true);
    const travelDetail = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('CHECKOUT-TRAVEL-DETAIL'))) ?? '{}',
    );
    assert.deepEqual(travelDetail.values.season, ['März', 'Juli']);

    await page.locator('main h1').focus();
    await tabToKey(page, 'Weiter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/step-5$/);
    await page.getByRole('heading', { level: 1, name: 'Ihre Kontaktdaten' }).waitFor();

    // Step 5: required fields are marked (attribute for screen readers, * for the eye).
    for (const id of [
      'contact-firstname',
      'contact-lastname',
      'contact-address',
      'contact-zip',
      'contact-city',
      'contact-email',
      'contact-phone',
    ]) {
      const field = await a11yOf(page, id);
      assert.equal(field.required, true, `${id} is required`);
      assert.match(field.label, /\*$/, `${id} shows the required mark`);
      assert.equal(field.invalid, null, `${id} shows no error before it was left`);
    }
    assert.equal((await a11yOf(page, 'contact-privacy')).required, true);
    assert.equal((await a11yOf(page, 'contact-newsletter')).required, false);
    const submit = page.getByRole('button', { name: 'Weiter zur Übersicht' });
    assert.equal(await submit.isDisabled(), true);

    await tabToKey(page, 'contact-gender-w_du');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('#contact-gender-m_du').isChecked(), true);

    // Leaving an empty field: the error, named by aria-describedby and spoken by the live region.
    await tabToKey(page, 'contact-firstname');
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => document.getElementById('contact-firstname')?.getAttribute('aria-invalid') === 'true',
    );
    assert.deepEqual(await a11yOf(page, 'contact-firstname'), {
      invalid: 'true',
      describedBy: 'contact-firstname-error',
      description: 'Pflichtfeld',
      required: true,
      label: 'Vorname *',
    });
    assert.equal(await page.locator('form [role="status"]').textContent(), 'Vorname: Pflichtfeld');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Lea');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Muster');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bahnhofstrasse 1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80a01');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Zürich');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lea@example.ch');
    await page.keyboard.press('Tab');
    assert.equal(await focusedKey(page), 'contact-phone');
    await page.keyboard.type('079 123 45');
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => document.getElementById('contact-phone')?.getAttribute('aria-invalid') === 'true',
    );
    assert.equal((await a11yOf(page, 'contact-phone')).description, 'Ungültige Telefonnummer');
    assert.equal(
      await page.locator('form [role="status"]').textContent(),
      'Telefon: Ungültige Telefonnummer',
    );
    assert.equal(await page.locator('#contact-zip').inputValue(), '8001', 'the zip keeps digits only');
    assert.equal((await a11yOf(page, 'contact-firstname')).invalid, null);
    assert.equal(await page.locator('.ck-field--valid #contact-firstname').count(), 1, 'valid tick');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('End'); // tabbing into a field selects its text
    await page.keyboard.type(' 67');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.getElementById('contact-phone')?.hasAttribute('aria-invalid'));
    assert.equal(await submit.isDisabled(), true, 'disabled until the privacy terms are accepted');

    // The privacy checkbox left unchecked shows its error; Space checks it and enables the submit.
    await tabToKey(page, 'contact-privacy');
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => document.getElementById('contact-privacy')?.getAttribute('aria-invalid') === 'true',
    );
    assert.equal(
      (await a11yOf(page, 'contact-privacy')).description,
      'Bitte akzeptieren Sie die Datenschutzbestimmungen',
    );
    await tabToKey(page, 'contact-privacy', { back: true });
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'),
    );

    // A reload keeps the contact data and its state.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ihre Kontaktdaten' }).waitFor();
    assert.equal(await page.locator('#contact-phone').inputValue(), '079 123 45 67');
    assert.equal(await page.locator('#contact-gender-m_du').isChecked(), true);
    assert.equal(await page.locator('#contact-privacy').isChecked(), true);
    await page.waitForFunction(
      () => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'),
    );

    await page.locator('main h1').focus();
    await tabToKey(page, 'Weiter zur Übersicht');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/step-6$/);
    await page.getByRole('heading', { level: 1, name: 'Fast geschafft!' }).waitFor();
    const summary = await page.locator('main').textContent();
    assert.match(summary ?? '', /Lea Muster/);
    assert.match(summary ?? '', /079 123 45 67/);
  });
});

test('step 5 in French: marks, messages and the live region in French', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'fr' });
    await v.generalAdvice();
    await v.chooseDay();
    await v.chooseHour('phone');
    await v.travelDetails();
    await page.getByRole('heading', { level: 1, name: 'Vos coordonnées' }).waitFor();
    assert.equal(await page.locator('#contact-gender-w_du').isChecked(), true, 'w_du by default');
    await page.locator('main h1').focus();
    await tabToKey(page, 'contact-email');
    await page.keyboard.type('lea@exemple');
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => document.getElementById('contact-email')?.getAttribute('aria-invalid') === 'true',
    );
    assert.deepEqual(await a11yOf(page, 'contact-email'), {
      invalid: 'true',
      describedBy: 'contact-email-error',
      description: 'Adresse e-mail invalide',
      required: true,
      label: 'E-mail *',
    });
    assert.equal(await page.locator('form [role="status"]').textContent(), 'E-mail: Adresse e-mail invalide');
    assert.equal(
      await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).isDisabled(),
      true,
    );
  });
});
