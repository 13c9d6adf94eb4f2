// What the address brings (issue 9): a destination chosen in the overlay, a preset travel experience
// (travelId), advisor (advisorId) and agency (agencyId), each changing the views as the spec says (sections 2
// and 6) and each booked; and the leave button's returnUrl (an unsafe one is not used). German and French,
// where the texts differ. The last test reads the API's database: each booking holds what the address chose.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { TEXT, heading, stored, storedBookings, summaryEntries, visitor } from '../support/journey.mjs';

/** @typedef {import('../support/journey.mjs').Lang} Lang */
/**
 * What a booking's row and payload must hold.
 * @typedef {{
 *   what: string,
 *   advisor: string,
 *   agency?: string,
 *   agencies: string[],
 *   travelExperienceId: string,
 *   destinations: string[],
 *   others: string[],
 *   event: string,
 * }} Expected
 */

const env = useTestCheckout();
/** @type {Map<string, Expected>} booking id -> what its row and payload must hold */
const expected = new Map();

/** Texts of this file that journey.mjs does not have. */
const WORDS = {
  de: {
    ...TEXT.de,
    agencyButton: /^Filiale wählen/,
    destination: 'Reiseziel',
    asidePanel: 'Persönliche Reiseberatung',
  },
  fr: {
    ...TEXT.fr,
    agencyButton: /^Choisir une agence/,
    destination: 'Destination',
    asidePanel: 'Conseil voyage personnalisé',
  },
};

// Seed (api/src/seed/demo-catalogue.json): the advisors of the Bern branch office.
const BERN_ADVISORS = ['Thomas Zimmermann', 'Martina Schneider'];

/**
 * @param {import('playwright-core').Page} page
 * @param {Lang} lang
 */
const yourChoice = (page, lang) => page.getByRole('region', { name: WORDS[lang].yourChoice });

/**
 * Steps 4 to 7 from step 4: travel details, contact, the summary's entries, booked.
 * @param {import('../support/journey.mjs').Visitor} v
 * @param {string} email
 */
async function bookFromStep4(v, email) {
  await v.travelDetails();
  await v.contact(email);
  const entries = await summaryEntries(v.page);
  const response = await v.confirm();
  return { entries, response };
}

/**
 * No side panel (step 2) or side block (step 3) leading to step 1 self: a preset advisor hides it.
 * @param {import('../support/journey.mjs').Visitor} v
 * @param {string} where named when it fails
 */
async function expectNoCustomDateWay(v, where) {
  const button = v.page.getByRole('button', { name: v.text.customDateButton });
  assert.equal(await button.count(), 0, `${where}: no side panel to step 1 self`);
}

test('a destination via the overlay, in French: the header and the summary name it, step 4 asks no destination, booked', async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      const v = visitor(page, env.checkout.url, { lang: 'fr' });
      const w = WORDS.fr;
      await v.open('/step-1?event=salon-destination');
      await v.at('step-1');
      assert.equal(await yourChoice(page, 'fr').count(), 0, 'nothing chosen yet: no header');
      await page.getByRole('button', { name: v.text.destinationChoice }).click();
      const block = page.getByRole('dialog', { name: w.destinationBlock });
      await block.getByRole('button', { name: w.destinationFilter }).click();
      const filter = page.getByRole('dialog', { name: w.destinationFilter });
      await filter.getByRole('searchbox', { name: 'Rechercher une destination' }).fill('isl');
      await filter.getByText('Islande', { exact: true }).click();
      assert.equal(await filter.getByRole('checkbox', { name: 'Islande' }).isChecked(), true);
      await filter.getByRole('button', { name: 'Valider' }).click();
      await filter.waitFor({ state: 'detached' });
      await block.getByText('Destinations choisies: Islande').waitFor();
      assert.match(await yourChoice(page, 'fr').innerText(), /Destinations:\s*Islande/);
      await block.getByRole('button', { name: w.destinationGoOn }).click();
      await v.at('step-2');
      await v.chooseDay();
      const slot = await v.chooseHour('phone');

      // Step 4 shows no destination chooser: a destination is already checked.
      await page.locator('#travel-duration-none').waitFor();
      assert.equal(await page.locator('#travel-destination').count(), 0, 'no destination chooser');
      const { entries, response } = await bookFromStep4(v, 'leo.islande@example.ch');
      assert.equal(entries[w.destination], 'Islande', 'the summary names the destination');
      assert.equal(entries['Autres destinations'], undefined, 'and no other destination');
      expected.set(response.bookingId, {
        what: 'destination (fr)',
        advisor: slot.advisorId,
        agencies: [],
        travelExperienceId: '',
        destinations: ['iceland'],
        others: [],
        event: 'salon-destination',
      });
    },
    { locale: 'fr-CH' },
  );
});

