// Steps 6 and 7 (mfe_confirmation) against the real booking API on PGlite: a booking end to end that a
// double click and a reload mid-request do not repeat, a failing API landing on the error page, and an hour
// taken by someone else at the last moment, recovered on step 3. The last test stops the checkout and reads
// the API's database to check exactly the expected rows were stored.
/* global document, localStorage -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { navigateInApp } from '../support/navigation.mjs';

const env = useTestCheckout();
/** Bookings the tests expect in the database: id -> what the visitor chose. */
const expected = new Map();

const RESERVE = '**/api/checkout/reserve';
const CONFIRM = 'Termin verbindlich anfragen';
const apiUrl = (path) => `http://localhost:${env.checkout.ports.api}/api${path}`;

/** A persisted store key, parsed. */
const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/** Steps 1 to 3: general advice, the first free day, the first free hour, the first offered advice mode. */
async function pickHour(page) {
  await page.locator('.ck-advisor-list .ck-pill:not([disabled])').first().click();
  const dialog = page.getByRole('dialog', { name: 'Wie möchten Sie beraten werden?' });
  await dialog.waitFor();
  const radios = dialog.getByRole('radio');
  for (let i = 0; i < (await radios.count()); i += 1) {
    if (await radios.nth(i).isEnabled()) {
      await radios.nth(i).check();
      break;
    }
  }
  await dialog.getByRole('button', { name: 'Termin wählen' }).click();
  await page.waitForURL(/\/checkout\/step-4$/);
}

/** Steps 4 and 5 (contact data typed unless already kept) up to the summary. */
async function throughSteps4And5(page, email) {
  await page.getByRole('heading', { level: 1, name: 'Erzählen Sie uns von Ihrer Reise' }).waitFor();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.waitForURL(/\/checkout\/step-5$/);
  if ((await page.locator('#contact-firstname').inputValue()) === '') {
    await page.locator('#contact-gender-w_du').check();
    await page.locator('#contact-firstname').fill('Lea');
    await page.locator('#contact-lastname').fill('Muster');
    await page.locator('#contact-address').fill('Bahnhofstrasse 1');
    await page.locator('#contact-zip').fill('8001');
    await page.locator('#contact-city').fill('Zürich');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-phone').fill('079 123 45 67');
    await page.locator('#contact-privacy').check();
  }
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await page.waitForURL(/\/checkout\/step-6$/);
  await page.getByRole('heading', { level: 1, name: 'Fast geschafft!' }).waitFor();
}

async function reachStep6(page, email) {
  await page.goto(env.checkout.url('/'));
  await page.getByRole('button', { name: /Allgemeine Beratung/ }).click();
  await page.waitForURL(/\/checkout\/step-2$/);
  await page.locator('.ck-date-pills button:not([aria-busy="true"]):not([disabled])').first().click();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.waitForURL(/\/checkout\/step-3$/);
  await pickHour(page);
  await throughSteps4And5(page, email);
}

/** What the visitor chose, as the booking row stores it. */
async function chosenSlot(page) {
  const dates = await stored(page, 'CHECKOUT-DATES');
  const agenda = await stored(page, 'CHECKOUT-AGENDA');
  const [d, m, y] = dates.selectedDate.split('.');
  return { advisorId: agenda.selectedAdvisor, date: `${y}-${m}-${d}`, time: agenda.selectedHour.label };
}

test('books end to end; a reload mid-request and a double click store one booking', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const email = 'lea.end-to-end@example.ch';
    await reachStep6(page, email);
    const slot = await chosenSlot(page);
    assert.match(await page.locator('main').innerText(), new RegExp(`${slot.time} bis`));
    assert.match(
      await page.locator('address').innerText(),
      /Lea Muster[\s\S]*8001 Zürich[\s\S]*lea\.end-to-end/,
    );

    // The first request reaches the API and books, but the page reloads before the answer arrives.
    let firstAnswer = null;
    let releaseFirst = () => {};
    await page.route(RESERVE, async (route) => {
      const response = await route.fetch();
      firstAnswer = await response.json();
      // Keep the request hanging until the page has gone away.
      await new Promise((resolve) => {
        releaseFirst = resolve;
      });
      await route.abort().catch(() => {});
    });
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.waitForFunction(() => document.querySelector('button[aria-busy="true"]') !== null);
    while (firstAnswer === null) await new Promise((resolve) => setTimeout(resolve, 50));
    await page.reload();
    releaseFirst();
    await page.unroute(RESERVE);
    await page.getByRole('heading', { level: 1, name: 'Fast geschafft!' }).waitFor();

    // Again, with a double click: one request, answered with the booking of the first (same key).
    const posts = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/checkout/reserve')) posts.push(request.headers()['idempotency-key']);
    });
    await page.getByRole('button', { name: CONFIRM }).dblclick();
    await page.waitForURL(/\/checkout\/step-7$/);
    assert.equal(posts.length, 1, 'the second click sent nothing');
    const reservation = await stored(page, 'CHECKOUT-RESERVATION');
    assert.equal(reservation.isBooked, true);
    assert.equal(reservation.response.bookingId, firstAnswer.bookingId, 'the retry got the first booking');
    expected.set(reservation.response.bookingId, { ...slot, email });

    // Step 7: advisor headline, the server's text, add to calendar for the booked hour.
    await page.getByRole('heading', { level: 1, name: /Vielen Dank! .+ freut sich auf Sie\./ }).waitFor();
    assert.match(await page.locator('.ck-appointment-text').innerText(), new RegExp(`${slot.time}`));
    const calendar = page.getByRole('region', { name: 'In Ihren Kalender eintragen' });
    const ics = calendar.getByRole('link', { name: 'Kalenderdatei (.ics)' });
    assert.equal(await ics.getAttribute('download'), `reiseberatung-${slot.date}.ics`);
    const icsText = decodeURIComponent((await ics.getAttribute('href')).split(',').slice(1).join(','));
    assert.match(
      icsText,
      new RegExp(`DTSTART;TZID=Europe/Zurich:${slot.date.replace(/-/g, '')}T${slot.time.replace(':', '')}00`),
    );
    assert.match(icsText, new RegExp(`UID:${reservation.response.bookingId}@`));
    const google = new URL(
      await calendar.getByRole('link', { name: /Google Kalender/ }).getAttribute('href'),
    );
    assert.match(google.searchParams.get('dates'), /^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    assert.equal(await page.getByRole('button', { name: 'Zurück' }).count(), 0, 'no back button on step 7');

    // After the booking, any other step leads to init (then step 1).
    await navigateInApp(page, '/checkout/step-6');
    await page.waitForURL(/\/checkout\/step-1$/);
    assert.equal((await stored(page, 'CHECKOUT-RESERVATION')).isBooked, false);
  });
});

