// Starts the checkout application: the one API client, the one root store (handed to every remote through the
// shared context) and i18n for the culture of the address. Apart from mount.tsx so that the manage page, which
// is handed this function, names its type without importing the module that loads it.
import {
  createApiClient,
  createRootStore,
  cultureFromPath,
  startI18n,
  type ApiClient,
  type I18n,
  type KeyValueStorage,
  type RootStore,
  type RuntimeConfig,
} from '@checkout/shared';

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

async function hydrate(store: RootStore, logger: Pick<Console, 'error'>): Promise<void> {
  try {
    await store.hydrate();
  } catch (error) {
    // Storage the store could not even read: the visit starts from init rather than not at all.
    logger.error('Restoring the booking failed; starting afresh', error);
    store.resetForInit();
  }
}
