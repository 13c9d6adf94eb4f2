// The language prefix of the checkout's addresses (spec section 2, 'Routing'): German pages at the base path,
// French ones under /fr. One home for the shell's router, the steps' page views, the manage page's links and the
// booking API's e-mails. Pure: no React, MobX or DOM.
import { DEFAULT_CULTURE, type Culture } from './types';

/** Where every address of the checkout lives (the router's basename). */
export const CHECKOUT_BASE_PATH = '/checkout';

/** The first segment of a French page below the base path. */
const FRENCH_SEGMENT = 'fr';

/**
 * An address, full or below the base path: the base path, the language prefix and the page, each segment whole and
 * typed in any case; base path and prefix may be left out. One pattern: it ships with every first screen, so
 * CHECKOUT_BASE_PATH and FRENCH_SEGMENT are written out in it (checkout-paths.test.ts holds them together).
 */
const ADDRESS = /^(?:\/checkout(?=\/|$))?(?:\/(fr)(?=\/|$))?\/*(.*?)\/*$/i;

/** The culture of an address ('/checkout/fr/step-1', '/fr/step-1'): fr-CH under the French prefix, else de-CH. */
export function cultureOfPath(pathname: string): Culture {
  return ADDRESS.exec(pathname)?.[1] ? 'fr-CH' : DEFAULT_CULTURE;
}

/** The page of an address without base path, language prefix and slashes at either end ('' for the start). */
export function pageOfPath(pathname: string): string {
  return ADDRESS.exec(pathname)?.[2] ?? '';
}

/** The address of a page ('step-2', 'manage/<token>', '' for the start) in a culture, below the base path. */
export function checkoutPath(culture: Culture, page: string): string {
  const prefix = culture === 'fr-CH' ? `/${FRENCH_SEGMENT}` : '';
  if (page === '') return prefix || '/';
  return `${prefix}/${page}`;
}
