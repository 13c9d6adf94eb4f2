// The statements of a reservation: the stored answer of an idempotency key, the branch office of a booking, the
// session's own hold, the booking row itself. The transaction and what a conflict means stay in
// domain/reservations.
import { countSince, type CountSince } from '../db/rows';
import { createHash } from 'node:crypto';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  type Culture,
  type ReserveResponse,
  type WireAdviceMode,
} from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/rows';

export interface AgencyRow {
  id: string;
  name_de: string;
  name_fr: string;
  street: string;
  zip: string;
  city_de: string;
  city_fr: string;
  /** The branch takes no appointments outside opening hours (noAppointmentsForSpecialHours). */
  no_special_hours: boolean;
}

/** The answer stored for an idempotency key, with the hash of the body it answered; undefined when new. */
export async function findIdempotentAnswer(
  db: Queryable,
  key: string,
): Promise<{ request_hash: string; response: ReserveResponse; manage_key_id: string | null } | undefined> {
  const rows = await db.query<{
    request_hash: string;
    response: ReserveResponse;
    manage_key_id: string | null;
  }>(
    `select k.request_hash, k.response, b.manage_key_id
     from idempotency_keys k left join bookings b on b.id = k.booking_id
     where k.key = $1`,
    [key],
  );
  return rows[0];
}

/** Stores the answer of a booking under its idempotency key (in the booking's transaction). */
export async function saveIdempotentAnswer(
  tx: Queryable,
  entry: { key: string; requestHash: string; bookingId: string; response: ReserveResponse; now: Date },
): Promise<void> {
  await tx.query(
    `insert into idempotency_keys (key, request_hash, booking_id, response, created_at)
     values ($1, $2, $3, $4, $5)`,
    [entry.key, entry.requestHash, entry.bookingId, JSON.stringify(entry.response), entry.now.toISOString()],
  );
}

/** A branch office with its address; undefined when unknown. */
export async function findAgency(db: Queryable, id: string): Promise<AgencyRow | undefined> {
  const rows = await db.query<AgencyRow>(
    'select id, name_de, name_fr, street, zip, city_de, city_fr, no_special_hours from agencies where id = $1',
    [id],
  );
  return rows[0];
}

/** When the session's own hold on this slot runs out; undefined when it holds none. */
export async function ownHoldExpiry(
  db: Queryable,
  sessionId: string,
  slot: { advisorId: string; date: string; time: string },
): Promise<Date | undefined> {
  const rows = await db.query<{ expires_at: Date | string }>(
    `select expires_at from holds where session_id = $1 and advisor_id = $2 and slot_date = $3 and slot_time = $4`,
    [sessionId, slot.advisorId, slot.date, slot.time],
  );
  return rows[0] ? new Date(rows[0].expires_at) : undefined;
}

/** Share lock on the advisor's row: reservations run side by side, holds of this advisor wait. */
export async function shareLockAdvisor(tx: Queryable, advisorId: string): Promise<void> {
  await tx.query('select id from advisors where id = $1 for share', [advisorId]);
}

