// One brand name per language (issue 47): the kernel's DEMO_BRAND is the demo's one home of it. The API's default
// retailer, the checkout's runtime config (which the back office's is made from: tools/start.mjs) and the calendar
// entries take it from there; the mail channels test (reader-rules' brandProblems) finds any second spelling.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_BRAND } from '@checkout/shared/texts';
import { DEFAULT_RETAILER, retailerFromEnv } from '../src/config';
import { renderMessage } from '../src/notifications/messages';
import { sampleFacts } from './support/sample-booking-facts';
import { brandProblems } from './support/reader-rules';

const checkoutConfig = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'shell', 'public', 'checkout-config.json'), 'utf8'),
) as { product: string };

describe('the brand', () => {
  it('is one name per language, and the checkout and back office headers show the same one', () => {
    expect(DEFAULT_RETAILER.brand).toEqual({ de: DEMO_BRAND['de-CH'], fr: DEMO_BRAND['fr-CH'] });
    // The runtime config has one {product} for both pages (the spec's, decision 0024): the languages agree on it.
    expect(checkoutConfig.product).toBe(DEMO_BRAND['de-CH']);
    expect(checkoutConfig.product).toBe(DEMO_BRAND['fr-CH']);
  });

  it('finds a second spelling in a text of either language', () => {
    expect(brandProblems('Meilleures salutations\nVoyages Horizonte', 'fr')).toEqual([
      'a second spelling of the brand',
    ]);
    expect(brandProblems(`Meilleures salutations\n${DEMO_BRAND['fr-CH']}`, 'fr')).toEqual([]);
    expect(brandProblems(`Freundliche Grüsse\n${DEMO_BRAND['de-CH']}`, 'de')).toEqual([]);
    expect(brandProblems('beratung@horizonte-reisen.example', 'de')).toEqual([]);
  });

  it("names the configured brand in the calendar entry's PRODID, not a hard-coded one", () => {
    const retailer = retailerFromEnv({
      RETAILER_NAME_DE: 'Weitblick Reisen',
      RETAILER_NAME_FR: 'Voyages Weitblick',
    });
    const settings = { meetingBaseUrl: 'https://video.example/room', manageCutoffHours: 24, retailer };
    for (const [culture, brand] of [
      ['de-CH', 'Weitblick Reisen'],
      ['fr-CH', 'Voyages Weitblick'],
    ] as const) {
      const message = renderMessage('confirmation', sampleFacts(culture, 'phone', 'slot', 'de'), settings);
      const ics = message.attachments[0]?.content ?? '';
      expect(ics).toContain(`PRODID:-//${brand}//Travel consultation checkout//EN`);
      expect(ics).not.toContain('Horizonte');
    }
  });
});
