// The branch's back office (issue 34) against a checkout started as `npm start` starts it: a branch lead signs in
// by the link from the mailbox, registers a passkey with Chromium's virtual authenticator and signs in with it;
// accepts a custom-date request the checkout sent (the traveller's mailbox gets the confirmation with its .ics) and
// declines another with a reason (the traveller's manage page says it); enters time off, which the checkout's agenda
// shows at once; enters a week of time off over two consultations booked for it and reassigns both (each traveller
// told in their language); edits the working hours and a one-off exception (its collision list); exports the list
// as CSV (the same rows); records a no-show of a consultation past its start; and the back-office role finds,
// exports and erases the custom-date traveller's data (issue 37). axe-core checks every page on the way. The tests
// run in this order and share the lead's session (one checkout for the file).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { advisorHours, bookAsTraveller, mailStartingWith, readMail } from '../support/api.mjs';
import { until, visitor } from '../support/journey.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';

const env = useTestCheckout();
/** The demo's branch lead of Zürich Bahnhofstrasse (api/src/seed/demo-staff.json). */
const LEAD = { email: 'branch.lead@horizonte-reisen.example', name: 'Petra Vogel (Filialleitung)' };
const ANNA = { id: 'adv-anna-meier', name: 'Anna Meier' };
/** Anna's colleague of the same branch and modes. */
const LUCA = { id: 'adv-luca-bernasconi', name: 'Luca Bernasconi' };
/** The demo's back-office member. */
const BACK_OFFICE = { email: 'back.office@horizonte-reisen.example', name: 'Claire Roux' };
/** The custom-date request the second test sends and accepts, for the privacy test at the end. */
const TRAVELLER = { email: 'lea.wunsch@example.ch', bookingId: '' };

/** @typedef {Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>} StorageState */
/** @type {StorageState | undefined} the lead's cookie once signed in (the first test) */
let signedIn;
const asLead = () => ({ storageState: signedIn ?? assert.fail('the first test signed the lead in') });
const backoffice = (route = '') => `${env.checkout.backofficeUrl}${route}`;

/**
 * A day in Zurich, `days` after today.
 * @param {number} days
 */
const zurichDay = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/**
 * The day `days` after a yyyy-mm-dd day.
 * @param {string} date
 * @param {number} days
 */
const plusDays = (date, days) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Asks for a sign-in link on the sign-in page shown and reads it from the mailbox: the sign-in mail that was not
 * there before the request (the lead's of the first test stays in the checkout's mailbox).
 * @param {import('playwright-core').Page} page
 * @param {string} email
 */
async function requestSignInLink(page, email) {
  const mailbox = env.checkout.mailboxDir;
  const signInMails = () =>
    fs.existsSync(mailbox) ? fs.readdirSync(mailbox).filter((n) => n.startsWith('staff_sign_in.')) : [];
  const before = new Set(signInMails());
  await page.getByLabel('Geschäftliche E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await page.getByText('Bitte prüfen Sie Ihr Postfach').waitFor();
  /** @type {string | undefined} */
  let sent;
  await until(
    () => (sent = signInMails().find((n) => n.endsWith('.eml') && !before.has(n))) !== undefined,
    `a sign-in mail to ${email}`,
    30_000,
  );
  const mail = await readMail(mailbox, sent ?? assert.fail('until() found it'));
  return (
    /https?:\/\/\S+\/backoffice\/sign-in\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ??
    assert.fail(`the mail links the sign-in page: ${mail.text}`)
  );
}

/**
 * Enters an advisor's time off on the time-off page and saves it.
 * @param {import('playwright-core').Page} page
 * @param {string} advisor the name chosen
 * @param {string} from yyyy-mm-dd
 * @param {string} till yyyy-mm-dd
 * @param {string} reason
 */
async function enterTimeOff(page, advisor, from, till, reason) {
  await page.goto(backoffice('time-off'));
  await page.getByRole('heading', { level: 1, name: 'Abwesenheiten' }).waitFor();
  await page.getByLabel('Beraterin oder Berater').selectOption({ label: advisor });
  await page.getByLabel('Erster Tag').fill(from);
  await page.getByLabel('Letzter Tag').fill(till);
  await page.getByLabel('Grund').fill(reason);
  await page.getByRole('button', { name: 'Abwesenheit speichern' }).click();
}

/**
 * Sends a custom-date request in the checkout (Zürich Bahnhofstrasse, by phone) and reads its receipt mail.
 * @param {import('node:test').TestContext} t
 * @param {string} email
 */
async function sendCustomDateRequest(t, email) {
  /** @type {{ bookingId: string, date: string, from: string } | undefined} */
  let sent;
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    await v.generalAdvice();
    await v.offeredDays();
    await page.getByRole('button', { name: v.text.customDateButton }).click();
    await v.at('step-1-self');
    const choice = await v.customDate({
      search: 'bahnhofstrasse',
      agency: 'Zürich Bahnhofstrasse',
      mode: 'phone',
    });
    await v.travelDetails();
    await v.contact(email);
    const response = await v.confirm('step-7-self');
    sent = { bookingId: response.bookingId, date: choice.date, from: choice.from };
  });
  const request = sent ?? assert.fail('the request was sent');
  const receipt = await mailStartingWith(env.checkout.mailboxDir, `request_received.${request.bookingId}`);
  return { ...request, receipt };
}

