// Mounts the checkout application: what startCheckout made (the one API client, the one root store handed to every
// remote through the shared context, i18n for the culture of the address), then the router with its guards.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  browserStorage,
  CheckoutProviders,
  createAnalytics,
  I18nProvider,
  type ApiClient,
  type RuntimeConfig,
} from '@checkout/shared';
import { prefetchStep } from '../federation/prefetch';
import { contractFor, loadContract, retryRemote } from '../federation/remote-contract-loader';
import { isManageAddress, parseCheckoutPath, stripBasePath } from './checkout-path';
import { isStepId } from './route-table';
import { CheckoutRouter } from './router';
import { startCheckout } from './start-checkout';

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

/** Called by bootstrap.tsx once the runtime config is loaded and the remotes are registered. */
export function mountCheckout(rootElement: HTMLElement, config: RuntimeConfig): void {
  // The traveller's manage page (issue 20) has a root of its own, loaded only on its addresses.
  if (isManageAddress(window.location.pathname)) {
    void import('../manage/mount-manage').then(({ mountManagePage }) =>
      mountManagePage(rootElement, config, { startCheckout, loadContract, retryRemote, contractFor }),
    );
    return;
  }
  // Issue 36: the telemetry reporter (web-vitals, sendBeacon) comes 5 s later, never among step 1's first bytes or
  // tasks; the vitals lose nothing (web-vitals reads the browser's buffered entries), failures wait for it on the page
  // (telemetry/failure-notes.ts).
  setTimeout(() => import('../telemetry/start-reporter').then((m) => m.startReporter(config)), 5_000);
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
