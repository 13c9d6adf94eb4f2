// Accessibility beyond the journeys (issue 9), in German and French. Every overlay of the spec (travel
// experience with and without ?travelId=, destination filter, main info, advisor from ?advisorId=, agency filter on
// step 2 and step 1 self, advisor detail, advice mode) opened by keyboard: focus moves in, Tab cycles inside,
// axe-core finds nothing, Escape (or the close button) closes it and focus goes back to the opener. The screens
// the journeys do not walk (step 1 self, step 5 with errors, step 2 'no date found', step 3 'no consultant
// found', not found, offline, error, session expired, a remote's fallback) pass axe-core, the error,
// session-expired and fallback screens take the focus on their heading, and status changes (a step's data
// loading, no date found, no consultant, the booking being sent, the fallback) are in live regions.
/* global document, window, HTMLElement -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { TEXT, expectHeadingFocused, heading, until, visitor } from '../support/journey.mjs';
import { focused, tabTo } from '../support/keyboard.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../support/journey.mjs').Lang} Lang */

const env = useTestCheckout();

/** journey.mjs's TEXT and what this file reads besides (shared/src/i18n/texts.ts). */
const A11Y = {
  de: {
    ...TEXT.de,
    advisor: { id: 'adv-anna-meier', name: 'Anna Meier' },
    travel: { id: 'te-iceland-ring-road', title: 'Auf der Ringstrasse rund um Island' },
    mainInfo: 'So funktioniert die Reiseberatung',
    agencyButton: /^Filiale wählen/,
    agency: 'Zürich Bahnhofstrasse',
    skipLink: 'Zum Inhalt springen',
    loading: 'Wird geladen …',
    noDateFound: 'Wir haben leider keinen freien Termin gefunden.',
    noConsultant: 'Wir haben keine Beraterin und keinen Berater an diesem Standort gefunden.',
    sending: 'Ihre Anfrage wird gesendet …',
    notFoundPath: '/gibt-es-nicht',
  },
  fr: {
    ...TEXT.fr,
    advisor: { id: 'adv-thomas-zimmermann', name: 'Thomas Zimmermann' },
    travel: { id: 'te-iceland-ring-road', title: "Le tour de l'Islande par la route circulaire" },
    mainInfo: 'Comment fonctionne le conseil voyage',
    agencyButton: /^Choisir une agence/,
    agency: 'Genève Rue du Rhône',
    skipLink: 'Aller au contenu',
    loading: 'Chargement …',
    noDateFound: 'Nous n’avons malheureusement trouvé aucune date disponible.',
    noConsultant: 'Nous n’avons trouvé aucun conseiller ni aucune conseillère à cet endroit.',
    sending: 'Votre demande est en cours d’envoi …',
    notFoundPath: '/page-inexistante',
  },
};

const RESERVE = '**/api/checkout/reserve';
const DAY = '**/api/checkout/day*';
const AGENDA = '**/api/checkout/agenda*';

/**
 * The accessible name of the dialog the focus is in ('' outside any), and whether it is the marked element.
 * @param {Page} page
 */
const focusInDialog = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const dialog = el instanceof HTMLElement ? el.closest('[role="dialog"]') : null;
    const title = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    return {
      dialog: title?.textContent?.trim() ?? '',
      isStart: el !== null && el === window.__a11yCycleStart,
      what:
        el instanceof HTMLElement
          ? el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName
          : '',
    };
  });

/**
 * With the dialog `name` open: the focus is inside it, Tab goes round inside it back to where it started
 * (never to the page or a dialog below), Shift+Tab wraps the other way, and axe-core finds nothing.
 * @param {Page} page
 * @param {string} name
 * @param {string} where named when it fails
 */
async function expectFocusKeptIn(page, name, where) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  const start = await focusInDialog(page);
  assert.equal(start.dialog, name, `${where}: the focus moved into the dialog (it is on '${start.what}')`);
  await page.evaluate(() => {
    window.__a11yCycleStart = document.activeElement;
  });
  /** @type {string[]} */
  const passed = [];
  for (let i = 0; ; i += 1) {
    assert.ok(i < 80, `${where}: Tab never came back round (${passed.join(' | ')})`);
    await page.keyboard.press('Tab');
    const now = await focusInDialog(page);
    passed.push(now.what);
    assert.equal(now.dialog, name, `${where}: Tab left the dialog after ${passed.join(' | ')}`);
    if (now.isStart) break;
  }
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focusInDialog(page)).dialog, name, `${where}: Shift+Tab wraps inside the dialog`);
  await page.keyboard.press('Tab');
  assert.equal((await focusInDialog(page)).isStart, true, `${where}: and Tab comes back`);
  await expectNoAxeViolations(page, where);
}

