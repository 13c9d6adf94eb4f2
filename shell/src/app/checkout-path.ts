// Reading and writing the checkout's addresses: which page, which language, and the query string
// that every step navigation carries over (spec section 2).
import type { Culture, NavigationTarget } from '@checkout/shared';
import { PAGE_PATHS, STEP_ROUTES, type PageId } from './route-table';

/** The router's basename: every address of the checkout lives under it. */
export const BASE_PATH = '/checkout';

const FRENCH_PREFIX = '/fr';

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
  const { culture, rest } = splitLanguage(pathname);
  return { page: pageOfSegment(rest), culture };
}

/** The culture of a pathname's prefix and what follows it, without slashes at either end. */
function splitLanguage(pathname: string): { culture: Culture; rest: string } {
  const trimmed = pathname.replace(/\/+$/, '');
  const isFrench = trimmed === FRENCH_PREFIX || trimmed.startsWith(`${FRENCH_PREFIX}/`);
  const culture: Culture = isFrench ? 'fr-CH' : 'de-CH';
  const rest = (isFrench ? trimmed.slice(FRENCH_PREFIX.length) : trimmed).replace(/^\/+/, '');
  return { culture, rest };
}

/**
 * The same page in another language (the language switch): the page's path under that culture's prefix. A page
 * not found keeps what was asked for, under the other prefix.
 */
export function pathInCulture(pathname: string, culture: Culture): string {
  const { page } = parseCheckoutPath(pathname);
  if (page !== 'not-found') return pathFor(page, culture);
  const prefix = culture === 'fr-CH' ? FRENCH_PREFIX : '';
  return `${prefix}/${splitLanguage(pathname).rest}`;
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
  const prefix = culture === 'fr-CH' ? FRENCH_PREFIX : '';
  if (segment === '') return prefix === '' ? '/' : prefix;
  return `${prefix}/${segment}`;
}

/** A navigation target with the current query string kept, as every step navigation must. */
export function hrefFor(target: NavigationTarget | 'offline', culture: Culture, search: string): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${pathFor(target, culture)}${query}`;
}

/** A full pathname that may be a manage page's (issue 20); the page's own chunk reads it (manage/mount-manage). */
export const isManageAddress = (pathname: string): boolean => pathname.includes('/manage/');
