// A traveller's rights over their data (issue 37): everything stored about them as one document, or erased. Their
// bookings are found by e-mail address (any case), narrowed to one by its reference. An erasure first cancels what
// is still to come, with the usual messages (the manage page's and the back office's cancel), then anonymises every
// booking (retention's statement); each request is recorded with counts and a keyed hash of the address only.
import { randomUUID } from 'node:crypto';
import {
  parseBookingReference,
  type Culture,
  type PrivacyErasure,
  type PrivacyExport,
  type PrivacyRequest,
} from '@checkout/shared/contract';
import type { Database } from '../db/database';
import { findBookingView } from '../repositories/booking-view';
import {
  anonymiseBookings,
  bookingsOfTraveller,
  liveFutureBookings,
  recordPrivacyRequest,
  recordsOfBookings,
} from '../repositories/privacy-repository';
import { pendingMessagesOf } from '../repositories/outbox-repository';
import { appendAudit, findStaffAnswer, saveStaffAnswer } from '../repositories/staff-audit-repository';
import { cancelLockedBooking } from './manage';
import { documentCulture, privacyDocument } from './privacy-document';
import type { Retailer } from './retailer';
import { requestHash, storedAnswerFor } from './idempotency';

/** Who asked: the operator (no staff id) or a staff member; and the subject as a keyed hash of the address. */
export interface PrivacyActor {
  staffId: string | null;
  /** The member's name as the audit trail keeps it ('' for the operator). */
  staffName: string;
  subjectHash: string;
}

/** The audit trail's action of an erasure (issue 47); its cancellations are `cancel` entries with `erasure: true`. */
export const ERASE_ACTION = 'erase';

const referenceOf = (request: PrivacyRequest): string | null =>
  request.reference === undefined ? null : parseBookingReference(request.reference);

/** How an export is worded: the retailer (its brand) and the language when the traveller has no booking. */
export interface ExportWording {
  retailer: Retailer;
  fallbackCulture: Culture;
}

/**
 * Everything stored about the traveller of `request`, as one document: the stored rows (JSON) and, beside them, the
 * same as a page the traveller reads in their language (issue 47, decision 0068); the export itself is recorded.
 */
export const exportTraveller = async (
  db: Database,
  request: PrivacyRequest,
  now: Date,
  actor: PrivacyActor,
  wording: ExportWording,
): Promise<PrivacyExport> =>
  db.transaction(async (tx) => {
    const email = request.email.trim();
    const reference = referenceOf(request);
    const ids = await bookingsOfTraveller(tx, email, reference);
    const records = await recordsOfBookings(tx, ids);
    await recordPrivacyRequest(tx, {
      id: `privacy_${randomUUID()}`,
      at: now,
      action: 'export',
      staffId: actor.staffId,
      subjectHash: actor.subjectHash,
      counts: { bookings: records.bookings.length, messages: records.messages.length },
    });
    const data = { exportedAt: now.toISOString(), email, reference, ...records };
    const culture = documentCulture(records.bookings, wording.fallbackCulture);
    return { ...data, document: await privacyDocument(tx, data, culture, wording.retailer) };
  });

/** The back office's Idempotency-Key of an erasure: the same key and body answer the first outcome. */
export interface ErasureReplay {
  key: string;
  culture: Culture;
}

/**
 * Erases the traveller of `request`: their future appointments and open requests cancelled first (the traveller and
 * the branch told, as on the manage page; the cut-off does not apply), then every booking anonymised, its settled
 * messages emptied and its kept answers deleted, in one transaction. The cancellations still to be sent are emptied
 * when sent. Erasing again finds nothing (answers zeros).
 */
export const eraseTraveller = async (
  db: Database,
  request: PrivacyRequest,
  now: Date,
  actor: PrivacyActor,
  options: { reminderHours: number },
  replay?: ErasureReplay,
): Promise<PrivacyErasure> => {
  const hash = requestHash(['erase', request.email.trim().toLowerCase(), referenceOf(request)]);
  const staffId = actor.staffId;
  if (replay && staffId) {
    const stored = storedAnswerFor(await findStaffAnswer(db, staffId, replay.key), hash, replay.culture);
    if (stored) return stored.response as PrivacyErasure;
  }
  return db.transaction(async (tx) => {
    const ids = await bookingsOfTraveller(tx, request.email.trim(), referenceOf(request));
    const live = await liveFutureBookings(tx, ids, now);
    const staff = { id: staffId, name: actor.staffName };
    // Each cancellation is in the audit trail as a staff cancel is (issue 47), its reason the erasure; written before
    // the anonymisation, so its entry names the booking as the trail names every anonymised one.
    for (const id of live) {
      const booking = await findBookingView(tx, id);
      if (!booking) continue;
      await cancelLockedBooking(tx, booking, now, options);
      await appendAudit(tx, {
        id: `audit_${randomUUID()}`,
        at: now,
        staff,
        action: 'cancel',
        bookingId: booking.id,
        agencyId: booking.agency.id,
        advisorId: booking.advisor?.id ?? null,
        before: { status: booking.status },
        after: { status: 'cancelled', erasure: true },
      });
    }
    const done = await anonymiseBookings(tx, ids, now);
    const answer: PrivacyErasure = {
      bookings: done.bookings,
      cancelled: live.length,
      messagesEmptied: done.messages,
      messagesPending: await pendingMessagesOf(tx, ids),
      idempotencyAnswers: done.idempotencyAnswers,
    };
    await recordPrivacyRequest(tx, {
      id: `privacy_${randomUUID()}`,
      at: now,
      action: 'erase',
      staffId,
      subjectHash: actor.subjectHash,
      counts: { ...answer },
    });
    // The erasure itself: who, when and how many, never whose (the address and names are gone).
    if (answer.bookings > 0) {
      await appendAudit(tx, {
        id: `audit_${randomUUID()}`,
        at: now,
        staff,
        action: ERASE_ACTION,
        bookingId: null,
        agencyId: null,
        advisorId: null,
        before: null,
        after: { bookings: answer.bookings, cancelled: answer.cancelled },
      });
    }
    if (replay && staffId) {
      await saveStaffAnswer(tx, { staffId, key: replay.key, requestHash: hash, response: answer, now });
    }
    return answer;
  });
};
