// Renders UI inside the providers the shell gives every step: i18n, store, API client and runtime config.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '../api-client/api-client';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Culture } from '../contract';
import { CheckoutProviders } from '../context/checkout-context';
import { createI18n } from '../i18n/i18n';
import type { RootStore } from '../store/root-store';

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
};

/** Renders with a fresh i18n instance; as a wrapper, so rerender keeps it too. */
export function renderWithI18n(ui: ReactElement, culture: Culture = 'de-CH'): RenderResult {
  const i18n = createI18n(culture);
  return render(ui, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
}

/** Renders a step with the whole provider stack around it. */
export function renderWithProviders(
  ui: ReactElement,
  {
    store,
    api,
    culture = 'de-CH',
    config = TEST_RUNTIME_CONFIG,
  }: { store: RootStore; api: ApiClient; culture?: Culture; config?: RuntimeConfig },
): RenderResult {
  const i18n = createI18n(culture);
  return render(
    <I18nextProvider i18n={i18n}>
      <CheckoutProviders store={store} api={api} config={config}>
        {ui}
      </CheckoutProviders>
    </I18nextProvider>,
  );
}
