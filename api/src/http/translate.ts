// Translates i18n keys for error answers from the translations table (TEXTS as a fallback).
import type { Culture } from '@checkout/shared/contract';
import { TEXTS } from '@checkout/shared/texts';
import type { Queryable } from '../db/database';
import { translationsOf } from '../repositories/reference-data';

/** The code's texts of `keys` (the key itself where there is none): for answers that must not ask the database. */
export const codeTexts = (culture: Culture, keys: readonly string[]): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, TEXTS[culture][k] ?? k]));

export const translateKeys = async (
  db: Queryable,
  culture: Culture,
  keys: readonly string[],
): Promise<Record<string, string>> => {
  const unique = [...new Set(keys)];
  // An answer about an error must not fail itself: without the table, the code's texts stand.
  const found = await translationsOf(db, culture, unique).catch(() => ({}) as Record<string, string>);
  return { ...codeTexts(culture, unique), ...found };
};
