// Translates i18n keys for error answers from the translations table (TEXTS as a fallback), in the language the
// request asks for.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_CULTURE, type Culture } from '@checkout/shared/contract';
import { TEXTS } from '@checkout/shared/texts';
import type { Queryable } from '../db/database';
import { API_TEXTS } from '../i18n/api-texts';
import { translationsOf } from '../repositories/reference-data';
import { namedCulture } from './validate';

/**
 * The code's texts of `keys` (the key itself where there is none): for answers that must not ask the database. The
 * checkout's catalogue, then the API's own (the back office's refusals, issue 34).
 */
export const codeTexts = (culture: Culture, keys: readonly string[]): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, TEXTS[culture][k] ?? API_TEXTS[culture][k] ?? k]));

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

/**
 * The culture an Accept-Language header asks for first (fr... -> fr-CH, de... -> de-CH), by its q-values; de-CH
 * when it names neither. For calls the spec gives no payload (the matching factors).
 */
export const cultureOfAcceptLanguage = (header: string | undefined): Culture => {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr-CH';
    if (tag === 'de' || tag.startsWith('de-')) return 'de-CH';
  }
  return DEFAULT_CULTURE;
};

/** The `culture` of a query-style call's `data` parameter, or of the query itself (the manage page's). */
const queryCulture = (query: unknown): Culture | undefined => {
  const data = (query as { data?: unknown } | undefined)?.data;
  if (typeof data === 'string') {
    try {
      return namedCulture(JSON.parse(data));
    } catch {
      return undefined;
    }
  }
  return namedCulture(query);
};

/**
 * The culture a request asks for: the one its body or query names (every call of the checkout names the
 * visitor's), else its Accept-Language's, else de-CH. The language of every answer about an error.
 */
export const requestCulture = (request: Pick<FastifyRequest, 'body' | 'query' | 'headers'>): Culture =>
  namedCulture(request.body) ??
  queryCulture(request.query) ??
  cultureOfAcceptLanguage(request.headers['accept-language']);
