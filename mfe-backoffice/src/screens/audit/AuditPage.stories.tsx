// The audit trail (issue 34): the week's staff changes for a branch lead; refused to an advisor.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADVISOR_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { renderBackoffice, withScenario, type BackofficeStoryArgs } from '../../testing/story';

const meta = {
  title: 'mfe-backoffice/Audit trail',
  tags: ['screen'],
  render: renderBackoffice,
  args: { page: 'audit' },
  ...withScenario({ session: LEAD_SESSION }),
} satisfies Meta<BackofficeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A branch lead's week: who changed what, before and after. */
export const Trail: Story = {};

/** An advisor has no audit trail. */
export const NotForAdvisors: Story = withScenario({ session: sessionOf(ADVISOR_MEMBER) });
