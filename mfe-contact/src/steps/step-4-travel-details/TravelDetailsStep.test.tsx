import { act, screen, waitFor, within } from '@testing-library/react';
import type { FilterResponse } from '@checkout/shared';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import TravelDetailsStep from './TravelDetailsStep';

describe('TravelDetailsStep', () => {
  it('keeps destination, duration, season (long names), wishes and checkboxes in the store and goes to step 5', async () => {
    const user = userEvent.setup();
    const made = createTestStore();
    const goTo = jest.fn();
    renderWithProviders(<TravelDetailsStep goTo={goTo} />, made);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Erzählen Sie uns von Ihrer Reise' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Wohin möchten Sie reisen/ }), 'Island');
    expect(screen.getByRole('radio', { name: 'Keine Angabe' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '3–4 Wochen' }));
    await user.click(screen.getByRole('button', { name: 'März' }));
    await user.click(screen.getByRole('button', { name: 'Juli' }));
    await user.click(screen.getByRole('button', { name: 'März' }));
    await user.type(screen.getByRole('textbox', { name: /Ihre Reisewünsche/ }), 'Wandern');
    await user.click(screen.getByRole('checkbox', { name: 'Ich möchte nachhaltig reisen' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(goTo).toHaveBeenCalledWith('step-5');
    expect(made.store.travelDetailForm.values).toEqual({
      destination: 'Island',
      duration: '3-4-weeks',
      season: ['Juli'],
      description: 'Wandern',
      travelResponsibly: true,
      sendBookmark: false,
    });
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
  });

  it('hides the destination chooser when destinations are already checked', () => {
    const made = createTestStore();
    act(() => made.store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false }));
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    expect(screen.queryByRole('textbox', { name: /Wohin möchten Sie reisen/ })).not.toBeInTheDocument();
  });
});

describe('TravelDetailsStep details', () => {
  const destinations: FilterResponse = {
    filterItems: [
      {
        titleGroup: 'Europa',
        filters: [
          { id: 'norwegen', label: 'Norwegen', isChecked: false },
          { id: 'island', label: 'Island', isChecked: false },
        ],
      },
    ],
    cat: 'destinations',
    catNice: 'Reiseziele',
    resources: {},
  };

  it('suggests the known destinations in the chooser', async () => {
    const made = createTestStore({ handlers: { filterDestinations: async () => destinations } });
    const { container } = renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    const input = await screen.findByRole('combobox', { name: /Wohin möchten Sie reisen/ });
    expect(input).toHaveAttribute('list', 'travel-destination-suggestions');
    const options = [...container.querySelectorAll('#travel-destination-suggestions option')];
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['Island', 'Norwegen']);
    expect(input).toHaveAccessibleDescription('Ein Land, eine Region oder eine Stadt, z. B. Island');
  });

  it('keeps a plain text field when the destination list cannot be loaded', async () => {
    const made = createTestStore();
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
    expect(made.api.calls.map((c) => c.method)).toContain('filterDestinations');
    expect(screen.getByRole('textbox', { name: /Wohin möchten Sie reisen/ })).not.toHaveAttribute('list');
  });

  it('offers the five durations as one choice, "no information" (empty) by default', async () => {
    const user = userEvent.setup();
    const made = createTestStore();
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    const group = screen.getByRole('group', { name: 'Reisedauer' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['', '1-2-weeks', '3-4-weeks', '2-3-months', 'several-months']);
    await user.click(screen.getByRole('radio', { name: 'Mehrere Monate' }));
    await user.click(screen.getByRole('radio', { name: 'Keine Angabe' }));
    expect(made.store.travelDetailForm.values.duration).toBe('');
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
  });

  it('shows twelve short month names and stores the long ones in calendar order', async () => {
    const user = userEvent.setup();
    const made = createTestStore();
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    const months = within(screen.getByRole('group', { name: 'Reisezeit' })).getAllByRole('button');
    // Short names are shown; the long ones are the buttons' names.
    expect(months.map((m) => m.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Jan',
      'Feb',
      'Mär',
      'Apr',
      'Mai',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Okt',
      'Nov',
      'Dez',
    ]);
    await user.click(screen.getByRole('button', { name: 'Dezember' }));
    await user.click(screen.getByRole('button', { name: 'Januar' }));
    expect(screen.getByRole('button', { name: 'Dezember' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Juni' })).toHaveAttribute('aria-pressed', 'false');
    expect(made.store.travelDetailForm.values.season).toEqual(['Januar', 'Dezember']);
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
  });

  it('in French: French texts, French long names stored, German ones still recognised', async () => {
    const user = userEvent.setup();
    const made = createTestStore();
    made.store.travelDetailForm.setValues({ season: ['Juli'] });
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, { ...made, culture: 'fr-CH' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Parlez-nous de votre voyage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'juillet' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'mars' })).toHaveTextContent('mars');
    await user.click(screen.getByRole('button', { name: 'mars' }));
    await user.click(screen.getByRole('button', { name: 'juillet' }));
    expect(made.store.travelDetailForm.values.season).toEqual(['mars']);
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
  });

  it('shows what the store kept (a reload) and keeps the wishes within their limits', async () => {
    const made = createTestStore();
    made.store.travelDetailForm.setValues({
      destination: 'Japan',
      duration: '2-3-months',
      season: ['Oktober'],
      description: 'Zugreise',
      travelResponsibly: true,
      sendBookmark: true,
    });
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    const destination = screen.getByRole('textbox', { name: /Wohin möchten Sie reisen/ });
    expect(destination).toHaveValue('Japan');
    expect(destination).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('radio', { name: '2–3 Monate' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Oktober' })).toHaveAttribute('aria-pressed', 'true');
    const description = screen.getByRole('textbox', { name: /Ihre Reisewünsche/ });
    expect(description).toHaveValue('Zugreise');
    expect(description).toHaveAttribute('maxlength', '4000');
    expect(screen.getByRole('checkbox', { name: 'Ich möchte nachhaltig reisen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Meine Merkliste mitsenden' })).toBeChecked();
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
  });

  it('goes on with nothing filled in (step 4 has no validation)', async () => {
    const user = userEvent.setup();
    const goTo = jest.fn();
    const made = createTestStore();
    renderWithProviders(<TravelDetailsStep goTo={goTo} />, made);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(goTo).toHaveBeenCalledWith('step-5');
    await waitFor(() => expect(made.store.destinationFilter.loading).toBe(false));
  });
});
