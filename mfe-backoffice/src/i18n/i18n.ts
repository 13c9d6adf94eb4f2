// The back office's i18next instance: its own texts (i18n/texts-*.ts, both languages), the words of the contract's
// values it shares with the API's exports (STAFF_TEXTS: status, kind, advice mode, language) and, from the kernel's
// catalogue, the kit's `common.*` texts that its components (text fields, loader) show and the `validation.*` texts of
// the shared schemas' messages (the forms on them), one language at a time.
import { createI18n, loadBuiltInTexts, type I18n } from '@checkout/shared';
import type { Culture } from '@checkout/shared/contract';
import { STAFF_TEXTS } from '@checkout/shared/texts';
import { BACKOFFICE_TEXTS } from './texts';

const KIT_PREFIXES = ['common.', 'validation.'];

/** A fresh instance in `culture` (the kit's texts follow with ensureLanguage). */
export function createBackofficeI18n(culture: Culture, onMissingText?: (key: string) => void): I18n {
  return createI18n(
    culture,
    {
      'de-CH': { ...STAFF_TEXTS['de-CH'], ...BACKOFFICE_TEXTS['de-CH'] },
      'fr-CH': { ...STAFF_TEXTS['fr-CH'], ...BACKOFFICE_TEXTS['fr-CH'] },
    },
    onMissingText,
  );
}

/** Loaded kit texts per instance and language. */
const kitLoaded = new WeakMap<I18n, Set<Culture>>();

/** Adds the kit's texts of `culture` (once) and switches the instance to it. */
export async function ensureLanguage(i18n: I18n, culture: Culture): Promise<void> {
  const loaded = kitLoaded.get(i18n) ?? new Set<Culture>();
  kitLoaded.set(i18n, loaded);
  if (!loaded.has(culture)) {
    const texts = (await loadBuiltInTexts(culture))[culture] ?? {};
    const kit = Object.fromEntries(
      Object.entries(texts).filter(([key]) => KIT_PREFIXES.some((prefix) => key.startsWith(prefix))),
    );
    // Under the back office's own texts: a key of its own is never replaced.
    i18n.addResourceBundle(culture, 'translation', kit, true, false);
    loaded.add(culture);
  }
  if (i18n.language !== culture) await i18n.changeLanguage(culture);
}
