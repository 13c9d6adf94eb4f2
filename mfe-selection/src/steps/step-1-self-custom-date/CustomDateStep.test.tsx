import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient, FilterResponse } from '@checkout/shared';
import { createTestStore, renderWithProviders, testConsultant } from '@checkout/dev-kit/testing';
import MainInfoAside from '../../main-info/MainInfoAside';
import {
  agencies as manyAgencies,
  expectDialogTrapsFocus,
  expectEveryControlNamed,
} from '../../testing/selection-test-kit';
import CustomDateStep from './CustomDateStep';

const agencies: FilterResponse = {
  cat: 'agencies',
  catNice: 'Filialen',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Zürich',
      filters: [
        { id: 'zh', label: 'Zürich HB', isChecked: false },
        { id: 'oe', label: 'Oerlikon', isChecked: false, noAppointmentsForSpecialHours: true },
      ],
    },
  ],
};

describe('CustomDateStep', () => {
  it('asks for agency, then date, then time and advice mode before going on to step 4', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    const made = createTestStore({ handlers: { filterAgencies: async () => agencies } });
    const goTo = jest.fn();
    renderWithProviders(<CustomDateStep goTo={goTo} />, made);

    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next).toBeDisabled();
    expect(made.store.settings.isCustomDateMode).toBe(true);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filiale wählen' }));
    // Branches without special-hours appointments are not offered.
    expect(screen.queryByRole('checkbox', { name: 'Oerlikon' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Zürich HB' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));

    // Wednesday 4 March: today and tomorrow are disabled, Friday 6 March is the first choice.
    expect(screen.getByRole('button', { name: 'Freitag, 6. März 2026' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: 'Donnerstag, 5. März 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByLabelText('Stunde')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Samstag, 7. März 2026' }));
    expect(screen.getByText('Gewähltes Datum: Samstag, 07.03.2026')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stunde'), '16');
    expect(screen.getByLabelText('Minute')).toHaveValue('00');
    expect(screen.getByRole('radio', { name: 'Persönlich' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Telefon' }));

    expect(next).toBeEnabled();
    await user.click(next);
    expect(goTo).toHaveBeenCalledWith('step-4');
    // What step 6 books from: the custom day and time, the advice mode and the branch.
    expect(made.store.dates.selectedDateCustomIso).toBe('2026-03-07');
    expect(made.store.dates.selectedHourCustom).toEqual({ hour: '16', minute: '00' });
    expect(made.store.agenda.wireAdviceMode).toBe('phone');
    expect(made.store.agencyFilter.checkedIds).toEqual(['zh']);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'event_view', event_action: 'continue' }),
    );
  });
});

/** Step 1 self on Wednesday 4 March 2026 with an agency checked, so the calendar is shown. */
async function withAgency() {
  const user = userEvent.setup();
  const made = createTestStore({ handlers: { filterAgencies: async () => agencies } });
  renderWithProviders(<CustomDateStep goTo={jest.fn()} />, made);
  await waitFor(() => expect(made.store.agencyFilter.loading).toBe(false));
  act(() => made.store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
  return { user, store: made.store };
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('CustomDateStep: hours and minutes as seen on screen', () => {
  it.each([
    ['Montag, 9. März 2026', ['08', '17', '18', '19']],
    ['Dienstag, 10. März 2026', ['08', '17', '18', '19']],
    ['Mittwoch, 11. März 2026', ['08', '17', '18', '19']],
    ['Donnerstag, 12. März 2026', ['08', '17', '18', '19']],
    ['Freitag, 13. März 2026', ['08', '17', '18', '19']],
    ['Samstag, 14. März 2026', ['08', '14', '15', '16']],
  ])('%s offers the hours %p and the minutes of each hour', async (label, hours) => {
    const { user } = await withAgency();
    await user.click(screen.getByRole('button', { name: label }));
    expect(options('Stunde')).toEqual(hours);
    const saturday = label.startsWith('Samstag');
    const expectedMinutes: Record<string, string[]> = saturday
      ? {
          '08': ['00', '15', '30', '45'],
          '14': ['15', '30', '45'],
          '15': ['00', '15', '30', '45'],
          '16': ['00'],
        }
      : {
          '08': ['00', '15', '30', '45'],
          '17': ['15', '30', '45'],
          '18': ['00', '15', '30', '45'],
          '19': ['00'],
        };
    for (const hour of hours) {
      await user.selectOptions(screen.getByLabelText('Stunde'), hour);
      expect(options('Minute')).toEqual(expectedMinutes[hour]);
      expect(expectedMinutes[hour]).toContain((screen.getByLabelText('Minute') as HTMLSelectElement).value);
    }
  });

  it('snaps an invalid minute to the first allowed one and keeps a valid one', async () => {
    const { user, store } = await withAgency();
    await user.click(screen.getByRole('button', { name: 'Montag, 9. März 2026' }));
    await user.selectOptions(screen.getByLabelText('Stunde'), '18');
    await user.selectOptions(screen.getByLabelText('Minute'), '45');
    await user.selectOptions(screen.getByLabelText('Stunde'), '17');
    expect(screen.getByLabelText('Minute')).toHaveValue('45');
    await user.selectOptions(screen.getByLabelText('Stunde'), '19');
    expect(screen.getByLabelText('Minute')).toHaveValue('00');
    await user.selectOptions(screen.getByLabelText('Stunde'), '17');
    expect(screen.getByLabelText('Minute')).toHaveValue('15');
    expect(store.dates.selectedHourCustom).toEqual({ hour: '17', minute: '15' });
  });

  it('resets the time to 08:00 when another date is chosen, and hides the time when the date is cleared', async () => {
    const { user, store } = await withAgency();
    await user.click(screen.getByRole('button', { name: 'Montag, 9. März 2026' }));
    await user.selectOptions(screen.getByLabelText('Stunde'), '18');
    await user.selectOptions(screen.getByLabelText('Minute'), '30');
    await user.click(screen.getByRole('button', { name: 'Samstag, 14. März 2026' }));
    expect(screen.getByLabelText('Stunde')).toHaveValue('08');
    expect(screen.getByLabelText('Minute')).toHaveValue('00');
    expect(screen.getByText('Gewähltes Datum: Samstag, 14.03.2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Samstag, 14. März 2026' }));
    expect(store.dates.selectedDateCustom).toBe('');
    expect(screen.queryByLabelText('Stunde')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });
});

function setup(query = '', handlers: Partial<ApiClient> = {}, culture: 'de-CH' | 'fr-CH' = 'de-CH') {
  const made = createTestStore({ handlers: { filterAgencies: async () => manyAgencies, ...handlers } });
  made.store.settings.setCulture(culture);
  if (query) made.store.applyStartParams(new URLSearchParams(query));
  const goTo = jest.fn();
  renderWithProviders(
    <>
      <CustomDateStep goTo={goTo} />
      <MainInfoAside />
    </>,
    { ...made, culture },
  );
  return { ...made, goTo, user: userEvent.setup() };
}

const settled = (store: ReturnType<typeof createTestStore>['store']) =>
  waitFor(() => expect(store.agencyFilter.loading).toBe(false));

/** The step's sections (h2 card titles) in document order. */
const sections = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((text) => ['Filiale', 'Datum', 'Uhrzeit'].includes(text ?? ''));

describe('CustomDateStep: sections in the spec order', () => {
  it('shows the date only after an agency, the time and advice mode only after a date', async () => {
    const { store, user } = setup();
    await settled(store);
    expect(sections()).toEqual(['Filiale']);
    expect(screen.queryByRole('group', { name: 'Beratungsart' })).not.toBeInTheDocument();
    act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    expect(sections()).toEqual(['Filiale', 'Datum']);
    expect(screen.queryByRole('group', { name: 'Beratungsart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Montag, 9. März 2026' }));
    expect(sections()).toEqual(['Filiale', 'Datum', 'Uhrzeit']);
    expect(screen.getByRole('group', { name: 'Beratungsart' })).toBeInTheDocument();
    // Without an agency, a stored date does not bring the later sections back.
    act(() => store.agencyFilter.reset());
    expect(sections()).toEqual(['Filiale']);
    expect(screen.queryByLabelText('Stunde')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('writes the chosen date once, as weekday, dd.MM.yyyy', async () => {
    const { store, user } = setup();
    await settled(store);
    act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    expect(screen.getByText('Bitte wählen Sie zuerst ein Datum.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dienstag, 10. März 2026' }));
    expect(screen.getAllByText(/10\.03\.2026/)).toHaveLength(1);
    expect(screen.getByText('Gewähltes Datum: Dienstag, 10.03.2026')).toBeInTheDocument();
  });

  it('writes it in French under /fr', async () => {
    const { store, user } = setup('', {}, 'fr-CH');
    await settled(store);
    act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    await user.click(screen.getByRole('button', { name: 'mardi, 10 mars 2026' }));
    expect(screen.getByText('Date choisie: mardi, 10.03.2026')).toBeInTheDocument();
  });
});

describe('CustomDateStep: preset agency or advisor', () => {
  it('hides the agency section with a preset agency and books at that agency', async () => {
    const { store, user } = setup('agencyId=be');
    await settled(store);
    expect(sections()).toEqual(['Datum']);
    expect(screen.queryByRole('button', { name: 'Filiale wählen' })).not.toBeInTheDocument();
    expect(store.agencyFilter.checkedIds).toEqual(['be']);
    await user.click(screen.getByRole('button', { name: 'Samstag, 14. März 2026' }));
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    expect(store.agencyFilter.checkedIds).toEqual(['be']);
  });

  it('checks the preset agency again when it was unchecked since', async () => {
    const made = createTestStore({ handlers: { filterAgencies: async () => manyAgencies } });
    made.store.applyStartParams(new URLSearchParams('agencyId=be'));
    made.store.agencyFilter.reset();
    renderWithProviders(<CustomDateStep goTo={jest.fn()} />, made);
    await settled(made.store);
    expect(made.store.agencyFilter.checkedIds).toEqual(['be']);
  });

  it("hides the agency section with a preset advisor and books at the advisor's branch", async () => {
    const { store, api } = setup('advisorId=a1', {
      consultantGet: async () => testConsultant('a1', { agencyId: 'oe' }),
    });
    await waitFor(() => expect(store.agencyFilter.checkedIds).toEqual(['oe']));
    expect(sections()).toEqual(['Datum']);
    expect(api.calls.filter((c) => c.method === 'consultantGet')).toHaveLength(1);
  });

  it('still offers the date with a preset advisor whose detail fails', async () => {
    const { store } = setup('advisorId=a1', {
      consultantGet: async () => {
        throw new Error('down');
      },
    });
    await settled(store);
    await waitFor(() => expect(screen.getByRole('grid')).toBeInTheDocument());
    expect(sections()).toEqual(['Datum']);
  });
});

describe('CustomDateStep: advice mode and going on', () => {
  it('defaults to personal, even when a slot of step 3 had another mode', async () => {
    const made = createTestStore({ handlers: { filterAgencies: async () => manyAgencies } });
    made.store.agenda.setAdviceMode('online');
    renderWithProviders(<CustomDateStep goTo={jest.fn()} />, made);
    await settled(made.store);
    expect(made.store.agenda.adviceMode).toBe('personal');
    act(() => made.store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Montag, 9. März 2026' }));
    const modes = within(screen.getByRole('group', { name: 'Beratungsart' })).getAllByRole('radio');
    expect(modes.map((r) => [r.getAttribute('value'), (r as HTMLInputElement).checked])).toEqual([
      ['personal', true],
      ['online', false],
      ['phone', false],
    ]);
  });

  it('keeps next disabled until agency, date, hour and minute are set, then sends the event view', async () => {
    window.dataLayer = [];
    const { store, user, goTo } = setup();
    await settled(store);
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next).toBeDisabled();
    act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Montag, 9. März 2026' }));
    // The hour and minute start at 08:00, both set.
    expect(screen.getByLabelText('Stunde')).toHaveValue('08');
    expect(screen.getByLabelText('Minute')).toHaveValue('00');
    expect(next).toBeEnabled();
    expect(window.dataLayer).toEqual([]);
    await user.click(next);
    expect(goTo).toHaveBeenCalledWith('step-4');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'event_view', event_action: 'continue', event_label: 'step-1-self' }),
    ]);
  });
});

describe('CustomDateStep: agency overlay', () => {
  async function openOverlay() {
    const made = setup();
    await settled(made.store);
    const opener = screen.getByRole('button', { name: 'Filiale wählen' });
    await made.user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filiale wählen' });
    const search = within(dialog).getByRole('searchbox', { name: 'Filiale oder Ort suchen' });
    const labels = () =>
      within(dialog)
        .queryAllByRole('checkbox')
        .map((c) => c.closest('.ck-check')?.textContent);
    const type = async (text: string) => {
      await made.user.clear(search);
      if (text) await made.user.type(search, text);
    };
    return { ...made, opener, dialog, labels, type };
  }

  it('is single-choice and leaves out agencies without special-hours appointments', async () => {
    const { dialog, labels, user, store } = await openOverlay();
    expect(labels()).toEqual(['Zürich HB', 'Oerlikon', 'Bern Bahnhof']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Zürich HB' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bern Bahnhof' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Zürich HB' })).not.toBeChecked();
    expect(store.agencyFilter.checkedLabels).toEqual(['Bern Bahnhof']);
    expect(
      within(dialog).getByText('Bern Bahnhof', { selector: '.ck-filter__selection' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(store.agencyFilter.hasChecked).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
  });

  it('searches group titles and labels case-insensitively (spec section 5)', async () => {
    const { labels, type } = await openOverlay();
    await type('region zÜRICH');
    expect(labels()).toEqual(['Zürich HB', 'Oerlikon']);
    await type('BAHNHOF');
    expect(labels()).toEqual(['Bern Bahnhof']);
    await type('oer');
    expect(labels()).toEqual(['Oerlikon']);
    // Winterthur matches but takes no special-hours appointments.
    await type('winter');
    expect(labels()).toEqual([]);
  });

  it('traps focus, closes with Escape and gives focus back', async () => {
    const { user, opener } = await openOverlay();
    await expectDialogTrapsFocus(user, 'Filiale wählen', opener);
  });

  it('the main-info overlay traps focus, closes with Escape and gives focus back', async () => {
    const { store, user } = setup();
    await settled(store);
    const opener = screen.getByRole('button', { name: 'So funktioniert es' });
    await user.click(opener);
    await expectDialogTrapsFocus(user, 'So funktioniert die Reiseberatung', opener);
  });

  it.each(['de-CH', 'fr-CH'] as const)('every control has an accessible name (%s)', async (culture) => {
    const { store, user } = setup('', {}, culture);
    await settled(store);
    act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    await user.click(
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .find((b) => !b.hasAttribute('aria-disabled'))!,
    );
    expect(expectEveryControlNamed()).toBeGreaterThan(30);
  });
});

describe('CustomDateStep: contact type and the way back', () => {
  it.each([
    ['de-CH', 'Montag, 9. März 2026', 'Video', 'Telefon'],
    ['fr-CH', 'lundi, 9 mars 2026', 'Vidéo', 'Téléphone'],
  ] as const)(
    'sends an event-view when a contact type is chosen (%s)',
    async (culture, monday, video, phone) => {
      window.dataLayer = [];
      const { store, user } = setup('', {}, culture);
      await settled(store);
      act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
      await user.click(screen.getByRole('button', { name: monday }));
      // The default (personal) is no choice of the visitor's: nothing is sent for it.
      expect(window.dataLayer).toEqual([]);
      await user.click(screen.getByRole('radio', { name: video }));
      await user.click(screen.getByRole('radio', { name: phone }));
      expect(window.dataLayer).toEqual([
        expect.objectContaining({ event: 'event_view', event_action: 'contact-type', event_label: 'online' }),
        expect.objectContaining({ event: 'event_view', event_action: 'contact-type', event_label: 'phone' }),
      ]);
    },
  );

  it.each([
    ['de-CH', 'Zurück zu den Terminen während der Öffnungszeiten'],
    ['fr-CH', 'Retour aux rendez-vous pendant les heures d’ouverture'],
  ] as const)(
    'offers a visible way back to the regular appointments, by keyboard too (%s)',
    async (culture, name) => {
      const { store, user, goTo } = setup('', {}, culture);
      await settled(store);
      const back = screen.getByRole('button', { name });
      expect(back).toBeVisible();
      // Before the form: the first control of the step after the heading.
      await user.tab();
      expect(back).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(goTo).toHaveBeenCalledWith('step-2');
    },
  );
});

describe('CustomDateStep: a preset that limits the search', () => {
  it.each([
    [
      'de-CH',
      'Ihre Suche ist auf die Filiale Bern Bahnhof beschränkt.',
      'Alle Filialen anzeigen',
      'Filiale wählen',
    ],
    [
      'fr-CH',
      'Votre recherche est limitée à l’agence Bern Bahnhof.',
      'Afficher toutes les agences',
      'Choisir une agence',
    ],
  ] as const)(
    'says so and widens to the agency choice on request (%s)',
    async (culture, note, widen, choose) => {
      const { store, user } = setup('agencyId=be', {}, culture);
      await settled(store);
      expect(await screen.findByText(note)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: choose })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: widen }));
      expect(screen.queryByText(note)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: choose })).toBeInTheDocument();
      expect(store.agencyFilter.checked).toEqual([]);
    },
  );

  it.each([
    ['de-CH', 'Die Filiale Winterthur bietet keine Termine ausserhalb der Öffnungszeiten an.', 'Weiter'],
    [
      'fr-CH',
      'L’agence Winterthur ne propose pas de rendez-vous en dehors des heures d’ouverture.',
      'Continuer',
    ],
  ] as const)(
    'offers no custom date at a preset branch that takes none, and cannot go on (%s)',
    async (culture, notice, next) => {
      const { store } = setup('agencyId=wi', {}, culture);
      await settled(store);
      expect(await screen.findByText(notice)).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      // Even with a date kept from before, no request can be made for this branch.
      act(() => store.dates.setSelectedDateCustom('14.03.2026'));
      expect(screen.getByRole('button', { name: next })).toBeDisabled();
    },
  );

  it("offers no custom date when the preset advisor's branch takes none", async () => {
    const { store } = setup('advisorId=a1', {
      consultantGet: async () => testConsultant('a1', { name: 'Anna Muster', agencyId: 'wi' }),
    });
    await waitFor(() => expect(store.agencyFilter.checkedIds).toEqual(['wi']));
    expect(
      await screen.findByText(
        'Die Filiale Winterthur bietet keine Termine ausserhalb der Öffnungszeiten an.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ihre Suche ist auf Termine mit Anna Muster beschränkt.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
