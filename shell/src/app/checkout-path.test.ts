import { hrefFor, parseCheckoutPath, pathFor, pathInCulture, stripBasePath } from './checkout-path';

describe('checkout paths', () => {
  it.each([
    ['/', 'init', 'de-CH'],
    ['', 'init', 'de-CH'],
    ['/fr', 'init', 'fr-CH'],
    ['/fr/', 'init', 'fr-CH'],
    ['/step-1', 'step-1', 'de-CH'],
    ['/step-1-self', 'step-1-self', 'de-CH'],
    ['/fr/step-1-self', 'step-1-self', 'fr-CH'],
    ['/fr/step-7/', 'step-7', 'fr-CH'],
    ['/error', 'error', 'de-CH'],
    ['/fr/error', 'error', 'fr-CH'],
    ['/offline', 'offline', 'de-CH'],
    ['/fr/offline', 'offline', 'fr-CH'],
    ['/step-8', 'not-found', 'de-CH'],
    ['/fr/nothing/here', 'not-found', 'fr-CH'],
    ['/fresh', 'not-found', 'de-CH'],
    ['/step-2/extra', 'not-found', 'de-CH'],
    // The language prefix as the contract reads it (cultureOfPath): typed in any case, only as the first segment.
    ['/FR/step-2', 'step-2', 'fr-CH'],
    ['/step-2/fr', 'not-found', 'de-CH'],
  ])('reads %s as %s in %s', (pathname, page, culture) => {
    expect(parseCheckoutPath(pathname)).toEqual({ page, culture });
  });

  it('drops the base path, and rejects addresses outside it', () => {
    expect(stripBasePath('/checkout')).toBe('/');
    expect(stripBasePath('/checkout/fr/step-2')).toBe('/fr/step-2');
    expect(stripBasePath('/checkoutx/step-2')).toBeNull();
    expect(stripBasePath('/other')).toBeNull();
  });

  it('writes paths under the language prefix', () => {
    expect(pathFor('step-2', 'de-CH')).toBe('/step-2');
    expect(pathFor('step-2', 'fr-CH')).toBe('/fr/step-2');
    expect(pathFor('init', 'de-CH')).toBe('/');
    expect(pathFor('init', 'fr-CH')).toBe('/fr');
    expect(pathFor('error', 'fr-CH')).toBe('/fr/error');
    expect(pathFor('offline', 'de-CH')).toBe('/offline');
  });

  it('keeps the query string on every navigation target', () => {
    expect(hrefFor('step-4', 'fr-CH', '?advisorId=42&event=x')).toBe('/fr/step-4?advisorId=42&event=x');
    expect(hrefFor('init', 'de-CH', '?returnUrl=https%3A%2F%2Fa.ch')).toBe('/?returnUrl=https%3A%2F%2Fa.ch');
    expect(hrefFor('step-3', 'de-CH', 'agencyId=7')).toBe('/step-3?agencyId=7');
    expect(hrefFor('step-3', 'de-CH', '')).toBe('/step-3');
    expect(hrefFor('step-3', 'de-CH', '?')).toBe('/step-3');
  });

  it('round-trips every target through its path', () => {
    const targets = ['init', 'error', 'offline', 'step-1', 'step-1-self', 'step-2', 'step-7'] as const;
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      for (const target of targets) {
        expect(parseCheckoutPath(pathFor(target, culture))).toEqual({ page: target, culture });
      }
    }
  });

  it.each([
    ['/step-5', 'fr-CH', '/fr/step-5'],
    ['/fr/step-1-self', 'de-CH', '/step-1-self'],
    ['/fr/step-7/', 'de-CH', '/step-7'],
    ['/error', 'fr-CH', '/fr/error'],
    ['/fr', 'de-CH', '/'],
    ['/', 'fr-CH', '/fr'],
    ['/step-2', 'de-CH', '/step-2'],
    ['/fr/nulle-part', 'de-CH', '/nulle-part'],
    ['/no/such/page', 'fr-CH', '/fr/no/such/page'],
  ] as const)('puts %s into %s as %s (the language switch)', (pathname, culture, expected) => {
    expect(pathInCulture(pathname, culture)).toBe(expected);
  });
});
