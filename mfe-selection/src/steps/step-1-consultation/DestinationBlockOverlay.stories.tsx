// The destination block and the destination filter overlay of step 1, open: empty, with destinations chosen
// (three listed, then '(+1 more)'), the filter list loading and failing, and searching.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn } from 'storybook/test';
import { fourDestinations } from '../../story-state/selection-story-state';
import { DestinationBlockOverlay } from './DestinationBlockOverlay';

const meta = {
  title: 'mfe-selection/Step 1 · Consultation/DestinationOverlay',
  tags: ['screen'],
  component: DestinationBlockOverlay,
  args: { goTo: fn() },
} satisfies Meta<typeof DestinationBlockOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

export const Empty: Story = {
  parameters: checkout({ setup: (store) => store.overlays.open('travelExperience') }),
};
export const EmptyFrench: Story = { ...Empty, globals: { locale: 'fr-CH' } };

export const WithSelection: Story = {
  parameters: checkout({
    setup: async (store) => {
      await fourDestinations(store);
      store.overlays.open('travelExperience');
    },
  }),
};
export const WithSelectionFrench: Story = { ...WithSelection, globals: { locale: 'fr-CH' } };

/** The filter overlay on top, with the selection in its footer. */
export const FilterOpen: Story = {
  parameters: checkout({
    setup: async (store) => {
      await fourDestinations(store);
      store.overlays.open('travelExperience');
      store.overlays.open('destinationFilter');
    },
  }),
};
export const FilterOpenFrench: Story = { ...FilterOpen, globals: { locale: 'fr-CH' } };

/** Searching 'land': only the matching destinations remain. */
export const FilterSearching: Story = {
  parameters: checkout({
    setup: async (store) => {
      await store.destinationFilter.load();
      store.destinationFilter.setSearchInput('land');
      store.overlays.open('travelExperience');
      store.overlays.open('destinationFilter');
    },
  }),
};

export const FilterLoading: Story = {
  parameters: checkout({
    setup: (store) => {
      store.overlays.open('travelExperience');
      store.overlays.open('destinationFilter');
      void store.destinationFilter.load();
    },
    api: { filterDestinations: pending },
  }),
};
export const FilterLoadingFrench: Story = { ...FilterLoading, globals: { locale: 'fr-CH' } };

/** The list cannot be loaded: logged only, the overlay finds nothing (spec section 8). */
export const FilterError: Story = {
  parameters: checkout({
    setup: async (store) => {
      store.overlays.open('travelExperience');
      store.overlays.open('destinationFilter');
      await store.destinationFilter.load();
    },
    api: { filterDestinations: failing(500) },
  }),
};
export const FilterErrorFrench: Story = { ...FilterError, globals: { locale: 'fr-CH' } };
