// The demo retailer's brand, the spec's {product}, written once: the API's default retailer (its mails, calendar
// entries and feeds), the demo's runtime configs (checkout header, back office header) and the stories take it from
// here. A proper name, not a German word: the same in both languages (decisions 0024 and 0064).
import type { Culture } from '../contract';

/** The demo's brand in each language. A retailer sets its own through configuration (RETAILER_NAME_*, product). */
export const DEMO_BRAND: Readonly<Record<Culture, string>> = {
  'de-CH': 'Horizonte Reisen',
  'fr-CH': 'Horizonte Reisen',
};
