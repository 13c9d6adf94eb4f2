// The branch's back office (issue 34) against a checkout started as `npm start` starts it: a branch lead signs in
// by the link from the mailbox, registers a passkey with Chromium's virtual authenticator and signs in with it;
// accepts a custom-date request the checkout sent (the traveller's mailbox gets the confirmation with its .ics);
// enters time off, which the checkout's agenda shows at once; exports the list as CSV (the same rows); and records a
// no-show of a consultation past its start. The tests run in this order and share the lead's session.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { withPage } from '../support/browser.mjs';
import { startTestCheckout, useTestCheckout } from '../support/checkout.mjs';
import { advisorHours, mailStartingWith } from '../support/api.mjs';
import { until, visitor } from '../support/journey.mjs';

const env = useTestCheckout();
/** The demo's branch lead of Zürich Bahnhofstrasse (api/src/seed/demo-staff.json). */
const LEAD = { email: 'branch.lead@horizonte-reisen.example', name: 'Petra Vogel (Filialleitung)' };
const ANNA = { id: 'adv-anna-meier', name: 'Anna Meier' };

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
    await page.getByLabel('Geschäftliche E-Mail-Adresse').fill(LEAD.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByText('Bitte prüfen Sie Ihr Postfach').waitFor();

    const mail = await mailStartingWith(env.checkout.mailboxDir, 'staff_sign_in.');
    const link =
      /https?:\/\/\S+\/backoffice\/sign-in\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ??
      assert.fail(`the mail links the sign-in page: ${mail.text}`);
    assert.ok(link.startsWith(backoffice('sign-in')), `the back office's own page: ${link}`);
    // Opening the link signs nobody in (a mail scanner follows links): its page asks first.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' }).waitFor();
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
    signedIn = await page.context().storageState();
  });
});

test('a custom-date request sent in the checkout is accepted in the back office: the traveller gets the confirmation with its .ics', async (t) => {
  const email = 'lea.wunsch@example.ch';
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
  await mailStartingWith(env.checkout.mailboxDir, `request_received.${request.bookingId}`);

  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.goto(backoffice(`consultations/${request.bookingId}`));
      await page.getByRole('heading', { level: 1, name: /^Beratung / }).waitFor();
      await page.getByText('Angefragt', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Anfrage annehmen' }).click();
      // The wish is proposed; an advisor is chosen; the page asks before it acts.
      assert.equal(await page.getByLabel('Datum').inputValue(), request.date);
      assert.equal(await page.getByLabel('Zeit').inputValue(), request.from);
      await page.getByLabel('Beraterin oder Berater').selectOption({ label: ANNA.name });
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByText(/Termin am .* mit Anna Meier bestätigen\?/).waitFor();
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

test("time off entered in the back office blocks that advisor's day in the checkout's agenda at once", async (t) => {
  const apiPort = env.checkout.ports.api;
  // A day of Anna's with free hours, a week ahead and on (past the demo's fully booked days).
  /** @type {string | undefined} */
  let day;
  for (let days = 10; days < 40 && !day; days++) {
    const date = zurichDay(days);
    if ((await advisorHours(apiPort, ANNA.id, date)).some((h) => !h.isInactive)) day = date;
  }
  const date = day ?? assert.fail('Anna has a free day');

  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.goto(backoffice('time-off'));
      await page.getByRole('heading', { level: 1, name: 'Abwesenheiten' }).waitFor();
      await page.getByLabel('Beraterin oder Berater').selectOption({ label: ANNA.name });
      await page.getByLabel('Erster Tag').fill(date);
      await page.getByLabel('Letzter Tag').fill(date);
      await page.getByLabel('Grund').fill('Weiterbildung');
      await page.getByRole('button', { name: 'Abwesenheit speichern' }).click();
      await page.getByText(/^Abwesenheit .* gespeichert\.$/).waitFor();
      await page.getByText('Keine gebuchte Beratung fällt in diese Zeit.').waitFor();
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
  const luca = await advisorHours(apiPort, 'adv-luca-bernasconi', date);
  assert.ok(luca.length === 0 || luca.some((h) => !h.isInactive), 'Luca Bernasconi is not blocked');
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
        .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent?.trim() ?? ''), column);
      assert.equal(listed.length, await shown(), 'every row listed is counted');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Als CSV exportieren' }).click(),
      ]);
      const csv = fs.readFileSync((await download.path()) ?? assert.fail('downloaded'), 'utf8');
      const [head = '', ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      assert.equal(head.split(',')[0], 'Buchungsnummer');
      assert.deepEqual(
        lines.map((line) => line.split(',')[0]),
        listed,
        'the same consultations in the same order',
      );
    },
    asLead(),
  );
});

test('a consultation past its start is recorded as a no-show', async (t) => {
  // A consultation that has started: a demo booking moved into the past while the checkout is stopped (the API
  // reads its clock from the system), then the same database served again (no new demo data).
  const dataDir = env.checkout.dataDir;
  await env.checkout.stop({ keepData: true });
  const db = await PGlite.create(dataDir);
  /** @type {{ id: string }[]} */
  let moved;
  try {
    ({ rows: moved } = await db.query(
      `update bookings set slot_date = slot_date - 3, starts_at = starts_at - interval '3 days',
         created_at = created_at - interval '4 days'
       where id = (select id from bookings where advisor_id = 'adv-anna-meier' and firstname = 'Heidi'
                     and lastname = 'Ammann' order by slot_date limit 1)
       returning id`,
    ));
  } finally {
    await db.close();
  }
  const id = moved[0]?.id ?? assert.fail('the demo has Heidi Ammann’s booking');
  env.checkout = await startTestCheckout({ dataDir, apiEnv: { DEMO_DATA: '' } });

  await withPage(
    env.browser,
    t,
    async (page) => {
      await page.goto(backoffice(`consultations/${id}`));
      await page.getByRole('heading', { level: 1, name: /^Beratung / }).waitFor();
      await page.getByRole('button', { name: 'Als nicht erschienen markieren' }).click();
      await page.getByText('Als nicht erschienen markiert.').waitFor();
      await page.getByText('Nicht erschienen', { exact: true }).first().waitFor();
      // The audit trail names each change of these tests and who made it.
      await page.goto(backoffice('audit'));
      for (const action of ['Ergebnis erfasst', 'Abwesenheit eingetragen', 'Anfrage angenommen']) {
        const entry = page.getByRole('row').filter({ hasText: action });
        await entry.first().waitFor();
        assert.match(await entry.first().innerText(), /Petra Vogel/, action);
      }
    },
    asLead(),
  );
});
