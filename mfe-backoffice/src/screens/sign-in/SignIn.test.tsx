import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_PATHS, type SsoFailure, type StaffSignInOptions } from '@checkout/shared/contract';
import { LEAD_SESSION, sessionOf, BRANCH_LEAD } from '../../testing/fixtures';
import { fakePasskeys, pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import { TEST_API_BASE } from '../../testing/fake-staff-api';

describe('signing in', () => {
  it('shows the sign-in screen to nobody signed in and mails a link, answering the same whatever the address', async () => {
    const { api, user } = renderBackoffice({ scenario: { session: null } });
    await pageHeading('Anmelden');
    await user.type(
      screen.getByLabelText(/Geschäftliche E-Mail-Adresse/),
      'petra.huber@horizonte-reisen.example',
    );
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText('Bitte prüfen Sie Ihr Postfach')).toBeInTheDocument();
    expect(
      screen.getByText(/petra\.huber@horizonte-reisen\.example für das Backoffice freigeschaltet/),
    ).toBeInTheDocument();
    const [sent] = api.requestsTo('POST', STAFF_PATHS.signInLink);
    expect(sent?.body).toEqual({ email: 'petra.huber@horizonte-reisen.example', culture: 'de-CH' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.credentials).toBe('include');
  });

  it('asks for an address that can be one before calling, and writes French staff in French', async () => {
    const { api, user } = renderBackoffice({ scenario: { session: null }, address: '/backoffice/fr/' });
    await pageHeading('Se connecter');
    await user.type(screen.getByLabelText(/Adresse e-mail professionnelle/), 'petra');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText('Veuillez saisir une adresse e-mail valable.')).toBeInTheDocument();
    expect(api.requestsTo('POST', STAFF_PATHS.signInLink)).toHaveLength(0);
    await user.type(screen.getByLabelText(/Adresse e-mail professionnelle/), '@example.ch');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await screen.findByText('Veuillez consulter votre boîte de réception');
    expect(api.requestsTo('POST', STAFF_PATHS.signInLink)[0]?.body).toEqual({
      email: 'petra@example.ch',
      culture: 'fr-CH',
    });
  });

  it('signs in with a passkey: the API options to the browser, its answer to the API, then the list', async () => {
    const { api, user, passkeys } = renderBackoffice({
      scenario: { session: null, signsIn: LEAD_SESSION },
    });
    await pageHeading('Anmelden');
    await user.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    await pageHeading('Beratungen');
    expect(passkeys.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'c3RvcnktY2hhbGxlbmdl' }),
    );
    expect(api.requestsTo('POST', STAFF_PATHS.passkeySignIn)[0]?.body).toEqual({
      response: { id: 'credential-1', type: 'public-key', response: { signature: 'sig' } },
    });
    expect(screen.getByText('Petra Huber')).toBeInTheDocument();
  });

  it('says so when the passkey prompt was closed, and offers no passkey where the browser has none', async () => {
    const passkeys = fakePasskeys();
    passkeys.authenticate.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const { user } = renderBackoffice({ scenario: { session: null }, passkeys });
    await pageHeading('Anmelden');
    await user.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByText(/Der Passkey wurde nicht verwendet/)).toBeInTheDocument();

    const other = renderBackoffice({ scenario: { session: null }, passkeys: fakePasskeys(false) });
    await waitFor(() => expect(other.container.querySelector('h1')).toBeInTheDocument());
    expect(
      within(other.container).queryByRole('button', { name: 'Mit Passkey anmelden' }),
    ).not.toBeInTheDocument();
  });
});

