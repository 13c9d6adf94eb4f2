// The destination block and the destination filter overlay of step 1, open: empty, with destinations chosen
// (three listed, then '(+1 more)'), the filter list loading and failing, and searching.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

export const WithSelection: Story = {
  parameters: checkout({
    setup: async (store) => {
      await fourDestinations(store);
      store.overlays.open('travelExperience');
    },
  }),
};

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

/** From the empty overlay: the filter opens, Iceland is checked and taken over; the overlay names it and may go on. */
export const ChoosesADestination: Story = {
  ...Empty,
  play: async ({ globals }) => {
    const t = storyTexts(globals.locale);
    const block = within(await screen.findByRole('dialog', { name: t('step1.destination.title') }));
    await userEvent.click(block.getByRole('button', { name: t('step1.destination.filterButton') }));
    const filter = within(await screen.findByRole('dialog', { name: t('destinationOverlay.title') }));
    // Iceland is 'Island' in German and 'Islande' in French.
    await userEvent.click(await filter.findByRole('checkbox', { name: /^Islande?$/ }, { timeout: 5000 }));
    await userEvent.click(filter.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await expect(block.getByText(t('step1.destination.chosen')).parentElement).toHaveTextContent(/Islande?$/);
    await expect(block.getByRole('button', { name: t('step1.destination.goOn') })).toBeEnabled();
  },
};
