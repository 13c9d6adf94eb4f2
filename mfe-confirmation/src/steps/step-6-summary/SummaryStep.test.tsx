import { runInAction } from 'mobx';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient, type Hour } from '@checkout/shared';
import { createTestStore, renderWithProviders, testConsultant } from '@checkout/dev-kit/testing';
import SummaryStep from './SummaryStep';

const hour: Hour = {
  id: 'a1|2026-03-05|09:00',
  label: '09:00',
  till: '10:00',
  isInactive: false,
  isChecked: false,
  homeOffice: false,
  advisor: { id: 'a1' },
};

async function setup(reserve: ApiClient['reserve']) {
  const made = createTestStore({
    handlers: {
      reserve,
      destinations: async () => [{ id: 'it', label: 'Italien', continentId: 'eu', continent: 'Europa' }],
    },
  });
  const { store } = made;
  await act(async () => {
    await store.hydrate();
    store.destinationFilter.toggle({ id: 'it', label: '', isChecked: false });
    store.destinationFilter.toggle({ id: 'gr', label: 'Griechenland', isChecked: false });
    store.dates.check('05.03.2026');
    store.pickAppointment(hour, null);
    store.agenda.setAdviceMode('online');
    store.advisorInformation.set({
      name: 'Anna Muster',
      location: 'Zürich',
      consultantId: 'a1',
      branch: 'Zürich Bahnhofstrasse, Bahnhofstrasse 10, 8001 Zürich',
    });
    store.contactForm.setValues({
      firstname: 'Lea',
      lastname: 'Muster',
      address: 'Bahnhofstrasse 1',
      zip: '8001',
      city: 'Zürich',
      email: 'lea@example.ch',
      phone: '079 123 45 67',
      privacy: true,
    });
  });
  const goTo = jest.fn();
  renderWithProviders(<SummaryStep goTo={goTo} />, made);
  // The stored destination without a label is named once the destinations list has arrived.
  await screen.findByText('Italien');
  return { ...made, goTo };
}

