/** @jest-environment ./test/support/pglite-environment.cjs */
// The API's texts (mail.*, appointmentText.*, the advice modes in a sentence): in the API's own catalogue and
// nowhere in the browser's, complete in both languages, and a French booking's messages and appointment text
// written in French only.
import { manageUrlFor } from '../src/notifications';
import { TEXTS } from '@checkout/shared/texts';
import { API_TEXTS } from '../src/i18n/api-texts';
import { CATALOGUE, brandProblems, containsWords, mailFragments } from './support/reader-rules';
import type { AgendaResponse, ReserveRequest } from '@checkout/shared/contract';
import { renderMessage } from '../src/notifications/messages';
import type { BookingFacts, MessageKind } from '../src/notifications/booking-facts';
import { DRIVERS, createTestApp, withData, type TestApp, TEST_KEYRINGS } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { DEFAULT_RETAILER } from '../src/config';

// Issue 34: the back office's refusals (api.staff.*) are the API's too: no checkout page downloads them.
const API_TEXT =
  /^(mail\.|appointmentText\.|agency\.address$|adviceMode\.[a-z]+\.phrase$|api\.staff\.|api\.privacy\.)/;
const apiKeys = (culture: keyof typeof CATALOGUE) =>
  Object.keys(CATALOGUE[culture]).filter((k) => API_TEXT.test(k));

describe('the API texts of the catalogue', () => {
  it('keeps them out of the browser catalogue (no browser downloads the e-mails) and all of them in the API one', () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      expect(Object.keys(TEXTS[culture]).filter((k) => API_TEXT.test(k))).toEqual([]);
      expect(Object.keys(API_TEXTS[culture]).filter((k) => !API_TEXT.test(k))).toEqual([]);
    }
  });

  // Both languages with the same keys and placeholders: text-catalogues.test.ts, over the whole API catalogue.
  it('has its e-mail texts', () => {
    expect(apiKeys('de-CH').filter((k) => k.startsWith('mail.')).length).toBeGreaterThan(50);
  });

  it('keeps markup out of the e-mail texts, so their text and HTML parts say the same', () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      const withMarkup = apiKeys(culture).filter(
        (k) => !k.startsWith('appointmentText.') && /[<>&"']/.test(CATALOGUE[culture][k] ?? ''),
      );
      expect({ culture, withMarkup }).toEqual({ culture, withMarkup: [] });
    }
  });
});

/** German words a French message must not contain (the German e-mail texts' own words, weekdays). */
const germanFragments = (): string[] => mailFragments('de');

describe.each(DRIVERS)('a French booking (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  const reserve = async (key: string, body: Partial<ReserveRequest>) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': key },
      payload: sampleReserveRequest({
        checkoutSessionId: `session-${key}`,
        culture: 'fr-CH',
        userLang: 'Französisch',
        userFirstname: 'Élise',
        userLastname: 'Rochat',
        userAddress: 'Rue du Rhône 1',
        userCity: 'Genève',
        userZip: '1204',
        userMessage: 'Deux semaines au Mexique',
        userTravelMonths: ['janvier', 'février'],
        selectedDestinations: ['mexico'],
        ...body,
      }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ bookingId: string; appointmentText: string }>();
  };
  const messagesOf = async (bookingId: string) =>
    (
      await t.db.query<{ kind: MessageKind; payload: BookingFacts }>(
        'select kind, payload from outbox where booking_id = $1 order by kind',
        [bookingId],
      )
    ).map((row) => ({
      kind: row.kind,
      ...renderMessage(row.kind, row.payload, {
        meetingBaseUrl: 'https://video.example/room',
        manageUrl: manageUrlFor('https://www.example/checkout', TEST_KEYRINGS.manageLink),
        manageCutoffHours: 24,
        retailer: DEFAULT_RETAILER,
      }),
    }));
  const firstFreeHour = async (advisorId: string) => {
    for (const date of ['2030-03-26', '2030-03-27', '2030-03-28']) {
      const agenda = await t.inject({
        url: withData('/checkout/agenda', {
          culture: 'fr-CH',
          weekDateSelected: date,
          weekState: 0,
          advisorId,
          travelExperienceId: '',
          filters: { filterAgencyLocations: [], filterDestinations: [] },
        }),
      });
      const hour = agenda.json<AgendaResponse>().hoursList[0]?.hours.find((h) => !h.isInactive);
      if (hour) return { appointmentDate: date, appointmentTime: hour.label };
    }
    throw new Error(`no free hour of ${advisorId}`);
  };

  it('writes its e-mails, their .ics and its appointment text in French only', async () => {
    const german = germanFragments();
    expect(german).toEqual(expect.arrayContaining(['Uhr', 'Filiale', 'Mittwoch']));

    const rendered = [];
    for (const [key, body] of [
      ['fr-video', { advisorId: 'adv-julien-morel', adviceMode: 'video' }],
      ['fr-phone', { advisorId: 'adv-camille-favre', adviceMode: 'phone' }],
      ['fr-personal', { advisorId: 'adv-camille-favre', adviceMode: 'personal' }],
      [
        'fr-custom',
        {
          advisorId: '',
          appointmentDate: '',
          appointmentTime: '',
          adviceMode: 'personal',
          customDate: '2030-03-30',
          customHour: '08:30',
          selectedAgencyLocations: ['geneve'],
        },
      ],
    ] as [string, Partial<ReserveRequest>][]) {
      const hour = body.advisorId ? await firstFreeHour(body.advisorId) : {};
      const answer = await reserve(key, { ...hour, ...body });
      rendered.push({ kind: 'appointmentText', subject: '', text: answer.appointmentText, attachments: [] });
      rendered.push(...(await messagesOf(answer.bookingId)));
    }
    expect(rendered.map((m) => m.kind).sort()).toEqual(
      [
        ...['appointmentText', 'appointmentText', 'appointmentText', 'appointmentText'],
        ...['branch_notice', 'branch_notice', 'branch_notice', 'branch_notice'],
        ...['confirmation', 'confirmation', 'confirmation', 'request_received', 'video_invitation'],
        // Issue 20: the reminder of each appointment more than 24 hours ahead.
        ...['reminder', 'reminder', 'reminder'],
      ].sort(),
    );
    for (const m of rendered) {
      // The .ics's PRODID names the product for calendar software, no reader sees it.
      const all = [m.subject, m.text, 'html' in m ? m.html : '', ...m.attachments.map((a) => a.content)]
        .join('\n')
        .replace(/\r\n /g, '')
        .replace(/^PRODID:.*$/gm, '');
      expect({ kind: m.kind, german: german.filter((fragment) => containsWords(all, fragment)) }).toEqual({
        kind: m.kind,
        german: [],
      });
      // The brand only as French names it (issue 47).
      expect({ kind: m.kind, brand: brandProblems(all, 'fr') }).toEqual({ kind: m.kind, brand: [] });
      if ('language' in m) expect(m.language).toBe('fr');
    }
  });
});
