import fs from 'node:fs';
import path from 'node:path';
import { createBackofficeI18n, ensureLanguage } from './i18n';
import { BACKOFFICE_TEXTS } from './texts';

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const de = BACKOFFICE_TEXTS['de-CH'];
const fr = BACKOFFICE_TEXTS['fr-CH'];

/** Every source file of the package but tests and stories. */
function sources(dir = path.join(__dirname, '..')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the back office's texts", () => {
  it('has every key in both languages, with the same parameters, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(de).sort());
    for (const [key, text] of Object.entries(de)) {
      expect([key, text.trim() !== '']).toEqual([key, true]);
      expect([key, params(fr[key as keyof typeof fr])]).toEqual([key, params(text)]);
    }
  });

  it('renders every key with its parameters in both languages: no {{, no undefined, no key left', async () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      const missing: string[] = [];
      const i18n = createBackofficeI18n(culture, (key) => missing.push(key));
      await ensureLanguage(i18n, culture);
      for (const [key, text] of Object.entries(BACKOFFICE_TEXTS[culture])) {
        const values = Object.fromEntries(
          params(text).map((name) => [name, name === 'count' ? 2 : `«${name}»`]),
        );
        const base = key.replace(/_(one|other)$/, '');
        const shown = String(i18n.t(base, values));
        expect([key, shown.includes('{{') || shown.includes('undefined') || shown === base]).toEqual([
          key,
          false,
        ]);
      }
      // The kit's own texts its components show come along.
      expect(i18n.t('common.optional')).not.toBe('common.optional');
      expect(missing).toEqual([]);
    }
  });

  it('has a text for every key the screens name', () => {
    const used = new Set<string>();
    for (const file of sources()) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/'(backoffice\.[A-Za-z.]+)'/g))
        used.add(match[1]!);
    }
    const known = new Set(Object.keys(de).map((key) => key.replace(/_(one|other)$/, '')));
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});
