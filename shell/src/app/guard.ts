// The guard the router (router.tsx) runs before every navigation: the rules of spec section 4, applied to the one
// booking store. The rules themselves are the pure decideNavigation.
import {
  isCustomDateRequestComplete,
  type ApiClient,
  type BookingState,
  type ContactFormValues,
} from '@checkout/shared';
import { hrefFor, parseCheckoutPath, stripBasePath, type CheckoutLocation } from './checkout-path';
import {
  decideNavigation,
  prerequisitesConsulted,
  type ExpiredSessionAction,
  type StoredFacts,
} from './guards';
import { isStepId, stepRoute, type PageId, type Prerequisite } from './route-table';

/** The part of the root store the guards read and change. */
export interface GuardStore extends Pick<
  BookingState,
  | 'settings'
  | 'reservation'
  | 'agencyFilter'
  | 'dates'
  | 'agenda'
  | 'contactForm'
  | 'session'
  | 'dropAppointment'
> {
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
  // Page views count entering a step, not revalidating the one already shown nor showing it in another language.
  let lastPageViewPage: PageId | null = null;

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

    const isCustomDateMode = store.settings.isCustomDateMode;
    const decision = decideNavigation({
      page,
      offline,
      isBooked: store.reservation.isBooked,
      isCustomDateMode,
      facts: await storedFacts(store, prerequisitesConsulted(page, isCustomDateMode), logError),
      sessionExpired: store.session.expired,
    });
    endExpiredSession(store, decision.expiredSession);
    store.settings.setShowNavigation(decision.showNavigation);
    if (decision.redirect) {
      lastPageViewPage = null;
      return { redirect: hrefFor(decision.redirect, culture, url.search) };
    }

    store.settings.setCulture(culture);
    if (page === 'init') {
      store.resetForInit();
      store.applyStartParams(url.searchParams);
      started = true;
      lastPageViewPage = null;
      return { redirect: hrefFor('step-1', culture, url.search) };
    }
    if (!started) {
      store.applyStartParams(url.searchParams);
      started = true;
    }

    if (decision.customDate === 'enter') store.enterCustomDateMode();
    if (decision.customDate === 'leave') store.leaveCustomDateMode();

    if (isStepId(page) && stepRoute(page).sendsPageView && lastPageViewPage !== page) {
      pageView(`/checkout${path}`);
    }
    lastPageViewPage = page;
    return { location };
  };
}

/** Leaving the session-expired screen gives up what expired; the restart (init) resets everything anyway. */
function endExpiredSession(store: GuardStore, action: ExpiredSessionAction): void {
  if (action === 'none') return;
  if (action === 'drop-appointment') store.dropAppointment();
  if (action === 'drop-custom-date') store.dates.setSelectedDateCustom('');
  store.session.clear();
}

/** The prerequisites of the route table's flows as the store holds them; only those asked for are worked out. */
async function storedFacts(
  store: GuardStore,
  asked: ReadonlySet<Prerequisite>,
  logError: GuardDependencies['logError'],
): Promise<StoredFacts> {
  const { dates, agenda, contactForm } = store;
  return {
    date: dates.selectedDate !== '',
    appointment: agenda.selectedHour !== null && agenda.adviceMode !== '',
    customDateRequest: isCustomDateRequestComplete(store),
    contactForm: asked.has('contactForm') ? await isContactFormValid(contactForm.values, logError) : false,
  };
}

/**
 * The contact form passes the schema step 5 validates with (its one home, `@checkout/shared/schemas`). The schema
 * and yup are loaded on the first navigation that asks, never with step 1 (docs/decisions/0020-guards-before-every-navigation.md).
 * Should that load fail the form counts as valid: the booking API validates the booking anyway.
 */
async function isContactFormValid(
  values: ContactFormValues,
  logError: GuardDependencies['logError'],
): Promise<boolean> {
  try {
    const { contactSchema } = await import('@checkout/shared/schemas');
    return contactSchema.isValidSync(values);
  } catch (error) {
    logError('The contact schema could not be loaded; the contact form counts as valid', error);
    return true;
  }
}
