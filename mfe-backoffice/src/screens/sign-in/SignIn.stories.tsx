// Signing in (issue 34): the sign-in screen, 'check your mail', a passkey, the link's page and the passkey offer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BRANCH_LEAD, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Sign-in',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'sign-in', session: { kind: 'signed-out', expired: false } },
  ...withScenario({ session: null, signsIn: LEAD_SESSION }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const LINK_PAGE = 'sign-in?token=story-token';
const OFFER = either('Passkey einrichten', 'Créer une clé d’accès');
/** The link signs in a member who has no passkey yet. */
const WITHOUT_PASSKEY = withScenario({ session: null, signsIn: sessionOf(BRANCH_LEAD, false) });

/** Nobody signed in: the address field and the passkey. */
export const SignIn: Story = {};

/** The demo (`npm start`, issue 47): where the demo's mail is read, and its accounts. */
export const DemoSignIn: Story = {
  args: {
    demo: {
      mailCatcherUrl: 'http://localhost:1080/',
      accounts: [
        { email: 'advisor@horizonte-reisen.example', name: 'Anna Meier', role: 'advisor' },
        { email: 'branch.lead@horizonte-reisen.example', name: 'Petra Vogel', role: 'branch_lead' },
        { email: 'back.office@horizonte-reisen.example', name: 'Claire Roux', role: 'back_office' },
      ],
    },
  },
};

/** A call answered 401 while someone was signed in: the same screen says the session ended. */
export const SessionExpired: Story = { args: { page: '', session: { kind: 'signed-out', expired: true } } };

/** The link requested: 'check your mail', whatever the address (the API answers the same). */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox'), 'petra.huber@horizonte-reisen.example');
    await userEvent.click(canvas.getByRole('button', { name: either('Link senden', 'Envoyer le lien') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('petra.huber@horizonte-reisen.example');
  },
};

/** A passkey signs in at once: the day's list follows. */
export const PasskeySignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: either('Mit Passkey anmelden', 'Se connecter avec une clé d’accès'),
      }),
    );
    await expect(await canvas.findByText('Petra Huber')).toBeInTheDocument();
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
  },
};

/** The mail's link opens a page whose one button signs in: opening it changes nothing. */
export const LinkPage: Story = { args: { page: LINK_PAGE } };

/** After the link's button, for a member without a passkey: the list with the offer to register one. */
export const PasskeyOffer: Story = {
  args: { page: LINK_PAGE },
  ...WITHOUT_PASSKEY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: either('Jetzt anmelden', 'Se connecter maintenant') }),
    );
    const offer = await canvas.findByRole('region', { name: OFFER });
    await expect(within(offer).getByRole('heading', { level: 2 })).toHaveFocus();
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
  },
};

/** The offer taken: the browser's prompt (answered at once here) and the API register the passkey. */
export const PasskeyRegistered: Story = {
  args: { page: LINK_PAGE },
  ...WITHOUT_PASSKEY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: either('Jetzt anmelden', 'Se connecter maintenant') }),
    );
    const offer = await canvas.findByRole('region', { name: OFFER });
    await userEvent.click(within(offer).getByRole('button', { name: OFFER }));
    await expect(await within(offer).findByRole('status')).toBeInTheDocument();
  },
};

/**
 * The retailer's sign-on provider replaces the link (OIDC_ONLY) and came back with `?sso=unknown`: the reason, the
 * provider's button to try again, the passkey. One story (the screenshots' budget): the provider beside the link
 * and each `?sso=` reason are in the Jest tests.
 */
export const SingleSignOnFailed: Story = {
  args: { page: 'sign-in?sso=unknown' },
  ...withScenario({
    session: null,
    signInOptions: { link: false, singleSignOn: { name: 'Horizonte ID', path: '/staff/sign-in/oidc' } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: either('Mit Horizonte ID anmelden', 'Se connecter avec Horizonte ID'),
      }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};
