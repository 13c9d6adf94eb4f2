// What a traveller meets when something goes wrong, in German and French: the checkout switched off by the
// operator (the offline page without navigation, then init once it is on again), an expired hold (the
// session-expired screen, its restart begins anew), and, in French, a failing reservation, an hour lost at the
// last moment and a remote that is down. The German variants of the last three are in booking.test.mjs and
// remote-failure.test.mjs. `npm run -w e2e prove-faults` shows each of these fails without its behaviour.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { HOLD_MS, TEXT, expectHeadingFocused, heading, stored, visitor } from '../support/journey.mjs';

const env = useTestCheckout();
const RESERVE = '**/api/checkout/reserve';

/** @param {boolean} offline */
const switchOffline = (offline) => env.checkout.switchOffline(offline);

/**
 * The chrome's navigation: back button, leave button, progress.
 * @param {import('playwright-core').Page} page
 */
async function navigationShown(page) {
  const counts = await Promise.all(
    ['.checkout-header__back', '.checkout-header__leave', '[role="progressbar"]'].map((s) =>
      page.locator(s).count(),
    ),
  );
  return counts.some((n) => n > 0);
}

/**
 * Steps 1 to 6 with the first hour offering phone.
 * @param {import('../support/journey.mjs').Visitor} v
 * @param {string} email
 */
async function toSummary(v, email) {
  await v.generalAdvice();
  await v.chooseDay();
  await v.chooseHour('phone');
  await v.travelDetails();
  await v.contact(email);
}

for (const lang of /** @type {const} */ (['de', 'fr'])) {
  const text = TEXT[lang];
  test(`switched offline (${lang}): the offline page without navigation; back online, a fresh start`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      const v = visitor(page, env.checkout.url, { lang });
      await v.generalAdvice();
      await (await v.offeredDays()).first().click();
      await switchOffline(true);
      try {
        // The next navigation runs the check: the visitor lands on the offline page.
        await page.getByRole('button', { name: text.next, exact: true }).click();
        await page.waitForURL((u) => u.pathname === `/checkout${text.prefix}/offline`);
        await heading(page, text.headings.offline).waitFor();
        const lead =
          lang === 'de' ? 'Bitte versuchen Sie es später noch einmal.' : 'Veuillez réessayer plus tard.';
        await page.getByText(lead).waitFor();
        assert.equal(await navigationShown(page), false, 'no back, leave or progress on the offline page');
        // Any address leads there while it is off.
        await page.goto(v.url('/step-5'));
        await page.waitForURL((u) => u.pathname === `/checkout${text.prefix}/offline`);
        await heading(page, text.headings.offline).waitFor();
      } finally {
        await switchOffline(false);
      }
      // On again: the offline page starts over (init, step 1), navigation is back.
      await page.reload();
      await v.at('step-1', { check: false });
      assert.equal(await navigationShown(page), true);
      assert.equal((await stored(page, 'CHECKOUT-DATES')).selectedDate, '', 'init reset the day');
    });
  });
}

test('an expired hold (fr): the session-expired screen on step 5, its restart begins anew', async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      // The page's clock runs as usual until the test moves it on.
      await page.clock.install();
      const text = TEXT.fr;
      const v = visitor(page, env.checkout.url, { lang: 'fr' });
      await v.generalAdvice();
      await v.chooseDay();
      await v.chooseHour('phone');
      await v.travelDetails();
      await page.locator('#contact-firstname').fill('Léo');
      // Still held a minute before the end of the hold.
      await page.clock.fastForward(HOLD_MS - 60_000);
      await heading(page, text.headings['step-5']).waitFor();
      assert.equal(await heading(page, text.headings['session-expired']).count(), 0);
      await page.clock.fastForward(60_000);
      await expectHeadingFocused(page, text.headings['session-expired'], 'the session-expired screen');
      await page.getByText('Recommencez le processus pour réserver un rendez-vous.').waitFor();
      await page.getByRole('button', { name: text.restart }).click();
      await v.at('step-1', { check: false });
      assert.equal((await stored(page, 'CHECKOUT-CONTACT')).values.firstname, '', 'a new booking');
      assert.equal((await stored(page, 'CHECKOUT-AGENDA')).selectedHour, null);
    },
    { locale: 'fr-CH' },
  );
});

