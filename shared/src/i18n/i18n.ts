// i18next for the checkout: built-in German defaults, French beside them, the translations call merged over.
import i18next, { type i18n as I18n } from 'i18next';
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../contract';
import type { ApiClient } from '../api-client/api-client';
import { onMissingValue } from './missing-values';

export type { I18n };

/** Built-in texts per culture (all of them, or only the visitor's: see loadBuiltInTexts). */
export type BuiltInTexts = Partial<Record<Culture, Record<string, string>>>;

/** Each language's built-in texts in a chunk of its own, so that a browser loads only its visitor's. */
const BUILT_IN: Record<Culture, () => Promise<{ default: Record<string, string> }>> = {
  'de-CH': () => import('./texts/de-CH'),
  'fr-CH': () => import('./texts/fr-CH'),
};

/** The built-in texts of one culture (the whole catalogue, both languages, is @checkout/shared/texts). */
export async function loadBuiltInTexts(culture: Culture): Promise<BuiltInTexts> {
  return { [culture]: (await BUILT_IN[culture]()).default };
}

// The contract's cultureOfPath under the name the root has always exported (removing it would be a major).
export { cultureOfPath as cultureFromPath } from '../contract';

/**
 * A fresh i18next instance with the given texts (never the global one, so the shell, Storybook and each test own
 * theirs), handed to React with I18nProvider rather than registered globally, so two instances never overwrite
 * each other. Keys are flat ('step1.title'), as in the API's translations table, so no key separator is used.
 * `onMissingText` is told of every key asked for that the instance has no text for; a text asked for without a
 * value it names is an error under test (missing-values.ts).
 */
export function createI18n(
  culture: Culture,
  texts: BuiltInTexts,
  onMissingText?: (key: string) => void,
): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...(onMissingText
      ? {
          saveMissing: true,
          missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) => onMissingText(key),
        }
      : {}),
    lng: culture,
    fallbackLng: DEFAULT_CULTURE,
    supportedLngs: [...CULTURES],
    resources: Object.fromEntries(
      Object.entries(texts).map(([c, catalogue]) => [c, { translation: { ...catalogue } }]),
    ),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: onMissingValue,
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Merges texts (e.g. from the translations call) over the built-in ones of that culture. */
export function mergeTexts(instance: I18n, culture: Culture, texts: Record<string, string>): void {
  const valid = Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  instance.addResourceBundle(culture, 'translation', valid, true, true);
}

/** Fetches the translations of the culture and merges them; false (and the texts kept) when the call failed. */
export async function loadTranslations(
  instance: I18n,
  api: Pick<ApiClient, 'translations'>,
  culture: Culture,
  logger: Pick<Console, 'error'> = console,
): Promise<boolean> {
  try {
    const texts = await api.translations({ culture });
    if (typeof texts !== 'object' || texts === null) return false;
    mergeTexts(instance, culture, texts);
    return true;
  } catch (error) {
    logger.error('Loading the translations failed; built-in texts are used', error);
    return false;
  }
}

/**
 * A browser's i18next at the start of a visit. The translations table holds every text (the API seeds it with
 * the built-in ones), so the built-in texts of the language are fetched only when they are needed: the call
 * failed or took longer than `waitMs`, or a text it does not have is asked for (that text then appears a moment
 * later). A visit thus loads its texts once, from the API, rather than twice.
 */
export async function startI18n(
  culture: Culture,
  api: Pick<ApiClient, 'translations'>,
  { waitMs, logger = console }: { waitMs: number; logger?: Pick<Console, 'error'> },
): Promise<I18n> {
  let builtIn: Promise<void> | undefined;
  const withBuiltInTexts = (): Promise<void> =>
    (builtIn ??= loadBuiltInTexts(culture).then((texts) => {
      // Under what the translations call gave: its texts stay.
      instance.addResourceBundle(culture, 'translation', texts[culture] ?? {}, true, false);
    }));
  const instance = createI18n(culture, {}, () => void withBuiltInTexts());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const translated = await Promise.race([
    loadTranslations(instance, api, culture, logger),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
  ]);
  clearTimeout(timer);
  if (!translated) await withBuiltInTexts();
  return instance;
}

/**
 * Switches to `culture`, first loading its built-in texts and its translations when the instance has none of
 * that language yet (a visit that moves between / and /fr); a failed translations call keeps the built-in ones.
 */
export async function switchLanguage(
  instance: I18n,
  culture: Culture,
  api: Pick<ApiClient, 'translations'>,
  logger: Pick<Console, 'error'> = console,
): Promise<void> {
  if (!instance.hasResourceBundle(culture, 'translation')) {
    const texts = await loadBuiltInTexts(culture);
    mergeTexts(instance, culture, texts[culture] ?? {});
    await loadTranslations(instance, api, culture, logger);
  }
  if (instance.language !== culture) await instance.changeLanguage(culture);
}
