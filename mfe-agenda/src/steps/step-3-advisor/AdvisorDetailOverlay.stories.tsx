// The advisor-detail overlay: loading, without a saved travel-type profile (one data set, no match) and with
// one (match percentage and text, both profiles with a legend).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RootStore } from '@checkout/shared';
import { recordedAnswer } from '@checkout/api/recordings';
import { pending } from '@checkout/storybook/support';
import { AdvisorDetailOverlay } from './AdvisorDetailOverlay';

const anna = recordedAnswer('consultantGet', { culture: 'de-CH', id: 'adv-anna-meier' });

const meta = {
  title: 'mfe-agenda/Step 3 · Advisor/AdvisorDetailOverlay',
  tags: ['screen'],
  component: AdvisorDetailOverlay,
  args: { advisor: anna },
} satisfies Meta<typeof AdvisorDetailOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A traveller's saved profile, a little unlike Anna's. */
const PROFILE = [0.6, 0.7, 0.5, 0.3, 0.8, 0.4, 0.5, 0.9];

const opened = (profile: number[] | null) => async (store: RootStore) => {
  store.settings.setPerfectMatchData(profile);
  store.overlays.open('advisorDetail');
  const detail = await store.advisorInformation.loadDetail(anna.id);
  if (detail) await store.advisorInformation.loadMatch(detail.pageId);
};

export const WithoutMatch: Story = { parameters: { checkout: { setup: opened(null) } } };
export const WithMatch: Story = { parameters: { checkout: { setup: opened(PROFILE) } } };
export const Loading: Story = {
  parameters: {
    checkout: {
      setup: (store: RootStore) => store.overlays.open('advisorDetail'),
      api: { consultantGet: pending },
    },
  },
};