describe('SummaryStep', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('summarises the booking and books it with the idempotency key', async () => {
    const user = userEvent.setup();
    const reserve = jest.fn(async () => ({
      appointmentText: '<p>Do</p>',
      bookingId: 'b1',
      consultantId: 'a1',
    }));
    const { store, goTo } = await setup(reserve);

    expect(screen.getByRole('heading', { level: 1, name: 'Fast geschafft!' })).toBeInTheDocument();
    expect(screen.getByText(/Die Einladung zur Videoberatung erhalten Sie/)).toBeInTheDocument();
    expect(screen.getByText('Italien')).toBeInTheDocument();
    expect(screen.getByText('Griechenland')).toBeInTheDocument();
    expect(screen.getByText('Donnerstag, 05.03.2026, 09:00 bis 10:00 Uhr')).toBeInTheDocument();
    // Issue 19: the branch by name and address, not only the city (Zürich has two branches).
    expect(summaryRow('Beratung')).toBe('Anna Muster');
    expect(summaryRow('Filiale')).toBe('Zürich Bahnhofstrasse, Bahnhofstrasse 10, 8001 Zürich');
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.getByText(/8001 Zürich/, { selector: 'address' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Termin verbindlich anfragen' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('step-7'));
    const [body, key] = reserve.mock.calls[0] as unknown as Parameters<ApiClient['reserve']>;
    expect(body).toMatchObject({
      adviceMode: 'video',
      appointmentTime: '09:00',
      userEmail: 'lea@example.ch',
    });
    expect(key).toBe(store.reservation.idempotencyKey);
    expect(store.reservation.isBooked).toBe(true);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'request_sent',
        virtual_url: '/checkout/step-6',
        advice_mode: 'video',
        // The appointment booked (Thursday 09:00), not the moment the test sends it.
        date: '05.03.2026',
        time: '09:00',
        time_detail: 'inside opening hours',
      }),
    );
  });

  it('goes to the error page when the booking fails', async () => {
    const user = userEvent.setup();
    const { goTo, store } = await setup(async () => {
      throw new ApiError(500, { error: 'internal', message: 'boom' });
    });
    await user.click(screen.getByRole('button', { name: 'Termin verbindlich anfragen' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('error'));
    expect(store.reservation.isBooked).toBe(false);
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'request_sent' }));
  });

  it('stays on step 6 and says so when the booking is one too many for now (429), keeping what was entered', async () => {
    const user = userEvent.setup();
    const { goTo, store } = await setup(async () => {
      throw new ApiError(429, { error: 'rate_limited', message: 'Zu viele Anfragen' });
    });
    await user.click(screen.getByRole('button', { name: 'Termin verbindlich anfragen' }));
    expect(
      await screen.findByText(/Bitte versuchen Sie es in ein paar Minuten noch einmal/),
    ).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    expect(store.reservation.isBooked).toBe(false);
    expect(store.contactForm.values.email).not.toBe('');
    expect(screen.getByRole('button', { name: 'Termin verbindlich anfragen' })).toBeEnabled();
  });

  it('sends the visitor back to step 3 when the slot was taken', async () => {
    const user = userEvent.setup();
    const taken = await setup(async () => {
      throw new ApiError(409, { error: 'slot_taken', message: '' });
    });
    await user.click(screen.getByRole('button', { name: 'Termin verbindlich anfragen' }));
    await waitFor(() => expect(taken.goTo).toHaveBeenCalledWith('step-3'));
    expect(taken.store.reservation.takeSlotConflict()).toBe(true);
    expect(taken.store.agenda.selectedHour).toBeNull();
  });

  it('shows the session-expired screen when the hold ran out and the hour went to someone else', async () => {
    const user = userEvent.setup();
    const expired = await setup(async () => {
      throw new ApiError(409, { error: 'hold_expired', message: '' });
    });
    await user.click(screen.getByRole('button', { name: 'Termin verbindlich anfragen' }));
    await waitFor(() => expect(expired.store.session.expired).toBe(true));
    expect(expired.goTo).not.toHaveBeenCalled();
  });

  it('shows the session-expired screen when the hour can no longer be booked at all', async () => {
    const user = userEvent.setup();
    const stale = await setup(async () => {
      throw new ApiError(400, {
        error: 'validation',
        message: '',
        fields: { appointmentTime: 'validation.slotUnavailable' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Termin verbindlich anfragen' }));
    await waitFor(() => expect(stale.store.session.expired).toBe(true));
    expect(stale.goTo).not.toHaveBeenCalled();
  });

  it('posts once: the button is busy while posting and a second click sends nothing', async () => {
    const user = userEvent.setup();
    let answer: (value: { appointmentText: string; bookingId: string; consultantId: string }) => void = () =>
      undefined;
    const reserve = jest.fn(
      () =>
        new Promise<{ appointmentText: string; bookingId: string; consultantId: string }>((resolve) => {
          answer = resolve;
        }),
    );
    const { goTo } = await setup(reserve);
    const button = screen.getByRole('button', { name: 'Termin verbindlich anfragen' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Anfrage wird gesendet');
    await user.click(button);
    act(() => button.click());
    expect(reserve).toHaveBeenCalledTimes(1);
    await act(async () => answer({ appointmentText: '', bookingId: 'b1', consultantId: 'a1' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('step-7'));
    expect(reserve).toHaveBeenCalledTimes(1);
  });
});

describe('SummaryStep in French', () => {
  it("names the advisor and the advisor's branch with its address, as the API describes the advisor", async () => {
    const made = createTestStore({ handlers: { destinations: async () => [] } });
    await act(async () => {
      await made.store.hydrate();
      made.store.settings.setCulture('fr-CH');
      made.store.dates.check('05.03.2026');
      made.store.pickAppointment(
        hour,
        testConsultant('a1', {
          name: 'Luc Perret',
          location: 'Genève',
          agencyName: 'Genève Rue du Rhône',
          agencyAddress: 'Rue du Rhône 40, 1204 Genève',
        }),
      );
      made.store.agenda.setAdviceMode('phone');
    });
    renderWithProviders(<SummaryStep goTo={jest.fn()} />, { ...made, culture: 'fr-CH' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Presque terminé!' })).toBeInTheDocument();
    expect(summaryRow('Conseil')).toBe('Luc Perret');
    expect(summaryRow('Agence')).toBe('Genève Rue du Rhône, Rue du Rhône 40, 1204 Genève');
  });
});

describe('SummaryStep in custom-date mode and in French', () => {
  it('shows the custom date with a one-hour span, the chosen agency and the advice mode', async () => {
    const made = createTestStore({
      handlers: { destinations: async () => [] },
    });
    await act(async () => {
      await made.store.hydrate();
      made.store.settings.setCulture('fr-CH');
      made.store.enterCustomDateMode();
      made.store.agencyFilter.toggle({ id: 'ge', label: 'Genève Cornavin', isChecked: false });
      made.store.dates.setSelectedDateCustom('09.03.2026');
      made.store.dates.setCustomHour('17');
      made.store.dates.setCustomMinute('15');
      runInAction(() => {
        made.store.travel.travelInformation = {
          title: 'Winterzauber in Lappland',
          destinationName: 'Finnland',
        };
      });
      made.store.contactForm.setValues({ firstname: 'Léa', lastname: 'Favre', city: 'Genève', zip: '1201' });
    });
    renderWithProviders(<SummaryStep goTo={jest.fn()} />, { ...made, culture: 'fr-CH' });
    expect(screen.getByRole('heading', { level: 1, name: 'Presque terminé!' })).toBeInTheDocument();
    expect(screen.getByText(/Nous nous réjouissons de vous accueillir en agence/)).toBeInTheDocument();
    expect(screen.getByText('Winterzauber in Lappland')).toBeInTheDocument();
    expect(await screen.findByText('lundi, 09.03.2026, de 17:15 à 18:15')).toBeInTheDocument();
    expect(screen.getByText('Agence')).toBeInTheDocument();
    expect(screen.getByText('Genève Cornavin')).toBeInTheDocument();
    expect(screen.getByText('En personne')).toBeInTheDocument();
    expect(screen.getByText(/Léa Favre/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander le rendez-vous' })).toBeEnabled();
  });
});

/** The value of a summary row by its term. */
function summaryRow(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}
