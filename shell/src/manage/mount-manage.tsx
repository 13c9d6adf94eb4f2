// The traveller's manage page (issue 20), /checkout/manage/<token>: its own small root with the checkout's
// providers and none of the booking's guards, in a chunk loaded only on such an address.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  browserStorage,
  CheckoutProviders,
  cultureFromPath,
  I18nProvider,
  pageOfPath,
  type Culture,
  type RuntimeConfig,
} from '@checkout/shared';
import type { startCheckout as StartCheckout } from '../app/start-checkout';
import { ManageRoot, type ShellParts } from './ManageRoot';

/** A manage page below the language prefix: its token (38 characters, what the API makes; 32 before key ids). */
const MANAGE_PAGE = /^manage\/([A-Za-z0-9_-]{32,38})$/;

/**
 * The token and culture of a full pathname of a manage page (/checkout/manage/<token>,
 * /checkout/fr/manage/<token>); an address of another shape has no token.
 */
export function parseManagePath(pathname: string): { token: string; culture: Culture } {
  const token = pathname.startsWith('/checkout/') ? (MANAGE_PAGE.exec(pageOfPath(pathname))?.[1] ?? '') : '';
  return { token, culture: cultureFromPath(pathname) };
}

/** Mounts the page with the shell's parts it needs (handed over: this chunk imports nothing of the shell's first one). */
export function mountManagePage(
  rootElement: HTMLElement,
  config: RuntimeConfig,
  shell: ShellParts & { startCheckout: typeof StartCheckout },
): void {
  const { startCheckout } = shell;
  // An address of another shape opens no booking (no token): the page says so as for an unknown token.
  const manage = parseManagePath(window.location.pathname);
  void startCheckout(config, { pathname: window.location.pathname, storage: browserStorage() }).then(
    ({ api, store, i18n }) => {
      rootElement.classList.add('ck-root');
      createRoot(rootElement).render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <CheckoutProviders store={store} api={api} config={config}>
              <ManageRoot token={manage.token} culture={manage.culture} shell={shell} />
            </CheckoutProviders>
          </I18nProvider>
        </StrictMode>,
      );
    },
  );
}
