// What every story renders inside: the providers the shell gives a step (i18n in the toolbar's language, a
// fresh root store, the fixture API, the runtime config), prepared by the story's `parameters.checkout`.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '../api-client/api-client';
import { ApiError } from '../api-client/api-error';
import type { RuntimeConfig } from '../config/runtime-config';
import { CheckoutProviders } from '../context/checkout-context';
import { DEFAULT_CULTURE, type ApiErrorCode, type Culture } from '../contract';
import { fixedClock } from '../dates';
import { RETAILER } from '../fixtures';
import { createI18n } from '../i18n/i18n';
import { createRootStore, type RootStore } from '../store/root-store';
import { createMemoryStorage } from '../store/storage';
import { TEST_RUNTIME_CONFIG } from '../testing/runtime-config';
import { createStoryApi } from './story-api';

/** Wednesday 4 March 2026, 10:00 in Zurich: the same instant as the Jest tests, so stories never drift. */
export const STORY_NOW = '2026-03-04T10:00:00+01:00';

/** The tests' runtime config, branded like the seed's retailer. */
export const STORY_RUNTIME_CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  matchingTestUrl: `${RETAILER.host}/reisetyp-test`,
  product: RETAILER.name,
  host: RETAILER.host,
  hotline: '+41 44 277 40 00',
};

/** `parameters.checkout` of a story: how to prepare the store and the API before the story renders. */
export interface CheckoutStoryParameters {
  /** Puts the store in the state the story shows (selections, loaded lists, flags). May be async. */
  setup?: (store: RootStore, api: ApiClient) => void | Promise<void>;
  /** Replaces single calls of the fixture API (loading: `pending`, errors: `failing(...)`). */
  api?: Partial<ApiClient>;
  /** ISO instant of the store's and the API's clock; STORY_NOW by default. */
  now?: string;
  /** Overrides of the runtime config. */
  config?: Partial<RuntimeConfig>;
}

/** An API call that never answers: the story shows the loading state. */
export const pending = (): Promise<never> => new Promise<never>(() => undefined);

/** An API call that fails like the booking API does, e.g. failing(409, 'slot_taken'). */
export const failing =
  (status: number, error: ApiErrorCode = 'internal', message = 'Story failure') =>
  (): Promise<never> =>
    Promise.reject(new ApiError(status, { error, message }));

/** A root store over memory storage, the fixture API and the story clock. */
export function createStoryStore(
  parameters: CheckoutStoryParameters = {},
  culture: Culture = DEFAULT_CULTURE,
): {
  store: RootStore;
  api: ApiClient;
} {
  const clock = fixedClock(parameters.now ?? STORY_NOW);
  const api: ApiClient = { ...createStoryApi({ clock }), ...parameters.api };
  let n = 0;
  const store = createRootStore({
    api,
    storage: createMemoryStorage(),
    clock,
    sessionIdFactory: () => `story-session-${++n}`,
    homeUrl: RETAILER.host,
    logger: { error: () => undefined, warn: () => undefined },
  });
  store.settings.setCulture(culture);
  return { store, api };
}

/** Renders children with the checkout's providers once the story's setup has run. */
export function CheckoutStory({
  culture = DEFAULT_CULTURE,
  parameters = {},
  children,
}: {
  culture?: Culture;
  parameters?: CheckoutStoryParameters;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(culture), [culture]);
  const { store, api } = useMemo(() => createStoryStore(parameters, culture), [parameters, culture]);
  const [ready, setReady] = useState(!parameters.setup);
  useEffect(() => {
    let live = true;
    void Promise.resolve(parameters.setup?.(store, api)).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [parameters, store, api]);
  const config = useMemo(() => ({ ...STORY_RUNTIME_CONFIG, ...parameters.config }), [parameters]);
  return (
    <I18nextProvider i18n={i18n}>
      <CheckoutProviders store={store} api={api} config={config}>
        {ready ? children : null}
      </CheckoutProviders>
    </I18nextProvider>
  );
}
