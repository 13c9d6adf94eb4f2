// Steps 6 and 7 (mfe_confirmation) against the real booking API on PGlite: a booking end to end that a
// double click and a reload mid-request do not repeat, a failing API landing on the error page, and an hour
// taken by someone else at the last moment, recovered on step 3. The last test stops the checkout and reads
// the API's database to check exactly the expected rows were stored.
/* global document -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { stored, storedBookings, visitor } from '../support/journey.mjs';
import { navigateInApp } from '../support/navigation.mjs';
import { bookAsTraveller } from '../support/api.mjs';

const env = useTestCheckout();
/** Bookings the tests expect in the database: id -> what the visitor chose. */
const expected = new Map();

const RESERVE = '**/api/checkout/reserve';
const CONFIRM = 'Termin verbindlich anfragen';
/** @param {string} path below /api */
const apiUrl = (path) => `http://localhost:${env.checkout.ports.api}/api${path}`;

/**
 * Steps 1 to 5 (general advice, the first offered day, the first hour by phone, contact) to the summary.
 * @param {import('playwright-core').Page} page
 * @param {string} email
 */
async function reachStep6(page, email) {
  const v = visitor(page, env.checkout.url);
  await v.generalAdvice();
  await v.chooseDay();
  const slot = await v.chooseHour('phone');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await v.at('step-5');
  await v.contact(email);
  return { v, slot };
}

test('books end to end; a reload mid-request and a double click store one booking', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const email = 'lea.end-to-end@example.ch';
    const { slot } = await reachStep6(page, email);
    assert.match(await page.locator('main').innerText(), new RegExp(`${slot.time} bis`));
    assert.match(
      await page.locator('address').innerText(),
      /Lea Muster[\s\S]*8001 Zürich[\s\S]*lea\.end-to-end/,
    );

    // The first request reaches the API and books, but the page reloads before the answer arrives.
    let firstAnswer = /** @type {{ bookingId: string } | null} set by the route below */ (null);
    /** @type {(value?: unknown) => void} */
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
    /** @type {(string | undefined)[]} */
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
    expected.set(reservation.response.bookingId, {
      advisorId: slot.advisorId,
      date: slot.date,
      time: slot.time,
      email,
    });

    // Step 7: advisor headline, the server's text, add to calendar for the booked hour.
    await page.getByRole('heading', { level: 1, name: /Vielen Dank! .+ freut sich auf Sie\./ }).waitFor();
    assert.match(await page.locator('.ck-appointment-text').innerText(), new RegExp(`${slot.time}`));
    const calendar = page.getByRole('region', { name: 'In Ihren Kalender eintragen' });
    const ics = calendar.getByRole('link', { name: 'Kalenderdatei (.ics)' });
    assert.equal(await ics.getAttribute('download'), `reiseberatung-${slot.date}.ics`);
    const icsText = decodeURIComponent(
      ((await ics.getAttribute('href')) ?? '').split(',').slice(1).join(','),
    );
    assert.match(
      icsText,
      new RegExp(`DTSTART;TZID=Europe/Zurich:${slot.date.replace(/-/g, '')}T${slot.time.replace(':', '')}00`),
    );
    assert.match(icsText, new RegExp(`UID:${reservation.response.bookingId}@`));
    const google = new URL(
      (await calendar.getByRole('link', { name: /Google Kalender/ }).getAttribute('href')) ?? '',
    );
    assert.match(google.searchParams.get('dates') ?? '', /^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    assert.equal(await page.getByRole('button', { name: 'Zurück' }).count(), 0, 'no back button on step 7');
    // Issue 37: once booked, the checkout's storage keeps no name, e-mail or phone (step 7 shows none after a reload).
    const storage = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    for (const personal of [email, 'Muster', '079 123 45 67']) {
      assert.ok(!storage.includes(personal), `localStorage after step 7 holds ${personal}`);
    }

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
    const { v, slot } = await reachStep6(page, email);
    const { checkoutSessionId } = await stored(page, 'CHECKOUT-RESERVATION');

    // Just before our request arrives, another traveller books the same hour (our hold is let go first).
    let otherBooking = /** @type {{ bookingId: string } | null} set by the route below */ (null);
    await page.route(
      RESERVE,
      async (route) => {
        const ours = route.request().postDataJSON();
        // Our own browser lets the hold go (its session's token, as the ApiClient sends it: issue 32).
        const release = await fetch(apiUrl('/checkout/hold'), {
          method: 'DELETE',
          headers: {
            'content-type': 'application/json',
            'x-checkout-session': route.request().headers()['x-checkout-session'] ?? '',
          },
          body: JSON.stringify({ sessionId: checkoutSessionId }),
        });
        assert.ok(release.ok, `release answered ${release.status}`);
        // The other traveller's browser: a session, its hold (with the proof of work), then the booking.
        otherBooking = await bookAsTraveller(
          env.checkout.ports.api,
          { advisorId: ours.advisorId, date: ours.appointmentDate, time: ours.appointmentTime },
          { ...ours, userFirstname: 'Noah', userEmail: 'noah.first@example.ch' },
        );
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.waitForURL(/\/checkout\/step-3$/);
    assert.ok(otherBooking);
    expected.set(otherBooking.bookingId, {
      advisorId: slot.advisorId,
      date: slot.date,
      time: slot.time,
      email: 'noah.first@example.ch',
    });
    const message = page.getByText('Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen.');
    await message.waitFor();
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Fast geschafft!' }).count(), 0);

    // Another hour; steps 4 and 5 still hold what was entered.
    const next = await v.chooseHour('phone');
    assert.notDeepEqual(next, slot);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.waitForURL(/\/checkout\/step-5$/);
    assert.equal(await page.locator('#contact-email').inputValue(), email);
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await page.waitForURL(/\/checkout\/step-6$/);
    await page.getByRole('button', { name: CONFIRM }).click();
    await page.waitForURL(/\/checkout\/step-7$/);
    const reservation = await stored(page, 'CHECKOUT-RESERVATION');
    expected.set(reservation.response.bookingId, {
      advisorId: next.advisorId,
      date: next.date,
      time: next.time,
      email,
    });
  });
});

test('the database holds exactly the bookings made, once each', async () => {
  const rows = await storedBookings(env.checkout);
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
});
