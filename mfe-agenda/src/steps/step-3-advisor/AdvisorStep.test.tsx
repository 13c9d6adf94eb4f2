import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  createMemoryStorage,
  type AgendaResponse,
  type Consultant,
  type Hour,
} from '@checkout/shared';
import {
  createTestStore,
  persistenceStarted,
  renderWithProviders,
  testConsultant,
  testHour,
  testAgenda,
} from '@checkout/dev-kit/testing';
import AdvisorStep from './AdvisorStep';

const advisor = (id: string, name: string) => testConsultant(id, { name });
/** The hour of `advisorId` starting at `h` o'clock. */
const hour = (advisorId: string, h: number, overrides: Partial<Hour> = {}) =>
  testHour(advisorId, `${String(h).padStart(2, '0')}:00`, overrides);
const agenda: AgendaResponse = testAgenda({
  advisorList: [advisor('a1', 'Anna Muster'), advisor('a2', 'Marc Beispiel')],
  hoursList: [
    { consultantId: 'a1', hours: [8, 9, 10, 11, 13, 14, 15, 16].map((h) => hour('a1', h)) },
    { consultantId: 'a2', hours: [hour('a2', 9, { isInactive: true }), hour('a2', 10)] },
  ],
});

function setup(response: Parameters<typeof testAgenda>[0] = agenda) {
  const made = createTestStore({
    handlers: {
      agenda: async () => testAgenda(response),
      hold: async () => ({ holdId: 'h1', expiresAt: '2026-03-04T10:15:00Z' }),
      releaseHold: async () => undefined,
    },
  });
  made.store.dates.check('05.03.2026');
  const goTo = jest.fn();
  renderWithProviders(<AdvisorStep goTo={goTo} />, made);
  return { ...made, goTo };
}

