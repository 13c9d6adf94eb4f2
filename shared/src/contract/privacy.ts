// A traveller's rights over their data (issue 37, docs/personal-data.md): everything stored about them handed over as
// one JSON document, or erased. Asked by the operator (`npm run privacy -w api`, loopback with the operator token)
// or by the back office's back-office role; the e-mail address travels in the body, never in a URL.
import type { Culture } from './types';

/** Paths under the API base URL (which ends in /api). */
export const PRIVACY_PATHS = {
  /** POST PrivacyRequest (operator token): PrivacyExport. */
  operatorExport: '/operator/privacy/export',
  /** POST PrivacyRequest (operator token): PrivacyErasure. */
  operatorErase: '/operator/privacy/erase',
  /** POST PrivacyRequest (staff session, back-office role): PrivacyExport. */
  staffExport: '/staff/privacy/export',
  /** POST PrivacyRequest with an Idempotency-Key (staff session, back-office role): PrivacyErasure. */
  staffErase: '/staff/privacy/erase',
} as const;

/** Whose data: the e-mail address the bookings were made with, narrowed to one booking by its reference. */
export interface PrivacyRequest {
  email: string;
  /** A booking reference (with or without the dash, any case): only that booking of the address. */
  reference?: string;
}

/** One stored row as the database holds it (column names as keys). */
export type StoredRecord = Record<string, unknown>;

/** Everything stored about a traveller: their bookings, the messages about them, kept answers, audit entries. */
export interface PrivacyExport {
  /** When the document was made (ISO). */
  exportedAt: string;
  email: string;
  reference: string | null;
  bookings: StoredRecord[];
  /** The e-mails about the bookings (outbox rows): to whom, what they said (until emptied), when sent. */
  messages: StoredRecord[];
  /** The answers kept for replays of a reservation or a move (48 hours), without secrets. */
  idempotencyAnswers: StoredRecord[];
  /** The branch's changes of the bookings (who, what, when). */
  auditEntries: StoredRecord[];
  /**
   * Addition (issue 47, decision 0068): the same data as a document the traveller reads, in their language; absent
   * from an API older than issue 47.
   */
  document?: PrivacyDocument;
}

/**
 * Addition (issue 47, decision 0068): an export as one HTML file a traveller opens in any browser: headings and labels
 * in words in their language (their latest booking's), dates as the Swiss read them, no codes or ids; the export's
 * JSON (every field above but `document`) embedded in it as a script element of type application/json with the id `privacy-export`.
 */
export interface PrivacyDocument {
  culture: Culture;
  /** The file's name, ASCII, with the day of the export: `meine-daten-2030-03-28.html`, `mes-donnees-2030-03-28.html`. */
  fileName: string;
  html: string;
}

/** What an erasure did: the traveller's bookings anonymised, how many were cancelled first. */
export interface PrivacyErasure {
  bookings: number;
  /** Future appointments and open requests cancelled first (the traveller and the branch were told). */
  cancelled: number;
  /** Messages emptied now (their delivery facts kept). */
  messagesEmptied: number;
  /** Messages still to be sent (the cancellations): emptied once sent. */
  messagesPending: number;
  /** Answers kept for replays, deleted. */
  idempotencyAnswers: number;
}
