// Typed answers of the back office's privacy routes (issue 37) for tests and stories: what the API stores about
// Lea Brunner, a traveller with two bookings of the fixtures' branch (one still to come), as its export hands it.
import type { PrivacyErasure, PrivacyExport, StoredRecord } from '@checkout/shared/contract';
import { ZURICH } from './fixtures';

export const PRIVACY_EMAIL = 'lea.brunner@example.ch';

const booking = (
  id: string,
  reference: string,
  slotDate: string,
  cancelledAt: string | null,
): StoredRecord => ({
  id,
  reference,
  kind: 'slot',
  advisor_id: 'adv-anna',
  agency_id: ZURICH.id,
  slot_date: slotDate,
  slot_time: '14:00',
  culture: 'de-CH',
  advice_mode: 'personal',
  firstname: 'Lea',
  lastname: 'Brunner',
  email: PRIVACY_EMAIL,
  phone: '+41 79 123 45 67',
  created_at: '2026-02-20T10:00:00.000Z',
  cancelled_at: cancelledAt,
});

const message = (id: string, bookingId: string, kind: string): StoredRecord => ({
  id,
  booking_id: bookingId,
  kind,
  recipient: PRIVACY_EMAIL,
  payload: { firstname: 'Lea' },
  created_at: '2026-02-20T10:00:01.000Z',
  sent_at: '2026-02-20T10:00:05.000Z',
});

/** Everything stored about Lea Brunner: two bookings, three messages, no kept answer, one audit entry. */
export const PRIVACY_EXPORT: PrivacyExport = {
  exportedAt: '2026-03-04T09:00:00.000Z',
  email: PRIVACY_EMAIL,
  reference: null,
  bookings: [
    booking('c-booked', 'K7QX2M9P', '2026-03-12', null),
    booking('c-past', 'M4RT8WZA', '2025-11-03', '2025-10-30T08:00:00.000Z'),
  ],
  messages: [
    message('m-1', 'c-booked', 'confirmation'),
    message('m-2', 'c-past', 'confirmation'),
    message('m-3', 'c-past', 'cancellation'),
  ],
  idempotencyAnswers: [],
  auditEntries: [{ at: '2025-10-30T08:00:00.000Z', action: 'cancel', booking_id: 'c-past' }],
  // Issue 47 (decision 0068): the same as a document Lea Brunner reads, in German, with the JSON inside.
  document: {
    culture: 'de-CH',
    fileName: 'meine-daten-2026-03-04.html',
    html:
      '<!doctype html>\n<html lang="de-CH"><head><meta charset="utf-8"><title>Ihre bei Horizonte Reisen gespeicherten Daten</title></head>' +
      '<body><h1>Ihre bei Horizonte Reisen gespeicherten Daten</h1><h2>Buchung K7QX-2M9P</h2>' +
      '<script type="application/json" id="privacy-export">{}</script></body></html>',
  },
};

/** What erasing all of it answers: the booking to come cancelled first (its messages still to be sent). */
export const PRIVACY_ERASURE: PrivacyErasure = {
  bookings: 2,
  cancelled: 1,
  messagesEmptied: 3,
  messagesPending: 2,
  idempotencyAnswers: 0,
};
