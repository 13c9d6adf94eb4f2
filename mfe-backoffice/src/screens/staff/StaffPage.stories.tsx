// Staff management (issue 47, item 4): a branch lead's team, a deactivation's confirmation naming what ends, and the
// back office's invitation form. The refusals (a taken address, oneself, the last back-office member) are in the
// Jest tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BACK_OFFICE_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Staff',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'staff' },
  ...withScenario({ session: LEAD_SESSION }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The branch's members: role, branch, language, last sign-in, passkeys; a deactivated one marked. */
export const Team: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Luca Rossi/ })).toBeInTheDocument();
  },
};

/** Deactivating asks first, saying that sessions, links and passkeys end at once. */
export const DeactivateConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: either('Anna Meier deaktivieren', 'Désactiver Anna Meier') }),
    );
    await expect(canvas.getByRole('group')).toHaveTextContent('Anna Meier');
  },
};

/** The back office invites: every role, every branch. */
export const InviteForm: Story = {
  ...withScenario({ session: sessionOf(BACK_OFFICE_MEMBER) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: either('Person einladen', 'Inviter une personne') }),
    );
    await expect(canvas.getByRole('combobox', { name: /^(Rolle|Rôle)/ })).toBeInTheDocument();
  },
};
