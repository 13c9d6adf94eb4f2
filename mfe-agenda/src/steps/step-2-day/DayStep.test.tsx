import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient, DayRequest } from '@checkout/shared';
import { recordedAnswer } from '@checkout/api/recordings';
import { createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import DayStep from './DayStep';

// The fixed clock says Wednesday 4 March 2026; weekends have no appointments.
const weekend = new Set(['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15']);
const weekdays = async (r: Pick<DayRequest, 'weekDateSelected'>) => ({
  availableAppointment: !weekend.has(r.weekDateSelected),
});

// The branch offices as the booking API lists them (its recorded answers).
const filterAgencies: ApiClient['filterAgencies'] = async (request) =>
  recordedAnswer('filterAgencies', { culture: 'de-CH', ...request });

function setup(handlers: Partial<ApiClient> = {}, culture: 'de-CH' | 'fr-CH' = 'de-CH') {
  const made = createTestStore({ handlers: { day: weekdays, ...handlers } });
  made.store.settings.setCulture(culture);
  const goTo = jest.fn();
  renderWithProviders(<DayStep goTo={goTo} />, { ...made, culture });
  return { ...made, goTo };
}

const dateList = () => within(screen.getByRole('heading', { name: 'Verfügbare Tage' }).parentElement!);
/** Some date pill still asks for its day (aria-busy). */
const anyPillLoading = () => screen.queryAllByRole('button', { busy: true }).length > 0;

describe('DayStep', () => {
  it('says so and offers a retry when the API does not answer, and shows the days once it does', async () => {
    const user = userEvent.setup();
    let up = false;
    setup({ day: (r) => (up ? weekdays(r) : Promise.reject(new Error('Failed to fetch'))) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die freien Tage konnten nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(dateList().getAllByRole('button', { pressed: false })).toHaveLength(10));
    expect(screen.queryByText('Die freien Tage konnten nicht geladen werden.')).not.toBeInTheDocument();
  });

  it('shows 10 resolved days with full spoken labels, skipping days without availability, and goes on', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    const { store, goTo } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Wählen Sie einen Tag' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next).toBeDisabled();

    await waitFor(() => expect(anyPillLoading()).toBe(false));
    const pills = dateList().getAllByRole('button', { pressed: false });
    expect(pills).toHaveLength(10);
    expect(pills[0]).toHaveTextContent('04.03.2026');
    expect(pills[0]).toHaveAccessibleName('Mittwoch, 04.03.2026');
    expect(dateList().queryByText('07.03.2026')).not.toBeInTheDocument();

    const thursday = dateList().getByRole('button', { name: 'Donnerstag, 05.03.2026' });
    await user.click(thursday);
    expect(thursday).toHaveAttribute('aria-pressed', 'true');
    expect(store.dates.selectedDate).toBe('05.03.2026');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(goTo).toHaveBeenCalledWith('step-3');
    // The shell sends step 2's page view on entering; the step itself sends none, so it is never counted twice.
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'page_view' }));
  });

  it('checks one day at a time; unchecking disables Next again', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    await user.click(dateList().getByRole('button', { name: 'Donnerstag, 05.03.2026' }));
    await user.click(dateList().getByRole('button', { name: 'Freitag, 06.03.2026' }));
    expect(
      dateList()
        .getAllByRole('button', { pressed: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Freitag, 06.03.2026']);
    await user.click(dateList().getByRole('button', { name: 'Freitag, 06.03.2026' }));
    expect(dateList().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it("says which day is still being checked, and locks 'more' until every day has answered", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    setup({
      day: async (r) => {
        if (r.weekDateSelected === '2026-03-13') await held;
        return weekdays(r);
      },
    });
    // Asked anew each time: the pills keep their places while days resolve, so a place may show another day.
    const loading = () =>
      dateList().getByRole('button', { name: 'Freitag, 13.03.2026: Verfügbarkeit wird geprüft' });
    await waitFor(() => loading());
    const status = dateList().getByRole('status');
    expect(status).toHaveTextContent('Freie Tage werden gesucht …');
    expect(loading()).toBeDisabled();
    expect(loading()).toHaveAttribute('aria-busy', 'true');
    const more = screen.getByRole('button', { name: 'Weitere Tage anzeigen' });
    expect(more).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(more).toBeEnabled());
    expect(status).toHaveTextContent('Tage mit freien Terminen: 10');
    await user.click(more);
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    expect(dateList().getAllByRole('button', { pressed: false })).toHaveLength(20);
    expect(dateList().getByRole('button', { name: 'Freitag, 27.03.2026' })).toBeInTheDocument();
  });

  it('says no date was found after 60 empty days in a row, with the hotline', async () => {
    setup({ day: async () => ({ availableAppointment: false }) });
    // The notice is a live region of its own (the day search's status is gone with the pills).
    const notice = (await screen.findByText('Wir haben leider keinen freien Termin gefunden.')).closest(
      '[role="status"]',
    );
    expect(screen.getAllByRole('status')).toEqual([notice]);
    expect(notice).toHaveTextContent('Fragen? Rufen Sie uns an: +41 44 000 00 00');
    // Issue 19: the hotline is a tel: link.
    expect(screen.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41440000000',
    );
    expect(screen.queryByRole('button', { name: 'Weitere Tage anzeigen' })).not.toBeInTheDocument();
  });

  it.each([
    ['de-CH', 'In späteren Wochen suchen', 'Andere Filiale wählen', 'Per Video oder Telefon: alle Filialen'],
    [
      'fr-CH',
      'Chercher dans les semaines suivantes',
      'Choisir une autre agence',
      'Par vidéo ou par téléphone: toutes les agences',
    ],
  ] as const)(
    'high demand (%s): no date found offers later weeks, another branch and remote advice',
    async (culture, later, location, remote) => {
      const user = userEvent.setup();
      let openFrom = '9999-12-31';
      const { store, api } = setup(
        { day: async (r) => ({ availableAppointment: r.weekDateSelected >= openFrom }), filterAgencies },
        culture,
      );
      act(() =>
        store.agencyFilter.toggle({
          id: 'zh',
          label: 'Zürich',
          isChecked: false,
          noAppointmentsForSpecialHours: false,
        }),
      );
      await screen.findByRole('button', { name: later });
      expect(screen.getByRole('button', { name: location })).toBeInTheDocument();
      // Later weeks: the search goes on after the last day asked and finds the free days there.
      const asked = api.calls
        .filter((c) => c.method === 'day')
        .map((c) => (c.args[0] as DayRequest).weekDateSelected);
      const last = asked.sort().at(-1)!;
      openFrom = last;
      await user.click(screen.getByRole('button', { name: later }));
      await waitFor(() => expect(screen.queryByRole('button', { name: later })).not.toBeInTheDocument());
      await waitFor(() => expect(anyPillLoading()).toBe(false));
      // Remote advice: the branch filter goes and the days are asked for every branch.
      openFrom = '9999-12-31';
      await user.click(screen.getByRole('button', { name: /^(Filiale wählen|Choisir une agence)/ }));
      await user.keyboard('{Escape}');
      await user.click(await screen.findByRole('button', { name: remote }));
      expect(store.agencyFilter.hasChecked).toBe(false);
      const lastCall = api.calls.filter((c) => c.method === 'day').at(-1)?.args[0] as DayRequest;
      expect(lastCall.filters.filterAgencyLocations).toEqual([]);
      // Another branch: the branch choice opens.
      await user.click(await screen.findByRole('button', { name: location }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    },
  );

  it('says no date was found when no consultant exists for the checked destinations', async () => {
    const made = createTestStore({
      handlers: { day: weekdays, hasConsultantForDestination: async () => false },
    });
    made.store.destinationFilter.toggle({ id: 'iceland', label: 'Island', isChecked: false });
    renderWithProviders(<DayStep goTo={jest.fn()} />, made);
    expect(await screen.findByText('Wir haben leider keinen freien Termin gefunden.')).toBeInTheDocument();
    expect(made.api.calls.some((c) => c.method === 'day')).toBe(false);
  });

  it.each([
    ['de-CH', 'Die freien Tage konnten nicht geladen werden.', 'Erneut versuchen', 'Island'],
    ['fr-CH', 'Les jours disponibles n’ont pas pu être chargés.', 'Réessayer', 'Islande'],
  ] as const)(
    'says the days could not be loaded when the consultant check fails, and retries it (%s)',
    async (culture, failed, retry, iceland) => {
      const user = userEvent.setup();
      let up = false;
      const made = createTestStore({
        handlers: {
          day: weekdays,
          hasConsultantForDestination: () =>
            up ? Promise.resolve(true) : Promise.reject(new Error('Failed to fetch')),
        },
      });
      made.store.settings.setCulture(culture);
      made.store.destinationFilter.toggle({ id: 'iceland', label: iceland, isChecked: false });
      renderWithProviders(<DayStep goTo={jest.fn()} />, { ...made, culture });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failed);
      expect(screen.queryByRole('status', { name: /keinen freien Termin|aucun rendez-vous/ })).toBeNull();
      up = true;
      await user.click(within(alert).getByRole('button', { name: retry }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      await waitFor(() => expect(anyPillLoading()).toBe(false));
      expect(made.api.calls.filter((c) => c.method === 'hasConsultantForDestination')).toHaveLength(2);
      expect(made.api.calls.some((c) => c.method === 'day')).toBe(true);
    },
  );

  it('reloads the days for the branches chosen when the agency overlay closes', async () => {
    const user = userEvent.setup();
    const { api } = setup({ filterAgencies });
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Filiale wählen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filiale wählen' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Zürich Oerlikon' }));
    const before = api.calls.filter((c) => c.method === 'day').length;
    await user.click(dialog.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    const after = api.calls.filter((c) => c.method === 'day').slice(before);
    expect(after.length).toBeGreaterThanOrEqual(10);
    expect(after[0]!.args[0]).toMatchObject({ filters: { filterAgencyLocations: ['zurich-oerlikon'] } });
    // Focus is back on the trigger, which now counts the chosen branch.
    expect(screen.getByRole('button', { name: 'Filiale wählen (1)' })).toHaveFocus();
  });

  it('hides the agency trigger when an agency is preselected', async () => {
    const made = createTestStore({ handlers: { day: weekdays } });
    made.store.settings.setStartValues({ agencyId: 'zurich-bahnhofstrasse' });
    renderWithProviders(<DayStep goTo={jest.fn()} />, made);
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    expect(screen.queryByRole('button', { name: /Filiale wählen/ })).not.toBeInTheDocument();
  });

  it('hides the agency trigger when an advisor is preselected (spec section 6: the branch filter)', async () => {
    const made = createTestStore({ handlers: { day: weekdays } });
    made.store.settings.setStartValues({ advisorId: 'adv-thomas-zimmermann' });
    renderWithProviders(<DayStep goTo={jest.fn()} />, made);
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    expect(screen.queryByRole('button', { name: /Filiale wählen/ })).not.toBeInTheDocument();
  });

  it.each([
    ['de-CH', 'Verfügbare Tage', 'Mittwoch', 'Mittwoch, 04.03.2026'],
    ['fr-CH', 'Jours disponibles', 'mercredi', 'mercredi, 04.03.2026'],
  ] as const)(
    'shows each pill date as dd.mm.yyyy (spec section 5), weekday above it (%s)',
    async (culture, listName, weekday, spoken) => {
      setup({}, culture);
      await waitFor(() => expect(anyPillLoading()).toBe(false));
      const list = within(screen.getByRole('heading', { name: listName }).parentElement!);
      const [first] = list.getAllByRole('button');
      expect(first).toHaveAccessibleName(spoken);
      expect(first!.textContent).toBe(`${weekday} 04.03.2026`);
      // What is seen is part of what is said (WCAG 2.5.3): the full date is in the spoken name.
      expect(spoken).toContain(first!.querySelector('.ck-date-pill__date')!.textContent);
    },
  );

  it.each([
    [
      'de-CH',
      'Ihre Suche ist auf die Filiale Zürich Bahnhofstrasse beschränkt.',
      'Alle Filialen anzeigen',
      /^Filiale wählen/,
    ],
    [
      'fr-CH',
      'Votre recherche est limitée à l’agence Zurich Bahnhofstrasse.',
      'Afficher toutes les agences',
      /^Choisir une agence/,
    ],
  ] as const)(
    'says a branch from the address limits the search, and widens it to every branch (%s)',
    async (culture, note, widen, branchButton) => {
      const user = userEvent.setup();
      const made = createTestStore({ handlers: { day: weekdays, filterAgencies } });
      made.store.settings.setCulture(culture);
      // The visit starts here: nothing but the address has named the branch.
      made.store.applyStartParams(new URLSearchParams('agencyId=zurich-bahnhofstrasse'));
      renderWithProviders(<DayStep goTo={jest.fn()} />, { ...made, culture });
      expect(await screen.findByText(note)).toBeInTheDocument();
      await waitFor(() => expect(anyPillLoading()).toBe(false));
      expect(screen.queryByRole('button', { name: branchButton })).not.toBeInTheDocument();
      const before = made.api.calls.filter((c) => c.method === 'day').length;
      await user.click(screen.getByRole('button', { name: widen }));
      expect(screen.queryByText(note)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: branchButton })).toBeInTheDocument();
      await waitFor(() => expect(anyPillLoading()).toBe(false));
      const after = made.api.calls.filter((c) => c.method === 'day').slice(before);
      expect(after.length).toBeGreaterThanOrEqual(10);
      expect(after[0]!.args[0]).toMatchObject({ filters: { filterAgencyLocations: [] } });
    },
  );

  it('speaks the days in French on the French checkout', async () => {
    setup({}, 'fr-CH');
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    const list = within(screen.getByRole('heading', { name: 'Jours disponibles' }).parentElement!);
    expect(list.getAllByRole('button')[0]).toHaveAccessibleName('mercredi, 04.03.2026');
    expect(screen.getByRole('button', { name: 'Afficher d’autres jours' })).toBeEnabled();
  });

  it('leaves the own-time panel to the aside', async () => {
    setup();
    await waitFor(() => expect(anyPillLoading()).toBe(false));
    expect(screen.queryByRole('button', { name: 'Eigenen Termin vorschlagen' })).not.toBeInTheDocument();
  });
});