describe('AdvisorStep', () => {
  it('lists advisors with six hours first and a show-all toggle, inactive hours hidden', async () => {
    const user = userEvent.setup();
    setup();
    const anna = within(await screen.findByRole('list', { name: 'Termine von Anna Muster' }));
    expect(anna.getAllByRole('button')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Alle Termine anzeigen' }));
    expect(anna.getAllByRole('button')).toHaveLength(8);
    const marc = within(screen.getByRole('list', { name: 'Termine von Marc Beispiel' }));
    expect(marc.getAllByRole('button').map((b) => b.textContent)).toEqual(['10:00']);
  });

  it('shows no toggle for exactly six active hours, however many inactive ones there are', async () => {
    setup({
      advisorList: [advisor('a1', 'Anna Muster')],
      hoursList: [
        {
          consultantId: 'a1',
          hours: [8, 9, 10, 11, 12, 13, 14, 15].map((h) =>
            hour('a1', h, { isInactive: h === 9 || h === 12 }),
          ),
        },
      ],
    });
    const anna = within(await screen.findByRole('list', { name: 'Termine von Anna Muster' }));
    expect(anna.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '08:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(screen.queryByRole('button', { name: 'Alle Termine anzeigen' })).not.toBeInTheDocument();
  });

  it('with seven active hours shows six, then all, then six again', async () => {
    const user = userEvent.setup();
    setup({
      advisorList: [advisor('a1', 'Anna Muster')],
      hoursList: [{ consultantId: 'a1', hours: [8, 9, 10, 11, 13, 14, 15].map((h) => hour('a1', h)) }],
    });
    const anna = within(await screen.findByRole('list', { name: 'Termine von Anna Muster' }));
    expect(anna.getAllByRole('button')).toHaveLength(6);
    const showAll = screen.getByRole('button', { name: 'Alle Termine anzeigen' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(anna.getAllByRole('button')).toHaveLength(7);
    const showLess = screen.getByRole('button', { name: 'Weniger anzeigen' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await user.click(showLess);
    expect(anna.getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Alle Termine anzeigen' })).toBeInTheDocument();
  });

  it('holds a picked hour, asks for the advice mode and goes on to step 4', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    const { store, api, goTo } = setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Donnerstag, 05.03.2026, 09:00 bis 10:00 Uhr, Anna Muster',
      }),
    );
    expect(api.calls.find((c) => c.method === 'hold')?.args[0]).toMatchObject({
      advisorId: 'a1',
      date: '2026-03-05',
      time: '09:00',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Wie möchten Sie beraten werden?' });
    const choose = within(dialog).getByRole('button', { name: 'Termin wählen' });
    expect(choose).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Per Telefon' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Per Video' })).toHaveAccessibleDescription(
      /Anna Muster berät Sie per Videoanruf/,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Persönlich in Zürich' }));
    await user.click(choose);
    expect(goTo).toHaveBeenCalledWith('step-4');
    expect(store.agenda.selectedHour?.label).toBe('09:00');
    expect(store.agenda.adviceMode).toBe('personal');
    expect(store.advisorInformation.name).toBe('Anna Muster');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'event_view', event_label: 'personal' }),
    );
  });

  it('dismissing the advice-mode overlay undoes the pick', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    const marc = await screen.findByRole('list', { name: 'Termine von Marc Beispiel' });
    await user.click(
      within(marc).getByRole('button', {
        name: 'Donnerstag, 05.03.2026, 10:00 bis 11:00 Uhr, Marc Beispiel',
      }),
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.advisorInformation.name).toBe('');
  });

  it('after a reload on step 3 no hour stays checked without the advice-mode overlay', async () => {
    const storage = createMemoryStorage();
    const before = createTestStore({ storage });
    await before.store.hydrate();
    before.store.dates.check('05.03.2026');
    before.store.pickAppointment(hour('a1', 9), agenda.advisorList[0]!);
    before.store.agenda.setAdviceMode('online');
    await persistenceStarted();
    before.store.dispose();

    const made = createTestStore({
      storage,
      handlers: { agenda: async () => agenda, releaseHold: async () => undefined },
    });
    await made.store.hydrate();
    expect(made.store.agenda.selectedHour?.label).toBe('09:00');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    const anna = within(await screen.findByRole('list', { name: 'Termine von Anna Muster' }));
    expect(
      anna.getByRole('button', { name: 'Donnerstag, 05.03.2026, 09:00 bis 10:00 Uhr, Anna Muster' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(made.store.agenda.selectedHour).toBeNull();
    expect(made.store.agenda.adviceMode).toBe('');
    expect(made.api.calls.some((c) => c.method === 'releaseHold')).toBe(true);
  });

  it('says so when no advisor is available', async () => {
    setup({ advisorList: [], hoursList: [] });
    expect(
      await screen.findByText('Wir haben keine Beraterin und keinen Berater an diesem Standort gefunden.'),
    ).toBeInTheDocument();
  });

  it('gives every hour a full spoken label: weekday, date, time and advisor, in French too', async () => {
    const made = createTestStore({ handlers: { agenda: async () => agenda } });
    made.store.settings.setCulture('fr-CH');
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, { ...made, culture: 'fr-CH' });
    const anna = within(await screen.findByRole('list', { name: 'Rendez-vous avec Anna Muster' }));
    expect(anna.getAllByRole('button')[0]).toHaveAccessibleName(
      'jeudi, 05.03.2026, de 08:00 à 09:00, Anna Muster',
    );
  });

  it('when someone else just took the hour, says so, moves focus to the message and refreshes the hours', async () => {
    const user = userEvent.setup();
    let agendaCalls = 0;
    const made = createTestStore({
      handlers: {
        // The second answer is the refreshed agenda: 09:00 is gone and so is 10:00, taken meanwhile too.
        agenda: async () =>
          ++agendaCalls === 1
            ? agenda
            : {
                ...agenda,
                hoursList: [
                  {
                    consultantId: 'a1',
                    hours: [8, 9, 10, 11].map((h) => hour('a1', h, { isInactive: h === 9 || h === 10 })),
                  },
                  agenda.hoursList[1]!,
                ],
              },
        hold: (request) =>
          request.time === '09:00'
            ? Promise.reject(new ApiError(409, { error: 'slot_taken', message: 'taken' }))
            : Promise.resolve({ holdId: 'h1', expiresAt: '2026-03-04T10:15:00Z' }),
        releaseHold: async () => undefined,
      },
    });
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    await user.click(
      await screen.findByRole('button', {
        name: 'Donnerstag, 05.03.2026, 09:00 bis 10:00 Uhr, Anna Muster',
      }),
    );
    const message = await screen.findByText(
      'Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    const anna = within(screen.getByRole('list', { name: 'Termine von Anna Muster' }));
    await waitFor(() =>
      expect(anna.getAllByRole('button').map((b) => b.textContent)).toEqual(['08:00', '11:00']),
    );
    expect(agendaCalls).toBe(2);
    expect(made.store.agenda.selectedHour).toBeNull();
    expect(made.store.advisorInformation.name).toBe('');
    // Picking another hour clears the message.
    await user.click(anna.getByRole('button', { name: /11:00 bis 12:00 Uhr/ }));
    expect(screen.queryByText(/soeben vergeben/)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Wie möchten Sie beraten werden?' }),
    ).toBeInTheDocument();
  });
});

describe('advice-mode overlay', () => {
  async function pick(
    options: { advisor?: Partial<Consultant>; hour?: Partial<Hour>; advisorId?: string } = {},
  ) {
    const user = userEvent.setup();
    const anna = testConsultant('a1', { name: 'Anna Muster', ...options.advisor });
    const made = createTestStore({
      handlers: {
        agenda: async () =>
          testAgenda({
            advisorList: [anna],
            hoursList: [{ consultantId: 'a1', hours: [hour('a1', 9, options.hour)] }],
          }),
        hold: async () => ({ holdId: 'h1', expiresAt: '2026-03-04T10:15:00Z' }),
        releaseHold: async () => undefined,
        consultantGet: async () => anna,
      },
    });
    if (options.advisorId) made.store.settings.setStartValues({ advisorId: options.advisorId });
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    const pill = await screen.findByRole('button', { name: /09:00 bis 10:00 Uhr/ });
    await user.click(pill);
    const dialogElement = await screen.findByRole('dialog', { name: 'Wie möchten Sie beraten werden?' });
    return { ...made, user, dialog: within(dialogElement), dialogElement, pill };
  }
  const radios = (dialog: ReturnType<typeof within>) =>
    dialog
      .getAllByRole('radio')
      .map(
        (r: HTMLElement) =>
          `${r.getAttribute('value')}${(r as HTMLInputElement).disabled ? ' (disabled)' : ''}`,
      );

  it('offers personal (titled with the location), online and phone, each disabled when the advisor lacks it', async () => {
    const { dialog } = await pick({ advisor: { hasAdviceModePhone: false } });
    expect(radios(dialog)).toEqual(['personal', 'online', 'phone (disabled)']);
    expect(dialog.getByRole('radio', { name: 'Persönlich in Zürich' })).toHaveAccessibleDescription(
      'Anna Muster freut sich, Sie in der Filiale zu begrüssen.',
    );
    // Greyed out, it says why (issue 19) instead of promising a call.
    expect(dialog.getByRole('radio', { name: 'Per Telefon' })).toHaveAccessibleDescription(
      'Anna Muster bietet keine Telefonberatung an.',
    );
  });

  it('shows no personal option without a location', async () => {
    const { dialog } = await pick({ advisor: { location: '', hasAdviceModePhone: true } });
    expect(radios(dialog)).toEqual(['online', 'phone']);
  });

  it('does not offer personal advice for a home-office hour', async () => {
    const { dialog } = await pick({ hour: { homeOffice: true } });
    expect(dialog.getByRole('radio', { name: 'Persönlich in Zürich' })).toBeDisabled();
    expect(dialog.getByRole('radio', { name: 'Per Video' })).toBeEnabled();
  });

  it('is keyboard operable: focus inside, arrows choose, Escape resets the pick and gives focus back', async () => {
    const { user, dialog, dialogElement, pill, store } = await pick({
      advisor: { hasAdviceModePhone: true },
    });
    expect(dialogElement).toContainElement(document.activeElement as HTMLElement);
    const choose = dialog.getByRole('button', { name: 'Termin wählen' });
    expect(choose).toBeDisabled();
    dialog.getByRole('radio', { name: 'Per Video' }).focus();
    await user.keyboard(' ');
    expect(store.agenda.adviceMode).toBe('online');
    expect(choose).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.agenda.adviceMode).toBe('');
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.overlays.isOpen('adviceMode')).toBe(false);
    expect(pill).toHaveFocus();
    expect(pill).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the preselected advisor information when the overlay closes', async () => {
    const { user, store } = await pick({ advisorId: 'a1' });
    store.advisorInformation.set({ name: 'Anna Muster', location: 'Zürich', consultantId: 'a1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.advisorInformation.name).toBe('Anna Muster');
  });
});

describe('AdvisorStep: an advisor from the address', () => {
  it.each([
    [
      'de-CH',
      'Ihre Suche ist auf Termine mit Anna Muster beschränkt.',
      'Alle Beraterinnen und Berater anzeigen',
    ],
    [
      'fr-CH',
      'Votre recherche est limitée aux rendez-vous avec Anna Muster.',
      'Afficher toutes les conseillères et tous les conseillers',
    ],
  ] as const)(
    'says the search is limited to them and widens it to every advisor (%s)',
    async (culture, note, widen) => {
      const user = userEvent.setup();
      const made = createTestStore({
        handlers: {
          agenda: async (request) =>
            testAgenda(
              request.advisorId === 'a1'
                ? { ...agenda, advisorList: [advisor('a1', 'Anna Muster')] }
                : agenda,
            ),
          consultantGet: async () => advisor('a1', 'Anna Muster'),
        },
      });
      made.store.settings.setCulture(culture);
      made.store.applyStartParams(new URLSearchParams('advisorId=a1'));
      made.store.overlays.close('advisor');
      made.store.dates.check('05.03.2026');
      renderWithProviders(<AdvisorStep goTo={jest.fn()} />, { ...made, culture });
      expect(await screen.findByText(note)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: widen }));
      expect(screen.queryByText(note)).not.toBeInTheDocument();
      await waitFor(() =>
        expect(made.api.calls.filter((c) => c.method === 'agenda').at(-1)?.args[0]).toMatchObject({
          advisorId: '',
        }),
      );
      expect(await screen.findByRole('button', { name: 'Marc Beispiel' })).toBeInTheDocument();
    },
  );
});
