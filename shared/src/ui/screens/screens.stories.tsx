import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '@checkout/storybook/support';
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

export const GeneralError: Story = {
  render: () => <ErrorScreen variant="general" onRestart={fn()} />,
};

export const Offline: Story = { render: () => <OfflineScreen /> };

export const SessionExpired: Story = { render: () => <SessionExpiredScreen onRestart={fn()} /> };

export const NotFound: Story = { render: () => <NotFoundScreen onHome={fn()} /> };

/** The error screen's one way on: a click restarts the booking. */
export const RestartsAfterAnError: StoryObj<typeof ErrorScreen> = {
  args: { variant: 'general', onRestart: fn() },
  render: (args) => <ErrorScreen {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('error.restart') }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/** The session-expired screen's one way on: a click starts again. */
export const RestartsAfterExpiry: StoryObj<typeof SessionExpiredScreen> = {
  args: { onRestart: fn() },
  render: (args) => <SessionExpiredScreen {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('sessionExpired.restart') }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/** The not-found screen leads to the booking's start. */
export const GoesHomeWhenNotFound: StoryObj<typeof NotFoundScreen> = {
  args: { onHome: fn() },
  render: (args) => <NotFoundScreen {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('notFound.action') }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};
