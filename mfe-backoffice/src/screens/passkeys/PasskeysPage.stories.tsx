// The member's own passkeys (issue 47, item 4): the list with names and dates, and the last one's removal, whose
// confirmation says a sign-in link still works. Naming and adding are in the Jest tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LEAD_SESSION } from '../../testing/fixtures';
import { PASSKEYS } from '../../testing/members-fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Passkeys',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'passkeys' },
  ...withScenario({ session: LEAD_SESSION }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys: one named, one named by the day it was added. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Laptop Filiale' }),
    ).toBeInTheDocument();
  },
};

/** The last passkey's removal: a sign-in link still works. */
export const RemoveLast: Story = {
  ...withScenario({ session: LEAD_SESSION, passkeys: [PASSKEYS[0]!] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: either('Laptop Filiale löschen', 'Supprimer Laptop Filiale'),
      }),
    );
    await expect(canvas.getByRole('group')).toHaveTextContent(/Link|lien/);
  },
};