describe('the demo note (issue 47)', () => {
  const DEMO = {
    mailCatcherUrl: 'http://localhost:1080/',
    accounts: [
      { email: 'advisor@horizonte-reisen.example', name: 'Anna Meier', role: 'advisor' as const },
      { email: 'branch.lead@horizonte-reisen.example', name: 'Petra Vogel', role: 'branch_lead' as const },
    ],
  };

  it("names the mail catcher's page and the demo accounts when the server's config names a demo", async () => {
    renderBackoffice({ scenario: { session: null }, demo: DEMO });
    await pageHeading('Anmelden');
    expect(screen.getByText('Demo: Ihre E-Mails landen im Mail-Catcher')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Mail-Catcher öffnen: http://localhost:1080/' });
    expect(link).toHaveAttribute('href', 'http://localhost:1080/');
    const accounts = within(screen.getByRole('list', { name: 'Demo-Konten' })).getAllByRole('listitem');
    expect(accounts.map((item) => item.textContent)).toEqual([
      'advisor@horizonte-reisen.example · Anna Meier, Beratung',
      'branch.lead@horizonte-reisen.example · Petra Vogel, Filialleitung',
    ]);
  });

  it('says the same in French', async () => {
    renderBackoffice({ scenario: { session: null }, demo: DEMO, address: '/backoffice/fr/' });
    await pageHeading('Se connecter');
    expect(screen.getByText('Démo : vos e-mails arrivent dans le collecteur de mails')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ouvrir le collecteur de mails : http://localhost:1080/' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Comptes de démo' })).toHaveTextContent(
      'branch.lead@horizonte-reisen.example · Petra Vogel, Direction de l’agence',
    );
  });

  it('is not there outside the demo', async () => {
    renderBackoffice({ scenario: { session: null } });
    await pageHeading('Anmelden');
    expect(screen.queryByText(/Mail-Catcher/)).not.toBeInTheDocument();
  });
});

describe('the sign-in link', () => {
  const ADDRESS = '/backoffice/sign-in?token=link-token-1';

  it('changes nothing when opened (a mail scanner signs nobody in); the button redeems it', async () => {
    const { api, user, history } = renderBackoffice({ scenario: { session: null }, address: ADDRESS });
    await pageHeading('Anmeldung bestätigen');
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await pageHeading('Beratungen');
    expect(api.requestsTo('POST', STAFF_PATHS.redeemLink)[0]?.body).toEqual({ token: 'link-token-1' });
    // The spent token leaves the address.
    expect(history.entries.at(-1)).toBe('/backoffice/');
    expect(history.entries.join(' ')).not.toContain('token');
  });

  it('offers a passkey after a link sign-in without one, and registers it', async () => {
    const { api, user, passkeys } = renderBackoffice({ scenario: { session: null }, address: ADDRESS });
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));
    const offer = await screen.findByRole('region', { name: 'Passkey einrichten' });
    expect(within(offer).getByRole('heading', { name: 'Passkey einrichten' })).toHaveFocus();
    await user.click(within(offer).getByRole('button', { name: 'Passkey einrichten' }));
    expect(await within(offer).findByText('Der Passkey ist eingerichtet.')).toBeInTheDocument();
    expect(passkeys.register).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'c3RvcnktcmVnaXN0cmF0aW9u' }),
    );
    expect(api.requestsTo('POST', STAFF_PATHS.passkeyRegistration)[0]?.body).toEqual({
      response: { id: 'credential-1', type: 'public-key', response: { attestationObject: 'att' } },
    });
    await user.click(within(offer).getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('region', { name: 'Passkey einrichten' })).not.toBeInTheDocument();
  });

  it('offers nothing to a member who has a passkey, and "later" puts the offer off', async () => {
    const withPasskey = renderBackoffice({
      scenario: { session: null, signsIn: sessionOf(BRANCH_LEAD, true) },
      address: ADDRESS,
    });
    await withPasskey.user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));
    await pageHeading('Beratungen');
    expect(screen.queryByRole('region', { name: 'Passkey einrichten' })).not.toBeInTheDocument();
    withPasskey.unmount();

    const { user } = renderBackoffice({ scenario: { session: null }, address: ADDRESS });
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));
    await user.click(await screen.findByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('region', { name: 'Passkey einrichten' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a spent link as text, with the way to a new one", async () => {
    const { user } = renderBackoffice({
      scenario: {
        session: null,
        failures: {
          redeemLink: {
            status: 400,
            body: { error: 'validation', message: 'Dieser Link ist abgelaufen oder wurde schon verwendet.' },
          },
        },
      },
      address: ADDRESS,
    });
    await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));
    expect(
      await screen.findByText('Dieser Link ist abgelaufen oder wurde schon verwendet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
    await pageHeading('Anmelden');
  });
});

