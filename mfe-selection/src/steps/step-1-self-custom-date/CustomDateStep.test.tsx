import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterResponse } from '@checkout/shared';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
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
