// Step 6 ('Almost done!') in each advice mode, in custom-date mode, while posting, and a booking refused as one too many for now (said on the step), and the screens a booking
// can end on instead of step 7: the error page and the session-expired screen.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen, SessionExpiredScreen } from '@checkout/shared';
import { failing, pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn, userEvent, within } from 'storybook/test';
import { customDateRequest, posting, standardBooking } from '../story-state/booking-story-state';
import SummaryStep from './SummaryStep';

const meta = {
  title: 'mfe-confirmation/Step 6 · Summary/Screen',
  tags: ['screen'],
  component: SummaryStep,
  args: { goTo: fn() },
} satisfies Meta<typeof SummaryStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

export const Personal: Story = { parameters: checkout({ setup: standardBooking('personal') }) };
export const Video: Story = { parameters: checkout({ setup: standardBooking('online') }) };
export const Phone: Story = { parameters: checkout({ setup: standardBooking('phone') }) };
/** No advice mode chosen: sent and shown as phone (spec). */
export const NoAdviceMode: Story = { parameters: checkout({ setup: standardBooking('') }) };
export const CustomDate: Story = { parameters: checkout({ setup: customDateRequest }) };
export const Posting: Story = {
  parameters: checkout({
    setup: (store) => {
      standardBooking('personal')(store);
      posting(store);
    },
    api: { reserve: pending },
  }),
};
/** The booking refused as one too many for now (a cap of the day, 429): said on the step, nothing lost. */
export const RateLimited: Story = {
  parameters: checkout({
    setup: standardBooking('personal'),
    api: { reserve: failing(429, 'rate_limited') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /verbindlich|Demander le rendez-vous/ }));
    await canvas.findByText(/Zu viele Anfragen|Trop de demandes/);
  },
};

/** Where a failed booking lands (the shell's /error page): the spec's confirmation error. */
export const ErrorPage: StoryObj<typeof ErrorScreen> = {
  render: () => <ErrorScreen variant="confirmation" onRestart={fn()} />,
};

/** The appointment can no longer be booked (the page stood open too long): the spec's session-expired screen. */
export const SessionExpired: StoryObj<typeof SessionExpiredScreen> = {
  render: () => <SessionExpiredScreen onRestart={fn()} />,
};
