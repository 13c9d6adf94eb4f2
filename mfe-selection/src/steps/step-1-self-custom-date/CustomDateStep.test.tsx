import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterResponse } from '@checkout/shared';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
import CustomDateStep from './CustomDateStep';
import { choosableCustomDates } from './custom-dates';

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
    expect(screen.queryByRole('list', { name: 'Wunschdatum' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filiale wählen' }));
    // Branches without special-hours appointments are not offered.
    expect(screen.queryByRole('checkbox', { name: 'Oerlikon' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Zürich HB' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));

    // Wednesday 4 March: today and tomorrow are disabled, Friday 6 March is the first choice.
    expect(screen.getByRole('button', { name: 'Freitag, 06.03.2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donnerstag, 05.03.2026' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Samstag, 07.03.2026' }));

    await user.selectOptions(screen.getByLabelText('Stunde'), '16');
    expect(screen.getByLabelText('Minute')).toHaveValue('00');
    expect(screen.getByRole('radio', { name: 'Persönlich' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Telefon' }));

    expect(next).toBeEnabled();
    await user.click(next);
    expect(goTo).toHaveBeenCalledWith('step-4');
    expect(made.store.buildReserveRequest()).toMatchObject({
      customDate: '2026-03-07',
      customHour: '16:00',
      adviceMode: 'phone',
      selectedAgencyLocations: ['zh'],
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'event_view', event_action: 'continue' }),
    );
  });

  it('offers no Sunday in the day list', () => {
    const { store } = createTestStore({ now: '2026-03-06T10:00:00+01:00' });
    const days = choosableCustomDates(store.clock);
    expect(days[0]).toBe('10.03.2026');
    expect(days).not.toContain('15.03.2026');
  });
});
