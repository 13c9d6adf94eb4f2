// One Storybook over the stories that live beside the components: the UI kit in shared, then every remote.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../docs/**/*.mdx',
    '../../shared/src/**/*.@(mdx|stories.@(ts|tsx))',
    '../../mfe-selection/src/**/*.@(mdx|stories.@(ts|tsx))',
    '../../mfe-agenda/src/**/*.@(mdx|stories.@(ts|tsx))',
    '../../mfe-contact/src/**/*.@(mdx|stories.@(ts|tsx))',
    '../../mfe-confirmation/src/**/*.@(mdx|stories.@(ts|tsx))',
    '../../shell/src/**/*.@(mdx|stories.@(ts|tsx))',
    // Stories that must fail the check, only for check-stories.test.mjs.
    ...(process.env.STORYBOOK_CANARY === '1' ? ['../canary/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
