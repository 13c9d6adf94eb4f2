// The shell's progress bar: six steps, four in custom-date mode, and the finished state on the confirmation.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = { title: 'shell/Chrome/ProgressBar' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar total={6} current={1} />
      <ProgressBar total={6} current={4} />
      <ProgressBar total={4} current={2} />
      <ProgressBar total={6} current={6} complete />
    </div>
  ),
};