test('an expired hold the API reports at booking (de): the session-expired screen', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    await toSummary(v, 'lea.expired@example.ch');
    await page.route(RESERVE, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'hold_expired', message: 'Die Reservierung ist abgelaufen.' }),
      }),
    );
    await page.getByRole('button', { name: TEXT.de.confirm }).click();
    await expectHeadingFocused(page, TEXT.de.headings['session-expired'], 'the session-expired screen');
    assert.equal((await stored(page, 'CHECKOUT-RESERVATION')).isBooked, false);
  });
});

test('the API down on step 2 (de): a message with a retry instead of ten unavailable days; back up, the days come', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    await v.generalAdvice();
    await v.at('step-2');
    // The API stops answering, and step 2 is opened anew.
    await page.route('**/api/checkout/day?**', (route) => route.abort('connectionrefused'));
    await page.reload();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Die freien Tage konnten nicht geladen werden.' });
    await alert.waitFor();
    assert.equal(await page.getByRole('button', { name: TEXT.de.next, exact: true }).isDisabled(), true);
    // Back up: the retry brings the days.
    await page.unroute('**/api/checkout/day?**');
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    assert.ok((await (await v.offeredDays()).count()) > 0, 'days are offered again');
    assert.equal(await alert.count(), 0, 'the message is gone');
  });
});

test('a failing reservation (fr): the error page with the confirmation error in French', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'fr' });
    await toSummary(v, 'leo.failure@example.ch');
    await page.route(RESERVE, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal","message":""}',
      }),
    );
    await page.getByRole('button', { name: TEXT.fr.confirm }).click();
    await page.waitForURL(/\/checkout\/fr\/error$/);
    await expectHeadingFocused(page, TEXT.fr.headings.error, 'the error page');
    const main = await page.locator('main').innerText();
    assert.match(main, /Une erreur est malheureusement survenue lors de l’envoi\./);
    await page.getByRole('button', { name: TEXT.fr.errorRestart }).click();
    await v.at('step-1', { check: false });
  });
});

test('an hour lost at the last moment (fr): back to step 3 with the message, the contact data kept', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'fr' });
    await toSummary(v, 'leo.taken@example.ch');
    await page.route(
      RESERVE,
      (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'slot_taken', message: '' }),
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: TEXT.fr.confirm }).click();
    await v.at('step-3', { check: false });
    const message = page.getByText(TEXT.fr.slotTaken);
    await message.waitFor();
    assert.equal(
      await page.locator('[role="status"], [role="alert"]').filter({ hasText: TEXT.fr.slotTaken }).count(),
      1,
    );
    assert.equal((await stored(page, 'CHECKOUT-CONTACT')).values.email, 'leo.taken@example.ch');
    // Another hour, and on to a booking with what was typed.
    await v.chooseHour('phone');
    await page.getByRole('button', { name: TEXT.fr.next, exact: true }).click();
    await v.at('step-5', { check: false });
    await page.getByRole('button', { name: TEXT.fr.contactSubmit }).click();
    await v.at('step-6', { check: false });
    await v.confirm();
  });
});

test('a remote that is down (fr): the fallback in French, Retry recovers once it is back', async (t) => {
  let restarted = true;
  try {
    await withPage(env.browser, t, async (page) => {
      // Step 4 reached as a traveller does, then loaded anew while its remote is down.
      const v = visitor(page, env.checkout.url, { lang: 'fr' });
      await v.generalAdvice();
      await v.chooseDay();
      await v.chooseHour('phone');
      await env.checkout.stopRemote('mfe_contact');
      restarted = false;
      await page.reload();
      const fallback = page.getByRole('alert').filter({ hasText: TEXT.fr.unavailable });
      await fallback.waitFor();
      await env.checkout.startRemote('mfe_contact');
      restarted = true;
      await fallback.getByRole('button', { name: TEXT.fr.retry }).click();
      await heading(page, TEXT.fr.headings['step-4']).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
    });
  } finally {
    if (!restarted) await env.checkout.startRemote('mfe_contact');
  }
});
