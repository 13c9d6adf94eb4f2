// Step 7 in each variant: a booking per advice mode (with 'add to calendar'), a custom-date request (self
// headline, custom points, no calendar), a traveller who took the travel-type test, and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, userEvent, within } from 'storybook/test';
import { booked, customDateRequest, standardBooking } from '../story-state/booking-story-state';
import ConfirmationStep from './ConfirmationStep';

const meta = {
  title: 'mfe-confirmation/Step 7 · Confirmation/Screen',
  tags: ['screen'],
  component: ConfirmationStep,
  args: { goTo: fn() },
} satisfies Meta<typeof ConfirmationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

export const Personal: Story = { parameters: checkout({ setup: booked(standardBooking('personal')) }) };
export const Video: Story = { parameters: checkout({ setup: booked(standardBooking('online')) }) };
export const Phone: Story = { parameters: checkout({ setup: booked(standardBooking('phone')) }) };
export const CustomDateRequest: Story = { parameters: checkout({ setup: booked(customDateRequest) }) };
/** The travel-type profile is saved: no matching-test card. */
export const TravelTypeKnown: Story = {
  parameters: checkout({
    setup: (store) => {
      booked(standardBooking('personal'))(store);
      store.settings.setPerfectMatchData([0.6, 0.4, 0.8, 0.2, 0.5, 0.7, 0.3]);
    },
  }),
};
/** 'Book another appointment' starts the checkout again (init); the calendar file is offered for download. */
export const RestartsTheBooking: Story = {
  ...Personal,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    const calendar = await canvas.findByRole(
      'region',
      { name: t('step7.calendar.title') },
      { timeout: 5000 },
    );
    await expect(within(calendar).getByRole('link', { name: t('step7.calendar.ics') })).toHaveAttribute(
      'download',
      expect.stringMatching(/\.ics$/),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('step7.restart') }));
    await expect(args.goTo).toHaveBeenCalledWith('init');
  },
};
