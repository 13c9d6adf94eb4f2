// Reading and writing the checkout's addresses: which page, which language, and the query string
// that every step navigation carries over (spec section 2).
import {
  checkoutPath,
  cultureFromPath,
  pageOfPath,
  type Culture,
  type NavigationTarget,
} from '@checkout/shared';
import { PAGE_PATHS, STEP_ROUTES, type PageId } from './route-table';

/** The router's basename: every address of the checkout lives under it. */
export const BASE_PATH = '/checkout';

export interface CheckoutLocation {
  page: PageId;
  culture: Culture;
}

/** Drops the base path from a full pathname; null when the address is not the checkout's. */
export function stripBasePath(pathname: string): string | null {
  if (pathname === BASE_PATH) return '/';
  if (pathname.startsWith(`${BASE_PATH}/`)) return pathname.slice(BASE_PATH.length);
  return null;
}

/** Page and culture of a pathname relative to the base path ('/fr/step-2', '/step-1', '/'). */
export function parseCheckoutPath(pathname: string): CheckoutLocation {
  return { page: pageOfSegment(pageOfPath(pathname)), culture: cultureFromPath(pathname) };
}

/** The same page in another language (the language switch): what was asked for, under that culture's prefix. */
export function pathInCulture(pathname: string, culture: Culture): string {
  return checkoutPath(culture, pageOfPath(pathname));
}

function pageOfSegment(segment: string): PageId {
  if (segment === PAGE_PATHS.init) return 'init';
  if (segment === PAGE_PATHS.error) return 'error';
  if (segment === PAGE_PATHS.offline) return 'offline';
  return STEP_ROUTES.find((r) => r.path === segment)?.step ?? 'not-found';
}

/** Router path (relative to the base path) of a page in a culture; the French ones sit under /fr. */
export function pathFor(target: NavigationTarget | 'offline', culture: Culture): string {
  const segment =
    target === 'init' || target === 'error' || target === 'offline'
      ? PAGE_PATHS[target]
      : (STEP_ROUTES.find((r) => r.step === target)?.path ?? '');
  return checkoutPath(culture, segment);
}

/** A navigation target with the current query string kept, as every step navigation must. */
export function hrefFor(target: NavigationTarget | 'offline', culture: Culture, search: string): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${pathFor(target, culture)}${query}`;
}

/** A full pathname that may be a manage page's (issue 20); the page's own chunk reads it (manage/mount-manage). */
export const isManageAddress = (pathname: string): boolean => pathname.includes('/manage/');
