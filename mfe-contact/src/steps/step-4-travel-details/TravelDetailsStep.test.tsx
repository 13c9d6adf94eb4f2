import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
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
  });

  it('hides the destination chooser when destinations are already checked', () => {
    const made = createTestStore();
    act(() => made.store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false }));
    renderWithProviders(<TravelDetailsStep goTo={jest.fn()} />, made);
    expect(screen.queryByRole('textbox', { name: /Wohin möchten Sie reisen/ })).not.toBeInTheDocument();
  });
});