test('a travel experience from the address (travelId), in German: its card opens with title and destination, the summary names the trip, booked', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    const w = WORDS.de;
    await v.open('/step-1?travelId=te-namibia-self-drive&event=messe-reise');
    await v.at('step-1');
    // The travel-experience overlay opens by itself, with the trip's card and its destination checked.
    const block = page.getByRole('dialog', { name: w.destinationBlock });
    const card = block.locator('article.ck-travel-card');
    await card.getByRole('heading', { level: 3, name: 'Namibia auf eigene Faust' }).waitFor();
    assert.match(await card.innerText(), /\bNamibia\n/, 'the card names the destination');
    await block.getByText('Gewählte Reiseziele: Namibia').waitFor();
    assert.match(await yourChoice(page, 'de').innerText(), /Reiseziele:\s*Namibia/);
    await block.getByRole('button', { name: w.destinationGoOn }).click();
    await v.at('step-2');
    await v.chooseDay();
    const slot = await v.chooseHour('online');
    await page.locator('#travel-duration-none').waitFor();
    assert.equal(await page.locator('#travel-destination').count(), 0, 'no destination chooser');
    const { entries, response } = await bookFromStep4(v, 'lea.namibia@example.ch');
    assert.equal(entries[w.destination], 'Namibia auf eigene Faust', 'the summary names the trip');
    assert.equal(entries['Weitere Reiseziele'], undefined, "the trip's own destination is not listed again");
    expected.set(response.bookingId, {
      what: 'travelId (de)',
      advisor: slot.advisorId,
      agencies: [],
      travelExperienceId: 'te-namibia-self-drive',
      destinations: ['namibia'],
      others: [],
      event: 'messe-reise',
    });
  });
});

test('an advisor from the address (advisorId), in French: the consultant overlay, no branch filter or way to step 1 self, only that advisor, booked with them', async (t) => {
  await withPage(
    env.browser,
    t,
    async (page) => {
      const v = visitor(page, env.checkout.url, { lang: 'fr' });
      const w = WORDS.fr;
      await v.open('/step-1?advisorId=adv-thomas-zimmermann&event=conseil-berne');
      // Step 1's heading names the advisor (spec section 6; issue 19: it was the plain heading).
      await heading(page, 'Votre rendez-vous avec Thomas Zimmermann').waitFor();
      assert.equal(new URL(page.url()).pathname, '/checkout/fr/step-1');
      // The consultant overlay opens with that advisor's detail.
      const overlay = page.getByRole('dialog', { name: 'Thomas Zimmermann' });
      await overlay.getByText('Conseiller en voyages senior à Berne').waitFor();
      assert.match(await overlay.innerText(), /Langues: allemand, français, anglais/);
      await overlay.getByRole('button', { name: 'Fermer' }).click();
      await overlay.waitFor({ state: 'detached' });

      // Step 1 after it: a note that the search is limited to that advisor, the side panel with the main-info
      // button, and the advisor in the header.
      await page.getByText('Votre recherche est limitée aux rendez-vous avec Thomas Zimmermann.').waitFor();
      const aside = page.locator('aside');
      await aside.getByRole('button', { name: w.mainInfoButton }).waitFor();
      assert.match(await aside.innerText(), new RegExp(w.asidePanel));
      assert.match(await yourChoice(page, 'fr').innerText(), /Thomas Zimmermann/);

      await page.getByRole('button', { name: v.text.generalAdvice }).click();
      await v.at('step-2');
      await v.offeredDays();
      assert.equal(
        await page.getByRole('button', { name: w.agencyButton }).count(),
        0,
        'step 2: no branch filter',
      );
      await expectNoCustomDateWay(v, 'step 2');
      await v.chooseDay();

      // Step 3 lists that advisor only, and no side block.
      await page.locator('.ck-advisor-list .ck-pill:not([disabled])').first().waitFor();
      assert.deepEqual(
        await page.locator('.ck-advisor__name').allInnerTexts(),
        ['Thomas Zimmermann'],
        'only the preset advisor',
      );
      await expectNoCustomDateWay(v, 'step 3');
      const slot = await v.chooseHour('personal');
      assert.equal(slot.advisorId, 'adv-thomas-zimmermann');
      const { response } = await bookFromStep4(v, 'leo.berne@example.ch');
      assert.equal(
        await heading(page, v.text.headings['step-7']).innerText(),
        'Merci beaucoup! Thomas Zimmermann se réjouit de vous conseiller.',
      );
      expected.set(response.bookingId, {
        what: 'advisorId (fr)',
        advisor: 'adv-thomas-zimmermann',
        agencies: [],
        travelExperienceId: '',
        destinations: [],
        others: [v.text.travel.destination],
        event: 'conseil-berne',
      });
    },
    { locale: 'fr-CH' },
  );
});

