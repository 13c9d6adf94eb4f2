// Whole bookings, as travellers make them: general advice, a day, an advisor's hour, each advice mode, travel
// details, contact, summary, booked; in German and French; by mouse on a desktop (every step's heading takes
// the focus, axe-core finds nothing on any screen or overlay), by touch on a phone (nothing scrolls sideways)
// and by keyboard only. Reloads keep the visitor's work at every step, back and forward behave, and after a
// booking every step but 7 leads to a fresh start. The last tests read the API's database (one row per booking,
// holding what was typed) and its mailbox (every e-mail, its HTML and its calendar entry in the booking's words).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { focused, tabTo } from '../support/keyboard.mjs';
import {
  PHONE,
  TEXT,
  expectHeadingFocused,
  expectNoHorizontalScroll,
  heading,
  storedBookings,
  stored,
  until,
  visitor,
  wireMode,
} from '../support/journey.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../support/journey.mjs').AdviceMode} AdviceMode */
/** @typedef {import('../support/journey.mjs').Lang} Lang */
/**
 * What a traveller chose and typed (the months and destinations where they are not the language's usual ones).
 * @typedef {{
 *   advisorId: string,
 *   date: string,
 *   time: string,
 *   hour?: string | null,
 *   mode: AdviceMode,
 *   email: string,
 *   lang: Lang,
 *   months?: string[],
 *   destinations?: string[],
 * }} Booked
 */

const env = useTestCheckout();
/** @type {Map<string, Booked>} booking id -> what the traveller chose and typed */
const expected = new Map();
const QUERY = '?event=reisemesse';

/**
 * After a booking, opening `step` leads to init, which starts a new booking on step 1.
 * @param {Page} page
 * @param {import('../support/journey.mjs').Visitor} v
 * @param {string} step
 */
async function expectFreshStartFrom(page, v, step) {
  await page.goto(v.url(`/${step}${QUERY}`));
  await v.at('step-1', { check: false });
  const reservation = await stored(page, 'CHECKOUT-RESERVATION');
  assert.equal(reservation.isBooked, false, `${step} after booking: a new booking`);
  assert.equal((await stored(page, 'CHECKOUT-CONTACT')).values.firstname, '', 'the contact form is reset');
  assert.equal(new URL(page.url()).search, QUERY, 'the query string is kept');
}

/**
 * Books by mouse or touch and records what the database must hold.
 * @param {import('../support/journey.mjs').Visitor} v
 * @param {{ mode: AdviceMode, email: string }} booking
 */
async function book(v, { mode, email }) {
  const { page, text } = v;
  await v.generalAdvice(QUERY);
  await v.chooseDay();
  const slot = await v.chooseHour(mode);
  await v.travelDetails();
  await v.contact(email);
  const summary = await page.locator('main').innerText();
  assert.match(summary, new RegExp(`${slot.time} `), 'the summary names the hour');
  assert.ok(summary.includes(text.modeSummary[mode]), `the summary names the mode ${text.modeSummary[mode]}`);
  const c = text.contact;
  assert.ok(
    summary.includes(`${c.firstname} ${c.lastname}`) && summary.includes(`${c.zip} ${c.city}`),
    'the summary shows the contact data',
  );
  const response = await v.confirm();
  expected.set(response.bookingId, { ...slot, mode, email, lang: text.lang });
  return response;
}

/**
 * Every screen: the heading has the focus after the step change, and axe-core finds nothing.
 * @param {Lang} lang
 * @returns {(page: Page, screen: string) => Promise<void>}
 */
const checkEveryScreen = (lang) => async (page, screen) => {
  const headings = TEXT[lang].headings;
  if (screen.startsWith('step-') && screen !== 'step-1') {
    await expectHeadingFocused(
      page,
      headings[/** @type {keyof typeof headings} */ (screen)],
      `${screen} (${lang})`,
    );
  }
  if (screen === 'step-2') {
    // The day search is announced: that days are searched, then how many have free appointments.
    await page.locator('main [role="status"]').filter({ hasText: TEXT[lang].daysFound }).waitFor();
  }
  if (screen === 'advice-mode-overlay') {
    assert.equal((await focused(page)).inDialog, true, 'focus moves into the advice-mode overlay');
  }
  await expectNoAxeViolations(page, `${screen} (${lang})`);
};

test('in person, in German, by mouse: the heading takes the focus on every step; axe-core finds nothing', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de', onScreen: checkEveryScreen('de') });
    await book(v, { mode: 'personal', email: 'lea.personal@example.ch' });
    assert.match(await page.locator('.ck-appointment-text').innerText(), /\d\d:\d\d/);
    await expectFreshStartFrom(page, v, 'step-6');
  });
});

