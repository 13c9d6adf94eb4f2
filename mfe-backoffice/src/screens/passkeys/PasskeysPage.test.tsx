import { screen, within } from '@testing-library/react';
import { LEAD_SESSION, sessionOf, ADVISOR_MEMBER } from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';

async function openPage(address = '/backoffice/passkeys', session = LEAD_SESSION) {
  const rendered = renderBackoffice({ scenario: { session }, address });
  await pageHeading(address.includes('/fr/') ? 'Mes clés d’accès' : 'Meine Passkeys');
  await screen.findByRole('list', { name: /Ihre Passkeys|Vos clés d’accès/ });
  return rendered;
}

const item = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('the own passkeys page', () => {
  it('is every member’s: lists each passkey with when it was added and last used', async () => {
    await openPage('/backoffice/passkeys', sessionOf(ADVISOR_MEMBER));
    expect(within(item('Laptop Filiale')).getByText('04.03.2026, 08:30')).toBeInTheDocument();
    expect(within(item('Passkey vom 20.02.2026')).getByText('noch nie')).toBeInTheDocument();
    expect(screen.getByText(/Ein Anmeldelink per E-Mail funktioniert immer/)).toBeInTheDocument();
  });

  it('renames one', async () => {
    const { user, api } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Passkey vom 20.02.2026 umbenennen' }));
    await user.type(screen.getByRole('textbox', { name: /Name des Passkeys/ }), 'Telefon');
    await user.click(screen.getByRole('button', { name: 'Namen speichern' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon' })).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/staff/passkeys/cred-phone')[0]?.body).toEqual({ name: 'Telefon' });
  });

  it('removes both after confirmations; the last one’s says a link still signs in (in French)', async () => {
    const { user } = await openPage('/backoffice/fr/passkeys');
    await user.click(screen.getByRole('button', { name: 'Supprimer Laptop Filiale' }));
    expect(screen.getByText('Supprimer « Laptop Filiale » ?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('La clé d’accès est supprimée.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Supprimer Clé d’accès du/ }));
    expect(screen.getByText(/C’est votre dernière clé d’accès/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(
      await screen.findByText('Vous n’avez pas encore de clé d’accès. Vous vous connectez par lien.'),
    ).toBeInTheDocument();
  });

  it('adds one through the browser’s prompt', async () => {
    const { user, passkeys } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Passkey hinzufügen' }));
    expect(await screen.findByText('Der Passkey ist angelegt.')).toBeInTheDocument();
    expect(passkeys.register).toHaveBeenCalledTimes(1);
  });
});
