// A visitor walking the checkout: the texts they read in German and French, and one driver per step, by mouse,
// by touch (tap) or through a hook that checks every screen on the way (focus, axe-core, horizontal scroll).
// The journeys (tests/journeys, presets, custom-date, faults, accessibility) and the step files share it.
/* global document, window, localStorage -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { tsImport } from 'tsx/esm/api';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** @type {typeof import('@checkout/shared/contract')} the booking's contract, TypeScript: tsx loads it */
const contract = await tsImport('@checkout/shared/contract', import.meta.url);

export const PHONE = { width: 375, height: 812 };
/** How long the API holds a picked hour (the contract's HOLD_MINUTES). */
export const HOLD_MS = contract.HOLD_MINUTES * 60_000;
export const DESKTOP = { width: 1280, height: 900 };

/** What the visitor reads, per language (the spec's and the translation table's wording). */
export const TEXT = {
  de: {
    lang: /** @type {const} */ ('de'),
    culture: 'de-CH',
    userLang: 'Deutsch',
    prefix: '',
    headings: {
      'step-1': 'Wie dürfen wir Sie beraten?',
      'step-1-self': 'Ihr Wunschtermin ausserhalb der Öffnungszeiten',
      'step-2': 'Wählen Sie einen Tag',
      'step-3': 'Wählen Sie Ihre Beratung',
      'step-4': 'Erzählen Sie uns von Ihrer Reise',
      'step-5': 'Ihre Kontaktdaten',
      'step-6': 'Fast geschafft!',
      'step-7': /^Vielen Dank! .+ freut sich auf Sie\.$/,
      'step-7-self': 'Vielen Dank für Ihre Terminanfrage!',
      error: 'Ihre Anfrage konnte nicht gesendet werden',
      offline: 'Das Buchungstool ist zurzeit nicht verfügbar.',
      'session-expired': 'Ihre Sitzung ist abgelaufen.',
      'not-found': 'Oups, Seite nicht gefunden.',
    },
    generalAdvice: /Allgemeine Beratung/,
    destinationChoice: /Reiseziel angeben/,
    yourChoice: 'Ihre Auswahl',
    destinationBlock: 'Ihr Reiseziel',
    destinationFilter: 'Reiseziele wählen',
    destinationGoOn: 'Weiter zur Terminauswahl',
    mainInfoButton: 'So funktioniert es',
    agencyFilter: 'Filiale wählen',
    agencySearch: 'Filiale oder Ort suchen',
    save: 'Übernehmen',
    close: 'Schliessen',
    next: 'Weiter',
    back: 'Zurück',
    leave: 'Buchung verlassen',
    dayPill: /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d\d\.\d\d\.\d{4}$/u,
    dateLoading: /Verfügbarkeit wird geprüft/,
    daysFound: /^Tage mit freien Terminen: \d+$/,
    adviceModeDialog: 'Wie möchten Sie beraten werden?',
    chooseAppointment: 'Termin wählen',
    modeTitles: { personal: /^Persönlich in /, online: 'Per Video', phone: 'Per Telefon' },
    modeSummary: { personal: 'Persönlich', online: 'Video', phone: 'Telefon' },
    contactSubmit: 'Weiter zur Übersicht',
    confirm: 'Termin verbindlich anfragen',
    slotTaken: 'Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen.',
    restart: 'Neu starten',
    errorRestart: 'Neue Buchung starten',
    unavailable: 'Dieser Schritt ist gerade nicht verfügbar',
    retry: 'Erneut versuchen',
    customDateButton: 'Eigenen Termin vorschlagen',
    nextMonth: 'Nächster Monat',
    chosenDate: /^Gewähltes Datum: (.+)$/,
    hour: 'Stunde',
    months: { 3: 'März', 7: 'Juli', 8: 'August' },
    contact: {
      gender: 'w_du',
      firstname: 'Lea',
      lastname: 'Muster',
      address: 'Bahnhofstrasse 1',
      zip: '8001',
      city: 'Zürich',
      phone: '079 123 45 67',
    },
    travel: {
      destination: 'Island',
      duration: '1-2-weeks',
      months: [7, 8],
      description: 'Mit dem Zug rund um die Insel',
    },
  },
  fr: {
    lang: /** @type {const} */ ('fr'),
    culture: 'fr-CH',
    userLang: 'Französisch',
    prefix: '/fr',
    headings: {
      'step-1': 'Comment pouvons-nous vous conseiller?',
      'step-1-self': 'Votre rendez-vous en dehors des heures d’ouverture',
      'step-2': 'Choisissez un jour',
      'step-3': 'Choisissez votre conseil',
      'step-4': 'Parlez-nous de votre voyage',
      'step-5': 'Vos coordonnées',
      'step-6': 'Presque terminé!',
      'step-7': /^Merci beaucoup! .+ se réjouit de vous conseiller\.$/,
      'step-7-self': 'Merci pour votre demande de rendez-vous!',
      error: 'Votre demande n’a pas pu être envoyée',
      offline: 'L’outil de réservation est actuellement indisponible.',
      'session-expired': 'Votre session a expiré.',
      'not-found': 'Oups, page introuvable.',
    },
    generalAdvice: /Conseil général/,
    destinationChoice: /Indiquer une destination/,
    yourChoice: 'Votre sélection',
    destinationBlock: 'Votre destination',
    destinationFilter: 'Choisir des destinations',
    destinationGoOn: 'Continuer vers le choix du rendez-vous',
    mainInfoButton: 'Comment ça marche',
    agencyFilter: 'Choisir une agence',
    agencySearch: 'Rechercher une agence ou un lieu',
    save: 'Valider',
    close: 'Fermer',
    next: 'Continuer',
    back: 'Retour',
    leave: 'Quitter la réservation',
    dayPill: /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche), \d\d\.\d\d\.\d{4}$/u,
    dateLoading: /Vérification des disponibilités/,
    daysFound: /^Jours avec des rendez-vous libres: \d+$/,
    adviceModeDialog: 'Comment souhaitez-vous être conseillé·e?',
    chooseAppointment: 'Choisir ce rendez-vous',
    modeTitles: { personal: /^En personne à /, online: 'Par vidéo', phone: 'Par téléphone' },
    modeSummary: { personal: 'En personne', online: 'Vidéo', phone: 'Téléphone' },
    contactSubmit: 'Continuer vers le récapitulatif',
    confirm: 'Demander le rendez-vous',
    slotTaken: 'Ce rendez-vous vient d’être attribué. Veuillez en choisir un autre.',
    restart: 'Recommencer',
    errorRestart: 'Nouvelle réservation',
    unavailable: 'Cette étape est momentanément indisponible',
    retry: 'Réessayer',
    customDateButton: 'Proposer un rendez-vous',
    nextMonth: 'Mois suivant',
    chosenDate: /^Date choisie: (.+)$/,
    hour: 'Heure',
    months: { 3: 'mars', 7: 'juillet', 8: 'août' },
    contact: {
      gender: 'm_du',
      firstname: 'Léo',
      lastname: 'Favre',
      address: 'Rue du Rhône 12',
      zip: '1204',
      city: 'Genève',
      phone: '+41 22 345 67 89',
    },
    travel: {
      destination: 'Japon',
      duration: '3-4-weeks',
      months: [3],
      description: 'Les cerisiers en fleur, en train',
    },
  },
};