test('by video, in French, by touch on a phone: nothing needs horizontal scrolling; axe-core finds nothing', async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      const v = visitor(page, env.checkout.url, {
        lang: 'fr',
        touch: true,
        onScreen: async (p, screen) => {
          await expectNoHorizontalScroll(p, `${screen} at 375 px`);
          await checkEveryScreen('fr')(p, screen);
        },
      });
      await book(v, { mode: 'online', email: 'leo.video@example.ch' });
      await expectFreshStartFrom(page, v, 'step-3');
      await expectNoHorizontalScroll(page, 'step-1 after the booking');
    },
    { viewport: PHONE, hasTouch: true, isMobile: true, locale: 'fr-CH' },
  );
});

for (const [mode, lang] of /** @type {[AdviceMode, Lang][]} */ ([
  ['phone', 'fr'],
  ['personal', 'fr'],
  ['online', 'de'],
])) {
  test(`${mode} in ${lang === 'de' ? 'German' : 'French'}: booked, the summary and confirmation in that language`, async (t) => {
    await withPage(env.browser, t, async (page) => {
      const v = visitor(page, env.checkout.url, { lang });
      await book(v, { mode, email: `${mode}.${lang}@example.ch` });
      await expectFreshStartFrom(page, v, mode === 'phone' ? 'step-2' : 'step-5');
    });
  });
}

test('by phone, in German, by keyboard only: Tab, arrows, Space and Enter from step 1 to step 7', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const text = TEXT.de;
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    /** @param {string} k the key's name */
    const key = (k) => page.keyboard.press(k);
    await page.goto(env.checkout.url(`/${QUERY}`));
    await v.at('step-1');
    await tabTo(page, text.generalAdvice);
    await key('Enter');
    await v.at('step-2');
    await expectHeadingFocused(page, text.headings['step-2']);

    await v.offeredDays();
    const day = await tabTo(page, (f) => text.dayPill.test(f.name), { what: 'an offered day' });
    await key('Space');
    await tabTo(page, (f) => f.name === text.next, { what: 'Next' });
    await key('Enter');
    await v.at('step-3');
    await expectHeadingFocused(page, text.headings['step-3']);

    await page.locator('.ck-advisor-list .ck-pill:not([disabled])').first().waitFor();
    const hour = await tabTo(page, (f) => f.name.startsWith(`${day.name}, `), {
      what: 'an hour of that day',
    });
    await key('Enter');
    const dialog = page.getByRole('dialog', { name: text.adviceModeDialog });
    await dialog.waitFor();
    assert.equal((await focused(page)).inDialog, true, 'focus moves into the advice-mode overlay');
    await tabTo(page, (f) => f.type === 'radio', { what: 'an advice mode', max: 10 });
    for (let i = 0; i < 3 && !(await dialog.locator('input[value="phone"]').isChecked()); i += 1) {
      await key('ArrowDown');
    }
    assert.equal(await dialog.locator('input[value="phone"]').isChecked(), true, 'arrows chose phone');
    await tabTo(page, (f) => f.name === text.chooseAppointment, { what: 'choose', max: 10 });
    await key('Enter');
    await v.at('step-4');
    await expectHeadingFocused(page, text.headings['step-4']);

    /** @param {string} id */
    const tabToId = (id) => tabTo(page, (f) => f.id === id, { what: id, includeCurrent: true });
    await tabToId('travel-destination');
    await page.keyboard.type(text.travel.destination);
    await tabToId('travel-duration-none');
    await key('ArrowRight');
    assert.equal((await focused(page)).id, 'travel-duration-1-2-weeks');
    await tabToId('travel-season-7');
    await key('Space');
    await tabToId('travel-description');
    await page.keyboard.type(text.travel.description);
    await tabToId('travel-responsibly');
    await key('Space');
    await tabTo(page, (f) => f.name === text.next, { what: 'Next' });
    await key('Enter');
    await v.at('step-5');
    await expectHeadingFocused(page, text.headings['step-5']);

    const c = text.contact;
    await tabToId('contact-gender-w_du');
    for (const [id, value] of /** @type {[id: string, value: string][]} */ ([
      ['contact-firstname', c.firstname],
      ['contact-lastname', c.lastname],
      ['contact-address', c.address],
      ['contact-zip', c.zip],
      ['contact-city', c.city],
      ['contact-email', 'lea.keyboard@example.ch'],
      ['contact-phone', c.phone],
    ])) {
      await tabToId(id);
      await page.keyboard.type(value);
    }
    await tabToId('contact-privacy');
    await key('Space');
    await tabTo(page, (f) => f.name === text.contactSubmit, { what: 'to the summary' });
    await key('Enter');
    await v.at('step-6');
    await expectHeadingFocused(page, text.headings['step-6']);
    assert.ok((await page.locator('main').innerText()).includes(text.modeSummary.phone));

    await tabTo(page, (f) => f.name === text.confirm, { what: 'confirm' });
    await key('Enter');
    await page.waitForURL(/\/checkout\/step-7/);
    await expectHeadingFocused(page, text.headings['step-7']);
    const reservation = await stored(page, 'CHECKOUT-RESERVATION');
    const agenda = await stored(page, 'CHECKOUT-AGENDA');
    const [d, m, y] = (await stored(page, 'CHECKOUT-DATES')).selectedDate.split('.');
    assert.ok(hour.name.includes(`${agenda.selectedHour.label} bis`));
    expected.set(reservation.response.bookingId, {
      advisorId: agenda.selectedAdvisor,
      date: `${y}-${m}-${d}`,
      time: agenda.selectedHour.label,
      mode: 'phone',
      email: 'lea.keyboard@example.ch',
      lang: 'de',
      months: ['Juli'],
    });
    // Step 7 has no back button: Shift+Tab from the heading reaches the header without one.
    assert.equal(await page.getByRole('button', { name: text.back }).count(), 0);
  });
});

