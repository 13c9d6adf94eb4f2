// After the booking (issue 20): the booking reference, the private manage link, and the traveller's changes
// (cancel, move). Opening the link changes nothing (mail scanners open links); every change is a POST with the
// token, in one transaction that also writes the change's messages into the outbox.
import { createHash, createHmac, randomInt } from 'node:crypto';
import { LEGACY_KEY_ID, type Key, type Keyring } from '../keyring';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  fromWireAdviceMode,
  offersAdviceMode,
  type Culture,
  type ManagedBooking,
  type MoveBookingRequest,
} from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { slotEnd } from '@checkout/shared/dates';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { changeClosed, idempotencyConflict, notFound, slotTaken, validationError } from './errors';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import { findAdvisor } from '../repositories/catalogue-repository';
import { adviceModesOf, advisorName, lang } from './catalogue';
import { requireOfferedSlot } from './holds';
import { claimsCacheOf } from './availability';
import { enqueueChangeMessages } from '../notifications/outbox';
import { isHeldByOtherSession } from '../repositories/slot-repository';
import {
  findManagedRow,
  lockManagedRow,
  markCancelled,
  moveBookingRow,
  type ManagedRow,
} from '../repositories/manage-repository';

/** No cancel or move less than this many hours before the appointment (MANAGE_CUTOFF_HOURS). */
export const DEFAULT_MANAGE_CUTOFF_HOURS = 24;

/** The reminder goes out this many hours before the appointment (REMINDER_HOURS). */
export const DEFAULT_REMINDER_HOURS = 24;

/** A new reference: 8 characters drawn uniformly (crypto) from the alphabet without look-alikes. */
export const newBookingReference = (): string =>
  Array.from(
    { length: BOOKING_REFERENCE_LENGTH },
    () => BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)],
  ).join('');

/**
 * The manage link's token of a booking: the id of the key it is made with, then an HMAC of the booking's id
 * under that key (secrets.ts), so the token itself is stored nowhere (not in the booking, not in the outbox: the
 * e-mail worker derives it when it renders a message) and no copy of the database can make one. The booking
 * keeps only its SHA-256, to find the booking by it, and the key's id. The database's old key (LEGACY_KEY_ID)
 * made tokens without an id; they keep that shape.
 */
export const manageTokenFor = (key: Key, bookingId: string): string =>
  `${key.id === LEGACY_KEY_ID ? '' : key.id}${createHmac('sha256', key.secret)
    .update(`manage:${bookingId}:0`)
    .digest('base64url')
    .slice(0, 32)}`;

export const hashManageToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What the manage page may be asked for: a token of the shape manageTokenFor makes (38 characters, or 32). */
export const MANAGE_TOKEN_PATTERN = /^(?:[a-z0-9]{6})?[A-Za-z0-9_-]{32}$/;

/**
 * The hash to find a booking by, for a token of the right shape whose key is still accepted; undefined for any
 * other (a token of a key retired past its overlap opens nothing, even if its booking is there).
 */
export const manageTokenHash = (token: string, keys: Keyring, now: Date): string | undefined => {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return undefined;
  const keyId = token.length === 32 ? LEGACY_KEY_ID : token.slice(0, 6);
  return keys.accepted(keyId, now) ? hashManageToken(token) : undefined;
};

/** A token that opens no booking (never says whether it ever did). */
const manageNotFound = (culture?: Culture) => notFound(culture, 'api.manageNotFound');

const changeableUntil = (row: ManagedRow, cutoffHours: number): Date =>
  new Date(new Date(row.starts_at).getTime() - cutoffHours * 3_600_000);

/** A custom-date request is answered once the branch has set a time for it (not yet possible: never). */
const isAnswered = (_row: ManagedRow): boolean => false;

const isChangeable = (row: ManagedRow, now: Date, cutoffHours: number): boolean =>
  row.cancelled_at === null &&
  (row.kind === 'custom' ? !isAnswered(row) : changeableUntil(row, cutoffHours).getTime() > now.getTime());

