// The shell application end to end in memory: real routes, guards, chrome, root store and i18n; the API is
// faked at its edge and each remote is a stand-in screen with a heading.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDate, isCustomDateDisabled, systemClock, zurichToday } from '@checkout/shared/dates';
import { TEXTS } from '@checkout/shared/texts';
import { arrangeReached, VALID_CONTACT } from './testing/booking-progress';
import { renderCheckout, TEST_CONFIG } from './testing/render-checkout';

jest.mock('../federation/RemoteStep', () => jest.requireActual('./testing/FakeRemoteStep'));

const main = () => screen.getByRole('main');
const progress = () => screen.queryByRole('progressbar');
const stepText = () => screen.queryByText(/^(Schritt|Étape) \d+ (von|sur) \d+$/);
const goTo = async (target: string) => {
  await userEvent.click(within(main()).getByRole('button', { name: `goTo ${target}` }));
  await screen.findByRole('heading', { level: 1, name: `Screen of ${target}` });
};

describe('init', () => {
  it('resets the booking and lands on step-1, keeping the query string', async () => {
    const app = await renderCheckout('/checkout/?agencyId=a-7&event=fair', {
      arrange: async (store) => {
        store.contactForm.setValues({ firstname: 'Anna' });
        store.reservation.markBooked({ appointmentText: 'ok', bookingId: 'b1', consultantId: 'c1' });
      },
      api: { reserve: () => Promise.resolve({ appointmentText: 'ok', bookingId: 'b1', consultantId: 'c1' }) },
    });
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(app.currentUrl()).toBe('/checkout/step-1?agencyId=a-7&event=fair');
    expect(app.store.reservation.isBooked).toBe(false);
    expect(app.store.contactForm.values.firstname).toBe('');
    expect(app.store.settings.event).toBe('fair');
    expect(app.store.agencyFilter.checkedIds).toEqual(['a-7']);
  });

  it('goes to /fr/step-1 from /fr', async () => {
    const app = await renderCheckout('/checkout/fr?travelId=t1');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(app.currentUrl()).toBe('/checkout/fr/step-1?travelId=t1');
    expect(screen.getByText('Étape 1 sur 6')).toBeInTheDocument();
  });
});

