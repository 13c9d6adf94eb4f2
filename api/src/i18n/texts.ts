// The API's words (e-mails, the reserve answer's appointmentText): its own catalogue (API_TEXTS) over the
// checkout's (TEXTS of @checkout/shared/texts, whose month names and durations it reuses) and the words staff read
// for the contract's values (STAFF_TEXTS, the back office's too), rendered by one i18next instance per culture.
import i18next, { type i18n as I18n } from 'i18next';
import { CULTURES, fromWireAdviceMode, type Culture, type WireAdviceMode } from '@checkout/shared/contract';
import { STAFF_TEXTS, TEXTS, onMissingValue } from '@checkout/shared/texts';
import { escapeHtml } from './escape-html';
import { API_TEXTS } from './api-texts';

/** Values put into a text; they are plain text (a name, a phone number, a text rendered before). */
export type TextValues = Record<string, string | number>;

/** A text in the checkout's two languages. */
export interface Localized {
  de: string;
  fr: string;
}

export interface Texts {
  culture: Culture;
  /** Whether the catalogue has the key in this culture. */
  has(key: string): boolean;
  /** The catalogue text with its values as they are: for plain text (the text part, subjects, .ics). */
  text(key: string, values?: TextValues): string;
  /** The catalogue text with its values escaped: for HTML (the catalogue's text itself is trusted markup). */
  html(key: string, values?: TextValues): string;
  /** A text given as it is (one of the translations table's) with its values put in, as plain text. */
  fill(text: string, values: TextValues): string;
  /** The long weekday name of an ISO date ('Mittwoch', 'mercredi'), from Intl. */
  weekday(isoDate: string): string;
  /** The advice mode as it reads inside a sentence ('per Video', 'par vidéo'). */
  adviceMode(mode: WireAdviceMode): string;
  /** A travel month as the browser stored it (its long name in either language) in this language. */
  month(storedName: string): string;
}

/** A key no catalogue has: `fill` asks i18next for it, so that i18next renders the text given as its default. */
const UNLISTED_KEY = '\u0000unlisted';

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, i) => i + 1);

const createInstance = (culture: Culture): I18n => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: culture,
    // No fallback: a text missing in French must fail, not send German.
    fallbackLng: false,
    resources: {
      [culture]: { translation: { ...TEXTS[culture], ...STAFF_TEXTS[culture], ...API_TEXTS[culture] } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escape: escapeHtml, escapeValue: true },
    // A value the caller did not pass is an error under test, never a placeholder a traveller reads.
    missingInterpolationHandler: onMissingValue,
    returnNull: false,
    initAsync: false,
  });
  return instance;
};

const cache = new Map<Culture, Texts>();

/** The texts of one culture (one i18next instance per culture, created on first use). */
export const textsFor = (culture: Culture): Texts => {
  const cached = cache.get(culture);
  if (cached) return cached;
  const i18n = createInstance(culture);
  const render = (key: string, values: TextValues, escapeValue: boolean): string => {
    if (!texts.has(key)) throw new Error(`The text catalogue has no '${key}' in ${culture}`);
    return i18n.t(key, { ...values, interpolation: { escapeValue } });
  };
  const weekdayFormat = new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' });
  const texts: Texts = {
    culture,
    has: (key) => i18n.exists(key),
    text: (key, values = {}) => render(key, values, false),
    html: (key, values = {}) => render(key, values, true),
    // i18next renders a default value with its values when the key is none of the catalogue's.
    fill: (text, values) =>
      i18n.t(UNLISTED_KEY, { ...values, defaultValue: text, interpolation: { escapeValue: false } }),
    weekday: (isoDate) => weekdayFormat.format(new Date(`${isoDate}T12:00:00Z`)),
    adviceMode: (mode) => texts.text(`adviceMode.${fromWireAdviceMode(mode)}.phrase`),
    month: (storedName) => {
      const month = MONTH_NUMBERS.find((m) =>
        Object.values(TEXTS).some((catalogue) => catalogue[`month.${m}.long`] === storedName),
      );
      return month === undefined ? storedName : texts.text(`month.${month}.long`);
    },
  };
  cache.set(culture, texts);
  return texts;
};

/** The code's texts (TEXTS of @checkout/shared/texts), one row per culture and key, as the translations table holds them. */
export const codeTextRows = (): [Culture, string, string][] =>
  CULTURES.flatMap((culture) =>
    Object.entries(TEXTS[culture]).map(([key, value]): [Culture, string, string] => [culture, key, value]),
  );
