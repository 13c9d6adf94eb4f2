// The side panel of step 1 and step 1 self, and the main-info overlay it opens.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
const open = {
  checkout: { setup: (store) => store.overlays.open('mainInfo') } satisfies CheckoutStoryParameters,
};
export const OverlayOpen: Story = { parameters: open };

/** The aside's button opens the overlay with its title; the close button closes it again. */
export const OpensTheOverlay: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const opener = within(canvasElement).getByRole('button', { name: t('aside.button') });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: t('mainInfo.title') });
    await waitFor(() => expect(within(dialog).getByText(t('mainInfo.text'))).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog', { name: t('mainInfo.title') })).toBeVisible());
  },
};
