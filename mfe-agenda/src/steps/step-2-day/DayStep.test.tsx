import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayRequest } from '@checkout/shared';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
import DayStep from './DayStep';

// The fixed clock says Wednesday 4 March 2026; weekends have no appointments.
const weekend = new Set(['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15']);

function setup(day: (r: DayRequest) => Promise<{ availableAppointment: boolean }>) {
  const made = createTestStore({ handlers: { day } });
  const goTo = jest.fn();
  renderWithProviders(<DayStep goTo={goTo} />, made);
  return { ...made, goTo };
}

describe('DayStep', () => {
  it('shows 10 resolved days, skipping days without availability, and goes on with the chosen day', async () => {
    const user = userEvent.setup();
    window.dataLayer = [];
    const { store, goTo } = setup(async (r) => ({ availableAppointment: !weekend.has(r.weekDateSelected) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Wählen Sie einen Tag' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next).toBeDisabled();

    await waitFor(() => expect(store.dates.isAnyLoading).toBe(false));
    const list = screen.getByRole('heading', { name: 'Verfügbare Tage' }).parentElement!;
    const pills = within(list).getAllByRole('button', { pressed: false });
    expect(pills).toHaveLength(10);
    expect(pills[0]).toHaveTextContent('04.03.');
    expect(within(list).queryByText('07.03.')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /05\.03\./ }));
    expect(within(list).getByRole('button', { name: /05\.03\./ })).toHaveAttribute('aria-pressed', 'true');
    expect(store.dates.selectedDate).toBe('05.03.2026');
    await user.click(next);
    expect(goTo).toHaveBeenCalledWith('step-3');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ virtual_url: '/checkout/step-2' }));
  });

  it('says no date was found after 60 empty days in a row', async () => {
    setup(async () => ({ availableAppointment: false }));
    expect(await screen.findByText('Wir haben leider keinen freien Termin gefunden.')).toBeInTheDocument();
  });

  it('leaves the own-time panel to the aside', async () => {
    const { store } = setup(async () => ({ availableAppointment: true }));
    await waitFor(() => expect(store.dates.isAnyLoading).toBe(false));
    expect(screen.queryByRole('button', { name: 'Eigenen Termin vorschlagen' })).not.toBeInTheDocument();
  });
});
