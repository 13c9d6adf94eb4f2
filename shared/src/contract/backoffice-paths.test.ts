import { BACKOFFICE_BASE_PATH, backofficePageOf, backofficeUrl } from './backoffice-paths';

describe("the back office's addresses", () => {
  it('writes German pages at the base path and French ones under fr/, on an origin or as a path', () => {
    expect(backofficeUrl('de-CH', '')).toBe(BACKOFFICE_BASE_PATH);
    expect(backofficeUrl('fr-CH', '')).toBe('/backoffice/fr/');
    expect(backofficeUrl('fr-CH', 'consultations/c%2F1')).toBe('/backoffice/fr/consultations/c%2F1');
    expect(backofficeUrl('de-CH', 'sign-in?token=t', { origin: 'https://bo.example/' })).toBe(
      'https://bo.example/backoffice/sign-in?token=t',
    );
    expect(backofficeUrl('fr-CH', 'audit', { basePath: '/staff' })).toBe('/staff/fr/audit');
  });

  it('reads each address back: its language and its page, nothing outside the base path', () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      for (const page of ['', 'calendar', 'consultations/c%2F1']) {
        expect(backofficePageOf(backofficeUrl(culture, page))).toEqual({ culture, page });
      }
    }
    expect(backofficePageOf('/backoffice')).toEqual({ culture: 'de-CH', page: '' });
    expect(backofficePageOf('/backoffice/fr')).toEqual({ culture: 'fr-CH', page: '' });
    expect(backofficePageOf('/backoffice//audit/')).toEqual({ culture: 'de-CH', page: 'audit' });
    expect(backofficePageOf('/backofficex/audit')).toBeNull();
    expect(backofficePageOf('/checkout/fr/step-1')).toBeNull();
  });
});
