// The statements of the manage page (issue 20): a booking by the hash of its manage token with its advisor and
// branch, its row lock, and the changes (cancel, move). What a change means stays in domain/manage.
import type { Culture, WireAdviceMode } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

export interface ManagedRow {
  id: string;
  reference: string;
  kind: 'slot' | 'custom';
  advisor_id: string | null;
  slot_date: string | null;
  slot_time: string | null;
  custom_date: string | null;
  custom_time: string | null;
  starts_at: Date | string;
  culture: Culture;
  advice_mode: WireAdviceMode;
  firstname: string;
  cancelled_at: Date | string | null;
  sequence: number;
  advisor_firstname: string | null;
  advisor_lastname: string | null;
  agency_id: string;
  agency_name_de: string;
  agency_name_fr: string;
  street: string;
  zip: string;
  city_de: string;
  city_fr: string;
  agency_phone: string;
}

const SELECT = `select b.id, b.reference, b.kind, b.advisor_id, b.slot_date, b.slot_time, b.custom_date, b.custom_time,
    b.starts_at, b.culture, b.advice_mode, b.firstname, b.cancelled_at, b.sequence,
    a.firstname as advisor_firstname, a.lastname as advisor_lastname,
    g.id as agency_id, g.name_de as agency_name_de, g.name_fr as agency_name_fr, g.street, g.zip, g.city_de,
    g.city_fr, g.phone as agency_phone
  from bookings b
  left join advisors a on a.id = b.advisor_id
  join agencies g on g.id = coalesce(b.agency_id, a.agency_id)
  where b.manage_token_hash = $1`;

/** The booking whose manage token hashes to `tokenHash`; undefined when none. */
export const findManagedRow = async (db: Queryable, tokenHash: string): Promise<ManagedRow | undefined> =>
  (await db.query<ManagedRow>(SELECT, [tokenHash]))[0];

/** The same, with the booking's row locked for the transaction: changes of one booking happen one at a time. */
export const lockManagedRow = async (tx: Queryable, tokenHash: string): Promise<ManagedRow | undefined> =>
  (await tx.query<ManagedRow>(`${SELECT} for update of b`, [tokenHash]))[0];

/** Marks a booking cancelled: it keeps its row, and no longer holds its hour (the guard is over live rows). */
export const markCancelled = async (
  tx: Queryable,
  id: string,
  sequence: number,
  now: Date,
): Promise<void> => {
  await tx.query('update bookings set cancelled_at = $2, sequence = $3, changed_at = $2 where id = $1', [
    id,
    now.toISOString(),
    sequence,
  ]);
};

/** Gives a booking another hour in place: the unique index over live bookings refuses an hour already taken. */
export const moveBookingRow = async (
  tx: Queryable,
  id: string,
  to: { advisorId: string; date: string; time: string; startsAt: Date; sequence: number; now: Date },
): Promise<void> => {
  await tx.query(
    `update bookings set advisor_id = $2, slot_date = $3, slot_time = $4, starts_at = $5, sequence = $6,
       changed_at = $7
     where id = $1`,
    [id, to.advisorId, to.date, to.time, to.startsAt.toISOString(), to.sequence, to.now.toISOString()],
  );
};