describe('the signed-out state', () => {
  it('brings the sign-in screen back when any call answers 401, and the page after signing in again', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, signsIn: LEAD_SESSION },
      address: '/backoffice/time-off',
    });
    await pageHeading('Abwesenheiten');
    api.world.session = null; // the session ended on the server
    await screen.findByRole('option', { name: 'Anna Meier' });
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
    await pageHeading('Anmelden');
    expect(screen.getByText(/Ihre Sitzung ist abgelaufen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    await pageHeading('Abwesenheiten');
  });

  it('signs out', async () => {
    const { api, user } = renderBackoffice({ scenario: { session: LEAD_SESSION } });
    await pageHeading('Beratungen');
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await pageHeading('Anmelden');
    expect(api.requestsTo('POST', STAFF_PATHS.signOut)).toHaveLength(1);
    expect(screen.queryByText(/Ihre Sitzung ist abgelaufen/)).not.toBeInTheDocument();
  });
});

describe("the retailer's single sign-on", () => {
  const PROVIDER = { name: 'Horizonte ID', path: '/staff/sign-in/oidc' };
  const withProvider = (link: boolean): StaffSignInOptions => ({ link, singleSignOn: PROVIDER });

  it('offers the link and the passkey only, where the API names no provider', async () => {
    const { api } = renderBackoffice({ scenario: { session: null } });
    await pageHeading('Anmelden');
    expect(await screen.findByRole('button', { name: 'Link senden' })).toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.signInOptions)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /anmelden$/ })).not.toBeInTheDocument();
  });

  it("links to the provider's sign-in in the page's language, beside the link and the passkey", async () => {
    renderBackoffice({ scenario: { session: null, signInOptions: withProvider(true) } });
    const link = await screen.findByRole('link', { name: 'Mit Horizonte ID anmelden' });
    expect(link).toHaveAttribute('href', `${TEST_API_BASE}/staff/sign-in/oidc?culture=de-CH`);
    expect(screen.getByRole('button', { name: 'Link senden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeInTheDocument();
  });

  it('shows no link form where the provider replaces it (OIDC_ONLY), in French too', async () => {
    renderBackoffice({
      scenario: { session: null, signInOptions: withProvider(false) },
      address: '/backoffice/fr/sign-in',
    });
    const link = await screen.findByRole('link', { name: 'Se connecter avec Horizonte ID' });
    expect(link).toHaveAttribute('href', `${TEST_API_BASE}/staff/sign-in/oidc?culture=fr-CH`);
    expect(screen.queryByRole('button', { name: 'Envoyer le lien' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Adresse e-mail professionnelle/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter avec une clé d’accès' })).toBeInTheDocument();
  });

  it.each<[SsoFailure, 'de-CH' | 'fr-CH', RegExp]>([
    ['refused', 'de-CH', /Der Anmeldedienst hat die Anmeldung abgelehnt/],
    ['expired', 'de-CH', /länger als 10 Minuten gedauert oder wurde schon verwendet/],
    ['unknown', 'de-CH', /nicht für das Backoffice freigeschaltet/],
    ['refused', 'fr-CH', /Le service de connexion a refusé la connexion/],
    ['expired', 'fr-CH', /a duré plus de 10 minutes ou a déjà été utilisée/],
    ['unknown', 'fr-CH', /n’est pas autorisée pour le back-office/],
  ])('says why the provider signed nobody in (?sso=%s, %s)', async (failure, culture, text) => {
    const french = culture === 'fr-CH';
    renderBackoffice({
      scenario: { session: null, signInOptions: withProvider(true) },
      address: `/backoffice/${french ? 'fr/' : ''}sign-in?sso=${failure}`,
    });
    await pageHeading(french ? 'Se connecter' : 'Anmelden');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      french
        ? 'La connexion avec le compte de l’entreprise n’a pas abouti.'
        : 'Die Anmeldung mit dem Firmenkonto hat nicht geklappt.',
    );
    expect(within(alert).getByText(text)).toBeInTheDocument();
    // Staff may try again at once.
    expect(await screen.findByRole('link', { name: /Horizonte ID/ })).toBeInTheDocument();
  });
});
