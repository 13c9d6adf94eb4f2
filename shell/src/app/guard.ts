// The guard the router (router.tsx) runs before every navigation: the rules of spec section 4, applied to the one
// booking store. The rules themselves are the pure decideNavigation.
import type { ApiClient, Culture } from '@checkout/shared';
import { hrefFor, parseCheckoutPath, stripBasePath, type CheckoutLocation } from './checkout-path';
import { decideNavigation } from './guards';
import { isStepId, stepRoute } from './route-table';

/** The part of the root store the guards read and change. */
export interface GuardStore {
  settings: {
    readonly isCustomDateMode: boolean;
    setShowNavigation(show: boolean): void;
    setCulture(culture: Culture): void;
  };
  reservation: { readonly isBooked: boolean };
  resetForInit(): void;
  enterCustomDateMode(): void;
  leaveCustomDateMode(): void;
  applyStartParams(params: URLSearchParams): void;
}

export interface GuardDependencies {
  store: GuardStore;
  api: Pick<ApiClient, 'isCheckoutOffline'>;
  /** Sends a page view with its virtual url (/checkout plus the path). */
  pageView: (virtualUrl: string) => void;
  /** Where a failed offline check is logged (spec section 8). */
  logError: (message: string, error: unknown) => void;
}

/** Where a navigation ends: the page it may show, or another address (below the base path) to go to instead. */
export type GuardOutcome = { location: CheckoutLocation } | { redirect: string };

export function createGuard(deps: GuardDependencies) {
  const { store, api, pageView, logError } = deps;
  // Start parameters are read once per visit and again at every init (init forgets the entry context).
  let started = false;
  // Page views count entering a step, not revalidating the one already shown.
  let lastPageViewPath: string | null = null;

  /** `url`: the full address asked for (base path, page, query string). */
  return async function guard(url: URL): Promise<GuardOutcome> {
    const path = stripBasePath(url.pathname) ?? url.pathname;
    const location = parseCheckoutPath(path);
    const { page, culture } = location;

    let offline: boolean | null;
    try {
      offline = await api.isCheckoutOffline();
    } catch (error) {
      logError('Offline check failed; the checkout carries on', error);
      offline = null;
    }

    const decision = decideNavigation({
      page,
      offline,
      isBooked: store.reservation.isBooked,
      isCustomDateMode: store.settings.isCustomDateMode,
    });
    store.settings.setShowNavigation(decision.showNavigation);
    if (decision.redirect) {
      lastPageViewPath = null;
      return { redirect: hrefFor(decision.redirect, culture, url.search) };
    }

    store.settings.setCulture(culture);
    if (page === 'init') {
      store.resetForInit();
      store.applyStartParams(url.searchParams);
      started = true;
      lastPageViewPath = null;
      return { redirect: hrefFor('step-1', culture, url.search) };
    }
    if (!started) {
      store.applyStartParams(url.searchParams);
      started = true;
    }

    if (decision.customDate === 'enter') store.enterCustomDateMode();
    if (decision.customDate === 'leave') store.leaveCustomDateMode();

    if (isStepId(page) && stepRoute(page).sendsPageView && lastPageViewPath !== path) {
      pageView(`/checkout${path}`);
    }
    lastPageViewPath = path;
    return { location };
  };
}
