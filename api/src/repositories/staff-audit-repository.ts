// The audit trail of the staff's changes (issue 34): appended in the change's transaction, never changed (the
// table's triggers refuse UPDATE, DELETE and TRUNCATE), read per consultation and per scope, newest first.
import type { AuditEntry } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
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

const COLUMNS = 'x.id, x.at, x.staff_id, x.staff_name, x.action, x.booking_id, x.before, x.after';

/** A consultation's entries, oldest first. */
export const auditOfBooking = async (db: Queryable, bookingId: string): Promise<AuditEntry[]> =>
  (
    await db.query<Row>(`select ${COLUMNS} from staff_audit x where x.booking_id = $1 order by x.at, x.id`, [
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
    before?: { at: Date; id: string } | undefined;
    limit: number;
  },
): Promise<AuditEntry[]> => {
  const params: unknown[] = [];
  const where = [
    scope.role === 'branch_lead' ? `x.agency_id = $${params.push(scope.agencyId)}` : 'true',
    `x.at >= $${params.push(filter.from.toISOString())}`,
    `x.at < $${params.push(filter.until.toISOString())}`,
  ];
  if (filter.bookingId) where.push(`x.booking_id = $${params.push(filter.bookingId)}`);
  if (filter.before) {
    where.push(
      `(x.at, x.id) < ($${params.push(filter.before.at.toISOString())}, $${params.push(filter.before.id)})`,
    );
  }
  return (
    await db.query<Row>(
      `select ${COLUMNS} from staff_audit x where ${where.join(' and ')}
       order by x.at desc, x.id desc limit $${params.push(filter.limit)}`,
      params,
    )
  ).map(entryOf);
};
