// Translates i18n keys for error answers from the translations table (TEXTS as a fallback).
import type { Culture } from '@checkout/shared/contract';
import { TEXTS } from '@checkout/shared/texts';
import type { Queryable } from '../db/database';
import { translationsOf } from '../repositories/reference-data';

export const translateKeys = async (
  db: Queryable,
  culture: Culture,
  keys: readonly string[],
): Promise<Record<string, string>> => {
  const unique = [...new Set(keys)];
  // An answer about an error must not fail itself: without the table, the code's texts stand.
  const found = await translationsOf(db, culture, unique).catch(() => ({}) as Record<string, string>);
  return Object.fromEntries(unique.map((k) => [k, found[k] ?? TEXTS[culture][k] ?? k]));
};
