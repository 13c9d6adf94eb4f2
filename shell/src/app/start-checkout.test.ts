/** @jest-environment ../tools/jest/fetch-environment.cjs */
// Start of the application: one client and one store, storage restored or reset, texts for the culture.
import { persistenceStarted } from '@checkout/dev-kit/testing';
import { createMemoryStorage } from '@checkout/shared';
import { startCheckout } from './start-checkout';
import { TEST_CONFIG } from './testing/render-checkout';

const quiet = { error: jest.fn(), warn: jest.fn() };

/** A fetch answering the translations call with texts (or failing), and recording what was asked. */
function fakeFetch(translations: Record<string, string> | 'fail') {
  const urls: string[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    urls.push(url);
    if (url.includes('/checkout/translations') && translations !== 'fail') {
      return Promise.resolve(new Response(JSON.stringify(translations), { status: 200 }));
    }
    return Promise.resolve(new Response('{"error":"internal","message":"down"}', { status: 500 }));
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

describe('startCheckout', () => {
  it('restores the booking from storage', async () => {
    const storage = createMemoryStorage();
    const first = await startCheckout(TEST_CONFIG, {
      pathname: '/checkout/step-5',
      storage,
      ...fakeFetch({}),
      logger: quiet,
    });
    first.store.contactForm.setValues({ firstname: 'Anna' });
    await persistenceStarted();
    first.store.dispose();

    const second = await startCheckout(TEST_CONFIG, {
      pathname: '/checkout/step-5',
      storage,
      ...fakeFetch({}),
      logger: quiet,
    });
    expect(second.store.isHydrated).toBe(true);
    expect(second.store.contactForm.values.firstname).toBe('Anna');
  });

  it('starts from init instead of crashing when storage holds garbage', async () => {
    const storage = createMemoryStorage();
    const first = await startCheckout(TEST_CONFIG, {
      pathname: '/checkout/step-5',
      storage,
      ...fakeFetch({}),
      logger: quiet,
    });
    first.store.contactForm.setValues({ firstname: 'Anna' });
    await persistenceStarted();
    first.store.dispose();
    storage.setItem('CHECKOUT-DATES', '{"selectedDate": 42');

    const { store } = await startCheckout(TEST_CONFIG, {
      pathname: '/checkout/step-5',
      storage,
      ...fakeFetch({}),
      logger: quiet,
    });
    expect(store.isHydrated).toBe(true);
    expect(store.contactForm.values.firstname).toBe('');
  });

  it('asks the API at config.apiBaseUrl for the texts of the path culture; the built-in ones come for a text it lacks', async () => {
    const { fetch, urls } = fakeFetch({ 'chrome.back': 'Retour arrière' });
    const { i18n } = await startCheckout(TEST_CONFIG, {
      pathname: '/checkout/fr/step-2',
      storage: createMemoryStorage(),
      fetch,
      logger: quiet,
    });
    const call = urls.find((u) => u.includes('/checkout/translations')) ?? '';
    expect(call.startsWith(`${TEST_CONFIG.apiBaseUrl}/checkout/translations`)).toBe(true);
    expect(JSON.parse(new URL(call).searchParams.get('data') ?? '{}')).toMatchObject({ culture: 'fr-CH' });
    expect(i18n.language).toBe('fr-CH');
    expect(i18n.t('chrome.back')).toBe('Retour arrière');
    // The call has no page title: asking for it fetches the built-in texts, which fill in what the call lacks.
    i18n.t('page.title');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('page.title')).toBe('Prendre rendez-vous');
    expect(i18n.t('chrome.back')).toBe('Retour arrière');
  });

  it('keeps the built-in texts when the translations call fails', async () => {
    const { i18n } = await startCheckout(TEST_CONFIG, {
      pathname: '/checkout/step-1',
      storage: createMemoryStorage(),
      ...fakeFetch('fail'),
      logger: quiet,
    });
    expect(i18n.language).toBe('de-CH');
    expect(i18n.t('page.title')).toBe('Termin buchen');
  });
});
