import { parseManagePath } from './mount-manage';

describe('parseManagePath (issue 20)', () => {
  const token = 'AoNSbyEmL0JY7sMEWnAkRy9-Kk-CZZCa';
  it('reads the token and the language of a manage address', () => {
    expect(parseManagePath(`/checkout/manage/${token}`)).toEqual({ token, culture: 'de-CH' });
    expect(parseManagePath(`/checkout/fr/manage/${token}/`)).toEqual({ token, culture: 'fr-CH' });
    // The language prefix as every address reads it (the contract's cultureOfPath), typed in any case.
    expect(parseManagePath(`/checkout/FR/manage/${token}`)).toEqual({ token, culture: 'fr-CH' });
  });
  it('has no token for an address of another shape, in the language of the address', () => {
    expect(parseManagePath('/checkout/manage/short')).toEqual({ token: '', culture: 'de-CH' });
    expect(parseManagePath(`/checkout/fr/manage/${token}/cancel`)).toEqual({ token: '', culture: 'fr-CH' });
    expect(parseManagePath(`/checkout/manage/${token.slice(0, 31)}!`).token).toBe('');
  });
});