/**
 * Tab to the opener and press `key` (Enter or Space) on it; answers the opener's `focused`.
 * @param {Page} page
 * @param {string | RegExp} opener its accessible name
 * @param {string} key
 * @param {string} what named when it is never reached
 */
async function openWith(page, opener, key, what) {
  /** @type {(focused: import('../support/keyboard.mjs').Focused) => boolean} */
  const match = typeof opener === 'string' ? (f) => f.name === opener : (f) => opener.test(f.name);
  const found = await tabTo(page, match, { what, includeCurrent: true });
  await page.keyboard.press(key);
  return found;
}

/**
 * The whole overlay check: open with the keyboard, focus kept inside, axe-core, then closed by Escape (or the
 * close button) with the focus back on the opener.
 * @param {Page} page
 * @param {{
 *   opener: string | RegExp,
 *   key?: string,
 *   name: string,
 *   where: string,
 *   ready?: (dialog: import('playwright-core').Locator) => Promise<void>,
 *   closeButton?: boolean,
 *   lang: Lang,
 * }} overlay `ready` waits until the open dialog has its content
 */
async function checkOverlay(page, { opener, key = 'Enter', name, where, ready, closeButton, lang }) {
  const from = await openWith(page, opener, key, `the opener of ${where}`);
  if (ready) await ready(page.getByRole('dialog', { name, exact: true }));
  await expectFocusKeptIn(page, name, where);
  await closeAndReturn(page, { name, where, closeButton, lang, opener: from });
}

/**
 * Closes the dialog `name` (Escape, or Tab to its close button and Enter); the focus goes back to `opener`.
 * @param {Page} page
 * @param {{
 *   name: string,
 *   where: string,
 *   closeButton?: boolean,
 *   lang: Lang,
 *   opener?: import('../support/keyboard.mjs').Focused,
 * }} overlay `opener` left out: the overlay was opened by the address
 */
async function closeAndReturn(page, { name, where, closeButton = false, lang, opener }) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  if (closeButton) {
    await tabTo(page, (f) => f.inDialog && f.name === TEXT[lang].close, {
      what: 'the close button',
      max: 60,
    });
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press('Escape');
  }
  await dialog.waitFor({ state: 'detached' });
  const now = await focused(page);
  if (opener) {
    assert.equal(now.name, opener.name, `${where}: the focus is back on its opener`);
  } else {
    // Opened by the address: the focus goes back where the page had it, its start, not lost at its end.
    assert.equal(now.tag, 'body', `${where}: the focus is back on the page`);
    await page.keyboard.press('Tab');
    assert.equal(
      (await focused(page)).name,
      A11Y[lang].skipLink,
      `${where}: Tab goes on from the page's start`,
    );
  }
}

/**
 * A live region (role=status, role=alert or aria-live) holding `text`.
 * @param {Page} page
 * @param {string | RegExp} text
 * @param {string} [role] only this one
 */
const liveRegion = (page, text, role) =>
  page
    .locator(
      role
        ? `[role="${role}"]`
        : '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]',
    )
    .filter({ hasText: text });

/**
 * @param {Page} page
 * @param {string | RegExp} text
 * @param {string} where named when it fails
 * @param {string} [role] see liveRegion
 */
async function expectAnnounced(page, text, where, role) {
  try {
    await liveRegion(page, text, role).first().waitFor({ state: 'attached', timeout: 10_000 });
  } catch {
    assert.fail(`${where}: '${text}' is not in a live region${role ? ` (role=${role})` : ''}`);
  }
}

/**
 * Holds matching requests until `release()`, then lets `answer` reply to them.
 * @param {Page} page
 * @param {string} pattern page.route's
 * @param {(route: import('playwright-core').Route) => Promise<void>} answer
 */
function gate(page, pattern, answer) {
  /** @type {(value?: unknown) => void} */
  let release = () => {};
  const released = new Promise((resolve) => {
    release = resolve;
  });
  let seen = 0;
  /** @param {import('playwright-core').Route} route */
  const handler = async (route) => {
    seen += 1;
    await released;
    await answer(route);
  };
  return {
    install: () => page.route(pattern, handler),
    remove: () => page.unroute(pattern, handler),
    release: () => release(),
    seen: () => seen,
  };
}

/** @param {boolean} offline */
const switchOffline = (offline) => env.checkout.switchOffline(offline);

