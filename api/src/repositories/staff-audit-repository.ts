// The audit trail of the staff's changes (issue 34): appended in the change's transaction, never changed (the
// table's triggers refuse UPDATE, DELETE and TRUNCATE), read per consultation and per scope, newest first.
import type { AuditEntry } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { countSince, type CountSince } from '../db/rows';
import type { StaffScope } from './consultation-repository';

export interface AuditRecord {
  id: string;
  at: Date;
  staff: { id: string; name: string };
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
  staff_id: string;
  staff_name: string;
  action: string;
  booking_id: string | null;
  before: unknown;
  after: unknown;
}

const entryOf = (row: Row): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  staff: { id: row.staff_id, name: row.staff_name },
  action: row.action,
  consultationId: row.booking_id,
  before: row.before ?? null,
  after: row.after ?? null,
});

const COLUMNS = 'x.id, x.seq, x.at, x.staff_id, x.staff_name, x.action, x.booking_id, x.before, x.after';

/** A consultation's entries, oldest first. */
export const auditOfBooking = async (db: Queryable, bookingId: string): Promise<AuditEntry[]> =>
  (
    await db.query<Row>(`select ${COLUMNS} from staff_audit x where x.booking_id = $1 order by x.seq`, [
      bookingId,
    ])
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
): Promise<(AuditEntry & { seq: number })[]> => {
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
      `select ${COLUMNS} from staff_audit x where ${where.join(' and ')}
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
