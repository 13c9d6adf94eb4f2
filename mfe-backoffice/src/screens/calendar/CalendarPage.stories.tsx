// The calendar (issue 46): a branch's week and today, with hours, time off, consultations (some colliding), the
// travellers' holds, free time and the open requests. Screenshotted at 375 px (the day top to bottom, the week as
// each day's list) and 1280 px (the week's seven columns), in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
  sessionOf,
  ADVISOR_MEMBER,
} from '../../testing/fixtures';
import { either, renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const branchWeek = {
  session: LEAD_SESSION,
  rows: CALENDAR_ROWS,
  absences: CALENDAR_ABSENCES,
  workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
};

const meta = {
  title: 'mfe-backoffice/Calendar',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'calendar' },
  ...withScenario(branchWeek),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The branch lead's week: Monday to Sunday of all three advisors. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: /Sara Graf/ })).toHaveLength(1);
  },
};

/** Today, advisor beside advisor (one after the other on a phone), switched to from the week. */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: either('Tag', 'Jour') }));
    await expect(
      await canvas.findByRole('heading', { name: either('Mi., 04.03.2026', 'mer., 04.03.2026') }),
    ).toBeInTheDocument();
    await canvas.findAllByRole('link', { name: /Jonas Weber/ });
  },
};

/** An advisor's own week: no branch or advisor choice, and the requests are the branch's to answer. */
export const AdvisorWeek: Story = {
  ...withScenario({ ...branchWeek, session: sessionOf(ADVISOR_MEMBER) }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: /Lea Brunner/ });
  },
};
