import { createFakeApi } from '@checkout/dev-kit/testing';
import {
  cultureFromPath,
  createI18n,
  loadBuiltInTexts,
  loadTranslations,
  mergeTexts,
  startI18n,
  switchLanguage,
} from './i18n';
import { formatWeekdayDate, loadMoment } from './moment-locale';
import { TEXTS } from './texts';

describe('cultureFromPath', () => {
  it.each([
    ['/checkout/fr/step-1', 'fr-CH'],
    ['/fr/step-2', 'fr-CH'],
    ['/checkout/FR/', 'fr-CH'],
    ['/checkout/step-1', 'de-CH'],
    ['/checkout/france/step-1', 'de-CH'],
    ['/', 'de-CH'],
  ])('%s -> %s', (path, culture) => {
    expect(cultureFromPath(path)).toBe(culture);
  });
});

describe('texts', () => {
  it('has a French text for every German one, none empty', () => {
    expect(Object.keys(TEXTS['fr-CH']).sort()).toEqual(Object.keys(TEXTS['de-CH']).sort());
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      for (const [key, text] of Object.entries(TEXTS[culture]))
        expect([key, text.trim()]).not.toEqual([key, '']);
    }
  });

  it("loads one language's built-in texts, the same as the whole catalogue's", async () => {
    expect(await loadBuiltInTexts('fr-CH')).toEqual({ 'fr-CH': TEXTS['fr-CH'] });
    expect(await loadBuiltInTexts('de-CH')).toEqual({ 'de-CH': TEXTS['de-CH'] });
  });
});

describe('createI18n', () => {
  it('answers flat keys with interpolation in both languages', () => {
    expect(createI18n('de-CH', TEXTS).t('chrome.progress', { current: 2, total: 6 })).toBe('Schritt 2 von 6');
    expect(createI18n('fr-CH', TEXTS).t('chrome.progress', { current: 2, total: 6 })).toBe('Étape 2 sur 6');
  });

  it('merges texts over the built-in defaults, keeping the rest', () => {
    const i18n = createI18n('de-CH', TEXTS);
    mergeTexts(i18n, 'de-CH', { 'step2.title': 'Ihr Wunschtag' });
    expect(i18n.t('step2.title')).toBe('Ihr Wunschtag');
    expect(i18n.t('step3.title')).toBe(TEXTS['de-CH']['step3.title']);
  });

  it('loads the translations call for the culture and merges it; a failure keeps the defaults', async () => {
    const api = createFakeApi({ translations: async () => ({ 'step1.title': 'Bonjour' }) });
    const i18n = createI18n('fr-CH', TEXTS);
    await loadTranslations(i18n, api, 'fr-CH');
    expect(api.calls[0]!.args[0]).toEqual({ culture: 'fr-CH' });
    expect(i18n.t('step1.title')).toBe('Bonjour');

    const failing = createI18n('de-CH', TEXTS);
    await loadTranslations(failing, createFakeApi(), 'de-CH', { error: () => undefined });
    expect(failing.t('step1.title')).toBe(TEXTS['de-CH']['step1.title']);
  });

  it('gives each caller its own instance', () => {
    const a = createI18n('de-CH', TEXTS);
    const b = createI18n('de-CH', TEXTS);
    mergeTexts(a, 'de-CH', { 'step2.title': 'A' });
    expect(b.t('step2.title')).toBe(TEXTS['de-CH']['step2.title']);
  });
});

describe('moment locales', () => {
  it('suspends a formatter until moment is loaded (its own chunk), then formats synchronously', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./moment-locale');
      let thrown: unknown;
      try {
        fresh.formatWeekdayDate('02.03.2026', 'de-CH');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Promise);
      await thrown;
      expect(fresh.formatPillDate('02.03.2026', 'fr-CH')).toEqual({ weekday: 'lundi', date: '02.03.2026' });
    });
  });

  it('requireMoment suspends a screen until moment is loaded, and not after', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./moment-locale');
      let thrown: unknown;
      try {
        fresh.requireMoment();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Promise);
      await thrown;
      expect(() => fresh.requireMoment()).not.toThrow();
    });
  });

  it('formats the weekday in German and French', async () => {
    await loadMoment();
    expect(formatWeekdayDate('02.03.2026', 'de-CH')).toBe('Montag, 02.03.2026');
    expect(formatWeekdayDate('02.03.2026', 'fr-CH')).toBe('lundi, 02.03.2026');
  });
});

describe('switchLanguage', () => {
  it("loads the other language's texts and translations before switching to it", async () => {
    const i18n = createI18n('de-CH', await loadBuiltInTexts('de-CH'));
    const api = createFakeApi({ translations: async () => ({ 'step1.title': 'Bienvenue' }) });
    await switchLanguage(i18n, 'fr-CH', api);
    expect(i18n.language).toBe('fr-CH');
    expect(i18n.t('chrome.back')).toBe(TEXTS['fr-CH']['chrome.back']);
    expect(i18n.t('step1.title')).toBe('Bienvenue');
    // Back to German: its texts are there already, nothing is asked again.
    await switchLanguage(i18n, 'de-CH', api);
    expect(i18n.t('chrome.back')).toBe(TEXTS['de-CH']['chrome.back']);
  });
});

describe('startI18n', () => {
  const quiet = { error: () => undefined };

  it('takes the texts from the translations call, without the built-in ones while none is missing', async () => {
    const api = createFakeApi({
      translations: async () => ({ ...TEXTS['fr-CH'], 'chrome.back': 'Retour arrière' }),
    });
    const i18n = await startI18n('fr-CH', api, { waitMs: 4000, logger: quiet });
    expect(i18n.t('chrome.back')).toBe('Retour arrière');
    expect(Object.keys(i18n.getResourceBundle('fr-CH', 'translation') as object)).toHaveLength(
      Object.keys(TEXTS['fr-CH']).length,
    );
  });

  it('falls back on the built-in texts when the call fails', async () => {
    const api = createFakeApi({ translations: () => Promise.reject(new Error('down')) });
    const i18n = await startI18n('de-CH', api, { waitMs: 4000, logger: quiet });
    expect(i18n.t('chrome.back')).toBe(TEXTS['de-CH']['chrome.back']);
  });

  it('does not wait longer than waitMs for the call, and its late texts still win', async () => {
    let answer: (texts: Record<string, string>) => void = () => undefined;
    const api = createFakeApi({ translations: () => new Promise((resolve) => (answer = resolve)) });
    const i18n = await startI18n('de-CH', api, { waitMs: 10, logger: quiet });
    expect(i18n.t('chrome.back')).toBe(TEXTS['de-CH']['chrome.back']);
    answer({ 'chrome.back': 'Zurück zur Auswahl' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('chrome.back')).toBe('Zurück zur Auswahl');
  });

  it('fetches the built-in texts for a key the call does not have, keeping the texts it gave', async () => {
    const api = createFakeApi({ translations: async () => ({ 'chrome.back': 'Retour arrière' }) });
    const i18n = await startI18n('fr-CH', api, { waitMs: 4000, logger: quiet });
    expect(i18n.t('chrome.leave')).toBe('chrome.leave');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('chrome.leave')).toBe(TEXTS['fr-CH']['chrome.leave']);
    expect(i18n.t('chrome.back')).toBe('Retour arrière');
  });
});
