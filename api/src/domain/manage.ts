// After the booking (issue 20): the booking reference, the private manage link, and the traveller's changes
// (cancel, move). Opening the link changes nothing (mail scanners open links); every change is a POST with the
// token, in one transaction that also writes the change's messages into the outbox.
import type { Keyring } from '../keyring';
import {
  fromWireAdviceMode,
  offersAdviceMode,
  type Culture,
  type ManagedBooking,
  type MoveBookingRequest,
} from '@checkout/shared/contract';
import { slotEnd } from '@checkout/shared/dates';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { changeClosed, notFound, slotTaken, validationError } from './errors';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import { findAdvisor } from '../repositories/catalogue-repository';
import { adviceModesOf, advisorName, lang } from './catalogue';
import { hashManageToken, manageTokenHash } from './manage-token';
import { requestHash, storedAnswerFor } from './idempotency';
import { requireAppointmentSlot } from './holds';
import { enqueueChangeMessages } from '../notifications/outbox';
import { shareLockAdvisor } from '../repositories/booking-repository';
import { appointmentRange, collisionIn, isCalendarConflict } from './calendar';
import {
  findManagedBooking,
  findMoveAnswer,
  lockManagedBooking,
  markCancelled,
  moveBookingRow,
  saveMoveAnswer,
} from '../repositories/manage-repository';
import type { BookingView } from '../repositories/booking-view';

/** No cancel or move less than this many hours before the appointment (MANAGE_CUTOFF_HOURS). */
export const DEFAULT_MANAGE_CUTOFF_HOURS = 24;

/** The reminder goes out this many hours before the appointment (REMINDER_HOURS). */
export const DEFAULT_REMINDER_HOURS = 24;

/** A token that opens no booking (never says whether it ever did). */
const manageNotFound = (culture?: Culture) => notFound(culture, 'api.manageNotFound');

const changeableUntil = (booking: BookingView, cutoffHours: number): Date =>
  new Date(booking.startsAt.getTime() - cutoffHours * 3_600_000);

/**
 * A custom-date request the branch has answered (issue 34): declined in the back office. One it accepted is a slot
 * booking from then on.
 */
const isAnswered = (booking: BookingView): boolean =>
  booking.kind === 'custom' && booking.status === 'declined';

const isChangeable = (booking: BookingView, now: Date, cutoffHours: number): boolean =>
  booking.cancelledAt === null &&
  (booking.kind === 'custom'
    ? !isAnswered(booking)
    : changeableUntil(booking, cutoffHours).getTime() > now.getTime());

/** The page's view of a booking, its names in `culture`. */
export const managedView = (
  booking: BookingView,
  culture: Culture,
  now: Date,
  cutoffHours: number,
): ManagedBooking => {
  const l = lang(culture);
  const { agency } = booking;
  return {
    reference: booking.reference,
    kind: booking.kind,
    status: booking.cancelledAt === null ? 'booked' : 'cancelled',
    culture: booking.culture,
    adviceMode: booking.adviceMode,
    date: booking.date,
    time: booking.time,
    till: slotEnd(booking.time),
    firstname: booking.traveller.firstname,
    advisor: booking.advisor ? { id: booking.advisor.id, name: advisorName(booking.advisor) } : null,
    agency: {
      id: agency.id,
      name: agency.name[l],
      street: agency.street,
      zip: agency.zip,
      city: agency.city[l],
      phone: agency.phone,
    },
    changeableUntil: changeableUntil(booking, cutoffHours).toISOString(),
    changeable: isChangeable(booking, now, cutoffHours),
    answered: isAnswered(booking),
    ...(booking.cancelledAt !== null && booking.branchNote ? { branchNote: booking.branchNote } : {}),
  };
};

export interface ManageOptions {
  /** The keyring of the manage links (secrets.ts). */
  keys: Keyring;
  cutoffHours: number;
  /** For the messages a move plans at the new time. */
  reminderHours: number;
}

/** The booking of a manage token; 404 for a token that opens none (never says whether it ever did). */
export const findManaged = async (
  db: Queryable,
  token: string,
  culture: Culture | undefined,
  now: Date,
  options: ManageOptions,
): Promise<ManagedBooking> => {
  const tokenHash = manageTokenHash(token, options.keys, now);
  const booking = tokenHash ? await findManagedBooking(db, tokenHash) : undefined;
  if (!booking) throw manageNotFound(culture);
  return managedView(booking, culture ?? booking.culture, now, options.cutoffHours);
};

/**
 * Cancels a booking whose row the caller's transaction has locked: it keeps its row and frees its hour, and the
 * traveller and the branch are told (the traveller's calendar entry cancelled; the reminder and the video
 * invitation withdrawn). The traveller's cancel on the manage page and the branch's in the back office (issue 34,
 * with its reason written to the traveller as `note`) alike.
 */
export const cancelLockedBooking = async (
  tx: Queryable,
  booking: BookingView,
  now: Date,
  options: { reminderHours: number },
  note?: string,
): Promise<BookingView> => {
  const sequence = booking.sequence + 1;
  await markCancelled(tx, booking.id, sequence, now, note?.trim() ? note.trim() : null);
  const change = booking.kind === 'custom' ? 'withdrawn' : 'cancelled';
  await enqueueChangeMessages(tx, booking.id, change, now, options, note);
  return { ...booking, cancelledAt: now, sequence, status: 'cancelled', branchNote: note?.trim() || null };
};

