// What the shell shows in the content area while a remote loads, and when its server is down (Retry).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTexts } from '@checkout/storybook/support';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemoteLoading, RemoteUnavailable } from './RemoteStep';
import './remote-step.css';

const meta = { title: 'shell/Remote step', tags: ['screen'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <RemoteLoading /> };
export const RemoteDown: Story = { render: () => <RemoteUnavailable onRetry={fn()} /> };

/** The fallback's Retry, clicked and then pressed from the keyboard, asks for the remote again each time. */
export const RetriesTheRemote: StoryObj<typeof RemoteUnavailable> = {
  args: { onRetry: fn() },
  render: (args) => <RemoteUnavailable {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const retry = within(canvasElement).getByRole('button', { name: t('remote.retry') });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};