test('a branch lead signs in by the link from the mailbox, registers a passkey and signs in with it', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await page.goto(backoffice());
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await expectNoAxeViolations(page, 'the sign-in page');
    const link = await requestSignInLink(page, LEAD.email);
    assert.ok(link.startsWith(backoffice('sign-in')), `the back office's own page: ${link}`);
    // Opening the link signs nobody in (a mail scanner follows links): its page asks first.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' }).waitFor();
    await expectNoAxeViolations(page, "the sign-in link's page");
    assert.equal((await page.context().cookies()).length, 0, 'no session before the button');
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.getByText(LEAD.name).waitFor();
    assert.ok(!page.url().includes('token='), 'the token leaves the address once redeemed');

    // The session is the API's __Host- cookie, Secure, HttpOnly and SameSite=Strict, on http://localhost too.
    const cookies = await page.context().cookies();
    assert.deepEqual(
      cookies.map((c) => [c.name, c.domain, c.secure, c.httpOnly, c.sameSite]),
      [['__Host-staff', 'localhost', true, true, 'Strict']],
    );

    // The passkey, registered with the virtual authenticator, then the only way back in after signing out.
    await expectNoAxeViolations(page, 'the list with the passkey offer');
    await page.getByRole('button', { name: 'Passkey einrichten' }).click();
    await page.getByText('Der Passkey ist eingerichtet.').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    assert.equal(credentials.length, 1, 'one passkey on the authenticator');
    assert.equal(credentials[0]?.isResidentCredential, true, 'a discoverable credential');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await page.getByText(LEAD.name).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Beratungen' }).waitFor();
    await page.getByRole('region', { name: 'Liste der Beratungen' }).getByRole('table').waitFor();
    const signCount = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]
      ?.signCount;
    assert.ok((signCount ?? 0) >= 1, 'the passkey signed the sign-in');

    // The French page of the same session.
    await page.getByRole('link', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Consultations' }).waitFor();
    await page.getByText('Petra Vogel (Direction de l’agence)').waitFor();
    await page.getByRole('region', { name: 'Liste des consultations' }).getByRole('table').waitFor();
    await expectNoAxeViolations(page, 'the list in French');
    signedIn = await page.context().storageState();
  });
});

