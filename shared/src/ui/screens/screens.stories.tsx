import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen, NotFoundScreen, OfflineScreen, SessionExpiredScreen } from './screens';

const meta = {
  title: 'shared/Screens',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's confirmation error: the booking could not be posted (step 6). */
export const ConfirmationError: Story = {
  render: () => <ErrorScreen onRestart={fn()} />,
};

export const ConfirmationErrorFrench: Story = {
  ...ConfirmationError,
  globals: { locale: 'fr-CH' },
};

export const GeneralError: Story = {
  render: () => <ErrorScreen variant="general" onRestart={fn()} />,
};

export const Offline: Story = { render: () => <OfflineScreen /> };

export const SessionExpired: Story = { render: () => <SessionExpiredScreen onRestart={fn()} /> };

export const NotFound: Story = { render: () => <NotFoundScreen onHome={fn()} /> };