/** @typedef {keyof typeof TEXT} Lang */
/** @typedef {(typeof TEXT)[Lang]} Text what the visitor reads in one language */
/** @typedef {keyof Text['headings']} Screen a step (or an error page) by its heading */
/** @typedef {keyof Text['modeSummary']} AdviceMode */
/** @typedef {ReturnType<typeof visitor>} Visitor a visitor's page and steps (visitor()) */

/**
 * The wire value of an advice mode (online is sent as video).
 * @param {AdviceMode} mode
 */
export const wireMode = (mode) => (mode === 'online' ? 'video' : mode);

/**
 * A persisted store key, parsed.
 * @param {Page} page
 * @param {string} key
 */
export const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/**
 * Polls until `check` answers true.
 * @param {() => boolean | Promise<boolean>} check
 * @param {string} what named when it never does
 */
export async function until(check, what, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/**
 * The page's main heading (h1) with the step's text.
 * @param {Page} page
 * @param {string | RegExp} name
 */
export const heading = (page, name) => page.getByRole('heading', { level: 1, name });

/**
 * Waits until the main heading has the focus (after a step change, the shell moves it there).
 * @param {Page} page
 * @param {string | RegExp} name
 */
export async function expectHeadingFocused(page, name, where = String(name)) {
  await heading(page, name).waitFor();
  try {
    await page.waitForFunction(
      () => {
        const el = document.activeElement;
        return el instanceof HTMLElement && el.tagName === 'H1' && el.closest('main') !== null;
      },
      undefined,
      { timeout: 5000 },
    );
  } catch {
    const now = await page.evaluate(
      () => `${document.activeElement?.tagName} "${document.activeElement?.textContent?.slice(0, 60)}"`,
    );
    assert.fail(`focus is not on the heading of ${where}; it is on ${now}`);
  }
  const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  if (name instanceof RegExp) assert.match(text, name, where);
  else assert.equal(text, name, where);
}

/**
 * Fails when the page is wider than the window (something needs horizontal scrolling).
 * @param {Page} page
 * @param {string} where named when it fails
 */
export async function expectNoHorizontalScroll(page, where) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const width = window.innerWidth;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      // The widest offenders, to say what sticks out.
      wide: [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
    };
  });
  assert.ok(
    scrollWidth <= innerWidth,
    `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window (${wide.join(', ')})`,
  );
}

