// The checkout's texts in a story's language, for play functions: the check runs every story in German and in
// French, so an interaction finds a button or asserts a message by the very text the story shows.
import { createI18n, type Culture } from '@checkout/shared';
import { TEXTS } from '@checkout/shared/texts';

/** A text of the catalogue by key, with its values filled in (as `t` in the components). */
export type StoryText = (key: string, values?: Record<string, unknown>) => string;

const translators = new Map<Culture, StoryText>();

/** The texts of the story's language: `storyTexts(context.globals.locale)` in a play function. */
export function storyTexts(locale: unknown): StoryText {
  const culture: Culture = locale === 'fr-CH' ? 'fr-CH' : 'de-CH';
  let text = translators.get(culture);
  if (!text) {
    const i18n = createI18n(culture, TEXTS);
    text = (key, values) => String(i18n.t(key, values));
    translators.set(culture, text);
  }
  return text;
}