test('a custom-date request sent in the checkout is accepted in the back office: the traveller gets the confirmation with its .ics', async (t) => {
  const request = await sendCustomDateRequest(t, TRAVELLER.email);
  TRAVELLER.bookingId = request.bookingId;

  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.goto(backoffice(`consultations/${request.bookingId}`));
      await page.getByRole('heading', { level: 1, name: /^Beratung / }).waitFor();
      await page.getByText('Angefragt', { exact: true }).first().waitFor();
      await expectNoAxeViolations(page, "a custom-date request's page");
      await page.getByRole('button', { name: 'Anfrage annehmen' }).click();
      // The wish is proposed; an advisor is chosen; the page asks before it acts.
      assert.equal(await page.getByLabel('Datum').inputValue(), request.date);
      assert.equal(await page.getByLabel('Zeit').inputValue(), request.from);
      await page.getByLabel('Beraterin oder Berater').selectOption({ label: ANNA.name });
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByText(/Termin am .* mit Anna Meier bestätigen\?/).waitFor();
      await expectNoAxeViolations(page, "the request's confirmation");
      await page.getByRole('button', { name: 'Ja, Termin bestätigen' }).click();
      await page.getByText('Die Anfrage ist angenommen und bestätigt.').waitFor();
      await page.getByText('Gebucht', { exact: true }).first().waitFor();
    },
    asLead(),
  );

  // The traveller's mailbox: the confirmation of a booking, with its calendar entry and manage link.
  const confirmation = await mailStartingWith(env.checkout.mailboxDir, `confirmation.${request.bookingId}`);
  assert.match(confirmation.text, /Anna Meier/);
  assert.match(confirmation.text, /\/checkout\/manage\/[A-Za-z0-9_-]{38}/);
  const ics = confirmation.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';
  assert.match(ics, /BEGIN:VEVENT/);
  assert.match(ics, new RegExp(`DTSTART[^:]*:${request.date.replaceAll('-', '')}T`));
  assert.match(ics, new RegExp(`UID:${request.bookingId}@`));
});

test("a request the branch declines with a reason: the traveller's manage page says so, with the reason", async (t) => {
  const request = await sendCustomDateRequest(t, 'noe.absage@example.ch');
  const link =
    /https?:\/\/\S+\/checkout\/manage\/[A-Za-z0-9_-]{38}/.exec(request.receipt.text)?.[0] ??
    assert.fail(`the receipt links the manage page: ${request.receipt.text}`);
  const reason = 'An diesem Abend ist die Filiale geschlossen. Rufen Sie uns für einen anderen Termin an.';
  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.goto(backoffice(`consultations/${request.bookingId}`));
      await page.getByRole('button', { name: 'Anfrage ablehnen' }).click();
      await page.getByLabel('Begründung').fill(reason);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('button', { name: 'Ja, ablehnen' }).click();
      await page.getByText('Die Anfrage ist abgelehnt.').waitFor();
    },
    asLead(),
  );
  await withPage(env.browser, t, async (page) => {
    await page.goto(link);
    const notice = page.locator('.ck-notice').filter({ hasText: 'Die Filiale hat Ihre Anfrage abgelehnt' });
    await notice.getByText(`Nachricht der Filiale: «${reason}»`).waitFor();
    await page.getByText('Abgelehnt', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'the manage page of a declined request');
  });
});

test("time off entered in the back office blocks that advisor's day in the checkout's agenda at once", async (t) => {
  const apiPort = env.checkout.ports.api;
  // A day of Anna's with every hour free (no consultation of hers), a week ahead and on (past the demo's fully booked
  // days; the demo books some of her later days too).
  /** @type {string | undefined} */
  let day;
  for (let days = 10; days < 40 && !day; days++) {
    const date = zurichDay(days);
    const hours = await advisorHours(apiPort, ANNA.id, date);
    if (hours.length > 0 && hours.every((h) => !h.isInactive)) day = date;
  }
  const date = day ?? assert.fail('Anna has a free day');

  await withPage(
    env.browser,
    t,
    async (page) => {
      await enterTimeOff(page, ANNA.name, date, date, 'Weiterbildung');
      await page.getByText(/^Abwesenheit .* gespeichert\.$/).waitFor();
      await page.getByText('Keine gebuchte Beratung fällt in diese Zeit.').waitFor();
      await expectNoAxeViolations(page, 'time off');
    },
    asLead(),
  );
  // Anna has no free hour that day: the agenda leaves her out.
  assert.deepEqual(
    (await advisorHours(apiPort, ANNA.id, date)).filter((h) => !h.isInactive).map((h) => h.label),
    [],
    `no hour of Anna's on ${date} is offered`,
  );
  // Another advisor's day stays as it was: only Anna is away.
  const luca = await advisorHours(apiPort, LUCA.id, date);
  assert.ok(luca.length === 0 || luca.some((h) => !h.isInactive), 'Luca Bernasconi is not blocked');
});

