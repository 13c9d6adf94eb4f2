// Minimal mount of the walking skeleton, written by the federation engineer so the composition can be
// tested end to end; the shell engineer replaces it with the router, chrome, guards and the root store.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TEXTS } from '@checkout/shared/texts';
import { type NavigationTarget, type RuntimeConfig, type StepId, STEP_OWNER } from '@checkout/shared';
import { RemoteStep } from '../federation/RemoteStep';

const BASE = '/checkout';

function currentStep(): { step: StepId; french: boolean } {
  const rest = window.location.pathname.replace(/^\/checkout/, '').replace(/\/$/, '');
  const french = rest === '/fr' || rest.startsWith('/fr/');
  const name = rest.replace(/^\/fr/, '').replace(/^\//, '');
  const step = (name in STEP_OWNER ? name : 'step-1') as StepId;
  return { step, french };
}

function MinimalCheckout() {
  const [location, setLocation] = useState(currentStep);
  useEffect(() => {
    const onPop = () => setLocation(currentStep());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const goTo = (target: NavigationTarget) => {
    const step = target === 'init' || target === 'error' ? 'step-1' : target;
    const path = `${BASE}${location.french ? '/fr' : ''}/${step}${window.location.search}`;
    window.history.pushState(null, '', path);
    setLocation(currentStep());
  };
  return (
    <div className="checkout">
      <header>
        <nav aria-label="Schritte">
          {(Object.keys(STEP_OWNER) as StepId[]).map((step) => (
            <button key={step} type="button" onClick={() => goTo(step)}>
              {step}
            </button>
          ))}
        </nav>
      </header>
      <main>
        <RemoteStep step={location.step} slot="Main" stepProps={{ goTo }} />
      </main>
      <aside>
        <RemoteStep step={location.step} slot="Aside" stepProps={{ goTo }} />
      </aside>
    </div>
  );
}

export function mountCheckout(root: HTMLElement, _config: RuntimeConfig): void {
  const french = currentStep().french;
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: french ? 'fr-CH' : 'de-CH',
    fallbackLng: 'de-CH',
    resources: {
      'de-CH': { translation: TEXTS['de-CH'] },
      'fr-CH': { translation: TEXTS['fr-CH'] },
    },
    interpolation: { escapeValue: false },
  });
  if (window.location.pathname.replace(/\/$/, '') === BASE)
    window.history.replaceState(null, '', `${BASE}/step-1`);
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MinimalCheckout />
      </I18nextProvider>
    </StrictMode>,
  );
}