describe('step navigation', () => {
  it('keeps the query string and the language prefix on every goTo', async () => {
    const app = await renderCheckout(
      '/checkout/fr/step-1?advisorId=42&returnUrl=https%3A%2F%2Fpartner.test%2F',
      { arrange: (store) => arrangeReached(store, 'step-4') },
    );
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    await goTo('step-2');
    expect(app.currentUrl()).toBe('/checkout/fr/step-2?advisorId=42&returnUrl=https%3A%2F%2Fpartner.test%2F');
    await goTo('step-3');
    await goTo('step-4');
    expect(app.currentUrl()).toBe('/checkout/fr/step-4?advisorId=42&returnUrl=https%3A%2F%2Fpartner.test%2F');
  });

  it('renders the step in the content and its aside beside it', async () => {
    await renderCheckout('/checkout/step-3', { arrange: (store) => arrangeReached(store, 'step-3') });
    await screen.findByRole('heading', { name: 'Screen of step-3' });
    expect(within(screen.getByRole('complementary')).getByText('Aside of step-3')).toBeInTheDocument();
  });

  it('moves the focus to the new step heading', async () => {
    await renderCheckout('/checkout/step-1');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    await goTo('step-2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Screen of step-2' })).toHaveFocus());
  });

  it('sends page views when entering steps 1, 2 and 3 only', async () => {
    const app = await renderCheckout('/checkout/fr/step-1', {
      arrange: (store) => arrangeReached(store, 'step-5'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    for (const step of ['step-2', 'step-3', 'step-4', 'step-5', 'step-2']) await goTo(step);
    expect(app.pageViews).toEqual([
      '/checkout/fr/step-1',
      '/checkout/fr/step-2',
      '/checkout/fr/step-3',
      '/checkout/fr/step-2',
    ]);
  });

  it('sets the page title per language with the brand', async () => {
    await renderCheckout('/checkout/fr/step-2');
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    expect(document.title).toBe(`Prendre rendez-vous | ${TEST_CONFIG.product}`);
  });
});

describe('chrome', () => {
  it.each([
    ['step-1', 'Schritt 1 von 6', 1],
    ['step-2', 'Schritt 2 von 6', 2],
    ['step-3', 'Schritt 3 von 6', 3],
    ['step-4', 'Schritt 4 von 6', 4],
    ['step-5', 'Schritt 5 von 6', 5],
    ['step-6', 'Schritt 6 von 6', 6],
  ] as const)('shows %s as "%s" with %i filled segments', async (step, text, filled) => {
    await renderCheckout(`/checkout/${step}`, { arrange: (store) => arrangeReached(store, step) });
    await screen.findByRole('heading', { name: `Screen of ${step}` });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', String(filled));
    expect(progress()).toHaveAttribute('aria-valuemax', '6');
  });

  it('counts the custom-date flow as 1 to 4 of 4 and turns green on its confirmation', async () => {
    const app = await renderCheckout('/checkout/step-1-self', {
      arrange: (store) => arrangeReached(store, 'step-6', 'custom'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    expect(app.store.settings.isCustomDateMode).toBe(true);
    expect(screen.getByText('Schritt 1 von 4')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuemax', '4');
    await goTo('step-4');
    expect(screen.getByText('Schritt 2 von 4')).toBeInTheDocument();
    await goTo('step-5');
    expect(screen.getByText('Schritt 3 von 4')).toBeInTheDocument();
    await goTo('step-6');
    expect(screen.getByText('Schritt 4 von 4')).toBeInTheDocument();
    act(() => app.store.reservation.markBooked({ appointmentText: 'ok', bookingId: 'b1', consultantId: '' }));
    await goTo('step-7');
    expect(stepText()).toBeNull();
    expect(progress()).toHaveAttribute('data-complete', 'true');
    expect(progress()).toHaveAttribute('aria-valuenow', '4');
  });

  it('hides step X of Y and the back button on step 7, with a full green bar', async () => {
    await renderCheckout('/checkout/step-7', { arrange: (store) => arrangeReached(store, 'step-7') });
    await screen.findByRole('heading', { name: 'Screen of step-7' });
    expect(stepText()).toBeNull();
    expect(screen.queryByRole('button', { name: /Zurück/ })).toBeNull();
    expect(progress()).toHaveAttribute('data-complete', 'true');
    expect(progress()).toHaveAttribute('aria-valuenow', '6');
  });

  it('disables the back button on step 1 in both flows', async () => {
    await renderCheckout('/checkout/step-1');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(screen.getByRole('button', { name: /Zurück/ })).toBeDisabled();
    await goTo('step-1-self');
    expect(screen.getByRole('button', { name: /Zurück/ })).toBeDisabled();
  });

  it('goes back to the previous step of the flow, keeping the query string', async () => {
    const app = await renderCheckout('/checkout/step-1-self?event=x', {
      arrange: (store) => {
        arrangeReached(store, 'step-4', 'custom');
        store.dates.check('05.03.2026');
      },
    });
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    await goTo('step-4');
    await userEvent.click(screen.getByRole('button', { name: /Zurück/ }));
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    expect(app.currentUrl()).toBe('/checkout/step-1-self?event=x');

    await goTo('step-3');
    await userEvent.click(screen.getByRole('button', { name: /Zurück/ }));
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    expect(app.currentUrl()).toBe('/checkout/step-2?event=x');
  });

  it('leads the leave button to the returnUrl on a configured host, else to the provider home page', async () => {
    await renderCheckout('/checkout/?returnUrl=https%3A%2F%2Fpartner.test%2Freisen');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(screen.getByRole('link', { name: /Buchung verlassen/ })).toHaveAttribute(
      'href',
      'https://partner.test/reisen',
    );
  });

  it('never leads the leave button to a host the config does not name', async () => {
    await renderCheckout('/checkout/?returnUrl=https%3A%2F%2Fevil.test%2Flogin');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(screen.getByRole('link', { name: /Buchung verlassen/ })).toHaveAttribute('href', TEST_CONFIG.host);
  });

  it('leads the leave button home without a returnUrl', async () => {
    await renderCheckout('/checkout/fr/step-2');
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    expect(screen.getByRole('link', { name: /Quitter/ })).toHaveAttribute('href', TEST_CONFIG.host);
  });
});

describe('guards', () => {
  it('sends the visitor to the offline page with navigation hidden', async () => {
    const app = await renderCheckout('/checkout/fr/step-3?event=x', { offline: [true] });
    await screen.findByRole('heading', { name: 'L’outil de réservation est actuellement indisponible.' });
    expect(app.currentUrl()).toBe('/checkout/fr/offline?event=x');
    expect(screen.queryByRole('link', { name: /Quitter/ })).toBeNull();
    expect(progress()).toBeNull();
    expect(screen.queryByRole('button', { name: /Retour/ })).toBeNull();
  });

  it('goes to init from the offline page once the checkout is back online', async () => {
    const app = await renderCheckout('/checkout/offline', { offline: [false] });
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(app.currentUrl()).toBe('/checkout/step-1');
    expect(screen.getByRole('link', { name: /Buchung verlassen/ })).toBeInTheDocument();
  });

  it('carries on with navigation shown when the offline check fails, and logs it', async () => {
    const app = await renderCheckout('/checkout/step-2', { offline: [new Error('network down')] });
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    expect(screen.getByRole('link', { name: /Buchung verlassen/ })).toBeInTheDocument();
    expect(app.errors).toHaveLength(1);
  });

  it('checks before every navigation, not only the first', async () => {
    const app = await renderCheckout('/checkout/step-1');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    app.setOffline([true]);
    await userEvent.click(within(main()).getByRole('button', { name: 'goTo step-2' }));
    await screen.findByRole('heading', { name: 'Das Buchungstool ist zurzeit nicht verfügbar.' });
    expect(app.currentUrl()).toBe('/checkout/offline');
  });

  it('redirects to init after a booking, except on step 7', async () => {
    const app = await renderCheckout('/checkout/step-6?event=x', {
      arrange: (store) => arrangeReached(store, 'step-6'),
      api: { reserve: () => Promise.resolve({ appointmentText: 'ok', bookingId: 'b1', consultantId: 'c1' }) },
    });
    await screen.findByRole('heading', { name: 'Screen of step-6' });
    act(() => {
      app.store.reservation.markBooked({ appointmentText: 'ok', bookingId: 'b1', consultantId: 'c1' });
    });
    await goTo('step-7');
    expect(app.currentUrl()).toBe('/checkout/step-7?event=x');
    await userEvent.click(within(main()).getByRole('button', { name: 'goTo step-5' }));
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(app.currentUrl()).toBe('/checkout/step-1?event=x');
    expect(app.store.reservation.isBooked).toBe(false);
  });

  it('leaves custom-date mode on step 1-3, clearing the custom date', async () => {
    const app = await renderCheckout('/checkout/step-1-self', {
      arrange: (store) => store.agencyFilter.toggle({ id: 'be', label: 'Bern', isChecked: false }),
    });
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    const dates = app.store.dates;
    const customDay = nextWeekday();
    act(() => {
      dates.setSelectedDateCustom(customDay);
      dates.setCustomHour('17');
      dates.setCustomMinute('30');
    });
    await goTo('step-4');
    expect(app.store.settings.isCustomDateMode).toBe(true);
    expect(dates.selectedDateCustom).toBe(customDay);
    await goTo('step-2');
    expect(app.store.settings.isCustomDateMode).toBe(false);
    expect(dates.selectedDateCustom).toBe('');
    expect(dates.selectedHourCustom).toEqual({ hour: '08', minute: '00' });
    expect(screen.getByText('Schritt 2 von 6')).toBeInTheDocument();
  });
});

describe('steps the stored booking cannot show (issue 19)', () => {
  it.each([
    ['/checkout/step-7?event=x', 'step-2', '/checkout/step-2?event=x'],
    ['/checkout/fr/step-7?event=x', 'step-2', '/checkout/fr/step-2?event=x'],
    ['/checkout/step-6', 'step-2', '/checkout/step-2'],
    ['/checkout/fr/step-3', 'step-2', '/checkout/fr/step-2'],
  ])('sends %s with nothing chosen to %s, replacing the entry', async (url, step, expected) => {
    const app = await renderCheckout(url);
    await screen.findByRole('heading', { name: `Screen of ${step}` });
    expect(app.history()).toEqual([expected]);
  });

  it.each([
    ['step-4', '/checkout/fr/step-7?agencyId=zh', '/checkout/fr/step-5?agencyId=zh'],
    ['step-5', '/checkout/step-6', '/checkout/step-5'],
    ['step-6', '/checkout/fr/step-7', '/checkout/fr/step-6'],
    ['step-3', '/checkout/step-5', '/checkout/step-3'],
  ] as const)(
    'with what is stored on reaching %s, sends %s to the furthest step that can be shown',
    async (reached, url, expected) => {
      const app = await renderCheckout(url, { arrange: (store) => arrangeReached(store, reached) });
      await waitFor(() => expect(app.history()).toEqual([expected]));
      const step = expected.split('?')[0]?.split('/').at(-1);
      expect(screen.getByRole('heading', { name: `Screen of ${step}` })).toBeInTheDocument();
    },
  );

  it('never shows step 7 without a booking: no thanks for a request never sent', async () => {
    const app = await renderCheckout('/checkout/step-7', {
      arrange: (store) => arrangeReached(store, 'step-6'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-6' });
    expect(screen.queryByRole('heading', { name: 'Screen of step-7' })).toBeNull();
    expect(app.currentUrl()).toBe('/checkout/step-6');
  });

  it('sends the custom-date flow back to step 1 self until the request is complete', async () => {
    const app = await renderCheckout('/checkout/fr/step-6?event=x', {
      arrange: (store) => arrangeReached(store, 'step-1-self', 'custom'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    expect(app.history()).toEqual(['/checkout/fr/step-1-self?event=x']);
    expect(app.store.settings.isCustomDateMode).toBe(true);
  });

  it('shows step 6 of the custom-date flow with a complete request and a valid contact form', async () => {
    const app = await renderCheckout('/checkout/step-6', {
      arrange: (store) => arrangeReached(store, 'step-6', 'custom'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-6' });
    expect(app.currentUrl()).toBe('/checkout/step-6');
    expect(screen.getByText('Schritt 4 von 4')).toBeInTheDocument();
  });

  it('sends a step 6 of the custom-date flow with an invalid contact form to step 5', async () => {
    const app = await renderCheckout('/checkout/step-6', {
      arrange: (store) => {
        arrangeReached(store, 'step-6', 'custom');
        store.contactForm.setValues({ email: 'anna@' });
      },
    });
    await screen.findByRole('heading', { name: 'Screen of step-5' });
    expect(app.currentUrl()).toBe('/checkout/step-5');
  });

  it("applies to the steps' own navigation too: goTo a step too far lands where the booking stands", async () => {
    const app = await renderCheckout('/checkout/step-3?event=x', {
      arrange: (store) => arrangeReached(store, 'step-3'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-3' });
    await userEvent.click(within(main()).getByRole('button', { name: 'goTo step-6' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout/step-3?event=x'));
    expect(screen.getByRole('heading', { name: 'Screen of step-3' })).toBeInTheDocument();
  });
});

describe('other pages', () => {
  it('shows the confirmation error on /error, without progress', async () => {
    await renderCheckout('/checkout/error');
    expect(
      await screen.findByRole('heading', { name: 'Ihre Anfrage konnte nicht gesendet werden' }),
    ).toBeVisible();
    expect(stepText()).toBeNull();
    expect(progress()).toBeNull();
  });

  it('shows the French error page under /fr/error', async () => {
    await renderCheckout('/checkout/fr/error');
    expect(
      await screen.findByRole('heading', { name: 'Votre demande n’a pas pu être envoyée' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });

  it.each([
    ['/checkout/no-such-page', 'Oups, Seite nicht gefunden.'],
    ['/checkout/step-8', 'Oups, Seite nicht gefunden.'],
    ['/checkout/fr/nulle-part', 'Oups, page introuvable.'],
  ])('shows not found for %s', async (url, title) => {
    await renderCheckout(url);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(stepText()).toBeNull();
  });

  it('shows the session-expired screen and restarts from init', async () => {
    const app = await renderCheckout('/checkout/step-6?event=x', {
      arrange: (store) => arrangeReached(store, 'step-6'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-6' });
    act(() => app.store.session.markExpired());
    expect(screen.getByRole('heading', { name: 'Ihre Sitzung ist abgelaufen.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Neu starten' }));
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(app.store.session.expired).toBe(false);
    expect(app.currentUrl()).toBe('/checkout/step-1?event=x');
  });
});

describe('the session-expired screen (issue 19)', () => {
  const expiredTitle = { 'de-CH': 'Ihre Sitzung ist abgelaufen.', 'fr-CH': 'Votre session a expiré.' };

  it.each([
    ['de-CH', '/checkout/step-6', /Zurück/, /Buchung verlassen/],
    ['fr-CH', '/checkout/fr/step-6', /Retour/, /Quitter/],
  ] as const)(
    '(%s) shows no step progress and no back button, only the way out',
    async (culture, url, back, leave) => {
      const app = await renderCheckout(url, { arrange: (store) => arrangeReached(store, 'step-6') });
      await screen.findByRole('heading', { name: 'Screen of step-6' });
      act(() => app.store.session.markExpired());
      expect(screen.getByRole('heading', { name: expiredTitle[culture] })).toBeInTheDocument();
      expect(progress()).toBeNull();
      expect(stepText()).toBeNull();
      expect(screen.queryByRole('button', { name: back })).toBeNull();
      expect(screen.getByRole('link', { name: leave })).toBeInTheDocument();
    },
  );

  it('takes history back for real: the expired hour is given up, the address and the screen agree', async () => {
    const app = await renderCheckout('/checkout/step-5?event=x', {
      browserHistory: true,
      arrange: (store) => arrangeReached(store, 'step-6'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-5' });
    await goTo('step-6');
    act(() => app.store.session.markExpired());
    expect(screen.getByRole('heading', { name: expiredTitle['de-CH'] })).toBeInTheDocument();

    act(() => window.history.back());
    // Step 5 needs the hour that expired: the traveller lands on step 3 of the same day to pick one anew.
    await screen.findByRole('heading', { name: 'Screen of step-3' });
    expect(screen.queryByRole('heading', { name: expiredTitle['de-CH'] })).toBeNull();
    expect(app.currentUrl()).toBe('/checkout/step-3?event=x');
    expect(app.store.session.expired).toBe(false);
    expect(app.store.agenda.selectedHour).toBeNull();
    expect(app.store.dates.selectedDate).toBe('05.03.2026');
    expect(app.store.contactForm.values.firstname).toBe('Anna');
    expect(screen.getByText('Schritt 3 von 6')).toBeInTheDocument();
  });

  it('takes history back to step 1 self in the custom-date flow, the request to be made anew', async () => {
    const app = await renderCheckout('/checkout/fr/step-5', {
      browserHistory: true,
      arrange: (store) => arrangeReached(store, 'step-6', 'custom'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-5' });
    await goTo('step-6');
    act(() => app.store.session.markExpired());
    act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    expect(app.currentUrl()).toBe('/checkout/fr/step-1-self');
    expect(screen.queryByRole('heading', { name: expiredTitle['fr-CH'] })).toBeNull();
    expect(app.store.dates.selectedDateCustom).toBe('');
    expect(app.store.agencyFilter.checkedIds).toEqual(['be']);
  });
});

describe('the language switch in the header (issue 19)', () => {
  const switcher = (name: RegExp) => within(screen.getByRole('navigation', { name }));

  it.each([
    ['/checkout/step-2?event=x', /^Sprache$/, 'Deutsch', '/checkout/fr/step-2?event=x'],
    ['/checkout/fr/step-2?event=x', /^Langue$/, 'Français', '/checkout/step-2?event=x'],
  ])(
    'on %s offers Deutsch and Français, each in its own language, the current one marked',
    async (url, name, current, other) => {
      await renderCheckout(url);
      await screen.findByRole('heading', { name: 'Screen of step-2' });
      const deutsch = switcher(name).getByRole('link', { name: 'Deutsch' });
      const francais = switcher(name).getByRole('link', { name: 'Français' });
      expect(deutsch).toHaveAttribute('lang', 'de');
      expect(francais).toHaveAttribute('lang', 'fr');
      const [mine, theirs] = current === 'Deutsch' ? [deutsch, francais] : [francais, deutsch];
      expect(mine).toHaveAttribute('aria-current', 'true');
      expect(theirs).not.toHaveAttribute('aria-current');
      expect(theirs).toHaveAttribute('href', other);
    },
  );

  it('keeps the step, the query string and everything entered; title and lang follow (keyboard)', async () => {
    // What index.html is served with (a page without a first frame): the German description.
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    meta.content = TEXTS['de-CH']['page.description'] ?? '';
    const app = await renderCheckout('/checkout/step-5?event=x', {
      arrange: (store) => arrangeReached(store, 'step-6'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-5' });
    expect(document.title).toBe(`Termin buchen | ${TEST_CONFIG.product}`);
    expect(document.documentElement.lang).toBe('de');

    switcher(/^Sprache$/)
      .getByRole('link', { name: 'Français' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout/fr/step-5?event=x'));
    expect(screen.getByRole('heading', { name: 'Screen of step-5' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Prendre rendez-vous | ${TEST_CONFIG.product}`));
    expect(document.documentElement.lang).toBe('fr');
    expect(meta.content).toBe(TEXTS['fr-CH']['page.description']);
    expect(meta.content).not.toBe(TEXTS['de-CH']['page.description']);
    expect(screen.getByText('Étape 5 sur 6')).toBeInTheDocument();
    expect(app.store.settings.culture).toBe('fr-CH');
    expect(app.store.contactForm.values).toEqual(VALID_CONTACT);
    expect(app.store.dates.selectedDate).toBe('05.03.2026');
    expect(app.store.agenda.selectedHour?.label).toBe('10:00');
    expect(app.store.agenda.adviceMode).toBe('online');

    await userEvent.click(switcher(/^Langue$/).getByRole('link', { name: 'Deutsch' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout/step-5?event=x'));
    await waitFor(() => expect(document.title).toBe(`Termin buchen | ${TEST_CONFIG.product}`));
    expect(document.documentElement.lang).toBe('de');
    expect(meta.content).toBe(TEXTS['de-CH']['page.description']);
    expect(app.store.contactForm.values).toEqual(VALID_CONTACT);
    meta.remove();
  });

  it('keeps custom-date mode and the custom date on step 1 self', async () => {
    const app = await renderCheckout('/checkout/fr/step-1-self', {
      arrange: (store) => arrangeReached(store, 'step-4', 'custom'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    await userEvent.click(switcher(/^Langue$/).getByRole('link', { name: 'Deutsch' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout/step-1-self'));
    expect(app.store.settings.isCustomDateMode).toBe(true);
    expect(app.store.dates.selectedDateCustom).toBe('07.03.2026');
    expect(app.store.agencyFilter.checkedIds).toEqual(['be']);
    expect(screen.getByText('Schritt 1 von 4')).toBeInTheDocument();
  });

  it('counts no second page view for the same step in the other language', async () => {
    const app = await renderCheckout('/checkout/step-2');
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    await userEvent.click(switcher(/^Sprache$/).getByRole('link', { name: 'Français' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout/fr/step-2'));
    expect(app.pageViews).toEqual(['/checkout/step-2']);
  });

  it('keeps a page that is not found where it is, under the other prefix', async () => {
    const app = await renderCheckout('/checkout/fr/nulle-part');
    await screen.findByRole('heading', { name: 'Oups, page introuvable.' });
    await userEvent.click(switcher(/^Langue$/).getByRole('link', { name: 'Deutsch' }));
    await screen.findByRole('heading', { name: 'Oups, Seite nicht gefunden.' });
    expect(app.currentUrl()).toBe('/checkout/nulle-part');
  });

  it('is not offered on the offline page, where navigation is hidden', async () => {
    await renderCheckout('/checkout/offline', { offline: [true] });
    await screen.findByRole('heading', { name: 'Das Buchungstool ist zurzeit nicht verfügbar.' });
    expect(screen.queryByRole('navigation', { name: /^Sprache$/ })).toBeNull();
  });
});

describe('the aside (issue 19)', () => {
  const asides = () => document.querySelectorAll('aside');

  it.each(['step-4', 'step-5', 'step-6', 'step-7'] as const)(
    'is not there on %s, whose remote puts nothing beside the step',
    async (step) => {
      await renderCheckout(`/checkout/${step}`, { arrange: (store) => arrangeReached(store, step) });
      await screen.findByRole('heading', { name: `Screen of ${step}` });
      expect(asides()).toHaveLength(0);
      expect(screen.queryByRole('complementary')).toBeNull();
    },
  );

  it('is there with its content on steps whose remote has something to say', async () => {
    await renderCheckout('/checkout/fr/step-1');
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    expect(asides()).toHaveLength(1);
    expect(screen.getByRole('complementary')).toHaveTextContent('Aside of step-1');
  });

  it('comes and goes with what the step puts into it', async () => {
    const app = await renderCheckout('/checkout/step-2?advisorId=a1', {
      arrange: (store) => arrangeReached(store, 'step-4'),
    });
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    // A preset advisor: step 2's remote offers no custom-date panel, so there is no aside at all.
    expect(asides()).toHaveLength(0);
    act(() => app.store.dropPresets());
    await waitFor(() => expect(screen.getByRole('complementary')).toHaveTextContent('Aside of step-2'));
    await goTo('step-4');
    // Step 4's remote answers for its aside after its heading shows (its contract resolves on its own).
    await waitFor(() => expect(asides()).toHaveLength(0));
  });

  it("passes the step its navigation and the visitor's clicks as before", async () => {
    const app = await renderCheckout('/checkout/fr/step-3?event=x', {
      arrange: (store) => arrangeReached(store, 'step-3'),
    });
    const aside = await screen.findByRole('complementary');
    await userEvent.click(within(aside).getByRole('button', { name: 'Aside goTo step-1-self' }));
    await screen.findByRole('heading', { name: 'Screen of step-1-self' });
    expect(app.currentUrl()).toBe('/checkout/fr/step-1-self?event=x');
  });

  it('is never there on pages that are not steps, nor on the session-expired screen', async () => {
    const app = await renderCheckout('/checkout/step-3', {
      arrange: (store) => arrangeReached(store, 'step-3'),
    });
    await screen.findByRole('complementary');
    act(() => app.store.session.markExpired());
    expect(asides()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Neu starten' }));
    await screen.findByRole('heading', { name: 'Screen of step-1' });
    await userEvent.click(within(main()).getByRole('button', { name: 'goTo error' }));
    await screen.findByRole('heading', { name: 'Ihre Anfrage konnte nicht gesendet werden' });
    expect(asides()).toHaveLength(0);
  });
});

/** A date the custom-date rules accept, two weeks ahead of today in Zurich. */
function nextWeekday(): string {
  const today = zurichToday(systemClock);
  let day = addDays(today, 14);
  while (isCustomDateDisabled(day, today)) day = addDays(day, 1);
  return formatDate(day);
}
