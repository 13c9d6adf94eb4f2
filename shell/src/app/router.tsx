// The checkout's routing (spec section 2, 'Routing'): every page under /checkout and again under /fr, a
// not-found page for the rest, and the guards (guard.ts) before every navigation, even to the address already
// shown. The address itself (history, base path, tests' memory) is wouter's; which page an address is, is
// parseCheckoutPath's. While the guards decide, the page shown so far stays (at the start: the starting page).
import { useCallback, useEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { Router, useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { BASE_PATH } from './checkout-path';
import { CheckoutLayout } from './chrome/CheckoutLayout';
import { createGuard, type GuardDependencies } from './guard';
import { NavigationProvider, type CheckoutNavigation, type ShownAddress } from './navigation';
import { ErrorPage, NotFoundPage, OfflinePage, RouteErrorPage, StartingPage } from './pages';
import { isStepId, type PageId } from './route-table';
import { StepAside, StepMain } from './steps';
import type { CheckoutLocation } from './checkout-path';

export interface CheckoutRouterProps {
  deps: GuardDependencies;
  /** The address's source: the browser's history by default; tests pass wouter's memoryLocation().hook. */
  hook?: BaseLocationHook;
  /** The query string's source of that hook (memoryLocation().searchHook). */
  searchHook?: () => string;
}

export function CheckoutRouter({ deps, hook, searchHook }: CheckoutRouterProps) {
  return (
    <Router base={BASE_PATH} {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})}>
      <GuardedPages deps={deps} />
    </Router>
  );
}

interface Shown {
  address: ShownAddress;
  location: CheckoutLocation;
}

function GuardedPages({ deps }: { deps: GuardDependencies }) {
  const [pathname, go] = useLocation();
  const query = useSearch();
  const search = query ? `?${query}` : '';
  // One guard for the whole visit: it remembers what it did (start parameters, page views).
  const [guard] = useState(() => createGuard(deps));
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // Bumped by every navigation the checkout makes, so that the guards run for the address already shown too.
  const [navigations, setNavigations] = useState(0);
  // A page the guards allow is shown in a transition: while the next step's screen still loads (its remote, moment),
  // React keeps the page shown so far instead of a loading screen, and shows the step as soon as it is ready
  // (a loading screen shown for a moment makes React hold the step back up to 300 ms more). `moving` marks it.
  const [moving, startMoving] = useTransition();

  useEffect(() => {
    let current = true;
    const url = new URL(`${BASE_PATH}${pathname === '/' ? '/' : pathname}${search}`, window.location.origin);
    guard(url).then(
      (outcome) => {
        if (!current) return;
        if ('redirect' in outcome) {
          go(outcome.redirect, { replace: true });
          return;
        }
        startMoving(() => {
          setFailure(null);
          setShown({ address: { pathname, search }, location: outcome.location });
        });
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [guard, go, pathname, search, navigations]);

  // wouter's navigate keeps its identity across renders.
  const navigate = useCallback<CheckoutNavigation['navigate']>(
    (href, options) => {
      setNavigations((n) => n + 1);
      go(href, options);
    },
    [go],
  );
  const navigation = useMemo<CheckoutNavigation>(
    () => ({ address: shown?.address ?? { pathname, search }, navigate }),
    [shown, pathname, search, navigate],
  );

  let content: ReactNode;
  if (failure) content = <RouteErrorPage error={failure.error} />;
  else if (!shown) content = <StartingPage />;
  else {
    const { page } = shown.location;
    content = (
      <CheckoutLayout aside={asideOf(page)} busy={moving}>
        {pageOf(page)}
      </CheckoutLayout>
    );
  }
  return <NavigationProvider value={navigation}>{content}</NavigationProvider>;
}

function pageOf(page: PageId): ReactNode {
  // Not keyed: a step's loading boundary stays from step to step, so that the transition above keeps the page
  // shown so far. Each step still mounts afresh (focus, scroll, remote state): RemoteStep keys its content by step.
  if (isStepId(page)) return <StepMain step={page} />;
  if (page === 'error') return <ErrorPage />;
  if (page === 'offline') return <OfflinePage />;
  if (page === 'not-found') return <NotFoundPage />;
  // Init never renders: the guard resets the booking and replaces it by step-1.
  return null;
}

/** What a page puts into the aside: a step's Aside slot, nothing for the other pages. */
function asideOf(page: PageId): ReactNode {
  return isStepId(page) ? <StepAside step={page} /> : null;
}
