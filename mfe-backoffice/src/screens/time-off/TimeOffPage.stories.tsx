// Time off (issue 34): the form, the saved absence with its collisions, each settled in one step.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ABSENCE_RESPONSE, ADVISOR_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Time off',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'time-off' },
  ...withScenario({ session: LEAD_SESSION, absenceResponse: ABSENCE_RESPONSE }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enters Anna's week of further training and saves it. */
const saveWeek = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('option', { name: 'Anna Meier' });
  await userEvent.selectOptions(canvas.getByRole('combobox'), 'adv-anna');
  await userEvent.type(canvas.getByLabelText(/Erster Tag|Premier jour/), '2026-03-09');
  await userEvent.type(canvas.getByLabelText(/Letzter Tag|Dernier jour/), '2026-03-13');
  await userEvent.type(canvas.getByLabelText(/^(Grund|Motif)/), 'Weiterbildung');
  await userEvent.click(
    canvas.getByRole('button', { name: either('Abwesenheit speichern', 'Enregistrer l’absence') }),
  );
  return canvas.findAllByRole('listitem', { name: /Tim Keller|Aline Meyer/ });
};

/** The form, for a branch lead choosing among the branch's advisors. */
export const Form: Story = {};

/** An advisor enters their own time off only. */
export const Advisor: Story = withScenario({ session: sessionOf(ADVISOR_MEMBER) });

/** Saved: the absence and the two consultations it collides with. */
export const Collisions: Story = {
  play: async ({ canvasElement }) => {
    await expect(await saveWeek(canvasElement)).toHaveLength(2);
  },
};

/** One collision reassigned to a colleague in one step. */
export const CollisionReassigned: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await saveWeek(canvasElement);
    const item = within(first!);
    await userEvent.selectOptions(item.getByRole('combobox'), 'adv-luca');
    await userEvent.click(item.getByRole('button', { name: either('Neu zuweisen', 'Réattribuer') }));
    await expect(await item.findByRole('status')).toHaveTextContent('Luca Rossi');
  },
};