/** The page's view of a booking, its names in `culture`. */
export const managedView = (
  row: ManagedRow,
  culture: Culture,
  now: Date,
  cutoffHours: number,
): ManagedBooking => {
  const l = lang(culture);
  const date = row.kind === 'custom' ? (row.custom_date ?? '') : (row.slot_date ?? '');
  const time = row.kind === 'custom' ? (row.custom_time ?? '') : (row.slot_time ?? '');
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.cancelled_at === null ? 'booked' : 'cancelled',
    culture: row.culture,
    adviceMode: row.advice_mode,
    date,
    time,
    till: slotEnd(time),
    firstname: row.firstname,
    advisor:
      row.advisor_id && row.advisor_firstname !== null && row.advisor_lastname !== null
        ? {
            id: row.advisor_id,
            name: advisorName({ firstname: row.advisor_firstname, lastname: row.advisor_lastname }),
          }
        : null,
    agency: {
      id: row.agency_id,
      name: l === 'fr' ? row.agency_name_fr : row.agency_name_de,
      street: row.street,
      zip: row.zip,
      city: l === 'fr' ? row.city_fr : row.city_de,
      phone: row.agency_phone,
    },
    changeableUntil: changeableUntil(row, cutoffHours).toISOString(),
    changeable: isChangeable(row, now, cutoffHours),
    answered: isAnswered(row),
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
  const row = tokenHash ? await findManagedRow(db, tokenHash) : undefined;
  if (!row) throw manageNotFound(culture);
  return managedView(row, culture ?? row.culture, now, options.cutoffHours);
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
    const row = await lockManagedRow(tx, tokenHash);
    if (!row) throw manageNotFound(culture);
    if (row.cancelled_at !== null) return managedView(row, culture, now, options.cutoffHours);
    if (!isChangeable(row, now, options.cutoffHours)) throw changeClosed(culture);
    const sequence = row.sequence + 1;
    await markCancelled(tx, row.id, sequence, now);
    await enqueueChangeMessages(tx, row.id, row.kind === 'custom' ? 'withdrawn' : 'cancelled', now, options);
    return managedView({ ...row, cancelled_at: now, sequence }, culture, now, options.cutoffHours);
  });
  claimsCacheOf(db).forget();
  return view;
};

/** A stored answer of a move under its Idempotency-Key. */
interface MoveReplay {
  request_hash: string;
  booking_id: string;
  response: ManagedBooking;
}

const moveHash = (token: string, body: MoveBookingRequest): string =>
  createHash('sha256')
    .update(
      JSON.stringify([hashManageToken(token), body.advisorId, body.appointmentDate, body.appointmentTime]),
    )
    .digest('hex');

const findMoveReplay = async (
  db: Queryable,
  key: string,
  hash: string,
  culture: Culture,
): Promise<ManagedBooking | undefined> => {
  const row = (
    await db.query<MoveReplay>(
      'select request_hash, booking_id, response from manage_idempotency_keys where key = $1',
      [key],
    )
  )[0];
  if (!row) return undefined;
  if (row.request_hash !== hash) {
    throw idempotencyConflict(culture);
  }
  return row.response;
};

/**
 * Moves a booking to another free hour of the same branch: in one transaction the row takes the new hour (the
 * double-booking guard, a unique index over live bookings, decides it like a new booking) and so frees the old
 * one. With an Idempotency-Key a retry answers the first outcome. Refused inside the cut-off, for a cancelled
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
  const current = await findManagedRow(db, tokenHash);
  if (!current) throw manageNotFound(culture);
  if (current.kind !== 'slot' || !isChangeable(current, now, options.cutoffHours))
    throw changeClosed(culture);
  const slot = await requireOfferedSlot(
    db,
    body.advisorId,
    body.appointmentDate,
    body.appointmentTime,
    now,
    culture,
    { advisor: 'advisorId', time: 'appointmentTime' },
  );
  // The same branch, and an advisor who offers the booking's advice mode at that hour.
  const advisor = await findAdvisor(db, body.advisorId);
  if (
    !advisor ||
    advisor.agency_id !== current.agency_id ||
    !offersAdviceMode(adviceModesOf(advisor), fromWireAdviceMode(current.advice_mode), slot)
  ) {
    throw validationError({ advisorId: VALIDATION_MESSAGES.invalid }, culture);
  }
  const target = { advisorId: body.advisorId, date: body.appointmentDate, time: body.appointmentTime };
  let view: ManagedBooking;
  try {
    view = await db.transaction(async (tx) => {
      const row = await lockManagedRow(tx, tokenHash);
      if (!row) throw manageNotFound(culture);
      if (row.cancelled_at !== null || !isChangeable(row, now, options.cutoffHours))
        throw changeClosed(culture);
      // A traveller in the checkout holding that hour keeps it.
      if (await isHeldByOtherSession(tx, target, '', now)) throw slotTaken(culture);
      const sequence = row.sequence + 1;
      await moveBookingRow(tx, row.id, {
        ...target,
        startsAt: zurichWallTimeToDate(target.date, target.time),
        sequence,
        now,
      });
      await enqueueChangeMessages(tx, row.id, 'moved', now, options);
      const moved = await lockManagedRow(tx, tokenHash);
      if (!moved) throw manageNotFound(culture);
      const answer = managedView(moved, culture, now, options.cutoffHours);
      if (idempotencyKey) {
        await tx.query(
          `insert into manage_idempotency_keys (key, booking_id, request_hash, response, created_at)
           values ($1, $2, $3, $4, $5)`,
          [idempotencyKey, row.id, hash, JSON.stringify(answer), now.toISOString()],
        );
      }
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (idempotencyKey) {
        const replay = await findMoveReplay(db, idempotencyKey, hash, culture);
        if (replay) return replay;
      }
      throw slotTaken(culture);
    }
    throw error;
  }
  claimsCacheOf(db).forget();
  return view;
};
