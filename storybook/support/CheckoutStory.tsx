// What every story renders inside: the providers the shell gives a step (i18n in the toolbar's language, a
// fresh root store, the real ApiClient answered by MSW from the API's recordings, the runtime config),
// prepared by the story's `parameters.checkout`.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ApiError,
  CheckoutProviders,
  createApiClient,
  createI18n,
  createMemoryStorage,
  createRootStore,
  DEFAULT_CULTURE,
  fixedClock,
  I18nProvider,
  type ApiClient,
  type ApiErrorCode,
  type Culture,
  type RootStore,
  type RuntimeConfig,
} from '@checkout/shared';
import { RECORDED_NOW } from '@checkout/api/recordings';
import { STORY_API_BASE } from './recorded-api';
import { TEXTS } from '@checkout/shared/texts';

/** Wednesday 4 March 2026, 10:00 in Zurich: the instant the API's answers were recorded at (and the tests'). */
export const STORY_NOW = RECORDED_NOW;

const STORY_HOST = 'https://www.horizonte-reisen.example';

/** The runtime config of stories: branded like the seed's retailer, the API on the Storybook page itself. */
export const STORY_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: STORY_API_BASE,
  remotes: {
    mfe_selection: 'http://localhost:3001/mf-manifest.json',
    mfe_agenda: 'http://localhost:3002/mf-manifest.json',
    mfe_contact: 'http://localhost:3003/mf-manifest.json',
    mfe_confirmation: 'http://localhost:3004/mf-manifest.json',
  },
  factorsUrl: `${STORY_API_BASE}/matching/factors`,
  matchingTestUrl: `${STORY_HOST}/reisetyp-test`,
  product: 'Horizonte Reisen',
  host: STORY_HOST,
  hotline: '+41 44 277 40 00',
  privacyUrl: {
    'de-CH': 'https://www.horizonte-reisen.example/de/datenschutz',
    'fr-CH': 'https://www.horizonte-reisen.example/fr/protection-des-donnees',
  },
};

/** `parameters.checkout` of a story: how to prepare the store and the API before the story renders. */
export interface CheckoutStoryParameters {
  /** Puts the store in the state the story shows (selections, loaded lists, flags). May be async. */
  setup?: (store: RootStore, api: ApiClient) => void | Promise<void>;
  /** Replaces single calls of the recorded API (loading: `pending`, errors: `failing(...)`). */
  api?: Partial<ApiClient>;
  /** ISO instant of the store's clock; STORY_NOW by default. The API's answers stay those recorded at STORY_NOW. */
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

/** A root store over memory storage, the real ApiClient (answered by MSW) and the story clock. */
export function createStoryStore(
  parameters: CheckoutStoryParameters = {},
  culture: Culture = DEFAULT_CULTURE,
): {
  store: RootStore;
  api: ApiClient;
} {
  const clock = fixedClock(parameters.now ?? STORY_NOW);
  const api: ApiClient = { ...createApiClient({ baseUrl: STORY_API_BASE }), ...parameters.api };
  let n = 0;
  const store = createRootStore({
    api,
    storage: createMemoryStorage(),
    clock,
    sessionIdFactory: () => `story-session-${++n}`,
    homeUrl: STORY_HOST,
    logger: { error: () => undefined, warn: () => undefined },
  });
  store.settings.setCulture(culture);
  // The shell's hydrate() gives every checkout its session id and idempotency key before a step renders.
  store.reservation.ensureIds();
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
  const i18n = useMemo(() => createI18n(culture, TEXTS), [culture]);
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
    <I18nProvider i18n={i18n}>
      <CheckoutProviders store={store} api={api} config={config}>
        {ready ? children : null}
      </CheckoutProviders>
    </I18nProvider>
  );
}
