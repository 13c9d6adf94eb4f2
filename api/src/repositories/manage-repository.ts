// The statements of the manage page (issue 20): a booking by the hash of its manage token (its view,
// repositories/booking-view), its row lock, the changes (cancel, move) and the answers of moves under their
// Idempotency-Key. What a change means stays in domain/manage.
import type { ManagedBooking } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { findBookingView, readBookingViews, type BookingView } from './booking-view';

/** The booking whose manage token hashes to `tokenHash`; undefined when none. */
export const findManagedBooking = async (
  db: Queryable,
  tokenHash: string,
): Promise<BookingView | undefined> =>
  (await readBookingViews(db, 'v.manage_token_hash = $1', [tokenHash]))[0];

/**
 * The same, with the booking's row locked for the transaction: changes of one booking happen one at a time. The
 * view is read after the lock, by a statement of its own, so it shows what a change committed meanwhile.
 */
export const lockManagedBooking = async (
  tx: Queryable,
  tokenHash: string,
): Promise<BookingView | undefined> => {
  const locked = await tx.query<{ id: string }>(
    'select id from bookings where manage_token_hash = $1 for update',
    [tokenHash],
    { waitsForLock: true },
  );
  return locked[0] ? findBookingView(tx, locked[0].id) : undefined;
};

/** Marks a booking cancelled: it keeps its row, and no longer holds its hour (the guard is over live rows). */
export const markCancelled = async (
  tx: Queryable,
  id: string,
  sequence: number,
  now: Date,
  /** The branch's reason, kept for the manage page; none when the traveller cancels. */
  branchNote: string | null = null,
): Promise<void> => {
  await tx.query(
    'update bookings set cancelled_at = $2, sequence = $3, changed_at = $2, branch_note = $4 where id = $1',
    [id, now.toISOString(), sequence, branchNote],
  );
};

/**
 * Gives a consultation an advisor and a time in place: a booking's move or reassignment, or a custom-date request
 * accepted (from then on a consultation like a reservation's; its wish stays in custom_date and custom_time). The
 * exclusion constraint refuses a range that overlaps a live consultation of the advisor. A consultation marked to
 * settle (migration 045) or outside working hours (047) is settled by it: every path that moves one checks the new
 * time, and the guard covers it from then on.
 */
export const moveBookingRow = async (
  tx: Queryable,
  id: string,
  to: {
    advisorId: string;
    date: string;
    time: string;
    startsAt: Date;
    endsAt: Date;
    sequence: number;
    now: Date;
  },
): Promise<void> => {
  await tx.query(
    `update bookings set kind = 'slot', advisor_id = $2, slot_date = $3, slot_time = $4, starts_at = $5, sequence = $6,
       changed_at = $7, ends_at = $8, overlap_to_settle = false, outside_hours = false
     where id = $1`,
    [
      id,
      to.advisorId,
      to.date,
      to.time,
      to.startsAt.toISOString(),
      to.sequence,
      to.now.toISOString(),
      to.endsAt.toISOString(),
    ],
  );
};

/** A move's answer stored under its Idempotency-Key, with the hash of the request it answered. */
export interface MoveAnswer {
  request_hash: string;
  booking_id: string;
  response: ManagedBooking;
}

/** The answer stored under a move's Idempotency-Key; undefined when the key is new. */
export const findMoveAnswer = async (db: Queryable, key: string): Promise<MoveAnswer | undefined> =>
  (
    await db.query<MoveAnswer>(
      'select request_hash, booking_id, response from manage_idempotency_keys where key = $1',
      [key],
    )
  )[0];

/** Stores a move's answer under its Idempotency-Key, in the move's transaction. */
export const saveMoveAnswer = async (
  tx: Queryable,
  entry: { key: string; bookingId: string; requestHash: string; response: ManagedBooking; now: Date },
): Promise<void> => {
  await tx.query(
    `insert into manage_idempotency_keys (key, booking_id, request_hash, response, created_at)
     values ($1, $2, $3, $4, $5)`,
    [entry.key, entry.bookingId, entry.requestHash, JSON.stringify(entry.response), entry.now.toISOString()],
  );
};