test('a reload at every step keeps the work; back and forward move between steps; back after booking starts anew', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    const text = TEXT.de;
    /** @param {import('../support/journey.mjs').Screen} step */
    const reload = async (step) => {
      await page.reload();
      await v.at(step, { check: false });
    };

    // Step 1: a destination chosen in the overlay is still there after a reload.
    await page.goto(env.checkout.url(`/step-1${QUERY}`));
    await v.at('step-1');
    await page.getByRole('button', { name: text.destinationChoice }).click();
    await page
      .getByRole('dialog', { name: text.destinationBlock })
      .getByRole('button', { name: text.destinationFilter })
      .click();
    const filter = page.getByRole('dialog', { name: text.destinationFilter });
    await filter.getByRole('searchbox').fill('Island');
    await filter.getByText('Island', { exact: true }).click();
    await filter.getByRole('button', { name: text.save }).click();
    await filter.waitFor({ state: 'detached' });
    await reload('step-1');
    const yourChoice = page.getByRole('region', { name: text.yourChoice });
    await yourChoice.getByText('Island').waitFor();
    await page.getByRole('button', { name: text.destinationChoice }).click();
    await page
      .getByRole('dialog', { name: text.destinationBlock })
      .getByText('Gewählte Reiseziele: Island')
      .waitFor();
    await page.getByRole('button', { name: text.destinationGoOn }).click();
    await v.at('step-2');

    // Step 2: the chosen day stays chosen, Next stays enabled.
    const days = await v.offeredDays();
    const dayName = (await days.first().getAttribute('aria-label')) ?? '';
    await days.first().click();
    await reload('step-2');
    const day = page.getByRole('button', { name: dayName, exact: true });
    await day.waitFor();
    assert.equal(await day.getAttribute('aria-pressed'), 'true', 'the day is still chosen');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await v.at('step-3');

    // Step 3: the hours of that day again (an open advice-mode overlay closes on entry, as the spec says).
    await page.locator('.ck-advisor-list .ck-pill:not([disabled])').first().waitFor();
    await reload('step-3');
    const firstHour = page.locator('.ck-advisor-list .ck-pill:not([disabled])').first();
    assert.ok(
      ((await firstHour.getAttribute('aria-label')) ?? '').startsWith(`${dayName}, `),
      'hours of the same day',
    );
    const slot = await v.chooseHour('phone');

    // Step 4 and 5: what was typed stays.
    await v.travelDetails(text.travel, { goOn: false });
    await reload('step-4');
    assert.equal(await page.locator('#travel-description').inputValue(), text.travel.description);
    assert.equal(await page.locator('#travel-duration-1-2-weeks').isChecked(), true);
    assert.equal(await page.locator('#travel-season-7').getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await v.at('step-5');
    await v.contact('lea.reload@example.ch', text.contact, { goOn: false });
    await reload('step-5');
    assert.equal(await page.locator('#contact-email').inputValue(), 'lea.reload@example.ch');
    assert.equal(await page.locator('#contact-privacy').isChecked(), true);
    await page.getByRole('button', { name: text.contactSubmit }).click();
    await v.at('step-6');

    // Step 6: the same summary after a reload.
    const summary = await page.locator('main').innerText();
    await reload('step-6');
    assert.equal(await page.locator('main').innerText(), summary);
    assert.match(summary, /Island/);

    // Back and forward: the browser's history walks the steps, with nothing lost.
    await page.goBack();
    await v.at('step-5', { check: false });
    assert.equal(await page.locator('#contact-email').inputValue(), 'lea.reload@example.ch');
    await page.goBack();
    await v.at('step-4', { check: false });
    assert.equal(await page.locator('#travel-description').inputValue(), text.travel.description);
    await page.goForward();
    await v.at('step-5', { check: false });
    await page.goForward();
    await v.at('step-6', { check: false });
    assert.equal(await page.locator('main').innerText(), summary);

    // Step 7 survives a reload; back from it starts a new booking.
    const response = await v.confirm();
    expected.set(response.bookingId, {
      ...slot,
      mode: 'phone',
      email: 'lea.reload@example.ch',
      lang: 'de',
      destinations: ['iceland'],
    });
    await reload('step-7');
    await heading(page, text.headings['step-7']).waitFor();
    await page.goBack();
    await v.at('step-1', { check: false });
    assert.equal((await stored(page, 'CHECKOUT-RESERVATION')).isBooked, false);
    assert.equal((await stored(page, 'CHECKOUT-CONTACT')).values.email, '');
  });
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Before the database test, which stops the checkout to open its database.
test('every e-mail of these bookings, its HTML and its calendar entry: no placeholder, no word of the other language', async () => {
  const { mailboxDir } = env.checkout;
  const expectedMail = [...expected.keys()].flatMap((id) => [
    `confirmation.${id}.eml`,
    `branch_notice.${id}.eml`,
  ]);
  const missing = () => expectedMail.filter((name) => !fs.existsSync(path.join(mailboxDir, name)));
  await until(
    () => missing().length === 0,
    'the confirmation and the branch notice of every booking',
    30_000,
  );
  // Read with the rules of the API's mail tests (api/test/support/reader-rules.ts), what the travellers typed
  // aside (a German travel wish stands in a French branch's notice as it was written).
  const typed = JSON.stringify(
    Object.values(TEXT).flatMap(({ contact, travel }) => [
      ...Object.values(contact),
      travel.description,
      travel.destination,
    ]),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'api/test/support/read-mailbox.ts')],
    { cwd: path.join(ROOT, 'api'), env: { ...process.env, MAILBOX_DIR: mailboxDir, TRAVELLER_TEXTS: typed } },
  );
  /** @type {{ name: string, language: string, problems: string[] }[]} what read-mailbox.ts prints */
  const mails = JSON.parse(stdout);
  for (const [id, want] of expected) {
    const confirmation = mails.find((m) => m.name === `confirmation.${id}.eml`);
    assert.equal(
      confirmation?.language,
      want.lang,
      `the confirmation of ${want.mode} (${want.lang}) is in its language`,
    );
  }
  assert.ok(mails.length >= expectedMail.length, `${mails.length} e-mails read`);
  assert.deepEqual(
    mails.filter((m) => m.problems.length > 0),
    [],
    'what a traveller or a branch reads in any channel',
  );
});

