// Booking for a caller (issue 46): the empty form, a day chosen (the starts that fit and the advisor's day beside),
// the confirmation, the booking done, and the API's refusal when the hour was taken meanwhile. Screenshotted at
// 375 px (one column) and 1280 px (the time beside the traveller), in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { branchWeek } from '../../testing/branch-week';
import { OVERLAP_FIRST } from '../../testing/fixtures';
import {
  either,
  inMemory,
  renderBackoffice,
  withScenario,
  type BackofficeStoryArgs,
} from '../../testing/story';

const branch = branchWeek();

const meta = {
  title: 'mfe-backoffice/Book',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'book' },
  ...withScenario(branch),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const ADVISOR = /^(Beraterin oder Berater|Conseillère ou conseiller)/;
const CONTINUE = either('Weiter', 'Continuer');

/** Luca's Thursday by phone at 13:15 (his morning has two consultations that overlap). */
async function chooseLucasThursday(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByLabelText(ADVISOR, { selector: 'select' }), 'adv-luca');
  fireEvent.change(canvas.getByLabelText(/^(Tag|Jour)/, { selector: 'input' }), {
    target: { value: '2026-03-05' },
  });
  await userEvent.selectOptions(canvas.getByLabelText(/^(Beratungsart|Type de conseil)/), 'phone');
  await canvas.findByRole('region', { name: /(Tag von|Journée de) Luca Rossi/ });
  await userEvent.selectOptions(canvas.getByLabelText(/^(Beginn|Début)/), '13:15');
}

async function fillTraveller(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^(Vorname|Prénom)/), 'Lea');
  await userEvent.type(canvas.getByLabelText(/^(Nachname|Nom)/), 'Brunner');
  await userEvent.type(canvas.getByLabelText(/^(E-Mail|E-mail)/), 'lea.brunner@example.ch');
  await userEvent.type(canvas.getByLabelText(/^(Telefon|Téléphone)/), '+41 79 123 45 67');
}

/** Nothing chosen yet: the branch's advisors, today, and what to choose first. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('option', { name: 'Luca Rossi' });
  },
};

/** An advisor, a day and a mode chosen: only the starts that fit, and the advisor's day in brief beside them. */
export const DayChosen: Story = {
  play: async ({ canvasElement }) => {
    await chooseLucasThursday(canvasElement);
  },
};

/** Everything entered: the booking asked for in the page before it is sent. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    await chooseLucasThursday(canvasElement);
    await fillTraveller(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: CONTINUE }));
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('Luca Rossi');
  },
};

/** Booked: the reference, where the confirmation went, and the consultation's link. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLucasThursday(canvasElement);
    await fillTraveller(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CONTINUE }));
    await userEvent.click(canvas.getByRole('button', { name: either('Ja, buchen', 'Oui, réserver') }));
    await canvas.findByRole('link', {
      name: either('Beratung PQ9W-RM23 öffnen', 'Ouvrir la consultation PQ9W-RM23'),
    });
  },
};

const refused = inMemory(branch);

/** Someone booked Luca at 13:30 meanwhile: the API's refusal, in the page's language, names that consultation. */
export const Refused: Story = {
  ...refused.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLucasThursday(canvasElement);
    await fillTraveller(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CONTINUE }));
    refused.world.rows.push({
      ...OVERLAP_FIRST,
      id: 'c-race',
      reference: 'R7C2XHNB',
      time: '13:30',
      till: '14:30',
    });
    await userEvent.click(canvas.getByRole('button', { name: either('Ja, buchen', 'Oui, réserver') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('R7C2-XHNB');
  },
};
