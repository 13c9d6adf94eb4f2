// The side panel of step 1 and step 1 self, and the main-info overlay it opens.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckoutStoryParameters } from '@checkout/storybook/support';
import MainInfoAside from './MainInfoAside';
import { MainInfoOverlay } from './MainInfoOverlay';

const meta = {
  title: 'mfe-selection/Side panel/MainInfo',
  component: MainInfoAside,
  render: () => (
    <div style={{ maxWidth: '24rem', padding: '1rem' }}>
      <MainInfoAside />
      <MainInfoOverlay />
    </div>
  ),
} satisfies Meta<typeof MainInfoAside>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Aside: Story = {};
export const AsideFrench: Story = { globals: { locale: 'fr-CH' } };
const open = {
  checkout: { setup: (store) => store.overlays.open('mainInfo') } satisfies CheckoutStoryParameters,
};
export const OverlayOpen: Story = { parameters: open };
export const OverlayOpenFrench: Story = { parameters: open, globals: { locale: 'fr-CH' } };
