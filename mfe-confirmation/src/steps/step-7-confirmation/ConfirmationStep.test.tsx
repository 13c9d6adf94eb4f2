import { act, screen, within } from '@testing-library/react';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
import ConfirmationStep from './ConfirmationStep';

describe('ConfirmationStep', () => {
  it('thanks the visitor by advisor, lists the three follow-ups and shows the appointment text', () => {
    const made = createTestStore();
    act(() => {
      made.store.advisorInformation.set({ name: 'Anna Muster', location: 'Zürich', consultantId: 'a1' });
      made.store.reservation.response = {
        appointmentText: '<p>Donnerstag, 05.03.2026, 09:00 Uhr</p>',
        bookingId: 'b1',
        consultantId: 'a1',
      };
    });
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, made);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Vielen Dank! Anna Muster freut sich auf Sie.',
    );
    const points = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      'Wir haben Ihre Anfrage erhalten.',
      'Sie erhalten in Kürze eine Bestätigung per E-Mail.',
      'Wir freuen uns auf Sie in Zürich.',
    ]);
    expect(screen.getByText('Donnerstag, 05.03.2026, 09:00 Uhr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Reisetyp-Test' })).toHaveAttribute(
      'href',
      'https://travel.example/reisetyp-test',
    );
  });

  it('uses the self-appointment headline and custom-date points without an advisor, in French', () => {
    const made = createTestStore();
    act(() => {
      made.store.enterCustomDateMode();
      made.store.agencyFilter.toggle({ id: 'ge', label: 'Genève Cornavin', isChecked: false });
    });
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, { ...made, culture: 'fr-CH' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Merci pour votre demande de rendez-vous!',
    );
    expect(screen.getByText('Votre rendez-vous aura lieu à Genève Cornavin.')).toBeInTheDocument();
  });
});
