// The back office's reads of the consultations (issue 34): the list, one consultation, the advisors, each within
// a member's scope, which every statement applies in its WHERE clause (an advisor: their advisor id; a branch lead:
// the booking's branch; the back office: all). Rows come from booking_view, the one booking read.
import type { ConsultationStatus } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import {
  BOOKING_SUMMARY_COLUMNS,
  bookingSummaryOf,
  type BookingSummary,
  type BookingSummaryRow,
} from './booking-view';

/** What a member sees: the scope of their role. */
export type StaffScope =
  | { role: 'advisor'; advisorId: string; agencyId: string }
  | { role: 'branch_lead'; agencyId: string }
  | { role: 'back_office' };

/** The SQL condition of a scope over booking_view (alias v), its parameter appended to `params`. */
export const scopeCondition = (scope: StaffScope, params: unknown[]): string => {
  switch (scope.role) {
    case 'advisor':
      return `v.advisor_id = $${params.push(scope.advisorId)}`;
    case 'branch_lead':
      return `v.agency_id = $${params.push(scope.agencyId)}`;
    case 'back_office':
      return 'true';
  }
};

/** A consultation as the back office lists it: a booking's summary, read by the one select and mapping of it. */
export type ConsultationRecord = BookingSummary;

/** The list's filter as the domain resolved it: instants for the days, the keyset of the page's start. */
export interface ConsultationFilter {
  agencyId?: string | undefined;
  advisorId?: string | undefined;
  /** Appointments starting at or after `from` and before `until`; none: every date (a search). */
  from?: Date | undefined;
  until?: Date | undefined;
  status?: ConsultationStatus | undefined;
  /**
   * The text search, as typed: a piece of the traveller's name or e-mail, a phone number, and `reference` when it
   * can be one (without its dash, upper case). Folded and matched in SQL (migration 046), never here.
   */
  search?: { text: string; reference: string | null } | undefined;
  /** Rows after this one, in (starts_at, id) order. */
  after?: { startsAt: Date; id: string } | undefined;
  limit: number;
}

/**
 * The search's condition over bookings (alias b), its parameters appended to `params`: the reference, or the
 * query's folded piece in the name or e-mail (a whole word for one or two letters), or its digits in the phone. Each
 * pattern is null when the query cannot be one (migration 046's functions), and the planner, which folds them with
 * the query's text, drops that branch: what is left is answered by the reference's index and the trigram indexes.
 */
const searchCondition = (search: { text: string; reference: string | null }, params: unknown[]): string => {
  const reference = `$${params.push(search.reference)}`;
  const text = `$${params.push(search.text)}::text`;
  return `(b.reference = ${reference}::text
    or b.search_name like search_piece(${text}) or b.search_name like search_word(${text})
    or b.search_email like search_piece(${text}) or b.phone_digits like search_phone_piece(${text}))`;
};

/**
 * The consultations of a filter within a scope, in (starts_at, id) order, which is (date, time, id): keyset pages
 * over the indexes of migration 014. A search reads the booking's own row (alias b) for everything but the status:
 * its search columns are not the view's, and with scope, days, keyset and order on that row PostgreSQL either walks
 * the list index testing each row's columns or sorts the trigram indexes' matches, and reads the view (alias v) for
 * the page's rows only (issue 46: a search across all dates is then as fast as a week's list).
 */
export const listConsultations = async (
  db: Queryable,
  scope: StaffScope,
  filter: ConsultationFilter,
): Promise<ConsultationRecord[]> => {
  const params: unknown[] = [];
  const t = filter.search ? 'b' : 'v';
  const where = [scopeCondition(scope, params).replace(/\bv\./g, `${t}.`)];
  if (filter.from) where.push(`${t}.starts_at >= $${params.push(filter.from.toISOString())}`);
  if (filter.until) where.push(`${t}.starts_at < $${params.push(filter.until.toISOString())}`);
  if (filter.agencyId) where.push(`${t}.agency_id = $${params.push(filter.agencyId)}`);
  if (filter.advisorId) where.push(`${t}.advisor_id = $${params.push(filter.advisorId)}`);
  if (filter.status) where.push(`v.status = $${params.push(filter.status)}`);
  if (filter.search) where.push(searchCondition(filter.search, params));
  if (filter.after) {
    where.push(
      `(${t}.starts_at, ${t}.id) > ($${params.push(filter.after.startsAt.toISOString())}, $${params.push(filter.after.id)})`,
    );
  }
  const from = filter.search ? 'bookings b join booking_view v on v.id = b.id' : 'booking_view v';
  const rows = await db.query<BookingSummaryRow>(
    `select ${BOOKING_SUMMARY_COLUMNS} from ${from} where ${where.join(' and ')}
     order by ${t}.starts_at, ${t}.id limit $${params.push(filter.limit)}`,
    params,
  );
  return rows.map(bookingSummaryOf);
};

