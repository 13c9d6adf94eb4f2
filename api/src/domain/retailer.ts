// The retailer's own facts that answers, e-mails and calendar feeds name: its brand in each language, its site, its
// mail domain and what the languages its advisors speak are called. They come from configuration (config.ts,
// RETAILER_* and LANGUAGE_NAMES), so a retailer sets its own without touching code; never from the demo seed.
import type { Localized } from '../i18n/texts';

export interface Retailer {
  /** The brand per language: the e-mails' sender name and signature, the calendar feeds' names. */
  brand: Localized;
  /** The retailer's site, without a trailing slash: the advisors' and branch offices' pages. */
  host: string;
  /** The domain of the advisors' e-mail addresses and of the messages' Message-IDs. */
  mailDomain: string;
  /** A language code's name in each language ('it': Italienisch / italien). */
  languageNames: Readonly<Record<string, Localized>>;
}

/** A language code's name in `lang`; a code the configuration names not, as it is. */
export const languageName = (retailer: Retailer, code: string, lang: 'de' | 'fr'): string =>
  retailer.languageNames[code]?.[lang] ?? code;
