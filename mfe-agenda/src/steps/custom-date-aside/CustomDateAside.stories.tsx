// The aside of steps 2 and 3: the way to step 1 self (own time outside opening hours).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '@checkout/storybook/support';
import CustomDateAside from './CustomDateAside';

const meta = {
  title: 'mfe-agenda/Step 2 · Day/CustomDateAside',
  component: CustomDateAside,
  args: { goTo: fn() },
} satisfies Meta<typeof CustomDateAside>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { globals: { locale: 'fr-CH' } };

/** The aside's button leads to step 1 self, where the traveller proposes a time outside opening hours. */
export const ProposesAnOwnDate: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('aside.customDate.button') }));
    await expect(args.goTo).toHaveBeenCalledWith('step-1-self');
  },
};
