// What a traveller may never read, in any channel (page, e-mail text and HTML, calendar entry): a placeholder
// left by i18next, a value printed as `undefined`, a key instead of its text, an English text of yup or of the
// spec's library defaults, or a text of the other language. The catalogue test and the mail tests apply the
// same rules.
import ICAL from 'ical.js';
import { defaultLocale } from 'yup';
import { DEMO_BRAND, TEXTS } from '@checkout/shared/texts';
import { API_TEXTS } from '../../src/i18n/api-texts';

export type Language = 'de' | 'fr';

/** What the API renders from: the checkout's catalogue with the API's own over it. */
export const CATALOGUE = {
  'de-CH': { ...TEXTS['de-CH'], ...API_TEXTS['de-CH'] },
  'fr-CH': { ...TEXTS['fr-CH'], ...API_TEXTS['fr-CH'] },
};

/** The names of a text's placeholders ('{{hours}}' -> 'hours'), sorted. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const LEFTOVERS: [string, RegExp][] = [
  ['a placeholder', /\{\{|\}\}/],
  ['undefined', /\bundefined\b/],
  ['null', /\bnull\b/],
  ['NaN', /\bNaN\b/],
  ['an object', /\[object /],
  // i18next answers the key itself for a text it does not have.
  [
    'an i18n key',
    /(?<![\w@/.-])(?:validation|api|mail|step\d|common|appointmentText)\.[A-Za-z0-9.]+(?![\w/-])/,
  ],
];

/** The English of yup's default messages, in pieces of two words or more ('is a required field'). */
const yupEnglish = (): string[] => {
  const sample = {
    ...{ path: 'field', value: 'zzz', originalValue: 'zzz', type: 'string', min: 4, max: 2, length: 3 },
    spec: { types: [] },
  };
  return Object.values(defaultLocale)
    .flatMap((section) => Object.values(section ?? {}))
    .map((message) => (typeof message === 'function' ? String(message(sample)) : String(message)))
    .flatMap((message) => message.split(/\$\{[^}]*\}|field|zzz|\d+|`[^`]*`/))
    .map((piece) => piece.trim().replace(/[.:,]+$/, ''))
    .filter((piece) => /\w+ \w+/.test(piece));
};

/** The spec's library default texts (section 5), which a traveller reads in German or French only. */
const SPEC_ENGLISH = [
  'Value is required',
  'Value is not a valid email address',
  'This field should be at least',
];

export const ENGLISH = [...new Set([...yupEnglish(), ...SPEC_ENGLISH])];

/** Words of one language that the other's texts never use (whole words, case as written). */
const FOREIGN_WORDS: Record<Language, string[]> = {
  // German words in a French text.
  fr: [
    'und',
    'oder',
    'Sie',
    'Ihr',
    'Ihre',
    'Ihren',
    'Ihrem',
    'der',
    'die',
    'das',
    'mit',
    'für',
    'bitte',
    'Bitte',
    'nicht',
    'Uhr',
    'Termin',
    'Beratung',
    'Filiale',
    'Pflichtfeld',
  ],
  // French words in a German text.
  de: [
    'le',
    'les',
    'des',
    'et',
    'vous',
    'votre',
    'vos',
    'pour',
    'avec',
    'une',
    'rendez-vous',
    'conseil',
    'agence',
    'Veuillez',
    'obligatoire',
  ],
};

/** Whether the text holds the fragment as whole words ('Juli' is not in 'Julien'). */
export const containsWords = (text: string, fragment: string): boolean =>
  new RegExp(`(?<!\\p{L})${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text);

/**
 * What is wrong with a text a traveller reads in `language`: the leftovers, English and foreign words found.
 * `otherFragments` adds pieces of the other language's texts (mailFragments) to look for.
 */
export const readerProblems = (text: string, language: Language, otherFragments: string[] = []): string[] => {
  // An address is read as an address, not in a language: a video room's random token ('…ghA2et2v…') holds no word.
  const words = text.replace(/https?:\/\/\S+/g, ' ');
  return [
    ...LEFTOVERS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what),
    ...ENGLISH.filter((english) => text.toLowerCase().includes(english.toLowerCase())).map(
      (e) => `English: ${e}`,
    ),
    ...[...FOREIGN_WORDS[language], ...otherFragments]
      .filter((word) => containsWords(words, word))
      .map((word) => `other language: ${word}`),
  ];
};

