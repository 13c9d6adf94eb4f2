// Step 2 (pick a day) in its states: resolving, resolved, a day chosen, no date found (60 empty days, or no
// consultant for the destinations), the API down, a preset agency (no branch filter) and the open agency overlay.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn } from 'storybook/test';
import DayStep from './DayStep';

const meta = {
  title: 'mfe-agenda/Step 2 · Day/Screen',
  tags: ['screen'],
  component: DayStep,
  args: { goTo: fn() },
} satisfies Meta<typeof DayStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });
const french = { globals: { locale: 'fr-CH' } };

/** Ten days from Wednesday 4 March 2026, weekends replaced by later days. */
export const Default: Story = {};
/** Every pill still waits for its availability answer; 'more' is locked. */
export const Loading: Story = { parameters: checkout({ api: { day: pending } }) };
export const DayChosen: Story = {
  parameters: checkout({ setup: (store) => store.dates.check('05.03.2026') }),
};
/** More than 60 days in a row without a free appointment. */
export const NoDateFound: Story = {
  parameters: checkout({ api: { day: async () => ({ availableAppointment: false }) } }),
};
/** The API does not answer: the days that failed, the message and its retry (retried by itself meanwhile). */
export const ApiDown: Story = {
  parameters: checkout({ api: { day: () => Promise.reject(new Error('Failed to fetch')) } }),
};
/** Destinations are checked and no consultant covers them. */
export const NoConsultantForDestinations: Story = {
  parameters: checkout({
    setup: (store) => store.destinationFilter.toggle({ id: 'iceland', label: 'Island', isChecked: false }),
    api: { hasConsultantForDestination: async () => false },
  }),
};
/** An agency id in the address: no branch filter button; a note names the branch with 'all branches'. */
export const PresetAgency: Story = {
  parameters: checkout({
    setup: (store) => store.applyStartParams(new URLSearchParams('agencyId=zurich-bahnhofstrasse')),
  }),
};
export const AgencyOverlay: Story = {
  parameters: checkout({
    setup: async (store) => {
      store.overlays.open('agencyFilter');
      await store.agencyFilter.load();
      const first = store.agencyFilter.groups[0]?.filters[0];
      if (first) store.agencyFilter.toggle(first);
    },
  }),
};

export const DefaultFrench: Story = { ...Default, ...french };
export const LoadingFrench: Story = { ...Loading, ...french };
export const NoDateFoundFrench: Story = { ...NoDateFound, ...french };
export const ApiDownFrench: Story = { ...ApiDown, ...french };
export const AgencyOverlayFrench: Story = { ...AgencyOverlay, ...french };
