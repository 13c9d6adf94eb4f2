// Step 3 for a national network (issue 19): a page of advisors at a time with 'more advisors', filters by
// advice mode and language, the match order's profile sent along, high-demand offers where nobody is free, and
// the advice-mode dialog that names the slot and says why a mode is greyed out. German and French.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGENDA_PAGE_SIZE,
  type AgendaRequest,
  type AgendaResponse,
  type Culture,
  type WithCulture,
} from '@checkout/shared';
import {
  createTestStore,
  renderWithProviders,
  testAgenda,
  testConsultant,
  testHour,
} from '@checkout/dev-kit/testing';
import AdvisorStep from './AdvisorStep';

/** A network of `count` advisors, each free at 09:00; the answer pages them like the API. */
const network = (count: number) => {
  const advisors = Array.from({ length: count }, (_, i) =>
    testConsultant(`a${i}`, { name: `Advisor ${String(i).padStart(2, '0')}` }),
  );
  return (request: WithCulture<AgendaRequest>): AgendaResponse => {
    const page = request.page ?? 0;
    const listed = advisors.slice(page * AGENDA_PAGE_SIZE, (page + 1) * AGENDA_PAGE_SIZE);
    return testAgenda({
      advisorList: listed,
      hoursList: listed.map((a) => ({ consultantId: a.id, hours: [testHour(a.id, '09:00')] })),
      total: count,
      page,
      languages: [
        { code: 'de', label: request.culture === 'fr-CH' ? 'allemand' : 'Deutsch' },
        { code: 'it', label: request.culture === 'fr-CH' ? 'italien' : 'Italienisch' },
      ],
    });
  };
};

function setup(agenda: (request: WithCulture<AgendaRequest>) => AgendaResponse, culture: Culture = 'de-CH') {
  const made = createTestStore({
    handlers: {
      agenda: async (request) => agenda(request),
      hold: async () => ({ holdId: 'h1', expiresAt: '2026-03-04T10:15:00Z' }),
      releaseHold: async () => undefined,
    },
  });
  made.store.settings.setCulture(culture);
  made.store.dates.check('05.03.2026');
  const goTo = jest.fn();
  renderWithProviders(<AdvisorStep goTo={goTo} />, { ...made, culture });
  const agendaCalls = () =>
    made.api.calls.filter((c) => c.method === 'agenda').map((c) => c.args[0] as AgendaRequest);
  return { ...made, goTo, agendaCalls, user: userEvent.setup() };
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe.each([
  ['de-CH', 'Weitere Beraterinnen und Berater', '10 von 23 angezeigt', '20 von 23 angezeigt'],
  ['fr-CH', 'Autres conseillères et conseillers', '10 sur 23 affichés', '20 sur 23 affichés'],
] as const)('step 3 at scale (%s)', (culture, more, shown10, shown20) => {
  it('lists a first page; "more" appends the next and moves focus to its first advisor', async () => {
    const { user, agendaCalls } = setup(network(23), culture);
    await screen.findByText(shown10);
    expect(names()).toHaveLength(AGENDA_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: more }));
    await screen.findByText(shown20);
    expect(names()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Advisor 10' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: more }));
    await waitFor(() => expect(names()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: more })).not.toBeInTheDocument();
    expect(agendaCalls().map((c) => c.page)).toEqual([0, 1, 2]);
  });
});

