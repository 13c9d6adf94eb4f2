// The (fictional) retailer of the demo and the names of the languages advisors speak: what the mails and the
// consultant views need besides the database's rows.
import type { LanguageCode, LocalizedText } from './types';

/** The (fictional) retailer, for e-mail addresses and links. */
export const RETAILER = {
  name: 'Horizonte Reisen',
  nameFr: 'Voyages Horizonte',
  host: 'https://www.horizonte-reisen.example',
  mailDomain: 'horizonte-reisen.example',
} as const;

export const LANGUAGE_NAMES: Record<LanguageCode, LocalizedText> = {
  de: { de: 'Deutsch', fr: 'allemand' },
  fr: { de: 'Französisch', fr: 'français' },
  it: { de: 'Italienisch', fr: 'italien' },
  en: { de: 'Englisch', fr: 'anglais' },
  es: { de: 'Spanisch', fr: 'espagnol' },
  pt: { de: 'Portugiesisch', fr: 'portugais' },
  rm: { de: 'Rätoromanisch', fr: 'romanche' },
};
