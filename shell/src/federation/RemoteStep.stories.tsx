// What the shell shows in the content area while a remote loads, and when its server is down (Retry).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RemoteLoading, RemoteUnavailable } from './RemoteStep';
import './remote-step.css';

const meta = { title: 'shell/Remote step', tags: ['screen'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <RemoteLoading /> };
export const RemoteDown: Story = { render: () => <RemoteUnavailable onRetry={fn()} /> };