describe('step 3 filters', () => {
  it('filters by advice mode and by language; each change asks the first page again', async () => {
    const { user, agendaCalls } = setup(network(3));
    await screen.findByRole('button', { name: 'Advisor 00' });
    const modes = screen.getByRole('group', { name: 'Beratungsart' });
    expect(within(modes).getByRole('radio', { name: 'Alle' })).toBeChecked();
    await user.click(within(modes).getByRole('radio', { name: 'Video' }));
    await waitFor(() => expect(agendaCalls()).toHaveLength(2));
    expect(agendaCalls()[1]).toMatchObject({ page: 0, adviceMode: 'online' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'Italienisch');
    await waitFor(() => expect(agendaCalls()).toHaveLength(3));
    expect(agendaCalls()[2]).toMatchObject({ page: 0, adviceMode: 'online', language: 'it' });
    await user.click(within(modes).getByRole('radio', { name: 'Alle' }));
    await waitFor(() => expect(agendaCalls()).toHaveLength(4));
    expect(agendaCalls()[3]).not.toHaveProperty('adviceMode');
  });

  it('sends the travel-type profile, so advisors come by match first', async () => {
    const made = createTestStore({ handlers: { agenda: async (r) => network(2)(r) } });
    made.store.settings.setPerfectMatchData([0.5, 0.6]);
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    await screen.findByRole('button', { name: 'Advisor 00' });
    const call = made.api.calls.find((c) => c.method === 'agenda')?.args[0] as AgendaRequest;
    expect(call.perfectMatchData).toEqual([0.5, 0.6]);
  });

  it('hides its filters for a preset advisor (one advisor is no list to filter)', async () => {
    const made = createTestStore({ handlers: { agenda: async (r) => network(1)(r) } });
    made.store.settings.setStartValues({ advisorId: 'a0' });
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    await screen.findByRole('button', { name: 'Advisor 00' });
    expect(screen.queryByRole('group', { name: 'Beratungsart' })).not.toBeInTheDocument();
  });
});

describe.each([
  ['de-CH', 'Eine Woche später suchen', 'Andere Filiale wählen', 'Alle Beratungsarten anzeigen', 'Video'],
  [
    'fr-CH',
    'Chercher une semaine plus tard',
    'Choisir une autre agence',
    'Afficher tous les modes de conseil',
    'Vidéo',
  ],
] as const)('high demand (%s)', (culture, laterWeek, location, allModes, video) => {
  const empty = () => testAgenda({ advisorList: [], hoursList: [], languages: [] });

  it('where nobody is free: a week later asks the same weekday a week on', async () => {
    const { user, agendaCalls, store } = setup(empty, culture);
    await user.click(await screen.findByRole('button', { name: laterWeek }));
    await waitFor(() => expect(agendaCalls()).toHaveLength(2));
    expect(agendaCalls()[1]?.weekDateSelected).toBe('2026-03-12');
    expect(store.dates.selectedDate).toBe('12.03.2026');
  });

  it('change location opens the branch choice on step 2', async () => {
    const { user, goTo, store } = setup(empty, culture);
    await user.click(await screen.findByRole('button', { name: location }));
    expect(goTo).toHaveBeenCalledWith('step-2');
    expect(store.overlays.isOpen('agencyFilter')).toBe(true);
  });

  it('with a mode filter, offers all modes again', async () => {
    const { user, agendaCalls } = setup(empty, culture);
    await screen.findByRole('button', { name: laterWeek });
    expect(screen.queryByRole('button', { name: allModes })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: video }));
    await user.click(await screen.findByRole('button', { name: allModes }));
    await waitFor(() => expect(agendaCalls()).toHaveLength(3));
    expect(agendaCalls()[2]).not.toHaveProperty('adviceMode');
  });
});

describe.each([
  [
    'de-CH',
    'Advisor 00, 09:00 bis 10:00 Uhr',
    'Ihr Termin: Donnerstag, 05.03.2026, 09:00 bis 10:00 Uhr mit Advisor 00',
    'Advisor 00 bietet keine Telefonberatung an.',
    'Advisor 00 arbeitet zu dieser Zeit von zu Hause aus: persönlich ist diese Stunde nicht möglich, per Video oder Telefon schon.',
  ],
  [
    'fr-CH',
    'Advisor 00, de 09:00 à 10:00',
    'Votre rendez-vous: jeudi, 05.03.2026, de 09:00 à 10:00, avec Advisor 00',
    'Advisor 00 ne propose pas de conseil par téléphone.',
    'Advisor 00 travaille depuis chez soi à cette heure: pas de conseil en agence, mais par vidéo ou par téléphone.',
  ],
] as const)('advice-mode dialog (%s)', (culture, _pill, slot, noPhone, homeOffice) => {
  const one =
    (hour: Partial<ReturnType<typeof testHour>> = {}) =>
    () =>
      testAgenda({
        advisorList: [testConsultant('a0', { name: 'Advisor 00', hasAdviceModePhone: false })],
        hoursList: [{ consultantId: 'a0', hours: [testHour('a0', '09:00', hour)] }],
      });

  it('names the slot it is for and says why a mode is greyed out', async () => {
    const { user } = setup(one(), culture);
    await user.click(await screen.findByRole('button', { name: /09:00/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(slot)).toBeInTheDocument();
    const phone = dialog.getAllByRole('radio').find((r) => r.getAttribute('value') === 'phone')!;
    expect(phone).toBeDisabled();
    expect(phone).toHaveAccessibleDescription(noPhone);
  });

  it('a home-office hour says why personal advice is not offered', async () => {
    const { user } = setup(one({ homeOffice: true }), culture);
    await user.click(await screen.findByRole('button', { name: /09:00/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const personal = dialog.getAllByRole('radio').find((r) => r.getAttribute('value') === 'personal')!;
    expect(personal).toBeDisabled();
    expect(personal).toHaveAccessibleDescription(homeOffice);
  });
});