/**
 * A visitor in one page: `lang` 'de' or 'fr'; `touch` taps instead of clicking (the context needs hasTouch);
 * `onScreen(page, screenId)` runs once each screen is there (steps, open overlays), for per-screen checks.
 * @param {Page} page
 * @param {(route: string) => string} checkoutUrl the address of a route of the checkout under test
 * @param {{ lang?: Lang, touch?: boolean, onScreen?: (page: Page, screen: string) => Promise<void> }} [options]
 */
export function visitor(page, checkoutUrl, { lang = 'de', touch = false, onScreen = async () => {} } = {}) {
  /** @type {Text} */
  const text = TEXT[lang];
  /** @param {Locator} locator */
  const press = (locator) => (touch ? locator.tap() : locator.click());
  /** @param {string} route */
  const url = (route) => checkoutUrl(`${text.prefix}${route}`);
  /** @param {string} path */
  const onPath = (path) =>
    page.waitForURL(
      (u) => u.pathname === `/checkout${text.prefix}${path}` || u.pathname === `/checkout${path}`,
    );
  const nextButton = () => page.getByRole('button', { name: text.next, exact: true });

  const v = {
    page,
    text,
    press,
    url,

    /**
     * Waits for a step by its path and heading, then runs the per-screen checks.
     * @param {Screen} step
     */
    async at(step, { check = true } = {}) {
      await onPath(`/${step}`);
      await heading(page, text.headings[step]).waitFor();
      if (check) await onScreen(page, step);
    },

    /**
     * Opens an address (under the language's prefix) in a new page load.
     * @param {string} route
     */
    async open(route) {
      await page.goto(url(route));
    },

    /** Init, then step 1; general advice to step 2. */
    async generalAdvice(query = '') {
      await page.goto(url(`/${query}`));
      await v.at('step-1');
      await press(page.getByRole('button', { name: text.generalAdvice }));
      await v.at('step-2');
    },

    /** Waits until the first date pill has its answer; answers the enabled pills. */
    async offeredDays() {
      const days = page.getByRole('button', { name: text.dayPill });
      await until(async () => (await days.count()) > 0, 'a date pill to resolve');
      return days;
    },

    /** Step 2: the first offered day, then Next. Answers the day's spoken label. */
    async chooseDay(index = 0) {
      const days = await v.offeredDays();
      // By its name: pills resolve one by one, so the nth offered one may change meanwhile.
      const label =
        (await days.nth(index).getAttribute('aria-label')) ??
        assert.fail('an offered day has a spoken label');
      const day = page.getByRole('button', { name: label, exact: true });
      await press(day);
      await until(async () => (await day.getAttribute('aria-pressed')) === 'true', `${label} to be chosen`);
      await press(nextButton());
      await v.at('step-3');
      return label;
    },

    /**
     * Step 3: the first hour whose advisor offers `mode` (personal, online, phone), held, the mode chosen,
     * 'choose appointment'. Answers { hour (spoken label), advisorId, date (yyyy-mm-dd), time (HH:mm) }.
     * @param {AdviceMode} mode
     */
    async chooseHour(mode) {
      const hours = page.locator('.ck-advisor-list .ck-pill:not([disabled])');
      await hours.first().waitFor();
      const dialog = page.getByRole('dialog', { name: text.adviceModeDialog });
      const count = await hours.count();
      for (let i = 0; i < count; i += 1) {
        const hour = hours.nth(i);
        const label = await hour.getAttribute('aria-label');
        await press(hour);
        await dialog.waitFor();
        const radio = dialog.locator(`input[type="radio"][value="${mode}"]`);
        if ((await radio.count()) === 1 && (await radio.isEnabled())) {
          await onScreen(page, 'advice-mode-overlay');
          await press(radio);
          assert.equal(await radio.isChecked(), true, `${mode} is chosen`);
          await press(dialog.getByRole('button', { name: text.chooseAppointment }));
          await v.at('step-4');
          const agenda = await stored(page, 'CHECKOUT-AGENDA');
          const dates = await stored(page, 'CHECKOUT-DATES');
          const [d, m, y] = dates.selectedDate.split('.');
          return {
            hour: label,
            advisorId: agenda.selectedAdvisor,
            date: `${y}-${m}-${d}`,
            time: agenda.selectedHour.label,
          };
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      return assert.fail(`no hour on this day offers ${mode}`);
    },

    /**
     * Step 1 self: the branch office (searched in the overlay), the first day that can be chosen, the third hour
     * of that day (18 on weekdays, 15 on Saturdays: all four quarters), minute 30, and `mode`, then Next to
     * step 4. Answers the choice: { spokenDate, date (yyyy-mm-dd), from, till (HH:mm) }.
     * @param {{ search: string, agency: string, mode: AdviceMode }} choice
     */
    async customDate({ search, agency, mode }) {
      const next = nextButton();
      assert.equal(await next.isDisabled(), true, 'next waits for the choice');
      await press(page.getByRole('button', { name: text.agencyFilter }));
      const overlay = page.getByRole('dialog', { name: text.agencyFilter });
      await overlay.getByRole('searchbox', { name: text.agencySearch }).fill(search);
      await press(overlay.getByText(agency, { exact: true }));
      await press(overlay.getByRole('button', { name: text.save }));
      await overlay.waitFor({ state: 'detached' });

      const enabledDays = page.getByRole('grid').locator('button:not([aria-disabled])');
      await page.getByRole('grid').waitFor();
      // Near the end of a month every day left may be disabled: the first free day is then in the next one.
      if ((await enabledDays.count()) === 0) await press(page.getByRole('button', { name: text.nextMonth }));
      await press(enabledDays.first());
      const chosen = page.getByText(text.chosenDate);
      await chosen.waitFor();
      const spokenDate =
        (await chosen.innerText()).match(text.chosenDate)?.[1] ??
        assert.fail('the chosen day is written out');

      const hourSelect = page.getByLabel(text.hour, { exact: true });
      const hours = await hourSelect.locator('option').allTextContents();
      const hour = hours[2] ?? assert.fail('the day offers a third hour');
      await hourSelect.selectOption(hour);
      await page.getByLabel('Minute', { exact: true }).selectOption('30');
      await press(page.getByRole('radio', { name: text.modeSummary[mode] }));
      assert.equal(await page.getByRole('radio', { name: text.modeSummary[mode] }).isChecked(), true);

      const dates = await stored(page, 'CHECKOUT-DATES');
      assert.deepEqual(dates.selectedHourCustom, { hour, minute: '30' });
      assert.ok(spokenDate.endsWith(dates.selectedDateCustom), 'the day written out is the one chosen');
      const [d, m, y] = dates.selectedDateCustom.split('.');
      await press(next);
      await v.at('step-4', { check: false });
      return {
        spokenDate,
        date: `${y}-${m}-${d}`,
        from: `${hour}:30`,
        till: `${String(Number(hour) + 1).padStart(2, '0')}:30`,
      };
    },

    /**
     * Step 4: the language's travel details (or `details`), then Next to step 5.
     * @param {{ destination?: string, duration: string, months: number[], description: string }} [details]
     */
    async travelDetails(details = text.travel, { goOn = true } = {}) {
      const destination = page.locator('#travel-destination');
      if (details.destination && (await destination.count()) === 1)
        await destination.fill(details.destination);
      await press(page.locator(`#travel-duration-${details.duration}`));
      for (const month of details.months) await press(page.locator(`#travel-season-${month}`));
      await page.locator('#travel-description').fill(details.description);
      await press(page.locator('#travel-responsibly'));
      assert.equal(await page.locator('#travel-responsibly').isChecked(), true);
      if (goOn) {
        await press(nextButton());
        await v.at('step-5');
      }
    },

    /**
     * Step 5: the language's contact data with `email`, privacy accepted, then on to the summary.
     * @param {string} email
     * @param {Text['contact']} [contact]
     */
    async contact(email, contact = text.contact, { goOn = true } = {}) {
      await press(page.locator(`#contact-gender-${contact.gender}`));
      for (const field of /** @type {const} */ (['firstname', 'lastname', 'address', 'zip', 'city'])) {
        await page.locator(`#contact-${field}`).fill(contact[field]);
      }
      await page.locator('#contact-email').fill(email);
      await page.locator('#contact-phone').fill(contact.phone);
      await press(page.locator('#contact-privacy'));
      assert.equal(await page.locator('#contact-privacy').isChecked(), true);
      if (goOn) {
        await press(page.getByRole('button', { name: text.contactSubmit }));
        await v.at('step-6');
      }
    },

    /**
     * Step 6: confirm; answers the stored booking answer once step 7 is there.
     * @param {'step-7' | 'step-7-self'} [step7]
     */
    async confirm(step7 = 'step-7') {
      await press(page.getByRole('button', { name: text.confirm }));
      await onPath('/step-7');
      await heading(page, text.headings[step7]).waitFor();
      await onScreen(page, step7);
      const reservation = await stored(page, 'CHECKOUT-RESERVATION');
      assert.equal(reservation.isBooked, true);
      return reservation.response;
    },
  };
  return v;
}

/**
 * Step 6's summary as the visitor reads it: { term: value } of its definition lists.
 * @param {Page} page
 */
export const summaryEntries = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main dl > div')].map((row) => [
        row.querySelector('dt')?.textContent?.trim(),
        row.querySelector('dd')?.textContent?.trim(),
      ]),
    ),
  );