export interface BookingRow {
  id: string;
  /** The reference a traveller reads out (issue 20). */
  reference: string;
  /** SHA-256 (hex) of the manage link's token (issue 20); the token is stored nowhere. */
  manageTokenHash: string;
  /** The id of the key the token was made with (issue 32). */
  manageKeyId: string;
  /** The client that booked, as the caps count it: a keyed hash of its network (issue 32); null for staff. */
  clientKey: string | null;
  kind: 'slot' | 'custom';
  advisorId: string | null;
  slotDate: string | null;
  slotTime: string | null;
  startsAt: Date;
  /** The appointment's end (issue 46): its range is what the exclusion constraint keeps apart. */
  endsAt: Date;
  agencyId: string;
  customDate: string | null;
  customTime: string | null;
  culture: string;
  userLang: string;
  adviceMode: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** The reserve body as received (a staff booking's body, for one made in the back office). */
  payload: unknown;
  createdAt: Date;
  /** Who wrote it: the checkout, or staff on a caller's behalf (issue 46). */
  source?: 'checkout' | 'staff';
}

/**
 * Inserts a booking; the exclusion constraint bookings_advisor_no_overlap (migration 045) refuses a live consultation
 * that overlaps another of its advisor.
 */
export async function insertBooking(tx: Queryable, b: BookingRow): Promise<void> {
  await tx.query(
    `insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, agency_id, custom_date,
       custom_time, culture, user_lang, advice_mode, firstname, lastname, email, phone, payload, source, created_at,
       reference, manage_token_hash, manage_key_id, client_key, ends_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $24, $18, $19, $20, $21,
       $22, $23)`,
    [
      b.id,
      b.kind,
      b.advisorId,
      b.slotDate,
      b.slotTime,
      b.startsAt.toISOString(),
      b.agencyId,
      b.customDate,
      b.customTime,
      b.culture,
      b.userLang,
      b.adviceMode,
      b.firstname,
      b.lastname,
      b.email,
      b.phone,
      JSON.stringify(b.payload),
      b.createdAt.toISOString(),
      b.reference,
      b.manageTokenHash,
      b.manageKeyId,
      b.clientKey,
      b.endsAt.toISOString(),
      b.source ?? 'checkout',
    ],
  );
}

/** A demo booking's reference: derived from its id (stable across starts), in the references' alphabet. */
export const seedReference = (id: string): string => {
  const digest = createHash('sha256').update(`seed-reference:${id}`).digest();
  return Array.from(
    { length: BOOKING_REFERENCE_LENGTH },
    (_, i) => BOOKING_REFERENCE_ALPHABET[digest[i]! % BOOKING_REFERENCE_ALPHABET.length],
  ).join('');
};

/** A demo traveller's contact, language, advice mode and message (what a checkout's booking would hold). */
export interface SeedContact {
  email: string;
  phone: string;
  culture: Culture;
  adviceMode: WireAdviceMode;
  /** What the traveller wrote (the body's userMessage); '' for nothing. */
  message: string;
}

/** The demo's placeholder traveller, for the bookings that fill its days. */
const SEED_CONTACT: SeedContact = {
  email: 'seed.booking@example.invalid',
  phone: '+41 44 000 00 00',
  culture: 'de-CH',
  adviceMode: 'personal',
  message: '',
};

/** What every demo row holds after its kind's own columns: its range and branch, who and how, its bookkeeping. */
const SEED_ROW_COLUMNS = [
  'starts_at',
  'ends_at',
  'agency_id',
  'culture',
  'user_lang',
  'advice_mode',
  'email',
  'phone',
  'payload',
  'firstname',
  'lastname',
  'source',
  'created_at',
  'reference',
];

/** A demo row's values of SEED_ROW_COLUMNS; its reference is derived from its id. */
const seedRowValues = (row: SeedRow, contact: SeedContact, createdAt: Date): unknown[] => [
  row.startsAt.toISOString(),
  row.endsAt.toISOString(),
  row.agencyId,
  contact.culture,
  contact.culture === 'fr-CH' ? 'Französisch' : 'Deutsch',
  contact.adviceMode,
  contact.email,
  contact.phone,
  JSON.stringify(contact.message === '' ? {} : { userMessage: contact.message }),
  row.firstname,
  row.lastname,
  'seed',
  createdAt.toISOString(),
  seedReference(row.id),
];

/** What every demo row is: an id, a branch, a day and time with the range it occupies, the traveller's name. */
export interface SeedRow {
  id: string;
  agencyId: string;
  /** yyyy-mm-dd and HH:mm, Zurich: a consultation's, or the day and time a request wishes. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  firstname: string;
  lastname: string;
}

/** A demo booking: an hour of an advisor taken before any visitor arrives. */
export interface SeedBooking extends SeedRow {
  advisorId: string;
  /** Unset: the demo's placeholder traveller (German, in person, under example.invalid). */
  contact?: SeedContact;
  /** The outcome the branch recorded, and when (a consultation that took place). */
  outcome?: { outcome: 'completed' | 'no_show'; at: Date };
  /** When it was booked; unset: the seeding instant. */
  createdAt?: Date;
}

/**
 * Gathers the planner's statistics of the consultations and holds after a bulk load (a seed of many rows): until
 * autovacuum does, PostgreSQL plans with a few-row estimate (and scanned a partial index of all 200,000 national
 * bookings to answer one day's claims).
 */
export async function analyzeBookings(db: Queryable): Promise<void> {
  await db.query('analyze bookings', []);
  await db.query('analyze holds', []);
}

/** Inserts the demo's bookings (source 'seed'); one already there, or one overlapping a live one, is left out. */
export async function insertSeedBookings(tx: Queryable, bookings: SeedBooking[], now: Date): Promise<void> {
  await insertRows(
    tx,
    'bookings',
    ['id', 'kind', 'advisor_id', 'slot_date', 'slot_time', ...SEED_ROW_COLUMNS, 'outcome', 'outcome_at'],
    bookings.map((b) => [
      b.id,
      'slot',
      b.advisorId,
      b.date,
      b.time,
      ...seedRowValues(b, b.contact ?? SEED_CONTACT, b.createdAt ?? now),
      b.outcome?.outcome ?? null,
      b.outcome?.at.toISOString() ?? null,
    ]),
    'on conflict do nothing',
  );
}

/** A demo custom-date request (issue 46): a wished day and time at a branch, no advisor yet. */
export interface SeedRequest extends SeedRow {
  contact: SeedContact;
  createdAt: Date;
}

/** Inserts the demo's open custom-date requests (source 'seed'); one already there is left out. */
export async function insertSeedRequests(tx: Queryable, requests: SeedRequest[]): Promise<void> {
  await insertRows(
    tx,
    'bookings',
    ['id', 'kind', 'custom_date', 'custom_time', ...SEED_ROW_COLUMNS],
    requests.map((r) => [r.id, 'custom', r.date, r.time, ...seedRowValues(r, r.contact, r.createdAt)]),
    'on conflict do nothing',
  );
}

/** The bookings and requests a client made since `since` (issue 32: the per-client cap). */
export const bookingsOfClientSince = (db: Queryable, clientKey: string, since: Date): Promise<CountSince> =>
  countSince(
    db,
    'select count(*)::int as n, min(created_at) as first from bookings where client_key = $1 and created_at > $2',
    [clientKey, since.toISOString()],
  );

/** The live bookings a client has on one advisor's day. */
export const bookingsOfClientOnAdvisorDay = async (
  db: Queryable,
  clientKey: string,
  advisorId: string,
  date: string,
): Promise<number> =>
  (
    await countSince(
      db,
      `select count(*)::int as n, null as first from bookings
       where client_key = $1 and advisor_id = $2 and slot_date = $3 and cancelled_at is null`,
      [clientKey, advisorId, date],
    )
  ).count;

/** The bookings and requests made for an e-mail address since `since` (any case). */
export const bookingsForEmailSince = (db: Queryable, email: string, since: Date): Promise<CountSince> =>
  countSince(
    db,
    'select count(*)::int as n, min(created_at) as first from bookings where lower(email) = lower($1) and created_at > $2',
    [email, since.toISOString()],
  );
