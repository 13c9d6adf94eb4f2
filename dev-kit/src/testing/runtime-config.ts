// The runtime config of tests and (branded) of Storybook: local addresses, nothing real.
import { type RuntimeConfig } from '@checkout/shared';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: {
    mfe_selection: 'http://localhost:3001/mf-manifest.json',
    mfe_agenda: 'http://localhost:3002/mf-manifest.json',
    mfe_contact: 'http://localhost:3003/mf-manifest.json',
    mfe_confirmation: 'http://localhost:3004/mf-manifest.json',
  },
  matchingTestUrl: 'https://travel.example/reisetyp-test',
  factorsUrl: 'http://localhost:4000/api/matching/factors',
  product: 'Reiseberatung',
  host: 'https://travel.example',
  hotline: '+41 44 000 00 00',
  privacyUrl: {
    'de-CH': 'https://travel.example/de/datenschutz',
    'fr-CH': 'https://travel.example/fr/protection-des-donnees',
  },
};
