/** @jest-environment ./test/support/pglite-environment.cjs */
// A retailer sets its own brand, site, mail domain and language names in the environment (config.ts), and every
// channel names them: the advisors' answers, the e-mails and the calendar feeds. No code and no demo data change.
import type { Consultant } from '@checkout/shared/contract';
import { DEFAULT_RETAILER, readConfig, retailerFromEnv } from '../src/config';
import { feedCalendarName } from '../src/domain/calendar-feed';
import { renderMessage } from '../src/notifications/messages';
import { sampleFacts } from './support/sample-booking-facts';
import { createTestApp, withData, type TestApp } from './support/test-app';

const OWN_ENV = {
  RETAILER_NAME_DE: 'Weitblick Reisen',
  RETAILER_NAME_FR: 'Voyages Weitblick',
  RETAILER_URL: 'https://www.weitblick.example/',
  RETAILER_MAIL_DOMAIN: 'weitblick.example',
  LANGUAGE_NAMES: JSON.stringify({ en: { de: 'Englisch (UK)', fr: 'anglais (RU)' } }),
};

describe('the retailer comes from configuration', () => {
  it("defaults to the demo's retailer and reads RETAILER_* and LANGUAGE_NAMES", () => {
    expect(readConfig({}, []).retailer).toEqual(DEFAULT_RETAILER);
    const own = retailerFromEnv(OWN_ENV);
    expect(own.brand).toEqual({ de: 'Weitblick Reisen', fr: 'Voyages Weitblick' });
    expect(own.host).toBe('https://www.weitblick.example');
    expect(own.mailDomain).toBe('weitblick.example');
    expect(own.languageNames.en).toEqual({ de: 'Englisch (UK)', fr: 'anglais (RU)' });
    // A code it leaves out keeps its name.
    expect(own.languageNames.it).toEqual(DEFAULT_RETAILER.languageNames.it);
    expect(retailerFromEnv({ RETAILER_NAME_DE: 'Weitblick' }).brand).toEqual({
      de: 'Weitblick',
      fr: 'Weitblick',
    });
    expect(() => retailerFromEnv({ LANGUAGE_NAMES: '{"en":"English"}' })).toThrow(/LANGUAGE_NAMES/);
  });

  describe("in the API's answers", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', undefined, { retailer: retailerFromEnv(OWN_ENV) });
    }, 60_000);
    afterAll(() => t.dispose());

    it("names the retailer's site, mail domain and language names in an advisor", async () => {
      const res = await t.inject({
        url: withData('/consultant/get', { culture: 'fr-CH', id: 'adv-anna-meier' }),
      });
      const advisor = res.json<Consultant>();
      expect(advisor.cta.url).toBe('https://www.weitblick.example/fr/conseillers/adv-anna-meier');
      expect(advisor.mailCta.text).toBe('anna.meier@weitblick.example');
      expect(advisor.languages).toBe('allemand, anglais (RU), français');
    });
  });

  it('signs the e-mails and names the calendar feeds with its brand', () => {
    const retailer = retailerFromEnv(OWN_ENV);
    const facts = sampleFacts('fr-CH', 'phone', 'slot', 'de');
    const settings = { meetingBaseUrl: 'https://video.example/room', manageCutoffHours: 24, retailer };
    const confirmation = renderMessage('confirmation', facts, settings);
    expect(confirmation.brand).toBe('Voyages Weitblick');
    expect(confirmation.text).toContain('Voyages Weitblick');
    const notice = renderMessage('branch_notice', facts, settings);
    expect(notice.brand).toBe('Weitblick Reisen');
    // The visitor's language, named as the configuration names it (the notice is German).
    expect(notice.text).toContain('Französisch');
    const subject = {
      scope: 'agency' as const,
      id: 'ag-1',
      name: { de: 'Zürich', fr: 'Zurich' },
      language: 'fr' as const,
    };
    expect(feedCalendarName(subject, retailer)).toBe('Voyages Weitblick – Zurich');
  });
});