/** One consultation within a scope; undefined when there is none or it is outside the scope. */
export const findConsultation = async (
  db: Queryable,
  scope: StaffScope,
  id: string,
): Promise<ConsultationRecord | undefined> => {
  const params: unknown[] = [id];
  const rows = await db.query<BookingSummaryRow>(
    `select ${BOOKING_SUMMARY_COLUMNS} from booking_view v where v.id = $1 and ${scopeCondition(scope, params)}`,
    params,
  );
  return rows[0] ? bookingSummaryOf(rows[0]) : undefined;
};

/** Locks a consultation's row for a change of it, within a scope; whether it is there (and in scope). */
export const lockConsultation = async (tx: Queryable, scope: StaffScope, id: string): Promise<boolean> => {
  const params: unknown[] = [id];
  const condition = scopeCondition(scope, params).replace(/\bv\./g, 'b.');
  const rows = await tx.query<{ id: string }>(
    `select b.id from bookings b where b.id = $1 and ${condition} for update`,
    params,
    { waitsForLock: true },
  );
  return rows.length > 0;
};

export interface StaffAdvisorRecord {
  id: string;
  firstname: string;
  lastname: string;
  agencyId: string;
  agencyName: { de: string; fr: string };
  modes: { personal: boolean; online: boolean; phone: boolean };
}

/** The advisors within a scope (an advisor: themselves; a branch lead: the branch's; the back office: all). */
export const advisorsInScope = async (
  db: Queryable,
  scope: StaffScope,
  advisorId?: string,
): Promise<StaffAdvisorRecord[]> => {
  const params: unknown[] = [];
  const where = [
    scope.role === 'advisor'
      ? `a.id = $${params.push(scope.advisorId)}`
      : scope.role === 'branch_lead'
        ? `a.agency_id = $${params.push(scope.agencyId)}`
        : 'true',
  ];
  if (advisorId !== undefined) where.push(`a.id = $${params.push(advisorId)}`);
  const rows = await db.query<{
    id: string;
    firstname: string;
    lastname: string;
    agency_id: string;
    name_de: string;
    name_fr: string;
    mode_personal: boolean;
    mode_online: boolean;
    mode_phone: boolean;
  }>(
    `select a.id, a.firstname, a.lastname, a.agency_id, g.name_de, g.name_fr, a.mode_personal, a.mode_online,
       a.mode_phone
     from advisors a join agencies g on g.id = a.agency_id
     where ${where.join(' and ')}
     order by g.sort, a.sort, a.id`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    agencyId: r.agency_id,
    agencyName: { de: r.name_de, fr: r.name_fr },
    modes: { personal: r.mode_personal, online: r.mode_online, phone: r.mode_phone },
  }));
};

/** Whether a consultation was a custom-date request the branch accepted (its wish stays in custom_date). */
export const isAcceptedRequest = async (db: Queryable, id: string): Promise<boolean> =>
  (
    await db.query<{ one: number }>(
      `select 1 as one from bookings where id = $1 and kind = 'slot' and custom_date is not null`,
      [id],
    )
  ).length > 0;

/** Whether a branch office exists. */
export const agencyExists = async (db: Queryable, id: string): Promise<boolean> =>
  (await db.query<{ one: number }>('select 1 as one from agencies where id = $1', [id])).length > 0;

/** Records a consultation's outcome (completed, no_show), after its start. */
export const setOutcome = async (
  tx: Queryable,
  id: string,
  outcome: 'completed' | 'no_show',
  now: Date,
): Promise<void> => {
  await tx.query('update bookings set outcome = $2, outcome_at = $3, changed_at = $3 where id = $1', [
    id,
    outcome,
    now.toISOString(),
  ]);
};

/** Declines a custom-date request: it is closed (cancelled) and marked declined. */
export const markDeclined = async (
  tx: Queryable,
  id: string,
  sequence: number,
  now: Date,
  /** The branch's reason, kept for the manage page. */
  branchNote: string,
): Promise<void> => {
  await tx.query(
    `update bookings set cancelled_at = $2, declined_at = $2, changed_at = $2, sequence = $3, branch_note = $4
     where id = $1`,
    [id, now.toISOString(), sequence, branchNote],
  );
};
