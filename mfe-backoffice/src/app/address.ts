// The back office's addresses: /backoffice/ (the day's list), /backoffice/consultations/<id>, /backoffice/time-off,
// /backoffice/working-hours,
// /backoffice/audit and /backoffice/sign-in (?token=… from the sign-in mail); the same under /backoffice/fr/ in
// French. The language is part of the path, as the checkout's /checkout/fr/ is, so a link keeps it.
import type { Culture } from '@checkout/shared/contract';

/** Where the back office lives when its own page serves it (and the shell's, should it mount it). */
export const BACKOFFICE_BASE_PATH = '/backoffice/';

export type Page =
  | { name: 'list' }
  | { name: 'consultation'; id: string }
  | { name: 'time-off' }
  | { name: 'working-hours' }
  | { name: 'audit' }
  | { name: 'sign-in'; token: string | null }
  | { name: 'not-found' };

export interface Address {
  culture: Culture;
  page: Page;
}

const FRENCH = 'fr/';

/** The page and language of a location (pathname and search), under `basePath`. */
export function parseAddress(pathname: string, search: string, basePath = BACKOFFICE_BASE_PATH): Address {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  let rest = `${pathname}/`.startsWith(base) ? pathname.slice(base.length) : null;
  if (rest === null) return { culture: 'de-CH', page: { name: 'not-found' } };
  let culture: Culture = 'de-CH';
  if (rest === 'fr' || rest.startsWith(FRENCH)) {
    culture = 'fr-CH';
    rest = rest.slice(FRENCH.length);
  }
  const parts = rest.split('/').filter(Boolean);
  const [first, second] = parts;
  let page: Page = { name: 'not-found' };
  if (parts.length === 0) page = { name: 'list' };
  else if (first === 'consultations' && second && parts.length === 2) {
    page = { name: 'consultation', id: decodeURIComponent(second) };
  } else if (first === 'time-off' && parts.length === 1) page = { name: 'time-off' };
  else if (first === 'working-hours' && parts.length === 1) page = { name: 'working-hours' };
  else if (first === 'audit' && parts.length === 1) page = { name: 'audit' };
  else if (first === 'sign-in' && parts.length === 1) {
    const token = new URLSearchParams(search).get('token');
    page = { name: 'sign-in', token: token || null };
  }
  return { culture, page };
}

/** The address of a page in a language (a sign-in page's token is never written back into an address). */
export function addressOf(page: Page, culture: Culture, basePath = BACKOFFICE_BASE_PATH): string {
  const base = `${basePath.endsWith('/') ? basePath : `${basePath}/`}${culture === 'fr-CH' ? FRENCH : ''}`;
  switch (page.name) {
    case 'list':
    case 'not-found':
      return base;
    case 'consultation':
      return `${base}consultations/${encodeURIComponent(page.id)}`;
    case 'time-off':
      return `${base}time-off`;
    case 'working-hours':
      return `${base}working-hours`;
    case 'audit':
      return `${base}audit`;
    case 'sign-in':
      return `${base}sign-in`;
  }
}
