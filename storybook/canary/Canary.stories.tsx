// Stories that must fail the Storybook check, built only with STORYBOOK_CANARY=1 (check-stories.test.mjs):
// they prove that a story that throws, logs an error, shows a broken image, breaks accessibility or whose
// interaction fails turns the check red; and, with the healthy ones, that screenshots are compared per language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useEffect } from 'react';

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
/** An interaction that does not find what it expects: its play function throws. */
export const PlayFails: Story = {
  render: () => <button type="button">Weiter</button>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Weiter' }));
    await expect(within(canvasElement).getByRole('heading', { name: 'Canary interaction' })).toBeVisible();
  },
};
/** Drawn in the brand colour (a design token): its screenshot changes with the token. */
export const BrandColour: Story = {
  render: () => (
    <p className="canary-brand" style={{ color: 'var(--color-brand)', fontWeight: 'bold' }}>
      Horizonte Reisen
    </p>
  ),
};
/** A text in the toolbar's language: its French screenshot is its own. */
export const InTheLanguage: Story = {
  render: (_args, { globals }) => (
    <p className="canary-text">
      {globals.locale === 'fr-CH' ? 'Votre conseil voyage' : 'Ihre Reiseberatung'}
    </p>
  ),
};