test('the database holds one row per booking, with what the traveller typed', async () => {
  const rows = await storedBookings(env.checkout);
  assert.deepEqual(rows.map((r) => r.id).sort(), [...expected.keys()].sort(), 'one row per booking');
  for (const row of rows) {
    const want = expected.get(row.id) ?? assert.fail(`booking ${row.id} was not made by these tests`);
    const text = TEXT[want.lang];
    const c = text.contact;
    const where = `booking ${want.mode} (${want.lang})`;
    assert.deepEqual(
      {
        kind: row.kind,
        advisor: row.advisor_id,
        date: row.slot_date,
        time: row.slot_time.slice(0, 5),
        culture: row.culture,
        userLang: row.user_lang,
        mode: row.advice_mode,
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        phone: row.phone,
      },
      {
        kind: 'slot',
        advisor: want.advisorId,
        date: want.date,
        time: want.time,
        culture: text.culture,
        userLang: text.userLang,
        mode: wireMode(want.mode),
        firstname: c.firstname,
        lastname: c.lastname,
        email: want.email,
        phone: c.phone,
      },
      where,
    );
    const p = row.payload;
    assert.deepEqual(
      {
        gender: p.userGender,
        address: p.userAddress,
        zip: p.userZip,
        city: p.userCity,
        message: p.userMessage,
        duration: p.userTravelDuration,
        months: p.userTravelMonths,
        responsibly: p.userTravelResponsibly,
        others: p.otherDestinations,
        destinations: p.selectedDestinations,
        event: p.eventName,
      },
      {
        gender: want.months ? 'w_du' : c.gender,
        address: c.address,
        zip: c.zip,
        city: c.city,
        message: text.travel.description,
        duration: text.travel.duration,
        months:
          want.months ??
          text.travel.months.map((m) => text.months[/** @type {keyof typeof text.months} */ (m)]),
        responsibly: true,
        others: want.destinations ? [] : [text.travel.destination],
        destinations: want.destinations ?? [],
        event: 'reisemesse',
      },
      where,
    );
  }
});
