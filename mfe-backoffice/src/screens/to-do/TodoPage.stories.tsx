// The to-do (issue 46): the branch's open requests and the consultations that collide, each with its reasons and a
// link to settle it; the header counts them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
} from '../../testing/fixtures';
import { renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const meta = {
  title: 'mfe-backoffice/To-do',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'to-do' },
  ...withScenario({
    session: LEAD_SESSION,
    rows: CALENDAR_ROWS,
    absences: CALENDAR_ABSENCES,
    workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests to answer and four consultations to settle; the header says 6. */
export const Todo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^(Aufgaben|Tâches) 6$/ })).toBeInTheDocument();
    await canvas.findAllByRole('link', { name: /Luc Girard/ });
  },
};

/** Nothing to do: the branch has no open request and nothing collides. */
export const Nothing: Story = withScenario({ session: LEAD_SESSION, rows: [] });
