// A consultation's page (issue 34): booked, started (outcome), a custom-date request, cancelled, and the
// confirmations in the page before each change.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LEAD_SESSION } from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Consultation',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'consultations/c-booked' },
  ...withScenario({ session: LEAD_SESSION }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONTINUE = either('Weiter', 'Continuer');
const actions = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('region', { name: either('Bearbeiten', 'Traiter') }));

/** Booked: details, cancel and reassign, its audit entries. */
export const Booked: Story = {};

/** Its hour has begun: completed or no-show. */
export const Started: Story = { args: { page: 'consultations/c-earlier' } };

/** A custom-date request: accept or decline. */
export const Request: Story = { args: { page: 'consultations/c-request' } };

/** Cancelled: nothing left to do. */
export const Cancelled: Story = { args: { page: 'consultations/c-cancelled' } };

/** Cancelling asks for a reason, then for confirmation in the page. */
export const CancelConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await actions(canvasElement);
    await userEvent.click(
      panel.getByRole('button', { name: either('Stornieren', 'Annuler la consultation') }),
    );
    await userEvent.type(panel.getByRole('textbox'), 'Die Beraterin ist krank.');
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await expect(panel.getByRole('group')).toBeInTheDocument();
  },
};

/** The cancellation confirmed: the page says so and the status changes. */
export const CancelDone: Story = {
  play: async ({ canvasElement }) => {
    const panel = await actions(canvasElement);
    await userEvent.click(
      panel.getByRole('button', { name: either('Stornieren', 'Annuler la consultation') }),
    );
    await userEvent.type(panel.getByRole('textbox'), 'Die Beraterin ist krank.');
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await userEvent.click(panel.getByRole('button', { name: either('Ja, stornieren', 'Oui, annuler') }));
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Reassigning: another advisor of the same mode, confirmed. */
export const ReassignConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await actions(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: either('Neu zuweisen', 'Réattribuer') }));
    await panel.findByRole('option', { name: 'Luca Rossi' });
    await userEvent.selectOptions(panel.getByRole('combobox'), 'adv-luca');
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await expect(panel.getByRole('group')).toHaveTextContent('Luca Rossi');
  },
};

/** Accepting a request: advisor, date and time, then the confirmation step. */
export const AcceptConfirmation: Story = {
  args: { page: 'consultations/c-request' },
  play: async ({ canvasElement }) => {
    const panel = await actions(canvasElement);
    await userEvent.click(
      panel.getByRole('button', { name: either('Anfrage annehmen', 'Accepter la demande') }),
    );
    await panel.findByRole('option', { name: 'Sophie Dubois' });
    await userEvent.selectOptions(panel.getByRole('combobox'), 'adv-sophie');
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await expect(panel.getByRole('group')).toHaveTextContent('Sophie Dubois');
  },
};

/** The outcome recorded: no-show. */
export const MarkedNoShow: Story = {
  args: { page: 'consultations/c-earlier' },
  play: async ({ canvasElement }) => {
    const panel = await actions(canvasElement);
    await userEvent.click(
      panel.getByRole('button', {
        name: either('Als nicht erschienen markieren', 'Marquer comme non honorée'),
      }),
    );
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};
