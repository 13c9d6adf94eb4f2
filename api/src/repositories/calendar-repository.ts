// The back office's calendar (issue 46): what a set of advisors' days hold, read in a few statements per question (the
// live consultations, the travellers' live holds, time off, the open requests of the days). The days' working hours
// are the availability's (domain/availability.ts workingHoursOnDate); what the calendar makes of it all is
// domain/calendar-view.ts.
import type { Queryable } from '../db/database';
import {
  BOOKING_SUMMARY_COLUMNS,
  bookingSummaryOf,
  type BookingSummary,
  type BookingSummaryRow,
} from './booking-view';
import { scopeCondition, type StaffScope } from './consultation-repository';

/** The advisors' live consultations (booked, completed, no-show) starting in [from, until), by start. */
export const consultationsOfAdvisors = async (
  db: Queryable,
  advisorIds: readonly string[],
  from: Date,
  until: Date,
): Promise<BookingSummary[]> =>
  (
    await db.query<BookingSummaryRow>(
      `select ${BOOKING_SUMMARY_COLUMNS} from booking_view v
       where v.advisor_id = any($1::text[]) and v.kind = 'slot' and v.status in ('booked', 'completed', 'no_show')
         and v.starts_at >= $2 and v.starts_at < $3
       order by v.starts_at, v.id`,
      [[...advisorIds], from.toISOString(), until.toISOString()],
    )
  ).map(bookingSummaryOf);

/** A traveller's live hold as the calendar shows it: whose advisor, which day and start, nobody's name. */
export interface HeldRange {
  advisorId: string;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** The advisors' holds live at `now` on the dates from `fromDate` to `tillDate` (yyyy-mm-dd, both included). */
export const liveHoldsOfAdvisors = async (
  db: Queryable,
  advisorIds: readonly string[],
  fromDate: string,
  tillDate: string,
  now: Date,
): Promise<HeldRange[]> =>
  (
    await db.query<{
      advisor_id: string;
      slot_date: string;
      slot_time: string;
      starts_at: Date | string;
      ends_at: Date | string;
    }>(
      `select advisor_id, slot_date, slot_time, starts_at, ends_at from holds
       where advisor_id = any($1::text[]) and slot_date between $2 and $3 and expires_at > $4
       order by starts_at`,
      [[...advisorIds], fromDate, tillDate, now.toISOString()],
    )
  ).map((row) => ({
    advisorId: row.advisor_id,
    date: row.slot_date,
    time: row.slot_time,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  }));

/** An advisor's time off as the calendar shows it. */
export interface AbsenceSpan {
  id: string;
  advisorId: string;
  from: string;
  till: string;
  reason: string;
}

/** The advisors' absences touching the dates from `fromDate` to `tillDate` (both included). */
export const absencesOfAdvisors = async (
  db: Queryable,
  advisorIds: readonly string[],
  fromDate: string,
  tillDate: string,
): Promise<AbsenceSpan[]> =>
  (
    await db.query<{ id: string; advisor_id: string; from_date: string; till_date: string; reason: string }>(
      `select id, advisor_id, from_date, till_date, reason from advisor_absences
       where advisor_id = any($1::text[]) and from_date <= $3::date and till_date >= $2::date
       order by from_date, id`,
      [[...advisorIds], fromDate, tillDate],
    )
  ).map((row) => ({
    id: row.id,
    advisorId: row.advisor_id,
    from: row.from_date,
    till: row.till_date,
    reason: row.reason,
  }));

/** The open custom-date requests within a scope (and of one branch, if named) wished on the dates, by wished start. */
export const openRequestsOn = async (
  db: Queryable,
  scope: StaffScope,
  agencyId: string | undefined,
  fromDate: string,
  tillDate: string,
): Promise<BookingSummary[]> => {
  const params: unknown[] = [fromDate, tillDate];
  const where = [
    `v.kind = 'custom'`,
    `v.status = 'requested'`,
    `v.date between $1::date and $2::date`,
    scopeCondition(scope, params),
  ];
  if (agencyId !== undefined) where.push(`v.agency_id = $${params.push(agencyId)}`);
  return (
    await db.query<BookingSummaryRow>(
      `select ${BOOKING_SUMMARY_COLUMNS} from booking_view v where ${where.join(' and ')}
       order by v.starts_at, v.id`,
      params,
    )
  ).map(bookingSummaryOf);
};