test('a failing API lands on the error page with the confirmation error', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await reachStep6(page, 'lea.failure@example.ch');
    await page.route(RESERVE, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal', message: 'boom' }),
      }),
    );
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.waitForURL(/\/checkout\/error$/);
    await page
      .getByRole('heading', { level: 1, name: 'Ihre Anfrage konnte nicht gesendet werden' })
      .waitFor();
    const text = await page.locator('main').innerText();
    assert.match(text, /Leider ist bei der Übermittlung ein Fehler aufgetreten\./);
    assert.match(
      text,
      /Etwas ist schiefgelaufen: Bei Ihrer Buchung ist ein Fehler aufgetreten, bitte versuchen Sie es später noch einmal\./,
    );
    assert.equal(await page.getByRole('button', { name: 'Neue Buchung starten' }).isVisible(), true);
  });
});

test('an hour taken by someone else at the last moment: back to step 3 with a message, then booked', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const email = 'lea.recovers@example.ch';
    await reachStep6(page, email);
    const slot = await chosenSlot(page);
    const { checkoutSessionId } = await stored(page, 'CHECKOUT-RESERVATION');

    // Just before our request arrives, another traveller books the same hour (our hold is let go first).
    let otherBooking = null;
    await page.route(
      RESERVE,
      async (route) => {
        const ours = route.request().postDataJSON();
        const release = await fetch(apiUrl('/checkout/hold'), {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: checkoutSessionId }),
        });
        assert.ok(release.ok, `release answered ${release.status}`);
        const other = await fetch(apiUrl('/checkout/reserve'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            ...ours,
            checkoutSessionId: randomUUID(),
            userFirstname: 'Noah',
            userEmail: 'noah.first@example.ch',
          }),
        });
        assert.equal(other.status, 201, `the other booking answered ${other.status}`);
        otherBooking = await other.json();
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.waitForURL(/\/checkout\/step-3$/);
    assert.ok(otherBooking);
    expected.set(otherBooking.bookingId, { ...slot, email: 'noah.first@example.ch' });
    const message = page.getByText('Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen.');
    await message.waitFor();
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Fast geschafft!' }).count(), 0);

    // Another hour; steps 4 and 5 still hold what was entered.
    await pickHour(page);
    const next = await chosenSlot(page);
    assert.notDeepEqual(next, slot);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.waitForURL(/\/checkout\/step-5$/);
    assert.equal(await page.locator('#contact-email').inputValue(), email);
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await page.waitForURL(/\/checkout\/step-6$/);
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.waitForURL(/\/checkout\/step-7$/);
    const reservation = await stored(page, 'CHECKOUT-RESERVATION');
    expected.set(reservation.response.bookingId, { ...next, email });
  });
});

test('the database holds exactly the bookings made, once each', async () => {
  await env.checkout.stop({ keepData: true });
  const db = await PGlite.create(env.checkout.dataDir);
  try {
    const { rows } = await db.query(
      `select id, kind, advisor_id, slot_date::text as slot_date, slot_time::text as slot_time, email
         from bookings where source = 'checkout' order by created_at`,
    );
    assert.deepEqual(
      rows.map((r) => r.id).sort(),
      [...expected.keys()].sort(),
      'one row per booking: none for the reload, the double click or the failed attempt',
    );
    for (const row of rows) {
      const want = expected.get(row.id);
      assert.equal(row.kind, 'slot');
      assert.equal(row.advisor_id, want.advisorId);
      assert.equal(row.slot_date, want.date);
      assert.equal(row.slot_time.slice(0, 5), want.time);
      assert.equal(row.email, want.email);
    }
  } finally {
    await db.close();
    fs.rmSync(env.checkout.dataDir, { recursive: true, force: true });
  }
});
