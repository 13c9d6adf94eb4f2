// Stories that must fail the Storybook check, built only with STORYBOOK_CANARY=1 (check-stories.test.mjs):
// they prove that a story that throws, logs an error, shows a broken image, breaks accessibility or whose
// interaction (play function) fails turns the check red.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const meta = { title: 'Canary' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Throws(): never {
  throw new Error('Canary story throws on purpose');
}

function LogsError() {
  useEffect(() => {
    console.error('Canary story logs an error on purpose');
  }, []);
  return <p>Logs an error</p>;
}

export const Healthy: Story = { render: () => <button type="button">Weiter</button> };
export const ThrowsOnRender: Story = { render: () => <Throws /> };
export const ConsoleError: Story = { render: () => <LogsError /> };
export const UnnamedButton: Story = {
  render: () => (
    <button type="button">
      <svg width="16" height="16" aria-hidden="true" />
    </button>
  ),
};
/** Loads without any console error (a data URL that is no picture), like a portrait the API never served. */
export const BrokenImage: Story = {
  render: () => <img src="data:image/svg+xml,not-a-picture" alt="Portrait" width={116} height={145} />,
};
/** A pill whose click does nothing: the interaction that expects it pressed fails. */
export const BrokenInteraction: Story = {
  render: () => (
    <button type="button" aria-pressed="false">
      Do, 05.03.
    </button>
  ),
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByRole('button', { name: 'Do, 05.03.' });
    await userEvent.click(pill);
    await expect(pill).toHaveAttribute('aria-pressed', 'true');
  },
};
