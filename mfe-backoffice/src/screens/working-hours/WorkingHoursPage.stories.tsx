// Working hours (issue 34, step 6): the week's grid and the exceptions, the confirmation listing the consultations
// a change would leave outside working hours, and those consultations to settle once it is saved.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADVISOR_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';
import { HOURS_COLLISIONS } from '../../testing/working-hours-fixtures';

const meta = {
  title: 'mfe-backoffice/Working hours',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'working-hours' },
  ...withScenario({ session: LEAD_SESSION, hoursCollisions: HOURS_COLLISIONS }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses Anna and waits for her week. */
const chooseAnna = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('option', { name: 'Anna Meier' });
  await userEvent.selectOptions(canvas.getAllByRole('combobox')[0]!, 'adv-anna');
  await canvas.findByRole('group', { name: either('Montag, Block 1', 'Lundi, plage 1') });
  return canvas;
};

/** Shortens Tuesday morning and asks to save the week: the confirmation. */
const proposeShorterTuesday = async (canvasElement: HTMLElement) => {
  const canvas = await chooseAnna(canvasElement);
  const tuesday = within(canvas.getByRole('group', { name: either('Dienstag, Block 1', 'Mardi, plage 1') }));
  await userEvent.selectOptions(tuesday.getByLabelText(either('Bis', 'À')), '10:00');
  await userEvent.click(
    canvas.getByRole('button', { name: either('Wochenplan speichern', 'Enregistrer la semaine') }),
  );
  return canvas.findByRole('region', { name: either('Änderung bestätigen', 'Confirmer la modification') });
};

/** A branch lead chooses among the branch's advisors. */
export const Choose: Story = {};

/** Anna's week and her exceptions, for her branch lead. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    await chooseAnna(canvasElement);
  },
};

/** An advisor sees and edits their own hours only. */
export const Advisor: Story = withScenario({ session: sessionOf(ADVISOR_MEMBER) });

/** Before saving: the two consultations the shorter Tuesday would leave outside working hours. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await proposeShorterTuesday(canvasElement);
    await expect(within(confirmation).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Saved: the consultations outside working hours, each to reassign or cancel in one step. */
export const Collisions: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await proposeShorterTuesday(canvasElement);
    await userEvent.click(
      within(confirmation).getByRole('button', { name: either('Ja, speichern', 'Oui, enregistrer') }),
    );
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', { name: /Tim Keller|Aline Meyer/ })).toHaveLength(2);
  },
};

/** Overlapping blocks are refused in the page, named on the field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chooseAnna(canvasElement);
    const second = within(canvas.getByRole('group', { name: either('Montag, Block 2', 'Lundi, plage 2') }));
    await userEvent.selectOptions(second.getByLabelText(either('Von', 'De')), '11:00');
    await userEvent.click(
      canvas.getByRole('button', { name: either('Wochenplan speichern', 'Enregistrer la semaine') }),
    );
    await expect(second.getByLabelText(either('Von', 'De'))).toHaveAttribute('aria-invalid', 'true');
  },
};
