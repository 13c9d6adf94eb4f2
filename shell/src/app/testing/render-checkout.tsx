// Renders the real shell application (routes, guards, chrome, root store, i18n) in memory for Jest,
// with the API faked at its edge and the remotes replaced by FakeRemoteStep.
import { act, render } from '@testing-library/react';
import {
  CheckoutProviders,
  createI18n,
  createMemoryStorage,
  createRootStore,
  cultureFromPath,
  I18nProvider,
  type ApiClient,
  type RootStore,
  type RuntimeConfig,
} from '@checkout/shared';
import { memoryLocation } from 'wouter/memory-location';
import { createFakeApi, type FakeApi } from '@checkout/dev-kit/testing';
import { CheckoutRouter } from '../router';
import { TEXTS } from '@checkout/shared/texts';

/** The runtime config of the shell's tests; `returnUrlHosts` is the shell's own key (see chrome-model). */
export const TEST_CONFIG: RuntimeConfig & { returnUrlHosts: string[] } = {
  apiBaseUrl: 'http://api.test/api',
  remotes: {
    mfe_selection: 'http://remotes.test/selection/mf-manifest.json',
    mfe_agenda: 'http://remotes.test/agenda/mf-manifest.json',
    mfe_contact: 'http://remotes.test/contact/mf-manifest.json',
    mfe_confirmation: 'http://remotes.test/confirmation/mf-manifest.json',
  },
  matchingTestUrl: 'http://matching.test/',
  factorsUrl: 'http://api.test/api/matching/factors',
  product: 'Reisewelt',
  host: 'https://www.reisewelt.test/',
  hotline: '058 000 00 00',
  returnUrlHosts: ['partner.test'],
};

export interface RenderOptions {
  /** Answers of the offline check, one per navigation; the last one repeats. An Error rejects. */
  offline?: Array<boolean | Error>;
  api?: Partial<ApiClient>;
  /** Prepares the store before the first navigation (e.g. a booking already made). */
  arrange?: (store: RootStore) => void | Promise<void>;
  /** The address in jsdom's window.history (back and forward work) instead of wouter's memory location. */
  browserHistory?: boolean;
}

export interface RenderedCheckout {
  store: RootStore;
  api: FakeApi;
  pageViews: string[];
  errors: Array<{ message: string; error: unknown }>;
  /** The address shown last (base path, page and query string). */
  currentUrl(): string;
  /** Every entry of the memory history, oldest first (a replace changes the last one); not with browserHistory. */
  history(): string[];
  /** Changes what the next offline checks answer. */
  setOffline(answers: Array<boolean | Error>): void;
}

export async function renderCheckout(url: string, options: RenderOptions = {}): Promise<RenderedCheckout> {
  let offlineAnswers = options.offline ?? [false];
  const api = createFakeApi({
    isCheckoutOffline: () => {
      const answer = offlineAnswers.length > 1 ? offlineAnswers.shift() : offlineAnswers[0];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? false);
    },
    ...options.api,
  });
  const logger = { error: () => undefined, warn: () => undefined };
  const store = createRootStore({ api, storage: createMemoryStorage(), homeUrl: TEST_CONFIG.host, logger });
  await store.hydrate();
  await options.arrange?.(store);
  const i18n = createI18n(cultureFromPath(url.split('?')[0] ?? '/'), TEXTS);

  const pageViews: string[] = [];
  const errors: RenderedCheckout['errors'] = [];
  const location = memoryLocation({ path: url, record: true });
  if (options.browserHistory) window.history.replaceState(null, '', url);
  const routerHooks = options.browserHistory ? {} : { hook: location.hook, searchHook: location.searchHook };
  const deps = {
    store,
    api,
    pageView: (virtualUrl: string) => pageViews.push(virtualUrl),
    logError: (message: string, error: unknown) => errors.push({ message, error }),
  };
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <CheckoutProviders store={store} api={api} config={TEST_CONFIG}>
          <CheckoutRouter deps={deps} {...routerHooks} />
        </CheckoutProviders>
      </I18nProvider>,
    );
  });
  return {
    store,
    api,
    pageViews,
    errors,
    currentUrl: () =>
      options.browserHistory
        ? `${window.location.pathname}${window.location.search}`
        : (location.history?.at(-1) ?? ''),
    history: () => [...(location.history ?? [])],
    setOffline: (answers) => {
      offlineAnswers = answers;
    },
  };
}
