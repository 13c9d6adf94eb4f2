// What still needs the branch (issue 46): open custom-date requests, and upcoming live consultations that collide with
// their advisor's time off, working hours (the mark of migration 047) or another consultation (migration 045), each
// within a member's scope. What a collision is and how it is settled stays in the domain (domain/todo.ts).
import type { Queryable } from '../db/database';
import {
  BOOKING_SUMMARY_COLUMNS,
  bookingSummaryOf,
  type BookingSummary,
  type BookingSummaryRow,
} from './booking-view';
import { scopeCondition, type StaffScope } from './consultation-repository';

/** Of the consultations, those marked outside working hours. */
export const markedOutsideHours = async (tx: Queryable, ids: readonly string[]): Promise<Set<string>> =>
  new Set(
    (
      await tx.query<{ id: string }>('select id from bookings where id = any($1::text[]) and outside_hours', [
        [...ids],
      ])
    ).map((row) => row.id),
  );

/** Marks the consultations of `outside` outside working hours, and the others of `ids` not. */
export const setOutsideHours = async (
  tx: Queryable,
  ids: readonly string[],
  outside: ReadonlySet<string>,
): Promise<void> => {
  if (ids.length === 0) return;
  await tx.query(
    `update bookings set outside_hours = (id = any($2::text[]))
     where id = any($1::text[]) and outside_hours is distinct from (id = any($2::text[]))`,
    [[...ids], [...outside]],
  );
};

/**
 * The ids of upcoming live booked consultations that need the branch: marked (outside working hours, or overlapping
 * from before the guard and still overlapping), or on a day their advisor is absent. Each part walks an index of its
 * own: the partial one of migration 047, and the advisors' absences with the advisor's list index.
 */
const ATTENTION_IDS = `
  select b.id from bookings b
   where b.cancelled_at is null and b.kind = 'slot' and b.outcome is null and b.starts_at >= $1
     and (b.outside_hours or b.overlap_to_settle)
     and (b.outside_hours or exists (
       select 1 from bookings o
        where o.advisor_id = b.advisor_id and o.id <> b.id and o.kind = 'slot' and o.cancelled_at is null
          and o.starts_at < b.ends_at and o.ends_at > b.starts_at))
  union
  select b.id from advisor_absences x
    join bookings b on b.advisor_id = x.advisor_id
     and b.starts_at >= greatest($1, x.from_date::timestamp at time zone 'Europe/Zurich')
     and b.starts_at < ((x.till_date + 1)::timestamp at time zone 'Europe/Zurich')
   where x.till_date >= ($1::timestamptz at time zone 'Europe/Zurich')::date
     and b.cancelled_at is null and b.kind = 'slot' and b.outcome is null`;

/**
 * Open custom-date requests (not answered, not withdrawn): a request still a request, not cancelled (a declined one
 * is cancelled too). Written on the row's columns, not the view's status, so the partial index of migration 047 finds
 * them among all bookings.
 */
const OPEN_REQUEST = `v.kind = 'custom' and v.cancelled_at is null`;

/** The to-do's consultations within a scope, soonest first (at most `limit`), and how many in all. */
export const attentionConsultations = async (
  db: Queryable,
  scope: StaffScope,
  now: Date,
  limit: number,
): Promise<{ items: BookingSummary[]; total: number }> => {
  const params: unknown[] = [now.toISOString()];
  const where = `v.id in (${ATTENTION_IDS}) and ${scopeCondition(scope, params)}`;
  return summariesAndCount(db, where, params, limit);
};

/** The open custom-date requests within a scope, soonest wished time first (at most `limit`), and how many. */
export const openRequests = async (
  db: Queryable,
  scope: StaffScope,
  limit: number,
): Promise<{ items: BookingSummary[]; total: number }> => {
  const params: unknown[] = [];
  const where = `${OPEN_REQUEST} and ${scopeCondition(scope, params)}`;
  return summariesAndCount(db, where, params, limit);
};

const summariesAndCount = async (
  db: Queryable,
  where: string,
  params: unknown[],
  limit: number,
): Promise<{ items: BookingSummary[]; total: number }> => {
  const [rows, count] = await Promise.all([
    db.query<BookingSummaryRow>(
      `select ${BOOKING_SUMMARY_COLUMNS} from booking_view v where ${where}
       order by v.starts_at, v.id limit $${params.length + 1}`,
      [...params, limit],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from booking_view v where ${where}`, params),
  ]);
  return { items: rows.map(bookingSummaryOf), total: count[0]?.n ?? 0 };
};