/**
 * Cancels a booking (or withdraws a custom-date request): idempotent (a second call answers the cancelled
 * booking), refused inside the cut-off. The hour is free for others when the transaction commits; the
 * traveller and the branch are told through the outbox, and the reminder and video invitation are withdrawn.
 */
export const cancelBooking = async (
  db: Database,
  token: string,
  culture: Culture,
  now: Date,
  options: ManageOptions,
): Promise<ManagedBooking> => {
  const tokenHash = manageTokenHash(token, options.keys, now);
  if (!tokenHash) throw manageNotFound(culture);
  const view = await db.transaction(async (tx) => {
    const booking = await lockManagedBooking(tx, tokenHash);
    if (!booking) throw manageNotFound(culture);
    if (booking.cancelledAt !== null) return managedView(booking, culture, now, options.cutoffHours);
    if (!isChangeable(booking, now, options.cutoffHours)) throw changeClosed(culture);
    const cancelled = await cancelLockedBooking(tx, booking, now, options);
    return managedView(cancelled, culture, now, options.cutoffHours);
  });
  return view;
};

const moveHash = (token: string, body: MoveBookingRequest): string =>
  requestHash([hashManageToken(token), body.advisorId, body.appointmentDate, body.appointmentTime]);

const findMoveReplay = async (
  db: Queryable,
  key: string,
  hash: string,
  culture: Culture,
): Promise<ManagedBooking | undefined> =>
  storedAnswerFor(await findMoveAnswer(db, key), hash, culture)?.response;

/**
 * Moves a booking to another free hour of the same branch: in one transaction the row takes the new hour (the
 * calendar's exclusion constraint decides it like a new booking) and so frees the old one. With an Idempotency-Key a retry answers the first outcome. Refused inside the cut-off, for a cancelled
 * booking, for a custom-date request, and for an advisor of another branch.
 */
export const moveBooking = async (
  db: Database,
  token: string,
  body: MoveBookingRequest,
  idempotencyKey: string | undefined,
  now: Date,
  options: ManageOptions,
): Promise<ManagedBooking> => {
  const { culture } = body;
  const tokenHash = manageTokenHash(token, options.keys, now);
  if (!tokenHash) throw manageNotFound(culture);
  const hash = moveHash(token, body);
  if (idempotencyKey) {
    const replay = await findMoveReplay(db, idempotencyKey, hash, culture);
    if (replay) return replay;
  }
  const current = await findManagedBooking(db, tokenHash);
  if (!current) throw manageNotFound(culture);
  if (current.kind !== 'slot' || !isChangeable(current, now, options.cutoffHours))
    throw changeClosed(culture);
  const slot = await requireAppointmentSlot(db, body, now, culture);
  // The same branch, and an advisor who offers the booking's advice mode at that hour.
  const advisor = await findAdvisor(db, body.advisorId);
  if (
    !advisor ||
    advisor.agency_id !== current.agency.id ||
    !offersAdviceMode(adviceModesOf(advisor), fromWireAdviceMode(current.adviceMode), slot)
  ) {
    throw validationError({ advisorId: VALIDATION_MESSAGES.invalid }, culture);
  }
  const target = { advisorId: body.advisorId, date: body.appointmentDate, time: body.appointmentTime };
  const range = appointmentRange(target.advisorId, target.date, target.time);
  let view: ManagedBooking;
  try {
    view = await db.transaction(async (tx) => {
      const booking = await lockManagedBooking(tx, tokenHash);
      if (!booking) throw manageNotFound(culture);
      if (!isChangeable(booking, now, options.cutoffHours)) throw changeClosed(culture);
      // As a reservation (issue 46): the advisor's share lock, then a traveller in the checkout holding part of the
      // range keeps it, time off and any overlapping consultation take it, and the exclusion constraint decides a race.
      await shareLockAdvisor(tx, target.advisorId);
      if (await collisionIn(tx, range, { exceptBookingId: booking.id, now })) throw slotTaken(culture);
      const sequence = booking.sequence + 1;
      await moveBookingRow(tx, booking.id, { ...target, ...range, sequence, now });
      await enqueueChangeMessages(tx, booking.id, 'moved', now, options, undefined, booking.advisor?.id);
      const moved = await findManagedBooking(tx, tokenHash);
      if (!moved) throw manageNotFound(culture);
      const answer = managedView(moved, culture, now, options.cutoffHours);
      if (idempotencyKey) {
        const entry = {
          key: idempotencyKey,
          bookingId: booking.id,
          requestHash: hash,
          response: answer,
          now,
        };
        await saveMoveAnswer(tx, entry);
      }
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error) || isCalendarConflict(error)) {
      if (idempotencyKey) {
        const replay = await findMoveReplay(db, idempotencyKey, hash, culture);
        if (replay) return replay;
      }
      throw slotTaken(culture);
    }
    throw error;
  }
  return view;
};
