// A traveller's data on request (issue 37), the back-office role's page: what is stored, found by e-mail address,
// with the erasure's confirmation naming what will happen, and the erasure's outcome. Two stories only (the
// screenshots' budget); the search alone, the refusals and the export's file are in the Jest tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BACK_OFFICE_MEMBER, sessionOf } from '../../testing/fixtures';
import { PRIVACY_EMAIL } from '../../testing/privacy-fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Privacy',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'privacy' },
  ...withScenario({ session: sessionOf(BACK_OFFICE_MEMBER) }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finds Lea Brunner's data and asks to erase it: the confirmation. */
const askToErase = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-Mail|e-mail/ }), PRIVACY_EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: either('Suchen', 'Rechercher') }));
  await userEvent.click(await canvas.findByRole('button', { name: either('Löschen …', 'Effacer …') }));
  return canvas;
};

/** Found: two bookings and their messages; the erasure asks first, naming what will happen. */
export const EraseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await askToErase(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent(PRIVACY_EMAIL);
  },
};

/** Erased: what the API did, each number named. */
export const Erased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await askToErase(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: either('Ja, endgültig löschen', 'Oui, effacer définitivement') }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(PRIVACY_EMAIL);
  },
};
