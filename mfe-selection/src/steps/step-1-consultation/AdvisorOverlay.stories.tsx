// The consultant overlay of step 1 with a preselected advisor: the detail, with the match of a saved
// travel-type profile, while loading, and when the detail fails (swallowed: the overlay names no one).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { PRESET_ADVISOR, startWith, TRAVEL_TYPE_PROFILE } from '../../story-state/selection-story-state';
import { AdvisorOverlay } from './AdvisorOverlay';

const meta = {
  title: 'mfe-selection/Step 1 · Consultation/ConsultantOverlay',
  tags: ['screen'],
  component: AdvisorOverlay,
} satisfies Meta<typeof AdvisorOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });
const preset = startWith(`advisorId=${PRESET_ADVISOR}`);

export const PresetAdvisor: Story = { parameters: checkout({ setup: preset }) };
export const WithMatch: Story = {
  parameters: checkout({
    setup: (store) => {
      store.settings.setPerfectMatchData(TRAVEL_TYPE_PROFILE);
      preset(store);
    },
  }),
};
export const Loading: Story = { parameters: checkout({ setup: preset, api: { consultantGet: pending } }) };
export const DetailFails: Story = {
  parameters: checkout({ setup: preset, api: { consultantGet: failing(500) } }),
};
