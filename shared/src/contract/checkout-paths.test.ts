import { CHECKOUT_BASE_PATH, checkoutPath, cultureOfPath, pageOfPath } from './checkout-paths';
import { CULTURES } from './types';

describe('cultureOfPath', () => {
  it.each([
    ['/checkout/fr/step-1', 'fr-CH'],
    ['/fr/step-2', 'fr-CH'],
    ['/fr', 'fr-CH'],
    ['/fr/', 'fr-CH'],
    ['/checkout/fr', 'fr-CH'],
    ['/checkout/FR/', 'fr-CH'],
    ['/checkout/fr/manage/AoNSbyEmL0JY7sMEWnAkRy9-Kk-CZZCa', 'fr-CH'],
    ['/checkout/step-1', 'de-CH'],
    ['/checkout/manage/AoNSbyEmL0JY7sMEWnAkRy9-Kk-CZZCa', 'de-CH'],
    ['/checkout/france/step-1', 'de-CH'],
    ['/fresh', 'de-CH'],
    ['/checkout', 'de-CH'],
    ['/', 'de-CH'],
    ['', 'de-CH'],
  ] as const)('%p is in %s', (pathname, culture) => {
    expect(cultureOfPath(pathname)).toBe(culture);
  });

  it('reads the prefix only right below the base path, not further on', () => {
    expect(cultureOfPath('/checkout/step-1/fr')).toBe('de-CH');
    expect(cultureOfPath('/checkoutx/fr/step-1')).toBe('de-CH');
  });
});

describe('pageOfPath', () => {
  it.each([
    ['/checkout/fr/step-1', 'step-1'],
    ['/fr/step-7/', 'step-7'],
    ['/FR/step-2', 'step-2'],
    ['/step-2/extra', 'step-2/extra'],
    ['/checkout/manage/abc', 'manage/abc'],
    ['/fr', ''],
    ['/checkout', ''],
    ['/', ''],
    ['', ''],
    ['/fresh', 'fresh'],
  ])('%p is the page %p', (pathname, page) => {
    expect(pageOfPath(pathname)).toBe(page);
  });
});

describe('checkoutPath', () => {
  it('writes German pages at the base path and French ones under /fr', () => {
    expect(checkoutPath('de-CH', 'step-2')).toBe('/step-2');
    expect(checkoutPath('fr-CH', 'step-2')).toBe('/fr/step-2');
    expect(checkoutPath('fr-CH', 'manage/abc')).toBe('/fr/manage/abc');
  });

  it('writes the start page as the bare prefix', () => {
    expect(checkoutPath('de-CH', '')).toBe('/');
    expect(checkoutPath('fr-CH', '')).toBe('/fr');
  });

  it('round-trips with cultureOfPath and pageOfPath, below the base path or under it', () => {
    for (const culture of CULTURES) {
      for (const page of ['', 'step-1', 'error', 'manage/AoNSbyEmL0JY7sMEWnAkRy9-Kk-CZZCa']) {
        const path = checkoutPath(culture, page);
        for (const address of [path, `${CHECKOUT_BASE_PATH}${path}`]) {
          expect([cultureOfPath(address), pageOfPath(address)]).toEqual([culture, page]);
        }
      }
    }
  });
});

describe('the address pattern', () => {
  it('reads the base path and the French prefix that checkoutPath writes', () => {
    const address = `${CHECKOUT_BASE_PATH}${checkoutPath('fr-CH', 'step-2')}`;
    expect(cultureOfPath(address)).toBe('fr-CH');
    expect(pageOfPath(address)).toBe('step-2');
    expect(pageOfPath(`${CHECKOUT_BASE_PATH}${checkoutPath('de-CH', 'step-3')}`)).toBe('step-3');
  });
});