test('an agency from the address (agencyId), in German: the heading names its city, pre-selected once, no branch filter, hours at that branch only, booked', async (t) => {
  await withPage(env.browser, t, async (page) => {
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    const w = WORDS.de;
    await v.open('/step-1?agencyId=bern&event=filiale-bern');
    // Step 1's heading names the branch office's city.
    const cityHeading = heading(page, 'Wie dürfen wir Sie in Bern beraten?');
    await cityHeading.waitFor();
    assert.equal(new URL(page.url()).pathname, '/checkout/step-1');
    assert.match(await yourChoice(page, 'de').innerText(), /Filialen:\s*Bern Marktgasse/);
    assert.deepEqual(await stored(page, 'AGENCY-ID-INIT'), { agencyIdInitialised: true });
    // A reload is not a second first load: the agency stays checked, once.
    await page.reload();
    await cityHeading.waitFor();
    const checked = (await stored(page, 'CHECKOUT-AGENCY-FILTER')).checked.map(
      (/** @type {{ id: string }} */ item) => item.id,
    );
    assert.deepEqual(checked, ['bern'], 'checked once');
    assert.equal((await yourChoice(page, 'de').innerText()).match(/Bern Marktgasse/g)?.length, 1);

    await page.getByRole('button', { name: v.text.generalAdvice }).click();
    await v.at('step-2');
    await v.offeredDays();
    assert.equal(
      await page.getByRole('button', { name: w.agencyButton }).count(),
      0,
      'step 2: no branch filter',
    );
    await v.chooseDay();

    // Step 3: every advisor with hours works at the Bern branch.
    await page.locator('.ck-advisor-list .ck-pill:not([disabled])').first().waitFor();
    const names = await page.locator('.ck-advisor__name').allInnerTexts();
    assert.ok(names.length > 0, 'advisors are listed');
    for (const name of names) assert.ok(BERN_ADVISORS.includes(name), `${name} works in Bern`);
    for (const meta of await page.locator('.ck-advisor__meta').allInnerTexts()) {
      assert.match(meta, / in Bern$/);
    }
    const slot = await v.chooseHour('online');
    const { entries, response } = await bookFromStep4(v, 'lea.bern@example.ch');
    assert.ok(BERN_ADVISORS.includes(entries.Beratung), 'the summary names the advisor');
    // Issue 19: the branch by name and address, not only its city.
    assert.equal(
      entries.Filiale,
      'Bern Marktgasse, Marktgasse 9, 3011 Bern',
      'and the branch with its address',
    );
    // A video booking (issue 19): the link by e-mail, not 'we look forward to seeing you in Bern'.
    const followups = await page.locator('.ck-followups').innerText();
    assert.ok(
      followups.includes(
        'Den Link zum Videogespräch erhalten Sie per E-Mail, spätestens 30 Minuten vor dem Termin.',
      ),
      'step 7 says how the video call is joined',
    );
    assert.ok(!followups.includes('in Bern'), 'step 7 names no city for a video call');
    // A booked hour can go into a calendar (a custom-date request cannot: custom-date.test.mjs).
    await page.getByRole('heading', { name: 'In Ihren Kalender eintragen' }).waitFor();
    expected.set(response.bookingId, {
      what: 'agencyId (de)',
      advisor: slot.advisorId,
      agency: 'bern',
      agencies: ['bern'],
      travelExperienceId: '',
      destinations: [],
      others: [v.text.travel.destination],
      event: 'filiale-bern',
    });
  });
});