test('a week of time off over two consultations: both listed, each reassigned in one step to the free colleague, each traveller told in their language', async (t) => {
  const apiPort = env.checkout.ports.api;
  // A week ahead (past the other tests' days) with two days on which Luca and Anna are both free at one hour, as
  // the agenda answers: Luca's consultations at those hours, Anna to take them over.
  /** @type {{ monday: string, hours: { advisorId: string, date: string, time: string }[] } | undefined} */
  let week;
  for (let start = zurichDay(14); !week && start < zurichDay(45); start = plusDays(start, 7)) {
    const monday = plusDays(start, (8 - new Date(start).getUTCDay()) % 7);
    const hours = [];
    for (let day = 0; day < 5 && hours.length < 2; day++) {
      const date = plusDays(monday, day);
      const free = async (/** @type {string} */ id) =>
        (await advisorHours(apiPort, id, date)).filter((h) => !h.isInactive).map((h) => h.label);
      const anna = await free(ANNA.id);
      const time = (await free(LUCA.id)).find((label) => anna.includes(label));
      if (time) hours.push({ advisorId: LUCA.id, date, time });
    }
    if (hours.length === 2) week = { monday, hours };
  }
  const { monday, hours } = week ?? assert.fail('a week with two hours free for Luca and Anna');
  // A traveller in German and one in French, each booking one of the hours as the checkout does.
  const travellers = /** @type {const} */ ([
    { culture: 'de-CH', userLang: 'Deutsch', userFirstname: 'Jonas', userLastname: 'Wochner' },
    { culture: 'fr-CH', userLang: 'Französisch', userFirstname: 'Margaux', userLastname: 'Semaine' },
  ]);
  /** @type {{ culture: 'de-CH' | 'fr-CH', userLastname: string, bookingId: string }[]} */
  const booked = [];
  for (const [k, fields] of travellers.entries()) {
    const hour = hours[k] ?? assert.fail('two hours');
    const email = `${fields.userLastname.toLowerCase()}@example.ch`;
    const { bookingId } = await bookAsTraveller(apiPort, hour, { ...fields, userEmail: email });
    booked.push({ ...fields, bookingId });
  }

  await withPage(
    env.browser,
    t,
    async (page) => {
      await enterTimeOff(page, LUCA.name, monday, plusDays(monday, 6), 'Ferien');
      await page.getByText('2 gebuchte Beratungen fallen in diese Zeit.').waitFor();
      const collisions = page.getByRole('region', { name: 'Betroffene Beratungen' });
      assert.equal(await collisions.getByRole('listitem').count(), 2, 'the two consultations, no other');
      await expectNoAxeViolations(page, 'the collision list of a week of time off');

      for (const traveller of booked) {
        const item = collisions.getByRole('listitem').filter({ hasText: traveller.userLastname });
        const colleague = item.getByLabel('Neu zuweisen an');
        assert.deepEqual(await colleague.getByRole('option').allInnerTexts(), ['Bitte wählen', ANNA.name]);
        await colleague.selectOption({ label: ANNA.name });
        await item.getByRole('button', { name: 'Neu zuweisen' }).click();
        await item.getByText(`Die Beratung ist ${ANNA.name} zugewiesen.`).waitFor();
      }
      await page.getByText('Keine gebuchte Beratung fällt mehr in diese Zeit.').waitFor();
    },
    asLead(),
  );
  // Each traveller is told, in their language, who advises them now.
  const intro = {
    'de-CH': 'Ihre Beratung findet zur gleichen Zeit mit einer anderen Beratungsperson statt',
    'fr-CH': 'Votre conseil a lieu à la même heure avec une autre personne de notre équipe',
  };
  for (const traveller of booked) {
    const mail = await mailStartingWith(env.checkout.mailboxDir, `reassigned.${traveller.bookingId}`);
    assert.ok(mail.text.includes(intro[traveller.culture]), mail.text);
    assert.ok(mail.text.includes(ANNA.name), `the mail names ${ANNA.name}: ${mail.text}`);
    assert.ok(!mail.text.includes(LUCA.name), `no word of ${LUCA.name}: ${mail.text}`);
  }
});

