// Every message the checkout sends, in both languages and every advice mode, read as its reader reads it: the
// subject, the text part, the HTML part (as text) and the calendar entry (summary, description and location,
// parsed by ical.js). None may hold a placeholder, an English library text or a word of the other language.
import { TEST_KEYRINGS } from './support/test-app';
import type { Culture, WireAdviceMode } from '@checkout/shared/contract';
import { consultationUrlFor, manageUrlFor } from '../src/notifications';
import { renderMessage, type MessageSettings, type RenderedMessage } from '../src/notifications/messages';
import type { BookingFacts, MessageKind } from '../src/notifications/booking-facts';
import { sampleFacts as facts } from './support/sample-booking-facts';
import { OTHER_LANGUAGE_FRAGMENTS, channelsOf, messageProblems, type Language } from './support/reader-rules';
import { DEFAULT_RETAILER } from '../src/config';

const SETTINGS: MessageSettings = {
  meetingBaseUrl: 'https://video.example/room',
  manageUrl: manageUrlFor('https://www.example/checkout', TEST_KEYRINGS.manageLink),
  manageCutoffHours: 24,
  retailer: DEFAULT_RETAILER,
  consultationUrl: consultationUrlFor('https://backoffice.example'),
};

const MODES: WireAdviceMode[] = ['personal', 'video', 'phone'];
const SLOT_KINDS: MessageKind[] = ['confirmation', 'reminder', 'moved', 'cancelled', 'video_invitation'];
const CUSTOM_KINDS: MessageKind[] = ['request_received', 'request_withdrawn'];
const BRANCH_KINDS: MessageKind[] = ['branch_notice', 'branch_moved', 'branch_cancelled'];
const ADVISOR_KINDS: MessageKind[] = [
  'advisor_notice',
  'advisor_moved',
  'advisor_cancelled',
  'advisor_released',
];

interface Case {
  name: string;
  kind: MessageKind;
  facts: BookingFacts;
  /** The language the message must be written in: the traveller's, or the branch office's for its notices. */
  language: Language;
}

const langOf = (culture: Culture): Language => (culture === 'fr-CH' ? 'fr' : 'de');

const CASES: Case[] = (['de-CH', 'fr-CH'] as const).flatMap((culture) => [
  ...MODES.flatMap((mode) =>
    SLOT_KINDS.filter((kind) => kind !== 'video_invitation' || mode === 'video').map((kind) => ({
      name: `${kind} ${mode} ${culture}`,
      kind,
      facts: facts(culture, mode, 'slot', langOf(culture)),
      language: langOf(culture),
    })),
  ),
  ...CUSTOM_KINDS.map((kind) => ({
    name: `${kind} ${culture}`,
    kind,
    facts: facts(culture, 'personal', 'custom', langOf(culture)),
    language: langOf(culture),
  })),
  // The branch writes in its region's language, whatever the traveller's.
  ...(['de', 'fr'] as const).flatMap((branch) =>
    BRANCH_KINDS.flatMap((kind) =>
      // A custom-date request is withdrawn, never moved (a move is for a booked hour).
      (kind === 'branch_moved' ? (['slot'] as const) : (['slot', 'custom'] as const)).map((bookingKind) => ({
        name: `${kind} ${bookingKind} (${branch} branch) for a ${culture} traveller`,
        kind,
        facts: facts(culture, bookingKind === 'slot' ? 'video' : 'personal', bookingKind, branch),
        language: branch,
      })),
    ),
  ),
  // The advisor reads theirs in their account's language (issue 47), whatever the branch's and the traveller's.
  ...(['de-CH', 'fr-CH'] as const).flatMap((reader) =>
    ADVISOR_KINDS.map((kind) => ({
      name: `${kind} for a ${reader} advisor of a ${culture} traveller`,
      kind,
      facts: { ...facts(culture, 'video', 'slot', 'de'), reader: { culture: reader } },
      language: langOf(reader),
    })),
  ),
]);

const calendarDescription = (message: RenderedMessage): string =>
  channelsOf(message)['calendar 0 description'] ?? '';

describe('what every message says, in every channel', () => {
  it('covers every kind of message in both languages', () => {
    expect(new Set(CASES.map((c) => c.kind))).toEqual(
      new Set([...SLOT_KINDS, ...CUSTOM_KINDS, ...BRANCH_KINDS, ...ADVISOR_KINDS]),
    );
    expect(OTHER_LANGUAGE_FRAGMENTS.fr).toEqual(expect.arrayContaining(['Uhr', 'Filiale', 'Mittwoch']));
    expect(OTHER_LANGUAGE_FRAGMENTS.de).toEqual(expect.arrayContaining(['mercredi']));
  });

  it.each(CASES.map((c) => [c.name, c]))('%s', (_name, { kind, facts: f, language }) => {
    const message = renderMessage(kind, f, SETTINGS);
    expect(message.language).toBe(language);
    const calendars = message.attachments.filter((a) => a.contentType.startsWith('text/calendar')).length;
    expect(Object.keys(channelsOf(message))).toHaveLength(3 + 3 * calendars);
    expect(messageProblems(message, language)).toEqual([]);
  });

  it('gives the traveller the same way to change the appointment in the calendar entry as in the e-mail', () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      const message = renderMessage(
        'confirmation',
        facts(culture, 'personal', 'slot', langOf(culture)),
        SETTINGS,
      );
      const hours = culture === 'fr-CH' ? '24 heures' : '24 Stunden';
      expect(message.text.replace(/\s+/g, ' ')).toContain(hours);
      expect(calendarDescription(message).replace(/\s+/g, ' ')).toContain(hours);
    }
  });

  it("links the branch's notices to the consultation's page in the back office, in the branch's language", () => {
    for (const branch of ['de', 'fr'] as const) {
      for (const kind of BRANCH_KINDS) {
        const f = facts('de-CH', 'personal', 'slot', branch);
        const message = renderMessage(kind, f, SETTINGS);
        const page = `https://backoffice.example/backoffice/${branch === 'fr' ? 'fr/' : ''}consultations/${f.bookingId}`;
        expect(message.text).toContain(page);
        expect(message.html).toContain(`href="${page}"`);
        expect(message.text).toContain(
          branch === 'fr' ? 'Ouvrir dans le back-office' : 'Im Backoffice öffnen',
        );
      }
    }
  });
});
