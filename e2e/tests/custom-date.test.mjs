// Custom-date mode (issue 9): an appointment outside opening hours, asked for from step 2's side panel (German)
// and from step 3's side block (French): step 1 self (branch office, day, hour and minute, advice mode), steps
// 4 to 6 with 'step X of 4', the summary's one-hour span at the branch, the request sent, step 7's
// self-appointment headline and the custom variants of its three points. The last test reads the database:
// both stored as custom requests at the chosen branch, day and time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { heading, storedBookings, summaryEntries, visitor, wireMode } from '../support/journey.mjs';

/** @typedef {import('../support/journey.mjs').AdviceMode} AdviceMode */
/** @typedef {import('../support/journey.mjs').Lang} Lang */
/** @typedef {import('../support/journey.mjs').Visitor} Visitor */

const env = useTestCheckout();
/**
 * @type {Map<string, Awaited<ReturnType<Visitor['customDate']>> & {
 *   agencyId: string,
 *   mode: AdviceMode,
 *   email: string,
 *   lang: Lang,
 * }>} booking id -> the request as chosen
 */
const expected = new Map();

/**
 * Texts of this file that journey.mjs does not have.
 * @type {Record<Lang, {
 *   stepOf: (x: number) => string,
 *   appointment: string,
 *   span: (date: string, from: string, till: string) => string,
 *   agency: string,
 *   adviceMode: string,
 *   points: (agency: string, mode: AdviceMode, span: string, phone: string, reference: string) => string[],
 *   calendar: string,
 * }>}
 */
const WORDS = {
  de: {
    stepOf: (x) => `Schritt ${x} von 4`,
    appointment: 'Termin',
    span: (date, from, till) => `${date}, ${from} bis ${till} Uhr`,
    agency: 'Filiale',
    adviceMode: 'Beratungsart',
    // Issue 19: the requested time is repeated, and where it happens follows the advice mode.
    points: (agency, mode, span, phone, reference) => [
      'Wir haben Ihren Terminwunsch erhalten und prüfen ihn.',
      `Ihre Buchungsnummer: ${reference}. Nennen Sie sie, wenn Sie die Filiale anrufen.`,
      `Ihr Wunschtermin: ${span}.`,
      'Sobald Ihr Termin bestätigt ist, erhalten Sie eine E-Mail.',
      {
        personal: `Ihr Termin findet in ${agency} statt.`,
        online: 'Sobald Ihr Termin bestätigt ist, erhalten Sie den Link zum Videogespräch per E-Mail.',
        phone: `Wir rufen Sie zum vereinbarten Zeitpunkt unter ${phone} an.`,
      }[mode],
    ],
    calendar: 'In Ihren Kalender eintragen',
  },
  fr: {
    stepOf: (x) => `Étape ${x} sur 4`,
    appointment: 'Rendez-vous',
    span: (date, from, till) => `${date}, de ${from} à ${till}`,
    agency: 'Agence',
    adviceMode: 'Mode de conseil',
    points: (agency, mode, span, phone, reference) => [
      'Nous avons bien reçu votre souhait de rendez-vous et l’examinons.',
      `Votre numéro de réservation: ${reference}. Indiquez-le si vous appelez l’agence.`,
      `Votre rendez-vous souhaité: ${span}.`,
      'Vous recevrez un e-mail dès que votre rendez-vous sera confirmé.',
      {
        personal: `Votre rendez-vous aura lieu à ${agency}.`,
        online: 'Dès que votre rendez-vous sera confirmé, vous recevrez le lien de l’appel vidéo par e-mail.',
        phone: `Nous vous appellerons à l’heure convenue au ${phone}.`,
      }[mode],
    ],
    calendar: 'Ajouter à votre agenda',
  },
};

/**
 * The chrome's 'step X of Y' (hidden: none) and the bar's segments.
 * @param {import('playwright-core').Page} page
 * @param {Lang} lang
 * @param {number | null} step
 */
async function expectProgress(page, lang, step) {
  const texts = await page.locator('.checkout-progress__text').allTextContents();
  assert.deepEqual(texts, step === null ? [] : [WORDS[lang].stepOf(step)], `'step ${step} of 4'`);
  assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuemax'), '4', 'four segments');
}

