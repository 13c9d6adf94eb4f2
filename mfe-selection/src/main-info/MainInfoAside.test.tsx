import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import MainInfoAside from './MainInfoAside';

describe('MainInfoAside', () => {
  it('shows the 128x118 illustration, title and description and opens the main-info overlay', async () => {
    const made = createTestStore();
    renderWithProviders(<MainInfoAside />, made);
    const illustration = document.querySelector('svg.ck-illustration');
    expect(illustration).toHaveAttribute('width', '128');
    expect(illustration).toHaveAttribute('height', '118');
    expect(screen.getByRole('heading', { level: 2, name: 'Persönliche Reiseberatung' })).toBeInTheDocument();
    expect(screen.getByText(/Unsere Reiseprofis nehmen sich eine Stunde Zeit/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'So funktioniert es' }));
    expect(made.store.overlays.isOpen('mainInfo')).toBe(true);
  });
});