for (const lang of /** @type {const} */ (['de', 'fr'])) {
  const text = TEXT[lang];
  const a11y = A11Y[lang];
  const locale = { locale: text.culture };

  test(`every overlay by keyboard (${lang}): focus in, Tab kept inside, axe-core clean, Escape or close back to the opener`, async (t) => {
    await withPage(
      env.browser,
      t,
      async (page) => {
        const v = visitor(page, env.checkout.url, { lang });

        // The advisor overlay, opened by ?advisorId= on arrival.
        await v.open(`/?advisorId=${a11y.advisor.id}`);
        const advisor = page.getByRole('dialog', { name: a11y.advisor.name, exact: true });
        await advisor.getByRole('link', { name: /@/ }).waitFor();
        await expectFocusKeptIn(page, a11y.advisor.name, `the advisor overlay (${lang})`);
        await closeAndReturn(page, { name: a11y.advisor.name, where: `the advisor overlay (${lang})`, lang });

        // The travel experience, opened by ?travelId= on arrival with its card.
        await v.open(`/?travelId=${a11y.travel.id}`);
        const block = page.getByRole('dialog', { name: a11y.destinationBlock, exact: true });
        await block.getByText(a11y.travel.title).waitFor();
        await expectFocusKeptIn(page, a11y.destinationBlock, `the travel-experience card (${lang})`);
        await closeAndReturn(page, { name: a11y.destinationBlock, where: `the travel card (${lang})`, lang });

        // The destination block from step 1's choice, the destination filter on top of it; Escape closes the
        // filter only, the block's close button the block.
        const choice = await openWith(page, text.destinationChoice, 'Enter', 'the destination choice');
        await block.getByText(a11y.travel.title).waitFor();
        await expectFocusKeptIn(page, a11y.destinationBlock, `the destination block (${lang})`);
        await checkOverlay(page, {
          opener: a11y.destinationFilter,
          key: 'Space',
          name: a11y.destinationFilter,
          where: `the destination filter (${lang})`,
          ready: (dialog) => dialog.getByRole('checkbox').first().waitFor(),
          lang,
        });
        assert.equal(await block.count(), 1, 'Escape closed the filter only');
        await closeAndReturn(page, {
          name: a11y.destinationBlock,
          where: `the destination block (${lang})`,
          closeButton: true,
          lang,
          opener: choice,
        });

        // The main-info overlay from the side panel.
        await checkOverlay(page, {
          opener: a11y.mainInfoButton,
          name: a11y.mainInfo,
          where: `the main-info overlay (${lang})`,
          lang,
        });

        // Step 2: the agency filter.
        await page.getByRole('button', { name: text.generalAdvice }).click();
        await v.at('step-2');
        await checkOverlay(page, {
          opener: a11y.agencyButton,
          name: a11y.agencyFilter,
          where: `the agency filter of step 2 (${lang})`,
          ready: (dialog) => dialog.getByRole('checkbox').first().waitFor(),
          lang,
        });

        // Step 3: the advisor detail from an advisor's name, the advice mode from an hour.
        await v.chooseDay();
        const firstName = page.locator('.ck-advisor__name button').first();
        await firstName.waitFor();
        const advisorName = (await firstName.innerText()).trim();
        await checkOverlay(page, {
          opener: advisorName,
          name: advisorName,
          where: `the advisor detail (${lang})`,
          ready: (dialog) => dialog.locator('blockquote').waitFor(),
          lang,
        });
        const hour =
          (await page
            .locator('.ck-advisor-list .ck-pill:not([disabled])')
            .first()
            .getAttribute('aria-label')) ?? '';
        await checkOverlay(page, {
          opener: hour,
          name: text.adviceModeDialog,
          where: `the advice-mode overlay (${lang})`,
          ready: (dialog) => dialog.getByRole('radio').first().waitFor(),
          closeButton: true,
          lang,
        });

        // Step 1 self: the agency filter (single choice), then the screen with an agency and a date chosen.
        await v.open('/step-1-self');
        await heading(page, text.headings['step-1-self']).waitFor();
        await checkOverlay(page, {
          opener: a11y.agencyButton,
          key: 'Space',
          name: a11y.agencyFilter,
          where: `the agency filter of step 1 self (${lang})`,
          ready: (dialog) => dialog.getByRole('checkbox').first().waitFor(),
          lang,
        });
        await page.getByRole('button', { name: a11y.agencyButton }).click();
        const agencies = page.getByRole('dialog', { name: a11y.agencyFilter, exact: true });
        await agencies.getByRole('searchbox', { name: a11y.agencySearch }).fill(a11y.agency);
        await agencies.getByText(a11y.agency, { exact: true }).click();
        await agencies.getByRole('button', { name: a11y.save }).click();
        await agencies.waitFor({ state: 'detached' });
        await page.getByRole('grid').locator('button:not([aria-disabled])').first().click();
        await page.getByRole('combobox').first().waitFor();
        await expectNoAxeViolations(page, `step 1 self with an agency and a date (${lang})`);
      },
      locale,
    );
  });

  test(`the other screens (${lang}): axe-core clean, focus on the heading of error, session-expired and fallback, status changes announced`, async (t) => {
    await withPage(
      env.browser,
      t,
      async (page) => {
        const v = visitor(page, env.checkout.url, { lang });

        // A remote down (first, while this page has not loaded it): its fallback is announced (role=alert),
        // takes the focus on its heading after the step change, and axe-core finds nothing.
        await env.checkout.stopRemote('mfe_agenda');
        try {
          await v.open('/step-1');
          await v.at('step-1');
          await page.getByRole('button', { name: text.generalAdvice }).click();
          await expectAnnounced(page, text.unavailable, `the fallback of step 2 (${lang})`, 'alert');
          await expectHeadingFocused(page, text.unavailable, `the fallback of step 2 (${lang})`);
          await expectNoAxeViolations(page, `the fallback of step 2 (${lang})`);
        } finally {
          await env.checkout.startRemote('mfe_agenda');
        }

        // Not found.
        await v.open(a11y.notFoundPath);
        await heading(page, text.headings['not-found']).waitFor();
        await expectNoAxeViolations(page, `the not-found page (${lang})`);

        // Step 5 with its errors shown: fields left empty or wrong (reached as a traveller does: the guards
        // show no step the stored booking cannot).
        await v.generalAdvice();
        await v.chooseDay();
        await v.chooseHour('phone');
        await v.travelDetails();
        await page.locator('#contact-firstname').focus();
        await page.keyboard.press('Tab');
        await page.locator('#contact-email').fill('lea@');
        await page.keyboard.press('Tab');
        await until(
          async () => (await page.locator('[aria-invalid="true"]').count()) >= 2,
          'the errors of the fields left',
        );
        await expectNoAxeViolations(page, `step 5 with errors (${lang})`);

        // Step 6: 'sending' is announced while the booking is posted; the API failing leads to the error page.
        await v.contact(`a11y.${lang}@example.ch`);
        const failing = gate(page, RESERVE, (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"internal","message":""}',
          }),
        );
        await failing.install();
        await page.getByRole('button', { name: text.confirm }).click();
        await expectAnnounced(page, a11y.sending, `step 6 posting (${lang})`, 'status');
        failing.release();
        await expectHeadingFocused(page, text.headings.error, `the error page (${lang})`);
        await expectNoAxeViolations(page, `the error page (${lang})`);
        await failing.remove();

        // The session-expired screen: the API says the hold expired (a new visit to step 6).
        await v.generalAdvice();
        await v.chooseDay();
        await v.chooseHour('phone');
        await v.travelDetails();
        await v.contact(`a11y.${lang}@example.ch`);
        await page.route(RESERVE, (route) =>
          route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'hold_expired', message: '' }),
          }),
        );
        await page.getByRole('button', { name: text.confirm }).click();
        await expectHeadingFocused(
          page,
          text.headings['session-expired'],
          `the session-expired screen (${lang})`,
        );
        await expectNoAxeViolations(page, `the session-expired screen (${lang})`);
        await page.unroute(RESERVE);

        // Step 2 without any free day: 'no date found' is announced.
        await page.route(DAY, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"availableAppointment":false}',
          }),
        );
        await v.generalAdvice();
        await expectAnnounced(page, a11y.noDateFound, `step 2 without a date (${lang})`);
        await expectNoAxeViolations(page, `step 2 'no date found' (${lang})`);
        await page.unroute(DAY);

        // Step 3: the loader while the advisors load, then 'no consultant found'.
        await v.generalAdvice();
        const agenda = gate(page, AGENDA, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ advisorList: [], hoursList: [] }),
          }),
        );
        await agenda.install();
        await v.chooseDay();
        await until(async () => agenda.seen() > 0, 'the advisors to be asked for');
        await expectAnnounced(page, a11y.loading, `step 3 loading (${lang})`, 'status');
        agenda.release();
        await expectAnnounced(page, a11y.noConsultant, `step 3 without advisors (${lang})`);
        assert.equal(
          await liveRegion(page, a11y.loading, 'status').count(),
          0,
          'the loader went with the answer',
        );
        await expectNoAxeViolations(page, `step 3 'no consultant found' (${lang})`);
        await agenda.remove();

        // Offline.
        await switchOffline(true);
        try {
          await v.open('/step-1');
          await page.waitForURL((u) => u.pathname === `/checkout${text.prefix}/offline`);
          await heading(page, text.headings.offline).waitFor();
          await expectNoAxeViolations(page, `the offline page (${lang})`);
        } finally {
          await switchOffline(false);
        }
      },
      locale,
    );
  });
}
