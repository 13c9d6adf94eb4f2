/* global document -- the page.evaluate() bodies run in the browser */
// After the booking (issue 20): book, open the manage link from the confirmation e-mail in the mailbox, move the
// appointment, then cancel it; the hours come free for others, the e-mails (with their .ics) say what happened.
// Inside the cut-off the page refuses, in German and French. axe-core on every state of the page.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { startTestCheckout, useTestCheckout } from '../support/checkout.mjs';
import { isOffered, mailStartingWith } from '../support/api.mjs';
import { until, visitor } from '../support/journey.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = useTestCheckout();
const run = promisify(execFile);
/** @type {{ bookingId: string, advisorId: string } | null} the journey's booking (the feed test reads it back) */
let journey = null;

/**
 * A port nobody listens on now.
 * @returns {Promise<number>}
 */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} listening on TCP */ (server.address());
      server.close(() => resolve(port));
    });
  });

test('a link that opens no booking says so, in German and French', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await page.goto(env.checkout.url(`/manage/${'A'.repeat(32)}`));
    await page.getByRole('heading', { level: 1, name: 'Termin nicht gefunden' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Zu diesem Link gibt es keine Buchung' }).waitFor();
    await expectNoAxeViolations(page, 'the manage page (unknown link)');
    await page.goto(env.checkout.url(`/fr/manage/${'A'.repeat(32)}`));
    await page.getByRole('heading', { level: 1, name: 'Rendez-vous introuvable' }).waitFor();
  });
});

test('book, open the link from the e-mail, move, then cancel: hours free again, e-mails and .ics say so', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url);
    const email = 'manage.journey@example.ch';
    await v.generalAdvice();
    // The third offered day: at least two days ahead, outside the 24-hour cut-off.
    await v.chooseDay(2);
    const slot = await v.chooseHour('phone');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await v.at('step-5');
    await v.contact(email);
    const response = await v.confirm();
    journey = { bookingId: response.bookingId, advisorId: slot.advisorId };
    // Step 7 names the reference a traveller reads out on the phone.
    const reference = `${response.bookingReference.slice(0, 4)}-${response.bookingReference.slice(4)}`;
    await page.getByText(`Ihre Buchungsnummer: ${reference}`).waitFor();

    // The confirmation e-mail carries the manage link (never the booking id) and the reference.
    const confirmation = await mailStartingWith(
      env.checkout.mailboxDir,
      `confirmation.${response.bookingId}`,
    );
    const link = /https?:\/\/\S+\/checkout\/manage\/[A-Za-z0-9_-]{38}/.exec(confirmation.text)?.[0];
    assert.ok(link, `the confirmation names the manage page: ${confirmation.text}`);
    assert.ok(!link.includes(response.bookingId), 'the link is not the booking id');
    assert.match(confirmation.text, new RegExp(reference));

    // Opening the link changes nothing.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Ihr Beratungstermin' }).waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByText('Gebucht').waitFor();
    await expectNoAxeViolations(page, 'the manage page (booked)');
    assert.equal(await isOffered(env.checkout.ports.api, slot.advisorId, slot.date, slot.time), false);

    // Move, by keyboard: the advisor's free hours, one picked, confirmed.
    await page.getByRole('button', { name: 'Termin verschieben' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: /Freie Termine bei/ }).waitFor();
    // An hour on the last day offered (days ahead): the moved booking stays outside the cut-off.
    const firstHour = page.locator('.ck-manage__day').last().locator('.ck-pill').first();
    await firstHour.waitFor();
    await expectNoAxeViolations(page, 'the manage page (moving)');
    const [newDay, newTime] = ((await firstHour.getAttribute('aria-label')) ?? '').split(', ').slice(1, 3);
    await firstHour.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Verschieben auf/ }).click();
    await page.getByText(/Ihr Termin ist verschoben/).waitFor();
    assert.match(await page.locator('main').innerText(), new RegExp(newTime ?? 'x'));
    await expectNoAxeViolations(page, 'the manage page (moved)');
    // The first hour is free for a second visitor at once.
    assert.equal(await isOffered(env.checkout.ports.api, slot.advisorId, slot.date, slot.time), true);
    const moved = await mailStartingWith(env.checkout.mailboxDir, `moved.${response.bookingId}.1`);
    const movedIcs = moved.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';
    assert.match(movedIcs, /SEQUENCE:1/);
    assert.match(movedIcs, new RegExp(`UID:${response.bookingId}@`));
    assert.ok(
      newDay && moved.text.includes(newDay.split(' ').at(-1) ?? newDay),
      'the e-mail names the new day',
    );
    await mailStartingWith(env.checkout.mailboxDir, `branch_moved.${response.bookingId}.1`);

    // Cancel: a confirmation first, then the booking is cancelled and its hour free.
    await page.getByRole('button', { name: 'Termin absagen' }).click();
    const keep = page.getByRole('button', { name: 'Termin behalten' });
    await keep.waitFor();
    await expectNoAxeViolations(page, 'the manage page (confirm cancel)');
    await page.getByRole('button', { name: 'Ja, Termin absagen' }).click();
    await page.getByText(/Ihr Termin ist abgesagt/).waitFor();
    await page.getByText('Abgesagt', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Termin verschieben' }).count(), 0);
    await expectNoAxeViolations(page, 'the manage page (cancelled)');
    const cancelled = await mailStartingWith(env.checkout.mailboxDir, `cancelled.${response.bookingId}.2`);
    const cancelIcs =
      cancelled.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';
    assert.match(cancelIcs, /METHOD:CANCEL/);
    assert.match(cancelIcs, /STATUS:CANCELLED/);
    assert.match(cancelIcs, /SEQUENCE:2/);
    await mailStartingWith(env.checkout.mailboxDir, `branch_cancelled.${response.bookingId}.2`);

    // A reload (or a mail scanner) shows the cancelled booking; the French page says the same in French.
    await page.goto(link.replace('/checkout/manage/', '/checkout/fr/manage/'));
    await page.getByRole('heading', { level: 1, name: 'Votre rendez-vous de conseil' }).waitFor();
    await page.getByText('Annulé', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  });
});

