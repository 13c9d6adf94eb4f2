// Renders UI inside the providers the shell gives every step: i18n, store, API client and runtime config.
import {
  CheckoutProviders,
  createI18n,
  I18nProvider,
  type ApiClient,
  type Culture,
  type RootStore,
  type RuntimeConfig,
} from '@checkout/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TEST_RUNTIME_CONFIG } from './runtime-config';
import { TEXTS } from '@checkout/shared/texts';

export { TEST_RUNTIME_CONFIG };

/** Renders with a fresh i18n instance; as a wrapper, so rerender keeps it too. */
export function renderWithI18n(ui: ReactElement, culture: Culture = 'de-CH'): RenderResult {
  const i18n = createI18n(culture, TEXTS);
  return render(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
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
  const i18n = createI18n(culture, TEXTS);
  return render(
    <I18nProvider i18n={i18n}>
      <CheckoutProviders store={store} api={api} config={config}>
        {ui}
      </CheckoutProviders>
    </I18nProvider>,
  );
}
