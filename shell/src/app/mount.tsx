// Starts the checkout application: the one API client, the one root store (handed to every remote through
// the shared context), i18n for the culture of the address, then the router with its guards.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  browserStorage,
  CheckoutProviders,
  createAnalytics,
  createApiClient,
  createRootStore,
  cultureFromPath,
  I18nProvider,
  startI18n,
  type ApiClient,
  type I18n,
  type KeyValueStorage,
  type RootStore,
  type RuntimeConfig,
} from '@checkout/shared';
import { prefetchStep } from '../federation/prefetch';
import { contractFor, loadContract, retryRemote } from '../federation/remote-contract-loader';
import { isManageAddress, parseCheckoutPath, stripBasePath } from './checkout-path';
import { isStepId } from './route-table';
import { CheckoutRouter } from './router';

/** The translations call must not hold the first paint for long: after this the built-in texts are used. */
const TRANSLATIONS_WAIT_MS = 4000;

export interface CheckoutApp {
  api: ApiClient;
  /** The first navigation's offline check, started beside the translations rather than after them. */
  firstOfflineCheck: Promise<boolean>;
  store: RootStore;
  i18n: I18n;
}

export interface StartOptions {
  /** The full pathname of the address (window.location.pathname). */
  pathname: string;
  storage: KeyValueStorage;
  /** Injected by tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  logger?: Pick<Console, 'error' | 'warn'>;
}

/** Everything the application needs before its first render; never rejects on bad storage or a failed call. */
export async function startCheckout(config: RuntimeConfig, options: StartOptions): Promise<CheckoutApp> {
  const logger = options.logger ?? console;
  // Not in the task that loaded this code and asked for the step's remote.
  await nextTask();
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    factorsUrl: config.factorsUrl,
    fetch: options.fetch,
  });
  const firstOfflineCheck = api.isCheckoutOffline();
  // Handled where the guard awaits it; this only keeps an early failure from counting as unhandled.
  firstOfflineCheck.catch(() => undefined);
  // The texts' call leaves first (startI18n never rejects). The store is made in a task of its own and read from
  // storage in the next: all three in one task were one long task at a phone's speed (up to 200 ms at 4x CPU).
  const texts = startI18n(cultureFromPath(options.pathname), api, { waitMs: TRANSLATIONS_WAIT_MS, logger });
  await nextTask();
  const store = createRootStore({ api, storage: options.storage, homeUrl: config.host, logger });
  await nextTask();
  const [i18n] = await Promise.all([texts, hydrate(store, logger)]);
  return { api, firstOfflineCheck, store, i18n };
}

/** Resolves in a later task: the browser may paint and answer input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The API as the guards see it: the first offline check is the one already under way. */
function withFirstOfflineCheck(
  api: ApiClient,
  first: Promise<boolean>,
): Pick<ApiClient, 'isCheckoutOffline'> {
  let pending: Promise<boolean> | null = first;
  return {
    isCheckoutOffline: () => {
      const answer = pending ?? api.isCheckoutOffline();
      pending = null;
      return answer;
    },
  };
}

async function hydrate(store: RootStore, logger: Pick<Console, 'error'>): Promise<void> {
  try {
    await store.hydrate();
  } catch (error) {
    // Storage the store could not even read: the visit starts from init rather than not at all.
    logger.error('Restoring the booking failed; starting afresh', error);
    store.resetForInit();
  }
}

/** Called by bootstrap.tsx once the runtime config is loaded and the remotes are registered. */
export function mountCheckout(rootElement: HTMLElement, config: RuntimeConfig): void {
  // The traveller's manage page (issue 20) has a root of its own, loaded only on its addresses.
  if (isManageAddress(window.location.pathname)) {
    void import('../manage/mount-manage').then(({ mountManagePage }) =>
      mountManagePage(rootElement, config, { startCheckout, loadContract, retryRemote, contractFor }),
    );
    return;
  }
  // The step of the address gets its remote now, beside the store, the translations and the offline check.
  const { page } = parseCheckoutPath(stripBasePath(window.location.pathname) ?? '/');
  prefetchStep(isStepId(page) ? page : 'step-1');
  void startCheckout(config, { pathname: window.location.pathname, storage: browserStorage() }).then(
    ({ api, firstOfflineCheck, store, i18n }) => {
      // The kit's base typography and focus ring for everything on the page, error screens included.
      rootElement.classList.add('ck-root');
      const pageId = rootElement.dataset.pageId;
      if (pageId) store.settings.setPageId(pageId);
      const analytics = createAnalytics({ clock: store.clock });
      const guardDependencies = {
        store,
        api: withFirstOfflineCheck(api, firstOfflineCheck),
        pageView: (virtualUrl: string) => analytics.pageView(virtualUrl),
        logError: (message: string, error: unknown) => console.error(message, error),
      };
      const root = createRoot(rootElement);
      // In a transition, React renders the whole application in slices and lets the browser answer between
      // them: rendered at once, it was one task of up to 140 ms at a phone's speed (Lighthouse's 4x CPU).
      startTransition(() =>
        root.render(
          <StrictMode>
            {/* The app's own instance for every useTranslation, shell and remotes alike. */}
            <I18nProvider i18n={i18n}>
              <CheckoutProviders store={store} api={api} config={config}>
                <CheckoutRouter deps={guardDependencies} />
              </CheckoutProviders>
            </I18nProvider>
          </StrictMode>,
        ),
      );
    },
  );
}
