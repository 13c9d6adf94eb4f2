import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
import ContactStep from './ContactStep';

describe('ContactStep', () => {
  // Types a whole form key by key, so it gets more time than the default under a loaded CI machine.
  it('shows errors after a field is left, ticks valid fields and submits only a valid form', async () => {
    const user = userEvent.setup({ delay: null });
    const made = createTestStore();
    const goTo = jest.fn();
    renderWithProviders(<ContactStep goTo={goTo} />, made);

    const submit = screen.getByRole('button', { name: 'Weiter zur Übersicht' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByRole('radio', { name: 'Frau' })).toBeChecked();

    const firstname = screen.getByRole('textbox', { name: /Vorname/ });
    await user.click(firstname);
    await user.tab();
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveAccessibleDescription('Pflichtfeld');
    await user.type(firstname, 'L');
    expect(firstname).toHaveAccessibleDescription('Bitte mindestens zwei Zeichen eingeben');
    await user.type(firstname, 'ea');
    await waitFor(() => expect(firstname).not.toHaveAttribute('aria-invalid'));

    await user.click(screen.getByRole('radio', { name: 'Herr' }));
    await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Muster');
    await user.type(screen.getByRole('textbox', { name: /Strasse/ }), 'Bahnhofstrasse 1');
    await user.type(screen.getByRole('textbox', { name: /PLZ/ }), '8001');
    await user.type(screen.getByRole('textbox', { name: /Ort/ }), 'Zürich');
    const email = screen.getByRole('textbox', { name: /E-Mail/ });
    await user.type(email, 'lea@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    await user.type(email, 'example.ch');
    const phone = screen.getByRole('textbox', { name: /Telefon/ });
    await user.type(phone, '12345');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Ungültige Telefonnummer');
    await user.clear(phone);
    await user.type(phone, '079 123 45 67');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }));

    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getAllByText('Eingabe gültig').length).toBeGreaterThan(0);
    await user.click(submit);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('step-6'));
    expect(made.store.contactForm.values).toMatchObject({
      gender: 'm_du',
      firstname: 'Lea',
      zip: '8001',
      phone: '079 123 45 67',
      privacy: true,
      newsletter: false,
    });
  }, 20_000);

  it('starts from the values kept in the store', async () => {
    const made = createTestStore();
    made.store.contactForm.setValues({ firstname: 'Anna', city: 'Bern' });
    renderWithProviders(<ContactStep goTo={jest.fn()} />, made);
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /Ort/ })).toHaveValue('Bern');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Weiter zur Übersicht' })).toBeDisabled());
  });
});
