import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { createMemoryStorage, type AgendaResponse, type Hour } from '@checkout/shared';
import { createTestStore, renderWithProviders, testConsultant, testHour } from '@checkout/shared/testing';
import AdvisorStep from './AdvisorStep';

const advisor = (id: string, name: string) => testConsultant(id, { name });
/** The hour of `advisorId` starting at `h` o'clock. */
const hour = (advisorId: string, h: number, overrides: Partial<Hour> = {}) =>
  testHour(advisorId, `${String(h).padStart(2, '0')}:00`, overrides);
const agenda: AgendaResponse = {
  advisorList: [advisor('a1', 'Anna Muster'), advisor('a2', 'Marc Beispiel')],
  hoursList: [
    { consultantId: 'a1', hours: [8, 9, 10, 11, 13, 14, 15, 16].map((h) => hour('a1', h)) },
    { consultantId: 'a2', hours: [hour('a2', 9, { isInactive: true }), hour('a2', 10)] },
  ],
};

function setup(response: AgendaResponse = agenda) {
  const made = createTestStore({
    handlers: {
      agenda: async () => response,
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
    await user.click(await screen.findByRole('button', { name: '09:00 bis 10:00 Uhr' }));
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
    await user.click(within(marc).getByRole('button', { name: '10:00 bis 11:00 Uhr' }));
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
    runInAction(() => {
      before.store.agenda.advisorList = agenda.advisorList;
    });
    before.store.agenda.checkHour(hour('a1', 9));
    before.store.agenda.setAdviceMode('online');
    before.store.dispose();

    const made = createTestStore({
      storage,
      handlers: { agenda: async () => agenda, releaseHold: async () => undefined },
    });
    await made.store.hydrate();
    expect(made.store.agenda.selectedHour?.label).toBe('09:00');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    const anna = within(await screen.findByRole('list', { name: 'Termine von Anna Muster' }));
    expect(anna.getByRole('button', { name: '09:00 bis 10:00 Uhr' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
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
});