/**
 * Stops the checkout keeping its database, and answers the checkout's bookings (payload included) in the
 * order they were made. The test file's checkout cannot be used afterwards.
 * @param {import('./checkout.mjs').TestCheckout} checkout
 */
export async function storedBookings(checkout) {
  await checkout.stop({ keepData: true });
  const db = await PGlite.create(checkout.dataDir);
  try {
    const { rows } = await db.query(
      `select id, kind, advisor_id, slot_date::text as slot_date, to_char(slot_time, 'HH24:MI') as slot_time,
              agency_id, custom_date::text as custom_date, to_char(custom_time, 'HH24:MI') as custom_time,
              culture, user_lang, advice_mode,
              firstname, lastname, email, phone, payload
         from bookings where source = 'checkout' order by created_at`,
    );
    return rows;
  } finally {
    await db.close();
    fs.rmSync(checkout.dataDir, { recursive: true, force: true });
  }
}

/**
 * The browser storage of a visit that has chosen a day and an hour (phone), walked in a context of its own: give it
 * to withPage as `{ storageState }` to open steps 4-6 while a remote that steps 2-3 need is down or replaced (the
 * shell's guards show no step the stored booking cannot).
 * @param {import('playwright-core').Browser} browser
 * @param {(route: string) => string} checkoutUrl
 */
export async function appointmentChosen(browser, checkoutUrl) {
  const context = await browser.newContext({ locale: 'de-CH', viewport: DESKTOP });
  try {
    const v = visitor(await context.newPage(), checkoutUrl);
    await v.generalAdvice();
    await v.chooseDay();
    await v.chooseHour('phone');
    return await context.storageState();
  } finally {
    await context.close();
  }
}
