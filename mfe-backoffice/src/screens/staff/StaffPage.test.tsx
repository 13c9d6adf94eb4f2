import { act, screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { ADVISOR_MEMBER, BACK_OFFICE_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import { TODO_REFRESH_MS } from '../../app/todo-count';

const ADDRESS = '/backoffice/staff';

async function openPage(session = LEAD_SESSION, address = ADDRESS) {
  const rendered = renderBackoffice({ scenario: { session }, address });
  await pageHeading(address.includes('/fr/') ? 'Équipe' : 'Team');
  await screen.findByRole('list', { name: /Mitarbeitende|Collaborateurs/ });
  return rendered;
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('li')!;

describe('the staff page', () => {
  it("is in a branch lead's header and lists their branch with role, language, last sign-in and passkeys", async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', ADDRESS);
    expect(screen.getByRole('link', { name: 'Meine Passkeys' })).toHaveAttribute(
      'href',
      '/backoffice/passkeys',
    );
    const anna = within(card('Anna Meier'));
    expect(anna.getByText(/Beratung · Zürich Bahnhofstrasse · Anna Meier/)).toBeInTheDocument();
    expect(anna.getByText('Deutsch')).toBeInTheDocument();
    expect(within(card('Luca Rossi')).getByText('(deaktiviert)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Marc Keller/ })).not.toBeInTheDocument();
    // No deactivation of oneself is offered.
    expect(
      within(card('Petra Huber')).queryByRole('button', { name: /deaktivieren/ }),
    ).not.toBeInTheDocument();
  });

  it('is refused to an advisor (no link, no page)', async () => {
    renderBackoffice({ scenario: { session: sessionOf(ADVISOR_MEMBER) }, address: ADDRESS });
    await pageHeading('Kein Zugriff');
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('invites after a confirmation in the page; a taken address shows the API’s words beside the field', async () => {
    const { user, api } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Person einladen' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findAllByText('Pflichtfeld')).not.toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nora Neu');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'anna.meier@x.ch');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Beratungsperson/ }), 'adv-sophie');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Nora Neu (anna.meier@x.ch) einladen?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ja, einladen' }));
    expect(
      await screen.findByText('Nora Neu ist eingeladen. Der Anmeldelink ist unterwegs.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', STAFF_PATHS.members)[0]?.body).toEqual({
      email: 'anna.meier@x.ch',
      name: 'Nora Neu',
      role: 'advisor',
      agencyId: 'agency-zurich',
      advisorId: 'adv-sophie',
      language: 'de-CH',
    });
    await screen.findByRole('heading', { level: 2, name: 'Nora Neu' });

    await user.click(screen.getByRole('button', { name: 'Person einladen' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Zweite');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'ANNA.MEIER@x.ch');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Beratungsperson/ }), 'adv-sophie');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, einladen' }));
    expect(
      (await screen.findAllByText('Diese E-Mail-Adresse gehört schon einer Person im Team.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deactivates after a confirmation that says what ends', async () => {
    const { user, api } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Anna Meier deaktivieren' }));
    expect(screen.getByText('Anna Meier deaktivieren?')).toHaveFocus();
    expect(screen.getByText(/Offene Sitzungen enden sofort/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, deaktivieren' }));
    expect(await screen.findByText('Anna Meier ist deaktiviert und überall abgemeldet.')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/staff/members/staff-anna/deactivate')).toHaveLength(1);
    expect(within(card('Anna Meier')).getByText('(deaktiviert)')).toBeInTheDocument();
  });

  it('the back office changes a role in French, refused for the last back-office member', async () => {
    const { user } = await openPage(sessionOf(BACK_OFFICE_MEMBER), '/backoffice/fr/staff');
    await user.click(screen.getByRole('button', { name: 'Changer le rôle de Olivier Favre' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Rôle/ }), 'branch_lead');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Agence/ }), 'agency-zurich');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Oui, changer' }));
    expect(await screen.findByText(/letzte aktive Person/)).toBeInTheDocument();
  });
});

describe('a deactivated member’s open page', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the sign-in screen within a minute, the to-do count’s periodic call answering 401', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { api } = renderBackoffice({ scenario: { session: LEAD_SESSION }, address: '/backoffice/to-do' });
    await pageHeading(/Aufgaben/);
    // Deactivated elsewhere: the session ends at once.
    api.world.session = null;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TODO_REFRESH_MS + 1000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Anmelden/ })).toBeInTheDocument();
    expect(TODO_REFRESH_MS).toBeLessThanOrEqual(60_000);
  });
});
