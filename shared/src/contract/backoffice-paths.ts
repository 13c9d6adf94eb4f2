// The back office's addresses (issue 47: one address rule for the back office and the API): German pages at
// /backoffice/, French ones under /backoffice/fr/, as the checkout's /checkout/fr/ (checkout-paths.ts). The back
// office's router reads and writes them; the API writes them into its mails and redirects (the sign-in link, the
// sign-on provider's way back, the branch's notice of a consultation). Pure: no React, MobX or DOM.
import { DEFAULT_CULTURE, type Culture } from './types';

/** Where the back office lives when its own page serves it. */
export const BACKOFFICE_BASE_PATH = '/backoffice/';

/** The first segment of a French page below the base path. */
const FRENCH_SEGMENT = 'fr';

/** Where an address is written: on which origin ('' for the page's own), below which base path. */
export interface BackofficeUrlOptions {
  /** The back office's origin for a mail or a redirect ('https://backoffice.example'); '' for a path. */
  origin?: string;
  basePath?: string;
}

/** The address of a back-office page ('', 'sign-in', 'consultations/<id>': already encoded) in a culture. */
export function backofficeUrl(
  culture: Culture,
  page: string,
  { origin = '', basePath = BACKOFFICE_BASE_PATH }: BackofficeUrlOptions = {},
): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const prefix = culture === 'fr-CH' ? `${FRENCH_SEGMENT}/` : '';
  return `${origin.replace(/\/+$/, '')}${base}${prefix}${page}`;
}

/**
 * The culture and page of a path under `basePath` (the page without slashes at either end: '' for the list), or
 * null when the path is not below it.
 */
export function backofficePageOf(
  pathname: string,
  basePath: string = BACKOFFICE_BASE_PATH,
): { culture: Culture; page: string } | null {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (!`${pathname}/`.startsWith(base)) return null;
  const segments = pathname.slice(base.length).split('/').filter(Boolean);
  const french = segments[0] === FRENCH_SEGMENT;
  return {
    culture: french ? 'fr-CH' : DEFAULT_CULTURE,
    page: (french ? segments.slice(1) : segments).join('/'),
  };
}