test("the advisor's calendar feed shows the moved and then cancelled appointment (ical.js)", async () => {
  assert.ok(journey, 'the journey above booked');
  const booked = journey;
  // The operator's command opens the database itself: with PGlite, while no API holds the directory.
  const { dataDir, mailboxDir } = env.checkout;
  await env.checkout.stop({ keepData: true });
  // Nothing left for the file's after() to stop.
  /** @type {{ checkout?: unknown }} */ (env).checkout = undefined;
  const apiDir = path.join(ROOT, 'api');
  const port = await freePort();
  const apiEnv = {
    ...process.env,
    PGLITE_DATA_DIR: dataDir,
    PORT: String(port),
    API_PUBLIC_URL: `http://localhost:${port}`,
  };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/cli/calendar-feeds.ts', 'create', 'advisor', booked.advisorId, 'e2e'],
    { cwd: apiDir, env: { ...apiEnv, API_URL: `http://127.0.0.1:${port}` } },
  );
  const feedUrl = /https?:\/\/\S+\.ics/.exec(stdout)?.[0];
  assert.ok(feedUrl, `the command printed the feed's address: ${stdout}`);
  const api = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: apiDir,
    env: { ...apiEnv, OUTBOX_WORKER: 'off', LOG_LEVEL: 'warn', MAILBOX_DIR: mailboxDir },
    stdio: 'ignore',
  });
  try {
    await until(
      async () => (await fetch(feedUrl).catch(() => null))?.ok === true,
      'the feed to answer',
      60_000,
    );
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(feedUrl)).text()));
    const event = calendar
      .getAllSubcomponents('vevent')
      .find((e) => String(e.getFirstPropertyValue('uid')).startsWith(`${booked.bookingId}@`));
    assert.ok(event, 'the feed lists the booking under the UID of its e-mails');
    assert.equal(event.getFirstPropertyValue('status'), 'CANCELLED');
    assert.equal(Number(event.getFirstPropertyValue('sequence')), 2, 'moved once, then cancelled');
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mailboxDir, { recursive: true, force: true });
  }
});

/** @typedef {{ heading: string, closed: string, call: RegExp }} ManageTexts what the manage page says inside the cut-off */

test('inside the cut-off the page refuses to change anything and names the branch phone (de, fr)', async (t) => {
  // A checkout whose cut-off covers the whole booking horizon: every booking is inside it.
  const checkout = await startTestCheckout({ apiEnv: { MANAGE_CUTOFF_HOURS: String(24 * 120) } });
  const browser = await launchBrowser();
  try {
    await withPage(browser, t, async (page) => {
      const v = visitor(page, checkout.url);
      await v.generalAdvice();
      await v.chooseDay();
      await v.chooseHour('personal');
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await v.at('step-5');
      await v.contact('manage.cutoff@example.ch');
      const response = await v.confirm();
      for (const [prefix, texts] of /** @type {[prefix: string, texts: ManageTexts][]} */ ([
        [
          '',
          { heading: 'Ihr Beratungstermin', closed: 'Online nicht mehr änderbar', call: /Filiale anrufen/ },
        ],
        [
          '/fr',
          {
            heading: 'Votre rendez-vous de conseil',
            closed: 'Plus modifiable en ligne',
            call: /Appeler l’agence/,
          },
        ],
      ])) {
        await page.goto(checkout.url(`${prefix}/manage/${response.manageToken}`));
        await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
        await page.getByText(texts.closed).waitFor();
        const call = page.getByRole('link', { name: texts.call });
        assert.match((await call.getAttribute('href')) ?? '', /^tel:\+41/);
        assert.equal(await page.locator('main button').count(), 0, 'no cancel or move offered');
        await expectNoAxeViolations(page, `the manage page inside the cut-off (${prefix || 'de'})`);
      }
      // The API refuses too, whatever the page shows.
      const res = await fetch(
        `http://localhost:${checkout.ports.api}/api/manage/${response.manageToken}/cancel`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ culture: 'fr-CH' }),
        },
      );
      assert.equal(res.status, 409);
      assert.match((await res.json()).message, /agence/);
    });
  } finally {
    await browser.close();
    await checkout.stop();
  }
});
