// Time off (issue 34): the form, the saved absence with its collisions, each settled in one step: reassigned to a
// colleague free at its time (Luca for Tim's consultation in person; nobody for Aline's video call after Sophie's
// hours), or cancelled.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ABSENCE_RESPONSE,
  ADVISOR_MEMBER,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
  sessionOf,
} from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const meta = {
  title: 'mfe-backoffice/Time off',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'time-off' },
  ...withScenario({
    session: LEAD_SESSION,
    absenceResponse: ABSENCE_RESPONSE,
    workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enters Anna's week of further training and saves it; its two collisions once each knows who is free then. */
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
  const items = await canvas.findAllByRole('listitem', { name: /Tim Keller|Aline Meyer/ });
  const [tim, aline] = items.map((item) => within(item));
  await tim!.findByRole('combobox', { name: either('Neu zuweisen an', 'Réattribuer à') });
  await aline!.findByText(
    either(
      'Zu dieser Zeit ist sonst niemand der Filiale frei.',
      'Personne d’autre de l’agence n’est libre à cette heure.',
    ),
  );
  return items;
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
    await userEvent.selectOptions(
      item.getByRole('combobox', { name: either('Neu zuweisen an', 'Réattribuer à') }),
      'adv-luca',
    );
    await userEvent.click(item.getByRole('button', { name: either('Neu zuweisen', 'Réattribuer') }));
    await expect(await item.findByRole('status')).toHaveTextContent('Luca Rossi');
  },
};
