// The back office's addresses: /backoffice/ (the day's list), /backoffice/consultations/<id>, /backoffice/time-off,
// /backoffice/working-hours, /backoffice/calendar (a day or a week at a glance), /backoffice/to-do (what needs the branch),
// /backoffice/book (a consultation booked for a caller),
// /backoffice/audit, /backoffice/privacy (the back-office role's erasure and export), /backoffice/staff
// (staff management), /backoffice/passkeys (one's own passkeys) and /backoffice/sign-in (?token=… from the sign-in mail); the same under /backoffice/fr/ in
// French. The language is part of the path, as the checkout's /checkout/fr/ is, so a link keeps it.
// The language rule and the base path are the contract's (backoffice-paths.ts), which the API writes its links with.
import {
  BACKOFFICE_BASE_PATH,
  SSO_FAILURES,
  backofficePageOf,
  backofficeUrl,
  type Culture,
  type SsoFailure,
} from '@checkout/shared/contract';

export { BACKOFFICE_BASE_PATH };

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
  /** Issue 47: staff management (branch lead, back office) and the member's own passkeys. */
  | { name: 'staff' }
  | { name: 'passkeys' }
  /** `sso`: why the retailer's sign-on provider signed nobody in (the API's callback writes `?sso=`). */
  | { name: 'sign-in'; token: string | null; sso?: SsoFailure }
  | { name: 'not-found' };

export interface Address {
  culture: Culture;
  page: Page;
}

/** The page and language of a location (pathname and search), under `basePath`. */
export function parseAddress(pathname: string, search: string, basePath = BACKOFFICE_BASE_PATH): Address {
  const found = backofficePageOf(pathname, basePath);
  if (found === null) return { culture: 'de-CH', page: { name: 'not-found' } };
  const { culture } = found;
  const parts = found.page.split('/').filter(Boolean);
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
  else if (first === 'staff' && parts.length === 1) page = { name: 'staff' };
  else if (first === 'passkeys' && parts.length === 1) page = { name: 'passkeys' };
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
  const at = (path: string) => backofficeUrl(culture, path, { basePath });
  switch (page.name) {
    case 'list':
    case 'not-found':
      return at('');
    case 'consultation':
      return at(`consultations/${encodeURIComponent(page.id)}`);
    default:
      return at(page.name);
  }
}
