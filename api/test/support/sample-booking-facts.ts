// A booking's facts as the outbox freezes them, for the tests that render messages without a database: a slot or
// custom-date booking in a culture and advice mode, of a branch office of either language.
import type { Culture, WireAdviceMode } from '@checkout/shared/contract';
import type { BookingFacts } from '../../src/notifications/booking-facts';
import { TEST_KEYRINGS } from './test-app';

export const sampleFacts = (
  culture: Culture,
  adviceMode: WireAdviceMode,
  kind: BookingFacts['kind'],
  agencyLanguage: 'de' | 'fr',
): BookingFacts => ({
  bookingId: 'b-1',
  manageKeyId: TEST_KEYRINGS.manageLink.current.id,
  reference: 'K7M2P9QX',
  sequence: 0,
  cancelled: false,
  bookedAt: '2030-03-20T09:00:00.000Z',
  culture,
  kind,
  adviceMode,
  startsAt: '2030-03-27T16:30:00.000Z',
  date: '2030-03-27',
  time: '17:30',
  durationMinutes: 60,
  advisor: kind === 'slot' ? { id: 'adv-1', name: 'Andrea Baumann' } : null,
  agency: {
    id: 'ag-1',
    name: { de: 'Bahnhofplatz', fr: 'Place de la Gare' },
    street: 'Bahnhofplatz 1',
    zip: '2502',
    city: { de: 'Biel', fr: 'Bienne' },
    phone: '+41 32 000 00 00',
    email: 'branch@example.invalid',
    language: agencyLanguage,
  },
  visitor: {
    firstname: 'Noa',
    lastname: 'Keller',
    email: 'noa@example.invalid',
    phone: '+41 79 000 00 00',
    address: 'Seeweg 3',
    zip: '2500',
    city: 'Biel',
  },
  travel: {
    message: '',
    duration: '1-2-weeks',
    months: culture === 'fr-CH' ? ['janvier'] : ['Januar'],
    destinations: [{ de: 'Mexiko', fr: 'Mexique' }],
    travelExperience: null,
    responsibly: true,
    newsletter: false,
  },
  meetingToken: adviceMode === 'video' ? 'room-token-1' : null,
});
