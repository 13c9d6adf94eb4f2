// Step 4 (travel details): empty with the destination chooser, filled in, the chooser hidden because
// destinations were chosen on step 1, in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn } from 'storybook/test';
import TravelDetailsStep from './TravelDetailsStep';

const meta = {
  title: 'mfe-contact/Step 4 · Travel details/Screen',
  tags: ['screen'],
  component: TravelDetailsStep,
  args: { goTo: fn() },
} satisfies Meta<typeof TravelDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

/** Nothing chosen yet: the chooser suggests the destinations of the list, duration 'no information'. */
export const Empty: Story = {};

/** Everything filled in, as after a reload: destination, duration, three months, wishes, both boxes. */
export const Filled: Story = {
  parameters: checkout({
    setup: (store) =>
      store.travelDetailForm.setValues({
        destination: 'Island',
        duration: '2-3-months',
        season: ['Juni', 'Juli', 'August'],
        description: 'Mit dem Camper rund um die Insel, Wale beobachten und wandern.',
        travelResponsibly: true,
        sendBookmark: true,
      }),
  }),
};

/** Destinations checked on step 1: no destination chooser. */
export const DestinationsChosen: Story = {
  parameters: checkout({
    setup: async (store) => {
      await store.destinationFilter.load();
      store.destinationFilter.check('iceland');
      store.destinationFilter.check('norway');
    },
  }),
};

/** The destination list still loading: the chooser is a plain text field meanwhile. */
export const DestinationListLoading: Story = {
  parameters: checkout({ api: { filterDestinations: pending } }),
};

export const EmptyFrench: Story = { ...Empty, globals: { locale: 'fr-CH' } };
export const FilledFrench: Story = { ...Filled, globals: { locale: 'fr-CH' } };
export const DestinationsChosenFrench: Story = { ...DestinationsChosen, globals: { locale: 'fr-CH' } };