test('the weekly working hours are edited and a one-off exception lists the consultations it would leave outside them', async (t) => {
  const apiBase = `http://localhost:${env.checkout.ports.api}/api`;
  await withPage(
    env.browser,
    t,
    async (page) => {
      // Anna's furthest booked consultation (the staff list, with the lead's cookie).
      const query = new URLSearchParams({
        advisorId: ANNA.id,
        status: 'booked',
        from: zurichDay(1),
        till: zurichDay(60),
        limit: '200',
      });
      const answer = await page.request.get(`${apiBase}/staff/consultations?${query}`);
      assert.equal(answer.status(), 200, 'the lead lists Anna’s consultations');
      /** @type {{ items: { reference: string, date: string }[] }} */
      const { items } = await answer.json();
      const booked = items.at(-1) ?? assert.fail('Anna has a booked consultation ahead');
      const sameDay = items.filter((row) => row.date === booked.date);

      await page.goto(backoffice('working-hours'));
      await page.getByRole('heading', { level: 1, name: 'Arbeitszeiten' }).waitFor();
      await page.getByLabel('Beraterin oder Berater').selectOption({ label: ANNA.name });
      await page.getByRole('group', { name: 'Montag, Block 1' }).waitFor();
      await expectNoAxeViolations(page, 'working hours');

      // The week: Sunday mornings added. Nothing falls outside, and the page says so before saving.
      await page.getByRole('button', { name: 'Block hinzufügen: Sonntag' }).click();
      await page.getByRole('button', { name: 'Wochenplan speichern' }).click();
      const week = page.getByRole('region', { name: 'Änderung bestätigen' });
      await week.getByText('Keine gebuchte Beratung liegt danach ausserhalb der Arbeitszeit.').waitFor();
      await expectNoAxeViolations(page, "the week's confirmation");
      await week.getByRole('button', { name: 'Ja, speichern' }).click();
      await page.getByText('Wochenplan gespeichert.').waitFor();

      // The exception: the consultation's whole day closed. The confirmation lists it before anything is saved.
      await page.getByLabel(/^Datum/).fill(booked.date);
      await page.getByLabel(/^Grund/).fill('Betriebsausflug');
      await page.getByRole('button', { name: 'Ausnahme speichern' }).click();
      const day = page.getByRole('region', { name: 'Änderung bestätigen' });
      await day.getByText(/gebuchten? Beratung(?:en)? lägen? danach ausserhalb der Arbeitszeit:/).waitFor();
      const listed = await day.getByRole('listitem').allInnerTexts();
      // Consultations of that day are listed, and only they (one already outside the hours, such as an accepted
      // custom-date request at 18:30, is not left outside by the change, so it is not listed).
      assert.ok(listed.length > 0, `the day's consultations are listed`);
      const references = sameDay.map((row) => row.reference);
      assert.ok(
        // The page shows a reference as the traveller reads it (K7QX-2M9P), the API's rows without the dash.
        listed.every((text) => references.some((reference) => text.replaceAll('-', '').includes(reference))),
        `only consultations of ${booked.date}: ${listed.join(' | ')}`,
      );
      await expectNoAxeViolations(page, "the exception's confirmation");
      await day.getByRole('button', { name: 'Ja, speichern' }).click();
      await page.getByText(/^Ausnahme für .* gespeichert\.$/).waitFor();
      await page
        .getByText(/gebuchten? Beratung(?:en)? (?:liegt|liegen) nun ausserhalb der Arbeitszeit\./)
        .waitFor();
      await expectNoAxeViolations(page, 'the collisions to settle');
    },
    asLead(),
  );
});