/**
 * Step 1 self to step 7 in custom-date mode, 'step X of 4' on the way; records the request.
 * @param {Visitor} v
 * @param {{ search: string, agency: string, agencyId: string, mode: AdviceMode, email: string }} request
 */
async function requestCustomDate(v, { search, agency, agencyId, mode, email }) {
  const { page, text } = v;
  const w = WORDS[text.lang];
  await v.at('step-1-self');
  await expectProgress(page, text.lang, 1);
  const choice = await v.customDate({ search, agency, mode });
  await v.at('step-4');
  await expectProgress(page, text.lang, 2);
  await v.travelDetails();
  await expectProgress(page, text.lang, 3);
  await v.contact(email);
  await expectProgress(page, text.lang, 4);

  // The summary: the custom day and start with a one-hour span, at the branch office, in the chosen mode.
  const entries = await summaryEntries(page);
  assert.equal(entries[w.appointment], w.span(choice.spokenDate, choice.from, choice.till));
  assert.equal(entries[w.agency], agency);
  assert.equal(entries[w.adviceMode], text.modeSummary[mode]);

  const response = await v.confirm('step-7-self');
  await expectProgress(page, text.lang, null);
  assert.equal(await heading(page, text.headings['step-7-self']).count(), 1, 'the self-appointment headline');
  assert.deepEqual(
    await page.locator('.ck-followups li').allInnerTexts(),
    w.points(
      agency,
      mode,
      w.span(choice.spokenDate, choice.from, choice.till),
      text.contact.phone,
      // Issue 20: the reference a traveller reads out on the phone, as XXXX-XXXX.
      `${response.bookingReference.slice(0, 4)}-${response.bookingReference.slice(4)}`,
    ),
    'the custom variants of the three points',
  );
  // A request is not yet an appointment: no server appointment text, nothing for the calendar.
  assert.equal(await page.locator('.ck-appointment-text').count(), 0);
  assert.equal(await page.getByRole('heading', { name: w.calendar }).count(), 0);
  expected.set(response.bookingId, { ...choice, agencyId, mode, email, lang: text.lang });
}

test("from step 2's side panel, in German: step 1 self to step 7, a one-hour span at the branch, the request's headline", async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    await v.generalAdvice();
    await v.offeredDays();
    await page.getByRole('button', { name: v.text.customDateButton }).click();
    await requestCustomDate(v, {
      search: 'bahnhofstrasse',
      agency: 'Zürich Bahnhofstrasse',
      agencyId: 'zurich-bahnhofstrasse',
      mode: 'online',
      email: 'lea.wunschtermin@example.ch',
    });
  });
});

test("from step 3's side block, in French: step 1 self to step 7, a one-hour span at the branch, the request's headline", async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      const v = visitor(page, env.checkout.url, { lang: 'fr' });
      await v.generalAdvice();
      await v.chooseDay();
      await page.locator('.ck-advisor-list .ck-pill:not([disabled])').first().waitFor();
      await page.getByRole('button', { name: v.text.customDateButton }).click();
      await requestCustomDate(v, {
        search: 'genève',
        agency: 'Genève Rue du Rhône',
        agencyId: 'geneve',
        mode: 'phone',
        email: 'leo.rendez-vous@example.ch',
      });
    },
    { locale: 'fr-CH' },
  );
});

test('the database holds both as custom requests at the chosen branch, day and time', async () => {
  assert.equal(expected.size, 2, 'two requests were sent above');
  const rows = await storedBookings(env.checkout);
  assert.deepEqual(rows.map((r) => r.id).sort(), [...expected.keys()].sort(), 'one row per request');
  for (const row of rows) {
    const want = expected.get(row.id) ?? assert.fail(`request ${row.id} was not made by these tests`);
    assert.deepEqual(
      {
        kind: row.kind,
        advisor: row.advisor_id,
        slotDate: row.slot_date,
        customDate: row.custom_date,
        customTime: row.custom_time,
        agency: row.agency_id,
        mode: row.advice_mode,
        email: row.email,
        agencies: row.payload.selectedAgencyLocations,
      },
      {
        kind: 'custom',
        advisor: null,
        slotDate: null,
        customDate: want.date,
        customTime: want.from,
        agency: want.agencyId,
        mode: wireMode(want.mode),
        email: want.email,
        agencies: [want.agencyId],
      },
      `request ${want.lang}`,
    );
  }
});
