import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  CheckoutProviders,
  createI18n,
  I18nProvider,
  STORAGE_KEYS,
  type ApiClient,
  type TravelExperience,
} from '@checkout/shared';
import {
  createTestStore,
  renderWithProviders,
  testConsultant,
  TEST_RUNTIME_CONFIG,
} from '@checkout/dev-kit/testing';
import MainInfoAside from '../../main-info/MainInfoAside';
import {
  agencies,
  destinations,
  expectDialogTrapsFocus,
  expectEveryControlNamed,
} from '../../testing/selection-test-kit';
import ConsultationStep from './ConsultationStep';
import { TEXTS } from '@checkout/shared/texts';

const iceland: TravelExperience = {
  id: 'te-iceland',
  title: 'Auf der Ringstrasse rund um Island',
  destinationName: 'Island',
  destinationId: 'is',
  image: 'https://img.example/iceland.jpg',
  url: 'https://travel.example/island',
};
const destinationsWithIceland = {
  ...destinations,
  filterItems: [
    {
      ...destinations.filterItems[0]!,
      filters: [...destinations.filterItems[0]!.filters, { id: 'is', label: 'Island', isChecked: false }],
    },
    destinations.filterItems[1]!,
  ],
};

function setup(query = '', handlers: Partial<ApiClient> = {}, culture: 'de-CH' | 'fr-CH' = 'de-CH') {
  const made = createTestStore({
    handlers: {
      filterAgencies: async () => agencies,
      filterDestinations: async () => destinationsWithIceland,
      ...handlers,
    },
  });
  made.store.settings.setCulture(culture);
  if (query) made.store.applyStartParams(new URLSearchParams(query));
  const goTo = jest.fn();
  const view = renderWithProviders(
    <>
      <ConsultationStep goTo={goTo} />
      <MainInfoAside />
    </>,
    { ...made, culture },
  );
  return { ...made, goTo, view };
}

/** The step loads the agencies on entry; let that settle before the test ends. */
async function settled(store: ReturnType<typeof createTestStore>['store']) {
  await waitFor(() => expect(store.agencyFilter.loading).toBe(false));
}

const calls = (api: ReturnType<typeof createTestStore>['api'], method: keyof ApiClient) =>
  api.calls.filter((call) => call.method === method);

