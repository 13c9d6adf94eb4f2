// Steps 2 and 3 against the real booking API: pick a day, an advisor's hour and an advice mode, by mouse on a
// desktop and by keyboard on a phone, in German and French; every date pill and hour has its full spoken label
// (weekday, date, time, and the hour's advisor); an hour someone else just took is announced and the hours refresh.
/* global document -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { TEXT, until } from '../support/journey.mjs';
import { focused, tabTo } from '../support/keyboard.mjs';

const PHONE = { width: 375, height: 812 };

/** journey.mjs's TEXT and the spoken name of an hour pill (weekday, date, time span, advisor). */
const WORDS = {
  de: {
    ...TEXT.de,
    hour: /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d\d\.\d\d\.\d{4}, \d\d:\d\d bis \d\d:\d\d Uhr, \p{L}.+$/u,
  },
  fr: {
    ...TEXT.fr,
    hour: /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche), \d\d\.\d\d\.\d{4}, de \d\d:\d\d à \d\d:\d\d, \p{L}.+$/u,
  },
};

const env = useTestCheckout();

/**
 * Opens step 2 and waits until every date pill has its answer.
 * @param {import('playwright-core').Page} page
 * @param {(typeof WORDS)[keyof typeof WORDS]} text
 */
async function openStep2(page, text) {
  await page.goto(env.checkout.url(`${text.prefix}/step-2`));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await until(
    async () =>
      (await page.getByRole('button', { name: text.dateLoading }).count()) === 0 &&
      (await page.getByRole('button', { name: text.dayPill }).count()) > 0,
    'the date pills to resolve',
  );
}

test('by mouse at desktop width, in German: a day, an hour and a mode lead to step 4', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const text = WORDS.de;
    await openStep2(page, text);
    const days = page.getByRole('button', { name: text.dayPill });
    assert.equal(await days.count(), 10, 'ten date pills, each with weekday, day, month and year');
    const next = page.getByRole('button', { name: text.next, exact: true });
    assert.equal(await next.isDisabled(), true, 'Next is disabled until a day is chosen');

    const day = days.first();
    const dayName = (await day.getAttribute('aria-label')) ?? '';
    await day.click();
    assert.equal(await day.getAttribute('aria-pressed'), 'true');
    await next.click();
    await page.waitForURL(/\/checkout\/step-3(\?|$)/);

    const hours = page.getByRole('button', { name: text.hour });
    await hours.first().waitFor();
    const hourName = (await hours.first().getAttribute('aria-label')) ?? '';
    assert.ok(
      hourName.startsWith(`${dayName}, `),
      `the hour '${hourName}' names the chosen day '${dayName}'`,
    );
    await hours.first().click();
    const dialog = page.getByRole('dialog', { name: text.adviceModeDialog });
    await dialog.waitFor();
    const choose = dialog.getByRole('button', { name: text.chooseAppointment });
    assert.equal(await choose.isDisabled(), true, 'choose is disabled until a mode is chosen');
    const radios = dialog.getByRole('radio');
    let picked = '';
    for (let i = 0; i < (await radios.count()) && picked === ''; i += 1) {
      if (await radios.nth(i).isEnabled()) {
        await radios.nth(i).check();
        picked = (await radios.nth(i).getAttribute('value')) ?? '';
      }
    }
    assert.notEqual(picked, '', 'the advisor offers at least one mode');
    await choose.click();
    await page.waitForURL(/\/checkout\/step-4(\?|$)/);

    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('CHECKOUT-AGENDA') ?? 'null'));
    assert.equal(saved.adviceMode, picked);
    assert.ok(
      hourName.startsWith(`${dayName}, ${saved.selectedHour.label} bis ${saved.selectedHourTill} Uhr, `),
    );
  });
});

test('by keyboard at phone width, in French: Tab, Space and Enter only, Escape gives focus back', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await page.setViewportSize(PHONE);
    const text = WORDS.fr;
    await openStep2(page, text);
    const day = await tabTo(page, (f) => text.dayPill.test(f.name), { what: 'a date pill' });
    await page.keyboard.press('Space');
    assert.equal(
      await page.getByRole('button', { name: day.name, exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    await tabTo(page, (f) => f.name === text.next, { what: 'Next' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/fr\/step-3(\?|$)/);

    await page.getByRole('button', { name: text.hour }).first().waitFor();
    const hour = await tabTo(page, (f) => text.hour.test(f.name), { what: 'an hour' });
    assert.ok(hour.name.startsWith(`${day.name}, `), `the hour '${hour.name}' names the day '${day.name}'`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.adviceModeDialog });
    await dialog.waitFor();
    assert.equal((await focused(page)).inDialog, true, 'focus moves into the advice-mode overlay');

    // Escape closes it, resets the pick and gives focus back to the hour.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await focused(page)).name, hour.name);
    assert.equal(
      await page.getByRole('button', { name: hour.name, exact: true }).getAttribute('aria-pressed'),
      'false',
    );

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // Tab stays inside the overlay: the first enabled mode gets focus and Space chooses it.
    await tabTo(page, (f) => f.type === 'radio', { what: 'an advice mode', max: 10 });
    assert.equal((await focused(page)).inDialog, true);
    await page.keyboard.press('Space');
    await tabTo(page, (f) => f.name === text.chooseAppointment, { what: 'choose', max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/fr\/step-4(\?|$)/);
  });
});

test('an hour someone else just took is announced, and the hours refresh without it', async (t) => {
  await withPage(env.browser, t, async (first) => {
    await withPage(env.browser, t, async (second) => {
      const text = WORDS.de;
      // Both visitors reach step 3 on the same day and see the same free hours.
      let dayName = '';
      for (const page of [first, second]) {
        await openStep2(page, text);
        const day = page.getByRole('button', { name: text.dayPill }).first();
        dayName ||= (await day.getAttribute('aria-label')) ?? '';
        await page.getByRole('button', { name: dayName, exact: true }).click();
        await page.getByRole('button', { name: text.next, exact: true }).click();
        await page.waitForURL(/\/checkout\/step-3(\?|$)/);
        await page.getByRole('button', { name: text.hour }).first().waitFor();
      }
      const hourName =
        (await first.getByRole('button', { name: text.hour }).first().getAttribute('aria-label')) ?? '';
      // The first visitor picks it: the API holds it for that session.
      await first.getByRole('button', { name: hourName, exact: true }).click();
      await first.getByRole('dialog', { name: text.adviceModeDialog }).waitFor();

      // The second, still showing it as free, picks it too.
      await second.getByRole('button', { name: hourName, exact: true }).click();
      const message = second.getByText(text.slotTaken);
      await message.waitFor();
      assert.equal(await second.getByRole('dialog').count(), 0, 'no advice-mode overlay for a taken hour');
      await until(
        async () => (await second.getByRole('button', { name: hourName, exact: true }).count()) === 0,
        'the taken hour to leave the refreshed list',
      );
      const focusedOnMessage = await second.evaluate(() => document.activeElement?.textContent ?? '');
      assert.ok(focusedOnMessage.includes(text.slotTaken), 'focus is on the message, not lost on the page');
    });
  });
});
