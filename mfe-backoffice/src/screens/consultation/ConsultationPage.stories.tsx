// A consultation's page (issue 34): booked, started (outcome), a custom-date request, cancelled, and the
// confirmations in the page before each change; moving it (issue 46) to a start that fits the branch's calendar, and
// the API's refusal when that hour was taken meanwhile.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import {
  BOOKED,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
} from '../../testing/fixtures';
import {
  either,
  inMemory,
  renderBackoffice,
  withScenario,
  type BackofficeStoryArgs,
} from '../../testing/story';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const branch = { session: LEAD_SESSION, workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS] };

const meta = {
  title: 'mfe-backoffice/Consultation',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'consultations/c-booked' },
  ...withScenario(branch),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONTINUE = either('Weiter', 'Continuer');
const ADVISOR = /^(Beraterin oder Berater|Conseillère ou conseiller)/;
const actions = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('region', { name: either('Bearbeiten', 'Traiter') }));

/** Booked: details, cancel and reassign, its audit entries. */
export const Booked: Story = {};

/** Its advisor is absent that day: the page says so above the details, the branch reassigns or cancels. */
export const NeedsTheBranch: Story = {
  args: { page: 'consultations/c-absent' },
  ...withScenario({ ...branch, rows: CALENDAR_ROWS, absences: CALENDAR_ABSENCES }),
};

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
    await userEvent.selectOptions(panel.getByRole('combobox', { name: ADVISOR }), 'adv-luca');
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await expect(panel.getByRole('group')).toHaveTextContent('Luca Rossi');
  },
};

/** Accepting a request: Sophie chosen, the wish proposed, her day beside. */
async function chooseSophieForRequest(canvasElement: HTMLElement) {
  const panel = await actions(canvasElement);
  await userEvent.click(
    panel.getByRole('button', { name: either('Anfrage annehmen', 'Accepter la demande') }),
  );
  await panel.findByRole('option', { name: 'Sophie Dubois' });
  await userEvent.selectOptions(panel.getByRole('combobox', { name: ADVISOR }), 'adv-sophie');
  await panel.findByRole('region', { name: /(Tag von|Journée de) Sophie Dubois/ });
  return panel;
}

/** Accepting a request: advisor, date and time, then the confirmation step. */
export const AcceptConfirmation: Story = {
  args: { page: 'consultations/c-request' },
  play: async ({ canvasElement }) => {
    const panel = await chooseSophieForRequest(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await expect(panel.getByRole('group')).toHaveTextContent('Sophie Dubois');
  },
};

/** Accepting a request: the advisors of its mode, their free quarter hours, the wish proposed, the day beside. */
export const AcceptChoice: Story = {
  args: { page: 'consultations/c-request' },
  play: async ({ canvasElement }) => {
    await chooseSophieForRequest(canvasElement);
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

/** Moving it to Luca's Thursday: only the starts within his hours that nothing takes, and his day beside them. */
async function chooseLucasThursday(canvasElement: HTMLElement) {
  const panel = await actions(canvasElement);
  await userEvent.click(panel.getByRole('button', { name: either('Verschieben', 'Déplacer') }));
  fireEvent.change(panel.getByLabelText(/^(Datum|Date)/, { selector: 'input' }), {
    target: { value: '2026-03-05' },
  });
  await panel.findByRole('region', { name: /(Tag von|Journée de) Anna Meier/ });
  await userEvent.selectOptions(panel.getByRole('combobox', { name: ADVISOR }), 'adv-luca');
  await userEvent.selectOptions(panel.getByRole('combobox', { name: /^(Zeit|Heure)/ }), '13:00');
  return panel;
}

/** Moving: another day, advisor and start, the target day in brief. */
export const Move: Story = {
  play: async ({ canvasElement }) => {
    const panel = await chooseLucasThursday(canvasElement);
    await panel.findByRole('region', { name: /(Tag von|Journée de) Luca Rossi/ });
  },
};

/** The move asked for in the page before it is sent. */
export const MoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await chooseLucasThursday(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    await expect(panel.getByRole('group')).toHaveTextContent('Luca Rossi');
  },
};

const moveRefused = inMemory(branch);

/** Someone booked Luca at 13:30 meanwhile: the API's refusal names that consultation, in the page's language. */
export const MoveRefused: Story = {
  ...moveRefused.story,
  play: async ({ canvasElement }) => {
    const panel = await chooseLucasThursday(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: CONTINUE }));
    moveRefused.world.rows.push({
      ...BOOKED,
      id: 'c-race',
      reference: 'R7C2XHNB',
      date: '2026-03-05',
      time: '13:30',
      till: '14:30',
      advisor: { id: 'adv-luca', name: 'Luca Rossi' },
    });
    await userEvent.click(panel.getByRole('button', { name: either('Ja, verschieben', 'Oui, déplacer') }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('R7C2-XHNB');
  },
};
