// The aside of steps 2 and 3: the way to step 1 self (own time outside opening hours).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
