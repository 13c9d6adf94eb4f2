// The back office's addresses: /backoffice/ (the day's list), /backoffice/consultations/<id>, /backoffice/time-off,
// /backoffice/working-hours, /backoffice/calendar (a day or a week at a glance), /backoffice/to-do (what needs the branch),
// /backoffice/book (a consultation booked for a caller),
// /backoffice/audit, /backoffice/privacy (the back-office role's erasure and export) and /backoffice/sign-in (?token=… from the sign-in mail); the same under /backoffice/fr/ in
// French. The language is part of the path, as the checkout's /checkout/fr/ is, so a link keeps it.
import { SSO_FAILURES, type Culture, type SsoFailure } from '@checkout/shared/contract';

/** Where the back office lives when its own page serves it (and the shell's, should it mount it). */
export const BACKOFFICE_BASE_PATH = '/backoffice/';

export type Page =
  | { name: 'list' }
  | { name: 'consultation'; id: string }
  | { name: 'time-off' }
  | { name: 'working-hours' }
  | { name: 'calendar' }
  | { name: 'to-do' }
  | { name: 'book' }
  | { name: 'audit' }
  | { name: 'privacy' }
  /** `sso`: why the retailer's sign-on provider signed nobody in (the API's callback writes `?sso=`). */
  | { name: 'sign-in'; token: string | null; sso?: SsoFailure }
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
  else if (first === 'calendar' && parts.length === 1) page = { name: 'calendar' };
  else if (first === 'to-do' && parts.length === 1) page = { name: 'to-do' };
  else if (first === 'book' && parts.length === 1) page = { name: 'book' };
  else if (first === 'audit' && parts.length === 1) page = { name: 'audit' };
  else if (first === 'privacy' && parts.length === 1) page = { name: 'privacy' };
  else if (first === 'sign-in' && parts.length === 1) {
    const params = new URLSearchParams(search);
    const token = params.get('token');
    const sso = SSO_FAILURES.find((failure) => failure === params.get('sso'));
    page = { name: 'sign-in', token: token || null, ...(sso ? { sso } : {}) };
  }
  return { culture, page };
}

/** The address of a page in a language (a sign-in page's token or provider's failure is never written back). */
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
    case 'calendar':
      return `${base}calendar`;
    case 'to-do':
      return `${base}to-do`;
    case 'book':
      return `${base}book`;
    case 'audit':
      return `${base}audit`;
    case 'privacy':
      return `${base}privacy`;
    case 'sign-in':
      return `${base}sign-in`;
  }
}