test('the leave button goes to returnUrl on a configured host, else to the home page ({host}); an unsafe or foreign returnUrl is not used', async (t) => {
  const { host } = await (await fetch(env.checkout.url('/checkout-config.json'))).json();
  assert.match(host, /^https:\/\//, 'the runtime config names the home page');
  await withPage(env.browser, t, async (page) => {
    /** @param {Lang} lang */
    const leave = (lang) => page.getByRole('link', { name: TEXT[lang].leave, exact: true });
    // As an absolute address: the home page may be written with or without its closing slash.
    /** @param {Lang} lang */
    const leaveHref = async (lang) => new URL((await leave(lang).getAttribute('href')) ?? '').href;
    const v = visitor(page, env.checkout.url, { lang: 'de' });
    const partner = 'https://partner.example/reisen?ref=checkout';

    // Each address goes through init, which forgets the previous visit's returnUrl.
    await v.open(`/?returnUrl=${encodeURIComponent(partner)}`);
    await v.at('step-1');
    assert.equal(await leaveHref('de'), partner);
    await page.getByRole('button', { name: TEXT.de.generalAdvice }).click();
    await v.at('step-2');
    assert.equal(await leaveHref('de'), partner, 'on every step');
    // Following it leaves the checkout for that address.
    await page.route(
      (url) => url.hostname === 'partner.example',
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
    );
    await leave('de').click();
    await page.waitForURL(partner);

    const home = new URL(host).href;
    for (const [query, want, what] of [
      ['', home, 'without returnUrl: the home page'],
      ['?returnUrl=javascript%3Aalert(document.cookie)', home, 'javascript: is not used'],
      ['?returnUrl=%20JavaScript%3Aalert(1)', home, 'nor in other letters, after a space'],
      ['?returnUrl=data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E', home, 'data: is not used'],
      // No open redirect: a host that is neither the brand's nor in the config's returnUrlHosts.
      ['?returnUrl=https%3A%2F%2Fevil.example%2Flogin', home, 'a foreign site is not used'],
      ['?returnUrl=%2F%2Fevil.example%2Flogin', home, 'nor as a scheme-relative address'],
      ['?returnUrl=https%3A%2F%2Fpartner.example.evil.example%2F', home, 'nor a look-alike host'],
      [
        '?returnUrl=%2Freisen%2Fisland',
        new URL('/reisen/island', host).href,
        'a path stays on the home site',
      ],
    ]) {
      await page.goto(env.checkout.url(`/fr/${query}`));
      await page.waitForURL((u) => u.pathname === '/checkout/fr/step-1');
      await heading(page, TEXT.fr.headings['step-1']).waitFor();
      assert.equal(await leaveHref('fr'), want, what);
    }
  });
});

test('the database holds each booking with what the address and the overlay chose', async () => {
  assert.equal(expected.size, 4, 'four bookings were made above');
  const rows = await storedBookings(env.checkout);
  assert.deepEqual(rows.map((r) => r.id).sort(), [...expected.keys()].sort(), 'one row per booking');
  for (const row of rows) {
    const want = expected.get(row.id) ?? assert.fail(`booking ${row.id} was not made by these tests`);
    const p = row.payload;
    assert.deepEqual(
      {
        kind: row.kind,
        advisor: row.advisor_id,
        advisorInPayload: p.advisorId,
        ...(want.agency ? { agency: row.agency_id } : {}),
        agencies: p.selectedAgencyLocations,
        travelExperienceId: p.travelExperienceId,
        destinations: p.selectedDestinations,
        others: p.otherDestinations,
        event: p.eventName,
      },
      {
        kind: 'slot',
        advisor: want.advisor,
        advisorInPayload: want.advisor,
        ...(want.agency ? { agency: want.agency } : {}),
        agencies: want.agencies,
        travelExperienceId: want.travelExperienceId,
        destinations: want.destinations,
        others: want.others,
        event: want.event,
      },
      want.what,
    );
  }
});
