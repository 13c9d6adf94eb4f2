// The route tree (spec section 2, 'Routing'): every page under /checkout and again under /fr, a catch-all
// not-found page, and the guards as the root loader so they run before every navigation.
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BASE_PATH } from './checkout-path';
import { CheckoutLayout } from './chrome/CheckoutLayout';
import { createGuardLoader, type GuardDependencies } from './guard-loader';
import { ErrorPage, NotFoundPage, OfflinePage, RouteErrorPage, StartingPage } from './pages';
import { PAGE_PATHS, STEP_ROUTES } from './route-table';
import { StepAside, StepMain } from './steps';

/** Route handle read by the layout: what a page puts into the aside. */
export interface CheckoutRouteHandle {
  aside?: ReactNode;
}

function pageRoutes(): RouteObject[] {
  return [
    // Init never renders: the guard loader resets the booking and replaces it by step-1.
    { index: true, element: null },
    ...STEP_ROUTES.map((route): RouteObject => ({
      path: route.path,
      // Keyed by step so that each step mounts afresh (focus, scroll, remote state).
      element: <StepMain key={route.step} step={route.step} />,
      handle: { aside: <StepAside key={route.step} step={route.step} /> } satisfies CheckoutRouteHandle,
    })),
    { path: PAGE_PATHS.error, element: <ErrorPage /> },
    { path: PAGE_PATHS.offline, element: <OfflinePage /> },
  ];
}

export function createCheckoutRoutes(deps: GuardDependencies): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: createGuardLoader(deps),
      // The offline check and the booking rule must run on every navigation, even to the same route.
      shouldRevalidate: () => true,
      element: <CheckoutLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <StartingPage />,
      children: [
        ...pageRoutes(),
        { path: 'fr', children: pageRoutes() },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createCheckoutRouter(deps: GuardDependencies) {
  return createBrowserRouter(createCheckoutRoutes(deps), { basename: BASE_PATH });
}
