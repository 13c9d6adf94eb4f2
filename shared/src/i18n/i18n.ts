// i18next for the checkout: built-in German defaults, French beside them, the translations call merged over.
import i18next, { type i18n as I18n } from 'i18next';
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../contract';
import type { ApiClient } from '../api-client/api-client';
import { TEXTS } from './texts';

export type { I18n };

/** fr-CH when the path has a /fr segment (/checkout/fr/step-1, /fr/step-2), otherwise de-CH. */
export function cultureFromPath(pathname: string): Culture {
  return pathname.split('/').some((segment) => segment.toLowerCase() === 'fr') ? 'fr-CH' : DEFAULT_CULTURE;
}

/** The page title per language (German 'Termin buchen', French 'Prendre rendez-vous'). */
export function pageTitle(culture: Culture): string {
  return TEXTS[culture]['page.title'] ?? TEXTS[DEFAULT_CULTURE]['page.title'] ?? '';
}

/**
 * A fresh i18next instance (never the global one, so the shell, Storybook and each test own theirs), handed to
 * React with I18nextProvider rather than registered globally, so two instances never overwrite each other.
 * Keys are flat ('step1.title'), as in the API's translations table, so no key separator is used.
 */
export function createI18n(culture: Culture = DEFAULT_CULTURE): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: culture,
    fallbackLng: DEFAULT_CULTURE,
    supportedLngs: [...CULTURES],
    resources: Object.fromEntries(CULTURES.map((c) => [c, { translation: { ...TEXTS[c] } }])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
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

/** Fetches the translations of the culture and merges them; a failure keeps the built-in texts. */
export async function loadTranslations(
  instance: I18n,
  api: Pick<ApiClient, 'translations'>,
  culture: Culture,
  logger: Pick<Console, 'error'> = console,
): Promise<void> {
  try {
    const texts = await api.translations({ culture });
    if (typeof texts === 'object' && texts !== null) mergeTexts(instance, culture, texts);
  } catch (error) {
    logger.error('Loading the translations failed; built-in texts are used', error);
  }
}