describe('ConsultationStep', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows the two main choices and goes to step 2 for general advice', async () => {
    const { goTo, store } = setup();
    await settled(store);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wie dürfen wir Sie beraten?' }),
    ).toBeInTheDocument();
    const choices = within(screen.getByRole('navigation', { name: 'Wählen Sie die Art Ihrer Beratung.' }));
    expect(choices.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Reiseziel angeben'),
      expect.stringContaining('Allgemeine Beratung'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Allgemeine Beratung/ }));
    expect(goTo).toHaveBeenCalledWith('step-2');
  });

  describe('on entry', () => {
    it('loads the agencies and starts the filters afresh when nothing is preset', async () => {
      const made = createTestStore({ handlers: { filterAgencies: async () => agencies } });
      made.store.agencyFilter.toggle({ id: 'be', label: 'Bern Bahnhof', isChecked: false });
      made.store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false });
      renderWithProviders(<ConsultationStep goTo={jest.fn()} />, made);
      await settled(made.store);
      expect(calls(made.api, 'filterAgencies')).toEqual([
        {
          method: 'filterAgencies',
          args: [{ culture: 'de-CH', filterSelected: [{ key: 'agencies', values: [] }] }],
        },
      ]);
      expect(made.store.agencyFilter.groups).toHaveLength(2);
      expect(made.store.agencyFilter.hasChecked).toBe(false);
      expect(made.store.destinationFilter.hasChecked).toBe(false);
    });

    it('keeps the agency and destinations when an agency is preset', async () => {
      const made = createTestStore({ handlers: { filterAgencies: async () => agencies } });
      made.store.applyStartParams(new URLSearchParams('agencyId=zh'));
      made.store.agencyFilter.toggle({ id: 'be', label: 'Bern Bahnhof', isChecked: false });
      made.store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false });
      renderWithProviders(<ConsultationStep goTo={jest.fn()} />, made);
      await settled(made.store);
      expect(made.store.agencyFilter.checkedIds).toEqual(['zh', 'be']);
      expect(made.store.destinationFilter.checkedIds).toEqual(['jp']);
    });

    it('keeps the filters when an advisor is preset', async () => {
      const { store } = setup('advisorId=a1', { consultantGet: async () => testConsultant('a1') });
      act(() => store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false }));
      await settled(store);
      expect(store.destinationFilter.checkedIds).toEqual(['jp']);
    });

    it('sends no page view of its own: the shell counts step 1 once', async () => {
      const { store } = setup();
      await settled(store);
      expect(window.dataLayer).toEqual([]);
    });

    it('shows the step even when the agencies cannot be loaded (logged only)', async () => {
      const { store } = setup('', {
        filterAgencies: async () => {
          throw new ApiError(500, { error: 'internal', message: 'down' });
        },
      });
      await settled(store);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('lets the visitor search and check destinations, then go on to the appointment selection', async () => {
    const user = userEvent.setup();
    const { store, goTo } = setup();
    await settled(store);
    await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
    const block = screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
    expect(within(block).getByText('Noch kein Reiseziel gewählt.')).toBeInTheDocument();
    const goOn = within(block).getByRole('button', { name: 'Weiter zur Terminauswahl' });
    expect(goOn).toBeDisabled();

    await user.click(within(block).getByRole('button', { name: 'Reiseziele wählen' }));
    const filter = await screen.findByRole('dialog', { name: 'Reiseziele wählen' });
    await within(filter).findByRole('checkbox', { name: 'Japan' });
    expect(within(filter).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
    expect(within(filter).getByRole('button', { name: 'Zurücksetzen' })).toBeDisabled();
    await user.type(within(filter).getByRole('searchbox', { name: 'Reiseziel suchen' }), 'ital');
    expect(within(filter).queryByRole('checkbox', { name: 'Japan' })).not.toBeInTheDocument();
    await user.click(await within(filter).findByRole('checkbox', { name: 'Italien' }));
    expect(store.destinationFilter.checkedIds).toEqual(['it']);
    expect(within(filter).getByRole('button', { name: 'Zurücksetzen' })).toBeEnabled();
    await user.click(within(filter).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.queryByRole('dialog', { name: 'Reiseziele wählen' })).not.toBeInTheDocument();

    expect(within(block).getByText('Gewählte Reiseziele:').parentElement).toHaveTextContent(
      'Gewählte Reiseziele: Italien',
    );
    await user.click(goOn);
    expect(goTo).toHaveBeenCalledWith('step-2');
    expect(screen.queryByRole('dialog', { name: 'Ihr Reiseziel' })).not.toBeInTheDocument();
  });

  it('lists three chosen destinations, then counts the rest', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await settled(store);
    act(() => {
      for (const item of destinationsWithIceland.filterItems.flatMap((g) => g.filters)) {
        store.destinationFilter.toggle(item);
      }
    });
    await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
    expect(screen.getByText('Gewählte Reiseziele:').parentElement).toHaveTextContent(
      'Gewählte Reiseziele: Italien • Griechenland • Island (+2 weitere)',
    );
  });

  describe('destination search (spec section 5)', () => {
    async function openFilter() {
      const user = userEvent.setup();
      const { store } = setup();
      await settled(store);
      await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
      await user.click(screen.getByRole('button', { name: 'Reiseziele wählen' }));
      const filter = screen.getByRole('dialog', { name: 'Reiseziele wählen' });
      await within(filter).findByRole('checkbox', { name: 'Japan' });
      const search = within(filter).getByRole('searchbox', { name: 'Reiseziel suchen' });
      const shown = () => ({
        groups: within(filter)
          .queryAllByRole('group')
          .map((g) => g.querySelector('legend')?.textContent),
        labels: within(filter)
          .queryAllByRole('checkbox')
          .map((c) => c.closest('.ck-check')?.textContent),
      });
      const type = async (text: string) => {
        await user.clear(search);
        if (text) await user.type(search, text);
      };
      return { store, user, filter, type, shown };
    }

    it('a matching group title keeps the whole group, in any case', async () => {
      const { type, shown } = await openFilter();
      await type('ASIEN');
      expect(shown()).toEqual({ groups: ['Asien'], labels: ['Japan', 'Thailand'] });
      await type('eur');
      expect(shown()).toEqual({ groups: ['Europa'], labels: ['Italien', 'Griechenland', 'Island'] });
    });

    it('otherwise only the matching labels remain, case-insensitive substring', async () => {
      const { type, shown } = await openFilter();
      await type('LAND');
      expect(shown()).toEqual({
        groups: ['Europa', 'Asien'],
        labels: ['Griechenland', 'Island', 'Thailand'],
      });
      await type('pan');
      expect(shown()).toEqual({ groups: ['Asien'], labels: ['Japan'] });
    });

    it('says so when nothing matches and shows all again when cleared', async () => {
      const { type, shown, filter, user } = await openFilter();
      await type('xyz');
      expect(shown()).toEqual({ groups: [], labels: [] });
      expect(within(filter).getByText('Keine Treffer')).toBeInTheDocument();
      await user.click(within(filter).getByRole('button', { name: 'Suche löschen' }));
      expect(shown().labels).toHaveLength(5);
    });

    it('keeps a checked destination checked while it is filtered out', async () => {
      const { type, filter, user, store } = await openFilter();
      await user.click(within(filter).getByRole('checkbox', { name: 'Japan' }));
      await type('ital');
      await user.click(within(filter).getByRole('checkbox', { name: 'Italien' }));
      await type('');
      expect(within(filter).getByRole('checkbox', { name: 'Japan' })).toBeChecked();
      expect(store.destinationFilter.checkedLabels).toEqual(['Japan', 'Italien']);
    });
  });

  describe('heading', () => {
    const heading = () => screen.getByRole('heading', { level: 1 });

    it('names the city when an agency is preset and exactly one agency is checked', async () => {
      const { store } = setup('agencyId=zh');
      await settled(store);
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie in Zürich beraten?');
      act(() => store.agencyFilter.check('oe'));
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie beraten?');
      act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: true }));
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie in Zürich-Oerlikon beraten?');
    });

    it('has no city without a preset agency, even with one agency checked', async () => {
      const { store } = setup();
      await settled(store);
      act(() => store.agencyFilter.check('zh'));
      expect(store.agencyFilter.checked).toHaveLength(1);
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie beraten?');
    });

    it('is French under /fr', async () => {
      const { store } = setup('agencyId=zh', {}, 'fr-CH');
      await settled(store);
      expect(heading()).toHaveTextContent('Comment pouvons-nous vous conseiller à Zürich?');
    });

    it.each([
      ['de-CH', 'Ihr Termin mit Anna Muster', 'Ihre Suche ist auf Termine mit Anna Muster beschränkt.'],
      [
        'fr-CH',
        'Votre rendez-vous avec Anna Muster',
        'Votre recherche est limitée aux rendez-vous avec Anna Muster.',
      ],
    ] as const)(
      'names the preset advisor and says the search is limited to them (spec section 6, %s)',
      async (culture, title, note) => {
        const { store } = setup(
          'advisorId=a1',
          { consultantGet: async () => testConsultant('a1', { name: 'Anna Muster' }) },
          culture,
        );
        act(() => store.overlays.close('advisor'));
        await waitFor(() => expect(heading()).toHaveTextContent(title));
        expect(screen.getByText(note)).toBeInTheDocument();
        expect(store.settings.transitoryData.consultantName).toBe('Anna Muster');
        await settled(store);
      },
    );

    it.each([
      [
        'de-CH',
        'Ihre Suche ist auf die Filiale Zürich HB beschränkt.',
        'Alle Filialen anzeigen',
        'Wie dürfen wir Sie beraten?',
      ],
      [
        'fr-CH',
        'Votre recherche est limitée à l’agence Zürich HB.',
        'Afficher toutes les agences',
        'Comment pouvons-nous vous conseiller?',
      ],
    ] as const)(
      'says a preset branch limits the search and widens it on request (%s)',
      async (culture, note, widen, plainTitle) => {
        const user = userEvent.setup();
        const { store } = setup('agencyId=zh', {}, culture);
        await settled(store);
        expect(await screen.findByText(note)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: widen }));
        expect(screen.queryByText(note)).not.toBeInTheDocument();
        expect(heading()).toHaveTextContent(plainTitle);
        expect(store.settings.agencyId).toBe('');
        expect(store.agencyFilter.checked).toEqual([]);
      },
    );

    it('widens a preset advisor: the usual heading, no note, the name forgotten', async () => {
      const user = userEvent.setup();
      const { store } = setup('advisorId=a1', {
        consultantGet: async () => testConsultant('a1', { name: 'Anna Muster' }),
      });
      act(() => store.overlays.close('advisor'));
      await user.click(await screen.findByRole('button', { name: 'Alle Beraterinnen und Berater anzeigen' }));
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie beraten?');
      expect(screen.queryByText(/Ihre Suche ist auf/)).not.toBeInTheDocument();
      expect(store.settings.transitoryData.consultantName).toBe('');
      expect(store.advisorInformation.name).toBe('');
      await settled(store);
    });

    it('falls back to the product when there is neither a city nor a title text', async () => {
      const { store, api } = createTestStore({ handlers: { filterAgencies: async () => agencies } });
      const i18n = createI18n('de-CH', TEXTS);
      i18n.addResource('de-CH', 'translation', 'step1.title', '');
      render(
        <I18nProvider i18n={i18n}>
          <CheckoutProviders store={store} api={api} config={TEST_RUNTIME_CONFIG}>
            <ConsultationStep goTo={jest.fn()} />
          </CheckoutProviders>
        </I18nProvider>,
      );
      await settled(store);
      expect(heading()).toHaveTextContent(TEST_RUNTIME_CONFIG.product);
    });
  });

  describe('reset and go-on', () => {
    const block = () => screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
    const reset = () => within(block()).getByRole('button', { name: 'Zurücksetzen' });
    const goOn = () => within(block()).getByRole('button', { name: 'Weiter zur Terminauswahl' });

    it('are both disabled with no destination checked and no travel id', async () => {
      const user = userEvent.setup();
      const { store } = setup();
      await settled(store);
      await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
      expect(reset()).toBeDisabled();
      expect(goOn()).toBeDisabled();
      act(() => store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false }));
      expect(reset()).toBeEnabled();
      expect(goOn()).toBeEnabled();
      act(() => store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: true }));
      expect(reset()).toBeDisabled();
      expect(goOn()).toBeDisabled();
    });

    it('with only a travel id: reset is enabled and clears it, go-on waits for a destination', async () => {
      const user = userEvent.setup();
      const { store } = setup('travelId=t-42', {
        travelExperienceAndBookmarks: async () => {
          throw new ApiError(404, { error: 'not_found', message: 'unknown' });
        },
      });
      await settled(store);
      expect(store.travel.travelId).toBe('t-42');
      expect(reset()).toBeEnabled();
      expect(goOn()).toBeDisabled();
      await user.click(reset());
      expect(store.travel.travelId).toBe('');
      expect(reset()).toBeDisabled();
    });

    it('reset clears the travel id, the card and every checked destination', async () => {
      const user = userEvent.setup();
      const { store } = setup('travelId=te-iceland', {
        travelExperienceAndBookmarks: async () => iceland,
      });
      await settled(store);
      await within(block()).findByRole('heading', { name: iceland.title });
      await waitFor(() => expect(store.destinationFilter.checkedLabels).toEqual(['Island']));
      act(() => store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false }));
      await user.click(reset());
      expect(store.travel.travelId).toBe('');
      expect(store.destinationFilter.hasChecked).toBe(false);
      expect(within(block()).queryByRole('article')).not.toBeInTheDocument();
      expect(goOn()).toBeDisabled();
      expect(reset()).toBeDisabled();
    });
  });

  describe('the preset travel-experience card', () => {
    it('shows title, image and destination, and checks the destination so the visitor can go on', async () => {
      const { store, api, goTo } = setup('travelId=te-iceland', {
        travelExperienceAndBookmarks: async () => iceland,
      });
      const block = screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
      const card = await within(block).findByRole('article');
      expect(within(card).getByRole('heading', { level: 3, name: iceland.title })).toBeInTheDocument();
      // Spec section 9's responsive widths: the browser picks one for the 20rem slot and the screen's density.
      expect(card.querySelector('img')).toHaveAttribute('src', `${iceland.image}?width=320`);
      expect(card.querySelector('img')).toHaveAttribute(
        'srcset',
        [320, 480, 600, 768, 1024, 1200].map((w) => `${iceland.image}?width=${w} ${w}w`).join(', '),
      );
      expect(card.querySelector('img')).toHaveAttribute('sizes', '20rem');
      expect(card.querySelector('img')).toHaveAttribute('alt', '');
      expect(within(card).getByText('Island')).toBeInTheDocument();
      // An image that fails to load is left out rather than shown broken.
      fireEvent.error(card.querySelector('img')!);
      expect(card.querySelector('img')).toBeNull();
      expect(calls(api, 'travelExperienceAndBookmarks')[0]!.args).toEqual([
        { culture: 'de-CH', travelExperienceId: 'te-iceland' },
      ]);
      await waitFor(() => expect(store.destinationFilter.checkedLabels).toEqual(['Island']));
      await settled(store);
      await userEvent.click(within(block).getByRole('button', { name: 'Weiter zur Terminauswahl' }));
      expect(goTo).toHaveBeenCalledWith('step-2');
    });

    it('shows no match percentage and asks for none without a saved travel-type profile', async () => {
      const { store, api } = setup('travelId=te-iceland', {
        travelExperienceAndBookmarks: async () => iceland,
        travelExperienceMatch: async () => ({ match: 87, text: '' }),
      });
      await screen.findByRole('article');
      await settled(store);
      expect(calls(api, 'travelExperienceMatch')).toHaveLength(0);
      expect(screen.queryByText(/Übereinstimmung/)).not.toBeInTheDocument();
    });

    it('shows the match percentage with a saved travel-type profile', async () => {
      const made = createTestStore({
        handlers: {
          filterAgencies: async () => agencies,
          filterDestinations: async () => destinationsWithIceland,
          travelExperienceAndBookmarks: async () => iceland,
          travelExperienceMatch: async () => ({ match: 86.6, text: 'Passt' }),
        },
      });
      made.store.settings.setPerfectMatchData([0.5, 0.8, 0.2]);
      made.store.applyStartParams(new URLSearchParams('travelId=te-iceland'));
      renderWithProviders(<ConsultationStep goTo={jest.fn()} />, made);
      expect(await screen.findByText('87 % Übereinstimmung')).toBeInTheDocument();
      expect(calls(made.api, 'travelExperienceMatch')[0]!.args).toEqual([
        { culture: 'de-CH', id: 'te-iceland', perfectMatchData: [0.5, 0.8, 0.2] },
      ]);
      await settled(made.store);
    });

    it('hides the percentage when the match call fails', async () => {
      const made = createTestStore({
        handlers: {
          filterAgencies: async () => agencies,
          filterDestinations: async () => destinationsWithIceland,
          travelExperienceAndBookmarks: async () => iceland,
          travelExperienceMatch: async () => {
            throw new ApiError(500, { error: 'internal', message: 'down' });
          },
        },
      });
      made.store.settings.setPerfectMatchData([0.5]);
      made.store.applyStartParams(new URLSearchParams('travelId=te-iceland'));
      renderWithProviders(<ConsultationStep goTo={jest.fn()} />, made);
      await screen.findByRole('article');
      await waitFor(() => expect(calls(made.api, 'travelExperienceMatch')).toHaveLength(1));
      await settled(made.store);
      expect(screen.queryByText(/Übereinstimmung/)).not.toBeInTheDocument();
    });

    it('toggles the bookmark, stored under USER-BOOKMARKS', async () => {
      const user = userEvent.setup();
      const made = createTestStore({
        handlers: {
          filterAgencies: async () => agencies,
          filterDestinations: async () => destinationsWithIceland,
          travelExperienceAndBookmarks: async () => iceland,
        },
      });
      await made.store.hydrate();
      made.store.applyStartParams(new URLSearchParams('travelId=te-iceland'));
      renderWithProviders(<ConsultationStep goTo={jest.fn()} />, made);
      const card = await screen.findByRole('article');
      const bookmark = within(card).getByRole('button', { name: 'Merken' });
      expect(bookmark).toHaveAttribute('aria-pressed', 'false');
      await user.click(bookmark);
      expect(bookmark).toHaveAttribute('aria-pressed', 'true');
      const stored = () => JSON.parse(made.storage.getItem(STORAGE_KEYS.userBookmarks) ?? '{}');
      await waitFor(() =>
        expect(stored()).toEqual({
          list: [{ id: 'te-iceland', isVisited: false, timeStamp: Date.parse('2026-03-04T09:00:00Z') }],
        }),
      );
      await user.click(bookmark);
      expect(bookmark).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(stored()).toEqual({ list: [] }));
      await settled(made.store);
      made.store.dispose();
    });

    it('shows no card when the travel experience cannot be loaded', async () => {
      const { store } = setup('travelId=te-gone', {
        travelExperienceAndBookmarks: async () => {
          throw new ApiError(404, { error: 'not_found', message: 'unknown' });
        },
      });
      const block = screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
      await waitFor(() => expect(store.travel.loading).toBe(false));
      await settled(store);
      expect(within(block).queryByRole('article')).not.toBeInTheDocument();
      expect(store.travel.travelInformation).toBeNull();
    });

    it('checks a destination given by the address once the list is there', async () => {
      const { store } = setup('destinationId=jp');
      const block = screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
      await waitFor(() =>
        expect(within(block).getByText('Gewählte Reiseziele:').parentElement).toHaveTextContent('Japan'),
      );
      expect(within(block).getByRole('button', { name: 'Weiter zur Terminauswahl' })).toBeEnabled();
      await settled(store);
    });

    it('drops a destination id the list does not know', async () => {
      const { store } = setup('destinationId=atlantis');
      await waitFor(() => expect(store.destinationFilter.groups.length).toBeGreaterThan(0));
      await waitFor(() => expect(store.destinationFilter.hasChecked).toBe(false));
      await settled(store);
    });
  });

  describe('consultant overlay', () => {
    const anna = testConsultant('a1', {
      name: 'Anna Muster',
      role: 'Reiseberaterin',
      location: 'Zürich HB',
      imgUrl: 'https://img.example/anna.jpg',
      languages: 'Deutsch, Englisch',
      quote: 'Island ist meine zweite Heimat.',
      mailCta: { text: 'anna@horizonte.example', url: 'mailto:anna@horizonte.example' },
      phoneCta: { text: '+41 44 000 00 01', url: 'tel:+41440000001' },
      locationCta: { text: 'Filiale Zürich HB', url: 'https://horizonte.example/zh' },
    });

    it('is not there without a preselected consultant', async () => {
      const { store, api } = setup();
      await settled(store);
      expect(calls(api, 'consultantGet')).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('opens with the preselected consultant and shows the detail', async () => {
      const { store, api } = setup('advisorId=a1', { consultantGet: async () => anna });
      const dialog = await screen.findByRole('dialog', { name: 'Anna Muster' });
      expect(within(dialog).getByText('Reiseberaterin in Zürich HB')).toBeInTheDocument();
      const img = dialog.querySelector('img')!;
      expect(img).toHaveAttribute('width', '232');
      expect(img).toHaveAttribute('height', '290');
      expect(img.getAttribute('srcset')).toContain('width=464&height=580');
      expect(
        within(dialog).getByRole('link', { name: 'Filiale Zürich HB (öffnet in einem neuen Tab)' }),
      ).toHaveAttribute('target', '_blank');
      expect(within(dialog).getByRole('link', { name: 'anna@horizonte.example' })).toHaveAttribute(
        'href',
        'mailto:anna@horizonte.example',
      );
      expect(within(dialog).getByRole('link', { name: '+41 44 000 00 01' })).toBeInTheDocument();
      expect(within(dialog).getByText('Sprachen: Deutsch, Englisch')).toBeInTheDocument();
      expect(within(dialog).getByText('Island ist meine zweite Heimat.')).toBeInTheDocument();
      expect(calls(api, 'consultantMatch')).toHaveLength(0);
      // The preselected advisor is the one booked: the summary knows name and location.
      expect(store.advisorInformation).toMatchObject({ name: 'Anna Muster', location: 'Zürich HB' });
      await settled(store);
    });

    it('shows the match with a saved travel-type profile', async () => {
      const made = createTestStore({
        handlers: {
          filterAgencies: async () => agencies,
          consultantGet: async () => anna,
          consultantMatch: async () => ({ match: 91, text: 'Sie beide lieben das Abenteuer.' }),
        },
      });
      made.store.settings.setPerfectMatchData([0.4, 0.9]);
      made.store.applyStartParams(new URLSearchParams('advisorId=a1'));
      renderWithProviders(<ConsultationStep goTo={jest.fn()} />, made);
      expect(await screen.findByText('91 % passend zu Ihrem Reisetyp')).toBeInTheDocument();
      expect(screen.getByText(/Sie beide lieben das Abenteuer/)).toBeInTheDocument();
      await settled(made.store);
    });

    it('keeps a plain overlay when the detail cannot be loaded (swallowed, no message)', async () => {
      const { store } = setup('advisorId=a1', {
        consultantGet: async () => {
          throw new ApiError(500, { error: 'internal', message: 'down' });
        },
      });
      const dialog = screen.getByRole('dialog', { name: 'Ihre Beraterin, Ihr Berater' });
      await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
      await settled(store);
    });
  });

  describe('overlays and accessible names', () => {
    it('the destination overlays trap focus, close with Escape and give focus back, innermost first', async () => {
      const user = userEvent.setup();
      const { store } = setup();
      await settled(store);
      const choice = screen.getByRole('button', { name: /Reiseziel angeben/ });
      await user.click(choice);
      const filterButton = screen.getByRole('button', { name: 'Reiseziele wählen' });
      await user.click(filterButton);
      await screen.findByRole('checkbox', { name: 'Japan' });
      await expectDialogTrapsFocus(user, 'Reiseziele wählen', filterButton);
      expect(screen.getByRole('dialog', { name: 'Ihr Reiseziel' })).toBeInTheDocument();
      await expectDialogTrapsFocus(user, 'Ihr Reiseziel', choice);
    });

    it('the main-info overlay traps focus, closes with Escape and gives focus back', async () => {
      const user = userEvent.setup();
      const { store } = setup();
      await settled(store);
      const opener = screen.getByRole('button', { name: 'So funktioniert es' });
      await user.click(opener);
      expect(screen.getByRole('dialog', { name: 'So funktioniert die Reiseberatung' })).toHaveTextContent(
        'CHF 100.–',
      );
      await expectDialogTrapsFocus(user, 'So funktioniert die Reiseberatung', opener);
    });

    it('the consultant overlay closes with Escape', async () => {
      const user = userEvent.setup();
      const { store } = setup('advisorId=a1', { consultantGet: async () => testConsultant('a1') });
      const dialog = await screen.findByRole('dialog', { name: 'Advisor a1' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(store.overlays.isOpen('advisor')).toBe(false);
      await settled(store);
    });

    it.each(['de-CH', 'fr-CH'] as const)('every control has an accessible name (%s)', async (culture) => {
      const user = userEvent.setup();
      const { store } = setup(
        'travelId=te-iceland',
        { travelExperienceAndBookmarks: async () => iceland },
        culture,
      );
      await screen.findByRole('article');
      expect(expectEveryControlNamed()).toBeGreaterThan(4);
      await user.click(
        screen.getAllByRole('button', { name: /Reiseziele wählen|Choisir des destinations/ })[0]!,
      );
      await screen.findAllByRole('checkbox');
      await user.type(screen.getByRole('searchbox'), 'a');
      expect(expectEveryControlNamed()).toBeGreaterThan(8);
      await settled(store);
    });
  });
});
