// Step 7 in each variant: a booking per advice mode (with 'add to calendar'), a custom-date request (self
// headline, custom points, no calendar), a traveller who took the travel-type test, and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn } from 'storybook/test';
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
export const PersonalFrench: Story = { ...Personal, globals: { locale: 'fr-CH' } };
export const CustomDateRequestFrench: Story = { ...CustomDateRequest, globals: { locale: 'fr-CH' } };
