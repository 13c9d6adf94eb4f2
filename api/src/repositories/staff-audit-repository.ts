// The audit trail of the staff's changes (issue 34): appended in the change's transaction, never changed (the
// table's triggers refuse UPDATE, DELETE and TRUNCATE), read per consultation and per scope, newest first.
import type { AuditEntry } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { countSince, type CountSince } from '../db/rows';
import type { StaffScope } from './consultation-repository';

export interface AuditRecord {
  id: string;
  at: Date;
  /** Who: a staff member; the operator's erasure (issue 47) has no id and the name ''. */
  staff: { id: string | null; name: string };
  action: string;
  bookingId: string | null;
  /** The branch and the advisor the change concerned: what a branch lead's trail is read by. */
  agencyId: string | null;
  advisorId: string | null;
  before: unknown;
  after: unknown;
}

export const appendAudit = async (tx: Queryable, entry: AuditRecord): Promise<void> => {
  await tx.query(
    `insert into staff_audit (id, at, staff_id, staff_name, action, booking_id, agency_id, advisor_id, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.id,
      entry.at.toISOString(),
      entry.staff.id,
      entry.staff.name,
      entry.action,
      entry.bookingId,
      entry.agencyId,
      entry.advisorId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
};

interface Row {
  id: string;
  seq: number | string;
  at: Date | string;
  staff_id: string | null;
  staff_name: string;
  action: string;
  booking_id: string | null;
  advisor_id: string | null;
  before: unknown;
  after: unknown;
  reference: string | null;
  firstname: string | null;
  lastname: string | null;
}

/**
 * An entry as stored, with what its sentence names besides (issue 47): the advisor it concerned and its
 * consultation's reference and traveller (null without one; an anonymised booking's traveller is '').
 */
export type StoredAuditEntry = Omit<AuditEntry, 'sentence'> & {
  advisorId: string | null;
  booking: { reference: string; traveller: string } | null;
};

const entryOf = (row: Row): StoredAuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  staff: { id: row.staff_id ?? '', name: row.staff_name },
  action: row.action,
  consultationId: row.booking_id,
  before: row.before ?? null,
  after: row.after ?? null,
  advisorId: row.advisor_id,
  booking:
    row.reference === null
      ? null
      : { reference: row.reference, traveller: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() },
});

const COLUMNS = `x.id, x.seq, x.at, x.staff_id, x.staff_name, x.action, x.booking_id, x.advisor_id, x.before, x.after,
  b.reference, b.firstname, b.lastname`;
const FROM = 'staff_audit x left join bookings b on b.id = x.booking_id';

/** A consultation's entries, oldest first. */
export const auditOfBooking = async (db: Queryable, bookingId: string): Promise<StoredAuditEntry[]> =>
  (
    await db.query<Row>(`select ${COLUMNS} from ${FROM} where x.booking_id = $1 order by x.seq`, [bookingId])
  ).map(entryOf);

/**
 * The entries within a scope (a branch lead: those about the branch; the back office: all), newest first, from
 * `from` to before `until`, after the keyset `before` (at, id) of the previous page.
 */
export const auditInScope = async (
  db: Queryable,
  scope: Exclude<StaffScope, { role: 'advisor' }>,
  filter: {
    bookingId?: string | undefined;
    from: Date;
    until: Date;
    /** Entries written before the entry of this `seq` (the last of the previous page), in (at, seq) order. */
    before?: { at: Date; seq: number } | undefined;
    limit: number;
  },
): Promise<(StoredAuditEntry & { seq: number })[]> => {
  const params: unknown[] = [];
  const where = [
    scope.role === 'branch_lead' ? `x.agency_id = $${params.push(scope.agencyId)}` : 'true',
    `x.at >= $${params.push(filter.from.toISOString())}`,
    `x.at < $${params.push(filter.until.toISOString())}`,
  ];
  if (filter.bookingId) where.push(`x.booking_id = $${params.push(filter.bookingId)}`);
  if (filter.before) {
    where.push(
      `(x.at, x.seq) < ($${params.push(filter.before.at.toISOString())}, $${params.push(filter.before.seq)})`,
    );
  }
  return (
    await db.query<Row>(
      `select ${COLUMNS} from ${FROM} where ${where.join(' and ')}
       order by x.at desc, x.seq desc limit $${params.push(filter.limit)}`,
      params,
    )
  ).map((row) => ({ ...entryOf(row), seq: Number(row.seq) }));
};

/** A staff change's answer stored under its Idempotency-Key (per member), with the hash of its request. */
export interface StaffAnswer {
  request_hash: string;
  response: unknown;
}

export const findStaffAnswer = async (
  db: Queryable,
  staffId: string,
  key: string,
): Promise<StaffAnswer | undefined> =>
  (
    await db.query<StaffAnswer>(
      'select request_hash, response from staff_idempotency_keys where staff_id = $1 and key = $2',
      [staffId, key],
    )
  )[0];

/** Stores a change's answer under its key, in the change's transaction. */
export const saveStaffAnswer = async (
  tx: Queryable,
  entry: { staffId: string; key: string; requestHash: string; response: unknown; now: Date },
): Promise<void> => {
  await tx.query(
    `insert into staff_idempotency_keys (staff_id, key, request_hash, response, created_at)
     values ($1, $2, $3, $4, $5)`,
    [entry.staffId, entry.key, entry.requestHash, JSON.stringify(entry.response), entry.now.toISOString()],
  );
};

/** How many changes of an action a staff member made since `since`, and when the first of them was. */
export const staffActionsSince = async (
  db: Queryable,
  staffId: string,
  action: string,
  since: Date,
): Promise<CountSince> =>
  countSince(
    db,
    'select count(*)::int as n, min(at) as first from staff_audit where staff_id = $1 and action = $2 and at > $3',
    [staffId, action, since.toISOString()],
  );

/** The names staff know advisors by (first and last name), by id; an id the catalogue lacks is left out. */
export const advisorNamesOf = async (db: Queryable, ids: readonly string[]): Promise<Map<string, string>> =>
  new Map(
    (
      await db.query<{ id: string; firstname: string; lastname: string }>(
        'select id, firstname, lastname from advisors where id = any($1::text[])',
        [ids],
      )
    ).map((row) => [row.id, `${row.firstname} ${row.lastname}`]),
  );