test('the CSV export of the list holds the very rows the list shows', async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.goto(backoffice());
      const table = page.getByRole('region', { name: 'Liste der Beratungen' }).getByRole('table');
      await table.waitFor();
      await page.getByLabel('Von').fill(zurichDay(0));
      await page.getByLabel('Bis').fill(zurichDay(13));
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      // Two weeks of the branch: more rows than this week's; the rest of the pages on demand.
      const count = page.getByRole('status').filter({ hasText: /^\d+ Beratungen?$/ });
      const shown = async () => Number((await count.innerText().catch(() => '0')).split(' ')[0]);
      await until(async () => (await shown()) > 4, 'the two weeks listed');
      const more = page.getByRole('button', { name: 'Weitere laden' });
      while (await more.isVisible()) {
        const before = await table.locator('tbody tr').count();
        await more.click();
        await until(async () => (await table.locator('tbody tr').count()) > before, 'the next page');
      }
      const header = await table.locator('thead th').allInnerTexts();
      const column = header.indexOf('Referenz');
      assert.ok(column >= 0, `a reference column: ${header.join(' | ')}`);
      const listed = await table
        .locator('tbody tr')
        // The reference is the cell's first word (a request's cell names its kind after it).
        .evaluateAll(
          (rows, i) => rows.map((row) => row.children[i]?.textContent?.trim().split(/\s+/)[0] ?? ''),
          column,
        );
      assert.equal(listed.length, await shown(), 'every row listed is counted');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Als CSV exportieren' }).click(),
      ]);
      await expectNoAxeViolations(page, 'the list of two weeks');
      const csv = fs.readFileSync((await download.path()) ?? assert.fail('downloaded'), 'utf8');
      const [head = '', ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      // Issue 47: `;` between fields, as Excel with Swiss settings splits them.
      assert.equal(head.split(';')[0], 'Buchungsnummer');
      assert.deepEqual(
        lines.map((line) => line.split(';')[0]),
        listed,
        'the same consultations in the same order',
      );
    },
    asLead(),
  );
});

test('a consultation past its start is recorded as a no-show', async (t) => {
  const apiBase = `http://localhost:${env.checkout.ports.api}/api`;
  await withPage(
    env.browser,
    t,
    async (page) => {
      // One of Anna's consultations of the last days that the demo leaves to record (api/src/seed/demo-bookings.json).
      const query = new URLSearchParams({
        advisorId: ANNA.id,
        status: 'booked',
        from: zurichDay(-14),
        till: zurichDay(-1),
      });
      const answer = await page.request.get(`${apiBase}/staff/consultations?${query}`);
      assert.equal(answer.status(), 200, 'the lead lists Anna’s consultations of the last days');
      /** @type {{ items: { id: string }[] }} */
      const { items } = await answer.json();
      const id =
        items[0]?.id ?? assert.fail('the demo has a consultation of Anna’s past its start to record');
      await page.goto(backoffice(`consultations/${id}`));
      await page.getByRole('heading', { level: 1, name: /^Beratung / }).waitFor();
      await page.getByRole('button', { name: 'Als nicht erschienen markieren' }).click();
      await page.getByText('Als nicht erschienen markiert.').waitFor();
      await expectNoAxeViolations(page, "a consultation's page");
      await page.getByText('Nicht erschienen', { exact: true }).first().waitFor();
      // The audit trail names each change of these tests and who made it.
      await page.goto(backoffice('audit'));
      for (const action of [
        /erfasst: nicht erschienen\./,
        /Abwesenheit von .* eingetragen/,
        /Terminwunsch .* angenommen/,
      ]) {
        const entry = page.getByRole('row').filter({ hasText: action });
        await entry.first().waitFor();
        assert.match(await entry.first().innerText(), /Petra Vogel/, String(action));
      }
      await expectNoAxeViolations(page, 'the audit trail');
    },
    asLead(),
  );
});

