import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_RUNTIME_CONFIG, createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import type { ContactFormValues } from '@checkout/shared/schemas';
import ContactStep from './ContactStep';

type Made = ReturnType<typeof createTestStore>;

/** Renders step 5 and lets Formik's validation on mount settle (it runs asynchronously). */
async function renderContact(made: Made = createTestStore(), culture: 'de-CH' | 'fr-CH' = 'de-CH') {
  const goTo = jest.fn();
  renderWithProviders(<ContactStep goTo={goTo} />, { ...made, culture });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { goTo, made };
}

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

const VALID: Partial<ContactFormValues> = {
  gender: 'n_du',
  firstname: 'Lea',
  lastname: 'Muster',
  address: 'Bahnhofstrasse 1',
  zip: '8001',
  city: 'Zürich',
  email: 'lea@example.ch',
  phone: '+41 79 123 45 67',
  privacy: true,
};

const submitButton = () => screen.getByRole('button', { name: 'Weiter zur Übersicht' });

describe('ContactStep fields', () => {
  // label, a value that fails, its message, a value that passes
  const TEXT_FIELDS = [
    ['Vorname', 'firstname', 'L', 'Bitte mindestens zwei Zeichen eingeben', 'Lea'],
    ['Nachname', 'lastname', 'M', 'Bitte mindestens zwei Zeichen eingeben', 'Muster'],
    ['Strasse und Nr.', 'address', 'B', 'Bitte mindestens zwei Zeichen eingeben', 'Bahnhofstrasse 1'],
    ['PLZ', 'zip', '800', 'Bitte mindestens vier Zeichen eingeben', '8001'],
    ['Ort', 'city', 'Z', 'Bitte mindestens zwei Zeichen eingeben', 'Zürich'],
    ['E-Mail', 'email', 'lea@example', 'Ungültige E-Mail-Adresse', 'lea@example.ch'],
    ['Telefon', 'phone', '079 123 45', 'Ungültige Telefonnummer', '0041 79 123 45 67'],
  ] as const;

  it.each(TEXT_FIELDS)(
    '%s: no error before it is left, "Pflichtfeld" after, the rule message, then a tick',
    async (label, name, bad, message, good) => {
      const user = userEvent.setup({ delay: null });
      const made = createTestStore();
      renderWithProviders(<ContactStep goTo={jest.fn()} />, made);
      const input = screen.getByRole('textbox', { name: new RegExp(`^${label.replace('.', '\\.')}`) });
      expect(input).toBeRequired();

      await user.click(input);
      expect(input).not.toHaveAttribute('aria-invalid');
      await user.type(input, '   ');
      await user.tab();
      // Only spaces count as empty (required trims strings).
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription('Pflichtfeld');
      expect(input.getAttribute('aria-describedby')).toBe(`contact-${name}-error`);
      expect(screen.getByRole('status')).toHaveTextContent(`${label}: Pflichtfeld`);

      await user.clear(input);
      await user.type(input, bad);
      await user.tab();
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(screen.getByRole('status')).toHaveTextContent(`${label}: ${message}`);
      const field = input.closest('.ck-field') as HTMLElement;
      expect(within(field).queryByText('Eingabe gültig')).not.toBeInTheDocument();

      await user.clear(input);
      await user.type(input, good);
      await user.tab();
      await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
      expect(input).not.toHaveAttribute('aria-describedby');
      expect(within(field).getByText('Eingabe gültig')).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(made.store.contactForm.values[name]).toBe(good);
    },
    15_000,
  );

  it('marks the required fields and leaves the newsletter optional', async () => {
    await renderContact();
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeRequired();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Datenschutzbestimmungen/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Newsletter/ })).not.toBeRequired();
    expect(screen.getByText('Felder mit * sind Pflichtfelder.')).toBeInTheDocument();
  });

  it('offers w_du, m_du and n_du with w_du chosen by default', async () => {
    await renderContact();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'w_du',
      'm_du',
      'n_du',
    ]);
    expect(screen.getByRole('radio', { name: 'Frau' })).toBeChecked();
  });

  it('keeps the zip numeric: numeric keyboard, only digits kept', async () => {
    const user = userEvent.setup({ delay: null });
    const made = createTestStore();
    renderWithProviders(<ContactStep goTo={jest.fn()} />, made);
    const zip = screen.getByRole('textbox', { name: /PLZ/ });
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    await user.type(zip, 'CH-80a01');
    expect(zip).toHaveValue('8001');
    await waitFor(() => expect(made.store.contactForm.values.zip).toBe('8001'));
  });

  it('shows the privacy error once the checkbox is left unchecked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactStep goTo={jest.fn()} />, createTestStore());
    const privacy = screen.getByRole('checkbox', { name: /Datenschutzbestimmungen/ });
    privacy.focus();
    await user.tab();
    await waitFor(() => expect(privacy).toHaveAttribute('aria-invalid', 'true'));
    expect(privacy).toHaveAccessibleDescription('Bitte akzeptieren Sie die Datenschutzbestimmungen');
    await user.click(privacy);
    await waitFor(() => expect(privacy).not.toHaveAttribute('aria-invalid'));
  });
});