/**
 * Literal pieces of one language's e-mail texts (placeholders cut out) that the other language's catalogue
 * never uses, with its weekday names: what a message in the other language must not contain.
 */
export const mailFragments = (of: Language, extra: string[] = []): string[] => {
  const culture = of === 'de' ? 'de-CH' : 'fr-CH';
  const other = Object.values(CATALOGUE[of === 'de' ? 'fr-CH' : 'de-CH']);
  const fromCatalogue = Object.entries(CATALOGUE[culture])
    .filter(([key]) =>
      /^(mail\.|appointmentText\.|agency\.address$|adviceMode\.|step4\.duration|month\.\d+\.long)/.test(key),
    )
    .flatMap(([, text]) => text.replace(/<[^>]+>/g, '\n').split(/\{\{[^}]+\}\}|\n/))
    .map((fragment) => fragment.trim().replace(/^[,.:;()–\s]+|[,.:;()–\s]+$/g, ''))
    .filter((fragment) => /\p{L}{3}/u.test(fragment) && !other.some((text) => text.includes(fragment)));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2030, 2, 25 + i, 12)),
    ),
  );
  return [...new Set([...fromCatalogue, ...weekdays, ...extra])];
};

/** A message as the notifications render it, or as the mailbox's reader reads it back. */
export interface MessageParts {
  subject: string;
  text: string;
  html: string;
  attachments: { contentType: string; filename?: string | undefined; content: string }[];
}

/** The HTML part as its reader sees it: tags out, entities decoded. */
const htmlAsText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What each channel of a message says: subject, text, HTML as text, each calendar entry's three texts. */
export const channelsOf = (message: MessageParts): Record<string, string> => {
  const channels: Record<string, string> = {
    subject: message.subject,
    text: message.text,
    html: htmlAsText(message.html),
  };
  message.attachments
    .filter((attachment) => attachment.contentType.startsWith('text/calendar'))
    .forEach((attachment, i) => {
      const event = new ICAL.Component(ICAL.parse(attachment.content)).getFirstSubcomponent('vevent');
      for (const name of ['summary', 'description', 'location']) {
        channels[`calendar ${i} ${name}`] = event ? String(event.getFirstPropertyValue(name) ?? '') : '';
      }
    });
  return channels;
};

/** Fragments of the other language's e-mail texts, per language a message is written in. */
export const OTHER_LANGUAGE_FRAGMENTS = {
  de: mailFragments('fr'),
  fr: mailFragments('de'),
};

/**
 * One brand name per language (issue 47): a channel written in `language` names the retailer only as the kernel's
 * DEMO_BRAND of that language; any other 'Horizonte' left once that is taken out is a second spelling.
 */
export const brandProblems = (text: string, language: Language): string[] =>
  /(?<!\p{L})Horizonte(?!\p{L})/u.test(
    text.split(DEMO_BRAND[language === 'de' ? 'de-CH' : 'fr-CH']).join(' '),
  )
    ? ['a second spelling of the brand']
    : [];

/**
 * What is wrong in any channel of a message written in `language` (empty when nothing). `travellerTexts` are what
 * the traveller typed (a German travel wish in a French branch's notice is theirs to write), left out of the check.
 */
export const messageProblems = (
  message: MessageParts,
  language: Language,
  travellerTexts: string[] = [],
): { channel: string; found: string[]; content: string }[] =>
  Object.entries(channelsOf(message)).flatMap(([channel, content]) => {
    const ours = travellerTexts.reduce((text, typed) => text.split(typed).join(' '), content);
    const found = [
      ...readerProblems(ours, language, OTHER_LANGUAGE_FRAGMENTS[language]),
      ...brandProblems(content, language),
    ];
    const empty = channel.startsWith('calendar') && !channel.endsWith('location') && content.trim() === '';
    return found.length > 0 || empty ? [{ channel, found: empty ? ['nothing'] : found, content }] : [];
  });