test("the back-office role finds a traveller's data, exports it as JSON and erases it: the future appointment is cancelled with its mail", async (t) => {
  const bookingId = TRAVELLER.bookingId || assert.fail('the custom-date test booked for the traveller');
  await withPage(env.browser, t, async (page) => {
    // Signed in by the mail's link (the page's language: German).
    await page.goto(backoffice());
    await page.goto(await requestSignInLink(page, BACK_OFFICE.email));
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.getByText(BACK_OFFICE.name).waitFor();

    await page.getByRole('link', { name: 'Datenschutz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Datenschutz: Auskunft und Löschung' }).waitFor();
    await expectNoAxeViolations(page, 'the privacy page');
    await page.getByLabel('E-Mail-Adresse der reisenden Person').fill(TRAVELLER.email.toUpperCase());
    await page.getByRole('button', { name: 'Suchen' }).click();
    const found = page.getByRole('region', { name: 'Gefunden' });
    await found
      .getByText(/^Gespeichert zu LEA\.WUNSCH@EXAMPLE\.CH: 1 Buchung und \d+ Nachrichten\.$/)
      .waitFor();
    assert.ok(
      !page.url().includes('@') && !page.url().toLowerCase().includes('wunsch'),
      'no address in the URL',
    );
    await expectNoAxeViolations(page, 'the privacy page with what it found');

    // First the document to hand to the traveller (issue 47, decision 0068): their language, words, no codes or
    // ids, the data embedded for machines; read back in the browser as the traveller would open it.
    const [readable] = await Promise.all([
      page.waitForEvent('download'),
      found.getByRole('button', { name: /^Auskunft für die reisende Person herunterladen/ }).click(),
    ]);
    assert.match(readable.suggestedFilename(), /^meine-daten-\d{4}-\d{2}-\d{2}\.html$/);
    const html = fs.readFileSync((await readable.path()) ?? assert.fail('downloaded'), 'utf8');
    const reader = await page.context().newPage();
    await reader.setContent(html);
    const text = await reader.locator('body').innerText();
    assert.match(text, /Lea/);
    assert.doesNotMatch(text, /\b(booked|slot|personal|de-CH|bk_[0-9a-f]|user_lang|created_at)\b/);
    const embedded = JSON.parse(
      (await reader.locator('script[type="application/json"]').textContent()) ?? assert.fail('embedded JSON'),
    );
    assert.deepEqual(
      embedded.bookings.map((/** @type {{ id: string }} */ b) => b.id),
      [bookingId],
    );
    await reader.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      found.getByRole('button', { name: 'Nur die Daten als JSON' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
    /** @type {{ bookings: Array<Record<string, unknown>>, messages: Array<Record<string, unknown>> }} */
    const document = JSON.parse(
      fs.readFileSync((await download.path()) ?? assert.fail('downloaded'), 'utf8'),
    );
    assert.deepEqual(
      document.bookings.map((b) => [b.id, b.email]),
      [[bookingId, TRAVELLER.email]],
      'the one booking of the traveller, as stored',
    );
    assert.ok(
      document.messages.some((m) => m.kind === 'confirmation' && m.booking_id === bookingId),
      'its confirmation mail',
    );

    await found.getByRole('button', { name: 'Löschen …' }).click();
    const confirmation = page.getByRole('group', { name: /^1 Buchung von .* endgültig löschen\?$/ });
    await confirmation.getByText('Das lässt sich nicht rückgängig machen.').waitFor();
    await expectNoAxeViolations(page, "the erasure's confirmation");
    await confirmation.getByRole('button', { name: 'Ja, endgültig löschen' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'sind gelöscht.' });
    await outcome.getByText('1 Buchung anonymisiert').waitFor();
    await outcome.getByText('1 künftiger Termin zuerst storniert').waitFor();

    // Anonymised: the address finds nothing any more.
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByText('Zu LEA.WUNSCH@EXAMPLE.CH ist keine Buchung gespeichert.').waitFor();

    // The erasure is in the audit trail, as a sentence naming no traveller (issue 47).
    await page.getByRole('link', { name: 'Protokoll' }).click();
    await page
      .getByText(/^Daten einer reisenden Person auf deren Verlangen gelöscht: 1 Buchung anonymisiert\./)
      .first()
      .waitFor();
    assert.equal(await page.getByText(/Wunsch/).count(), 0, 'no name of the traveller in the trail');
  });
  // The future appointment was cancelled first, with the usual mail to the traveller.
  const cancelled = await mailStartingWith(env.checkout.mailboxDir, `cancelled.${bookingId}`);
  assert.match(cancelled.text, /Ihr Beratungstermin ist abgesagt/);
});
