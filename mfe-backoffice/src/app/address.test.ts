import { addressOf, parseAddress, type Page } from './address';

describe('the back office addresses', () => {
  it.each<[string, string, Page, 'de-CH' | 'fr-CH']>([
    ['/backoffice/', '', { name: 'list' }, 'de-CH'],
    ['/backoffice', '', { name: 'list' }, 'de-CH'],
    ['/backoffice/fr/', '', { name: 'list' }, 'fr-CH'],
    ['/backoffice/fr', '', { name: 'list' }, 'fr-CH'],
    ['/backoffice/consultations/c%2F1', '', { name: 'consultation', id: 'c/1' }, 'de-CH'],
    ['/backoffice/fr/time-off', '', { name: 'time-off' }, 'fr-CH'],
    ['/backoffice/audit', '', { name: 'audit' }, 'de-CH'],
    ['/backoffice/calendar', '', { name: 'calendar' }, 'de-CH'],
    ['/backoffice/fr/calendar', '', { name: 'calendar' }, 'fr-CH'],
    ['/backoffice/fr/to-do', '', { name: 'to-do' }, 'fr-CH'],
    ['/backoffice/book', '', { name: 'book' }, 'de-CH'],
    ['/backoffice/fr/book', '', { name: 'book' }, 'fr-CH'],
    ['/backoffice/fr/privacy', '', { name: 'privacy' }, 'fr-CH'],
    ['/backoffice/sign-in', '?token=abc.def', { name: 'sign-in', token: 'abc.def' }, 'de-CH'],
    ['/backoffice/fr/sign-in', '', { name: 'sign-in', token: null }, 'fr-CH'],
    ['/backoffice/sign-in', '?sso=expired', { name: 'sign-in', token: null, sso: 'expired' }, 'de-CH'],
    ['/backoffice/sign-in', '?sso=other', { name: 'sign-in', token: null }, 'de-CH'],
    ['/backoffice/consultations', '', { name: 'not-found' }, 'de-CH'],
    ['/backoffice/audit/extra', '', { name: 'not-found' }, 'de-CH'],
    ['/checkout/step-1', '', { name: 'not-found' }, 'de-CH'],
  ])('%s%s is %j in %s', (pathname, search, page, culture) => {
    expect(parseAddress(pathname, search)).toEqual({ page, culture });
  });

  it('writes each page back to its address in both languages, never with a token', () => {
    const pages: Page[] = [
      { name: 'list' },
      { name: 'consultation', id: 'c/1' },
      { name: 'time-off' },
      { name: 'audit' },
      { name: 'privacy' },
      { name: 'calendar' },
      { name: 'to-do' },
      { name: 'book' },
      { name: 'sign-in', token: null },
    ];
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      for (const page of pages) {
        const url = new URL(addressOf(page, culture), 'http://localhost');
        expect(parseAddress(url.pathname, url.search)).toEqual({ page, culture });
      }
    }
    expect(addressOf({ name: 'sign-in', token: 'secret' }, 'fr-CH')).toBe('/backoffice/fr/sign-in');
    expect(addressOf({ name: 'sign-in', token: null, sso: 'refused' }, 'de-CH')).toBe('/backoffice/sign-in');
    expect(addressOf({ name: 'list' }, 'de-CH', '/staff')).toBe('/staff/');
  });
});
