// Translates i18n keys for error answers from the translations table (TEXTS as a fallback).
import type { Culture } from '@checkout/shared/contract';
import { TEXTS } from '@checkout/shared/texts';
import type { Queryable } from '../db/database';

export const translateKeys = async (
  db: Queryable,
  culture: Culture,
  keys: readonly string[],
): Promise<Record<string, string>> => {
  const unique = [...new Set(keys)];
  const rows = await db
    .query<{ key: string; value: string }>(
      'select key, value from translations where culture = $1 and key = any($2::text[])',
      [culture, unique],
    )
    .catch(() => []);
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(unique.map((k) => [k, found.get(k) ?? TEXTS[culture][k] ?? k]));
};
