// Working hours (issue 34, step 6): the week's grid and the exceptions, the confirmation listing the consultations
// a change would leave outside working hours, and those consultations to settle once it is saved. One story
// only: the page is tall and the screenshots' budget (25 MiB) has no room for more; the confirmation is passed on
// the way, and it, the advisor's view and the refusals are in the Jest tests.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LEAD_SESSION, LUCA_HOURS, SOPHIE_HOURS } from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';
import { ANNA_HOURS, HOURS_COLLISIONS } from '../../testing/working-hours-fixtures';

const meta = {
  title: 'mfe-backoffice/Working hours',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'working-hours' },
  ...withScenario({
    session: LEAD_SESSION,
    hoursCollisions: HOURS_COLLISIONS,
    workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  }),
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

/** Saved: the consultations outside working hours, each to reassign or cancel in one step. */
export const Collisions: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await proposeShorterTuesday(canvasElement);
    await userEvent.click(
      within(confirmation).getByRole('button', { name: either('Ja, speichern', 'Oui, enregistrer') }),
    );
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem', { name: /Tim Keller|Aline Meyer/ });
    await expect(items).toHaveLength(2);
    // Each once it knows who is free then: Luca for Tim, nobody for Aline.
    await within(items[0]!).findByRole('combobox', { name: either('Neu zuweisen an', 'Réattribuer à') });
    await within(items[1]!).findByText(
      either(
        'Zu dieser Zeit ist sonst niemand der Filiale frei.',
        'Personne d’autre de l’agence n’est libre à cette heure.',
      ),
    );
  },
};
