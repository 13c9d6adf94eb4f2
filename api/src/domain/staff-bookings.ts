// A consultation booked in the back office on a caller's or a walk-in's behalf (issue 46): the same transaction and
// rules as the checkout's reservation where they concern the calendar (the advisor's lock, the range free of every
// consultation, hold and time off, the exclusion constraint, the advisor's working hours and advice modes) and the
// traveller (the same confirmation with its calendar entry and manage link, the branch's notice, reminder and video
// invitation), but the staff member's limits instead of the anonymous traveller's (no proof of work, no per-network
// cap: STAFF_BOOKINGS_PER_DAY per member). Idempotent and audited like every staff change.
import { randomUUID } from 'node:crypto';
import type { ConsultationDetail, StaffBookingRequest, StaffMember } from '@checkout/shared/contract';
import { isUniqueViolation, type Database } from '../db/database';
import type { Keyring } from '../keyring';
import { enqueueBookingMessages } from '../notifications/outbox';
import { insertBooking } from '../repositories/booking-repository';
import { advisorsInScope } from '../repositories/consultation-repository';
import { staffActionsSince } from '../repositories/staff-audit-repository';
import { appointmentRange } from './calendar';
import { consultationDetail, scopeOf } from './consultations';
import { rateLimited, validationError } from './errors';
import { BOOKING_CAP_WINDOW_MS, STAFF_BOOKINGS_PER_DAY } from './limits';
import { hashManageToken, manageTokenFor, newBookingReference } from './manage-token';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import { advisorFor, requireStaffTime, takeRange } from './staff-actions';
import { auditChange, once } from './staff-change';

export interface StaffBookingOptions {
  /** The keyring of the manage links (the traveller's mail carries one). */
  keys: Keyring;
  /** The reminder's lead (REMINDER_HOURS). */
  reminderHours: number;
  /** At most this many bookings per member in 24 hours (STAFF_BOOKINGS_PER_DAY). */
  perDay?: number;
}

/** The audit trail's action of a staff booking. */
export const BOOK_ACTION = 'book';

/** Attempts at a fresh booking reference when a drawn one is taken (as the reservation's). */
const REFERENCE_ATTEMPTS = 3;

/** The traveller's spoken language as the checkout's body names it, from the language of their messages. */
const userLangOf = (culture: StaffBookingRequest['travellerCulture']) =>
  culture === 'fr-CH' ? 'Französisch' : 'Deutsch';

/**
 * Books a consultation for a caller: 201 with its detail; 400 naming the field for an advisor outside the scope, a
 * time outside their working hours or past, an advice mode they do not offer; 409 naming what collides; 429 past the
 * member's daily cap.
 */
export const bookForCaller = async (
  db: Database,
  member: StaffMember,
  body: StaffBookingRequest,
  idempotencyKey: string,
  now: Date,
  options: StaffBookingOptions,
): Promise<ConsultationDetail> => {
  const request = [BOOK_ACTION, body];
  for (let tries = 1; ; tries += 1) {
    try {
      return await once(db, member, idempotencyKey, request, now, async (tx) => {
        const since = new Date(now.getTime() - BOOKING_CAP_WINDOW_MS);
        const booked = await staffActionsSince(tx, member.id, BOOK_ACTION, since);
        if (booked.count >= (options.perDay ?? STAFF_BOOKINGS_PER_DAY)) {
          const first = booked.first ?? now;
          throw rateLimited(member.culture, (first.getTime() + BOOKING_CAP_WINDOW_MS - now.getTime()) / 1000);
        }
        const [inScope] = await advisorsInScope(tx, scopeOf(member), body.advisorId);
        if (!inScope) throw validationError({ advisorId: VALIDATION_MESSAGES.invalid }, member.culture);
        const { date, time } = body;
        const range = appointmentRange(body.advisorId, date, time);
        requireStaffTime(range, date, now, member.culture);
        const target = { agency: { id: inScope.agencyId }, adviceMode: body.adviceMode };
        await advisorFor(tx, member, target, body.advisorId, {
          date,
          time,
          workingHours: true,
          field: 'time',
        });
        const bookingId = `bk_${randomUUID()}`;
        const manageKey = options.keys.current;
        await takeRange(tx, range, bookingId, now, () =>
          insertBooking(tx, {
            id: bookingId,
            reference: newBookingReference(),
            manageTokenHash: hashManageToken(manageTokenFor(manageKey, bookingId)),
            manageKeyId: manageKey.id,
            // Not an anonymous client: the per-network caps do not count it (the member's cap above does).
            clientKey: null,
            kind: 'slot',
            advisorId: body.advisorId,
            slotDate: date,
            slotTime: time,
            startsAt: range.startsAt,
            endsAt: range.endsAt,
            agencyId: inScope.agencyId,
            customDate: null,
            customTime: null,
            culture: body.travellerCulture,
            userLang: userLangOf(body.travellerCulture),
            adviceMode: body.adviceMode,
            firstname: body.firstname.trim(),
            lastname: body.lastname.trim(),
            email: body.email.trim(),
            phone: body.phone.trim(),
            payload: { userMessage: body.message.trim(), culture: body.travellerCulture },
            createdAt: now,
            source: 'staff',
          }),
        );
        // The messages in the booking's transaction: they exist if and only if the booking does.
        await enqueueBookingMessages(tx, bookingId, now, options);
        await auditChange(tx, member, now, {
          action: BOOK_ACTION,
          bookingId,
          agencyId: inScope.agencyId,
          advisorId: body.advisorId,
          before: null,
          after: { status: 'booked', advisorId: body.advisorId, date, time, adviceMode: body.adviceMode },
        });
        return consultationDetail(tx, member, bookingId, now);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'bookings_reference_key') && tries < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
};
