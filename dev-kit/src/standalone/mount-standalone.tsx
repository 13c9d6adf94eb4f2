// The standalone harness of a remote (npm start -w mfe-*): its own store and API client against the local
// booking API, and a small switcher over the remote's steps. Development only; the shell never uses it.
import {
  browserStorage,
  CheckoutProviders,
  createApiClient,
  createI18n,
  createRootStore,
  cultureFromPath,
  I18nProvider,
  Loader,
  loadTranslations,
  useTranslation,
  type NavigationTarget,
  type RemoteContract,
  type RootStore,
  type RuntimeConfig,
  type StepId,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './standalone.css';
import { TEXTS } from '@checkout/shared/texts';

export const STANDALONE_API_BASE_URL = 'http://localhost:4000/api';

const standaloneConfig = (apiBaseUrl: string): RuntimeConfig => ({
  apiBaseUrl,
  remotes: {
    mfe_selection: 'http://localhost:3001/mf-manifest.json',
    mfe_agenda: 'http://localhost:3002/mf-manifest.json',
    mfe_contact: 'http://localhost:3003/mf-manifest.json',
    mfe_confirmation: 'http://localhost:3004/mf-manifest.json',
  },
  matchingTestUrl: 'https://example.org/travel-type-test',
  factorsUrl: `${apiBaseUrl}/matching/factors`,
  product: 'Horizonte Reisen',
  host: 'https://example.org',
  hotline: '+41 44 000 00 00',
  privacyUrl: {
    'de-CH': 'https://travel.example/de/datenschutz',
    'fr-CH': 'https://travel.example/fr/protection-des-donnees',
  },
});

const Harness = observer(function Harness({
  contract,
  store,
}: {
  contract: RemoteContract;
  store: RootStore;
}) {
  const { t } = useTranslation();
  const stepIds = Object.keys(contract.steps) as StepId[];
  const fromHash = () => stepIds.find((id) => `#${id}` === window.location.hash) ?? stepIds[0];
  const [step, setStep] = useState<StepId | undefined>(fromHash);
  const [left, setLeft] = useState<NavigationTarget | null>(null);

  // The shell's guard for custom-date mode, so the harness behaves like the real checkout.
  useEffect(() => {
    if (step === 'step-1-self') store.enterCustomDateMode();
    else store.leaveCustomDateMode();
  }, [step, store]);

  const goTo = (target: NavigationTarget) => {
    if (target === 'init') store.resetForInit();
    if ((stepIds as string[]).includes(target)) {
      setStep(target as StepId);
      setLeft(null);
      window.location.hash = target;
    } else {
      setLeft(target);
    }
  };
  const screen = step ? contract.steps[step] : undefined;
  return (
    <div className="ck-root ck-harness">
      <nav className="ck-harness__nav" aria-label={contract.name}>
        <strong>{contract.name}</strong>
        {stepIds.map((id) => (
          <button
            key={id}
            type="button"
            aria-current={id === step ? 'page' : undefined}
            onClick={() => goTo(id)}
          >
            {id}
          </button>
        ))}
        <button type="button" onClick={() => goTo('init')}>
          init
        </button>
      </nav>
      {left && (
        <p className="ck-harness__left" role="status">
          → {left} ({t('harness.otherRemote')})
        </p>
      )}
      <main className="ck-harness__main">
        {screen && (
          <div className="ck-harness__grid">
            <div>
              <screen.Main goTo={goTo} />
            </div>
            {screen.Aside && (
              <aside>
                <screen.Aside goTo={goTo} />
              </aside>
            )}
          </div>
        )}
      </main>
    </div>
  );
});

/** Renders the remote's steps into #root with a store and API client of its own. */
export async function mountStandalone(
  contract: RemoteContract,
  { apiBaseUrl = STANDALONE_API_BASE_URL }: { apiBaseUrl?: string } = {},
): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  const root = createRoot(element);
  const culture = cultureFromPath(window.location.pathname);
  const i18n = createI18n(culture, TEXTS);
  root.render(
    <I18nProvider i18n={i18n}>
      <Loader />
    </I18nProvider>,
  );
  const config = standaloneConfig(apiBaseUrl);
  const api = createApiClient({ baseUrl: apiBaseUrl, factorsUrl: config.factorsUrl });
  const store = createRootStore({ api, storage: browserStorage(), homeUrl: config.host });
  store.settings.setCulture(culture);
  await Promise.all([store.hydrate(), loadTranslations(i18n, api, culture)]);
  store.applyStartParams(new URLSearchParams(window.location.search));
  document.title = `${contract.name} – ${i18n.t('page.title')}`;
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <CheckoutProviders store={store} api={api} config={config}>
          <Harness contract={contract} store={store} />
        </CheckoutProviders>
      </I18nProvider>
    </StrictMode>,
  );
}
