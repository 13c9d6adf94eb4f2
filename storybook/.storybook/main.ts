// One Storybook over the stories that live beside the components: the UI kit in shared, then every remote.
import type { StorybookConfig } from '@storybook/react-vite';

/** The packages whose stories this Storybook shows. */
const PACKAGES = [
  'shared',
  'mfe-selection',
  'mfe-agenda',
  'mfe-contact',
  'mfe-confirmation',
  'mfe-backoffice',
  'shell',
];

/** CHECKOUT_STORIES=mfe-agenda (comma-separated): one team's own stories only (`npm run storybook -w mfe-agenda`). */
const chosen = process.env.CHECKOUT_STORIES?.split(',').filter(Boolean) ?? [];
const shown = chosen.length > 0 ? PACKAGES.filter((name) => chosen.includes(name)) : PACKAGES;

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../docs/**/*.mdx',
    ...shown.map((name) => `../../${name}/src/**/*.@(mdx|stories.@(ts|tsx))`),
    // Stories that must fail the check, only for check-stories.test.mjs.
    ...(process.env.STORYBOOK_CANARY === '1' ? ['../canary/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // MSW's worker script (npx msw init public), which answers the booking API from its recordings.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Vite resolves 'moment' to its ES build (dist/moment.js) but 'moment/locale/*' to the CommonJS files,
  // which register on a second copy of moment: point the locales at the ES build's, so French and German
  // weekdays show in stories as they do in the checkout (webpack uses one copy).
  viteFinal: async (vite) => ({
    ...vite,
    resolve: {
      ...vite.resolve,
      alias: [
        ...(Array.isArray(vite.resolve?.alias) ? vite.resolve.alias : []),
        { find: /^moment\/locale\/(.*)$/, replacement: 'moment/dist/locale/$1' },
      ],
    },
  }),
};

export default config;