describe('ContactStep privacy terms (issue 19)', () => {
  it.each([
    [
      'de-CH',
      /Datenschutzbestimmungen/,
      'Datenschutzbestimmungen (öffnet in einem neuen Tab)',
      '/de/datenschutz',
    ],
    [
      'fr-CH',
      /protection des données/,
      'dispositions sur la protection des données (s’ouvre dans un nouvel onglet)',
      '/fr/protection-des-donnees',
    ],
  ] as const)(
    '%s: the terms link to the configured page in a new tab; the label still toggles',
    async (culture, checkboxName, linkName, path) => {
      const user = userEvent.setup({ delay: null });
      const made = createTestStore();
      made.store.settings.setCulture(culture);
      renderWithProviders(<ContactStep goTo={jest.fn()} />, { ...made, culture });
      const link = screen.getByRole('link', { name: linkName });
      expect(link).toHaveAttribute('href', `https://travel.example${path}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const privacy = screen.getByRole('checkbox', { name: checkboxName });
      // Following the link leaves the checkbox as it was; the rest of the label toggles it.
      link.addEventListener('click', (event) => event.preventDefault());
      await user.click(link);
      expect(privacy).not.toBeChecked();
      await user.click(screen.getByText(culture === 'de-CH' ? 'Ich akzeptiere die' : 'J’accepte les'));
      expect(privacy).toBeChecked();
    },
  );

  it('names the terms without a link when no page is configured for the culture', () => {
    const made = createTestStore();
    renderWithProviders(<ContactStep goTo={jest.fn()} />, {
      ...made,
      config: { ...TEST_RUNTIME_CONFIG, privacyUrl: { 'fr-CH': 'https://travel.example/fr/x' } },
    });
    expect(
      screen.getByRole('checkbox', { name: 'Ich akzeptiere die Datenschutzbestimmungen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Datenschutz/ })).not.toBeInTheDocument();
  });
});

describe('ContactStep submit', () => {
  it('is enabled for a valid form, with or without newsletter', async () => {
    const made = createTestStore();
    made.store.contactForm.setValues({ ...VALID, newsletter: true });
    await renderContact(made);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(/Bitte füllen Sie alle Pflichtfelder/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['firstname', ' '],
    ['lastname', 'M'],
    ['address', ''],
    ['zip', '800'],
    ['city', 'Z'],
    ['email', 'lea@example'],
    ['phone', '+49 79 123 45 67'],
    ['privacy', false],
  ] as const)('is disabled, with a hint, while %s is %j', async (field, value) => {
    const made = createTestStore();
    made.store.contactForm.setValues({ ...VALID, [field]: value });
    renderWithProviders(<ContactStep goTo={jest.fn()} />, made);
    // Disabled from the first render on, not only after Formik's asynchronous validation.
    expect(submitButton()).toBeDisabled();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/Bitte füllen Sie alle Pflichtfelder korrekt aus/);
  });

  it('turns enabled as the last rule is met and disabled again when one breaks', async () => {
    const user = userEvent.setup({ delay: null });
    const made = createTestStore();
    made.store.contactForm.setValues({ ...VALID, privacy: false });
    await renderContact(made);
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzbestimmungen/ }));
    expect(submitButton()).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), 'x');
    expect(submitButton()).toBeDisabled();
  });
});

describe('ContactStep after a reload', () => {
  it('shows the state of the fields already filled at once', async () => {
    const made = createTestStore();
    made.store.contactForm.setValues({ firstname: 'Lea', email: 'lea@' });
    await renderContact(made);
    const firstname = screen.getByRole('textbox', { name: /Vorname/ });
    await waitFor(() => {
      expect(within(firstname.closest('.ck-field') as HTMLElement).getByText('Eingabe gültig')).toBeVisible();
      expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(
        'Ungültige E-Mail-Adresse',
      );
      // Empty fields wait until they are left.
      expect(screen.getByRole('textbox', { name: /Nachname/ })).not.toHaveAttribute('aria-invalid');
    });
  });
});

describe('ContactStep in French', () => {
  it('shows labels, messages and the button in French', async () => {
    const user = userEvent.setup({ delay: null });
    await renderContact(createTestStore(), 'fr-CH');
    expect(screen.getByRole('heading', { level: 1, name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Madame' })).toBeChecked();
    const phone = screen.getByRole('textbox', { name: /Téléphone/ });
    await user.type(phone, '123');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Numéro de téléphone invalide'));
    const npa = screen.getByRole('textbox', { name: /NPA/ });
    await user.click(npa);
    await user.tab();
    await waitFor(() => expect(npa).toHaveAccessibleDescription('Champ obligatoire'));
    expect(screen.getByRole('status')).toHaveTextContent('NPA: Champ obligatoire');
    expect(screen.getByRole('button', { name: 'Continuer vers le récapitulatif' })).toBeDisabled();
  });
});
