// Step 1 as the shell shows it: empty, with a travel experience (selection), loading, failing calls, and with
// an agency or an advisor preset by the address; in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn } from 'storybook/test';
import {
  PRESET_ADVISOR,
  PRESET_AGENCY,
  startWith,
  TRAVEL_ID,
  TRAVEL_TYPE_PROFILE,
  travelExperienceWithImage,
} from '../../story-state/selection-story-state';
import ConsultationStep from './ConsultationStep';

const meta = {
  title: 'mfe-selection/Step 1 · Consultation/Screen',
  tags: ['screen'],
  component: ConsultationStep,
  args: { goTo: fn() },
} satisfies Meta<typeof ConsultationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

/** Nothing chosen yet: the two main choices. */
export const Empty: Story = {};
export const EmptyFrench: Story = { ...Empty, globals: { locale: 'fr-CH' } };

/** From a travel experience page: the card with match and its destination checked (selection). */
export const WithTravelExperience: Story = {
  parameters: checkout({
    setup: (store) => {
      store.settings.setPerfectMatchData(TRAVEL_TYPE_PROFILE);
      startWith(`travelId=${TRAVEL_ID}`)(store);
    },
    api: { travelExperienceAndBookmarks: travelExperienceWithImage },
  }),
};
export const WithTravelExperienceFrench: Story = { ...WithTravelExperience, globals: { locale: 'fr-CH' } };

/** The travel experience is still loading. */
export const Loading: Story = {
  parameters: checkout({
    setup: startWith(`travelId=${TRAVEL_ID}`),
    api: { travelExperienceAndBookmarks: pending, filterAgencies: pending },
  }),
};
export const LoadingFrench: Story = { ...Loading, globals: { locale: 'fr-CH' } };

/** Agencies and the travel experience fail: logged only, the step works without them (spec section 8). */
export const ApiDown: Story = {
  parameters: checkout({
    setup: startWith(`travelId=${TRAVEL_ID}`),
    api: {
      travelExperienceAndBookmarks: failing(500),
      filterAgencies: failing(500),
      filterDestinations: failing(500),
    },
  }),
};
export const ApiDownFrench: Story = { ...ApiDown, globals: { locale: 'fr-CH' } };

/** An agency from the address: the heading names its city; a note says the search is limited to it. */
export const PresetAgency: Story = {
  parameters: checkout({ setup: startWith(`agencyId=${PRESET_AGENCY}`) }),
};
export const PresetAgencyFrench: Story = { ...PresetAgency, globals: { locale: 'fr-CH' } };

/** An advisor from the address: the consultant overlay opens with the detail; the heading names the advisor. */
export const PresetAdvisor: Story = {
  parameters: checkout({ setup: startWith(`advisorId=${PRESET_ADVISOR}`) }),
};
export const PresetAdvisorFrench: Story = { ...PresetAdvisor, globals: { locale: 'fr-CH' } };
