// A branch's day at a glance (issue 46): a day or a week of the advisors in the member's scope (one advisor, or a
// branch's), each day with its working hours, time off, live consultations and the hours travellers hold in the
// checkout right now, and the open custom-date requests wished on those days. What the back office offers from it
// (a time that fits) follows the same rules as the API's checks (shared/src/dates/calendar-fit.ts, domain/calendar.ts).
import {
  type CalendarDay,
  type HoursBlock,
  type StaffCalendar,
  type StaffCalendarQuery,
  type StaffMember,
} from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { addDays, formatIsoDate, minutesToTime, parseIsoDate } from '@checkout/shared/dates';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import type { Queryable } from '../db/database';
import {
  absencesOfAdvisors,
  consultationsOfAdvisors,
  liveHoldsOfAdvisors,
  openRequestsOn,
} from '../repositories/calendar-repository';
import { advisorsInScope } from '../repositories/consultation-repository';
import { workingHoursOnDate } from './availability';
import { wallClock } from './calendar';
import { consultationRow, requireFilterInScope, scopeOf, staffAdvisor } from './consultations';
import { validationError } from './errors';

/** Days a calendar shows when the query names none: a week. */
export const CALENDAR_DEFAULT_DAYS = 7;

/** The calendar of the member's scope from the query's date. */
export const staffCalendar = async (
  db: Queryable,
  member: StaffMember,
  query: StaffCalendarQuery,
  now: Date,
): Promise<StaffCalendar> => {
  const scope = scopeOf(member);
  await requireFilterInScope(db, scope, query, member.culture);
  // The back office sees every branch: it names the one (or the advisor) to draw, a country is no calendar.
  if (scope.role === 'back_office' && query.agencyId === undefined && query.advisorId === undefined) {
    throw validationError({ agencyId: VALIDATION_MESSAGES.required }, member.culture);
  }
  const advisors = (await advisorsInScope(db, scope, query.advisorId)).filter(
    (advisor) => query.agencyId === undefined || advisor.agencyId === query.agencyId,
  );
  const ids = advisors.map((advisor) => advisor.id);
  const days = Array.from({ length: query.days ?? CALENDAR_DEFAULT_DAYS }, (_, i) =>
    formatIsoDate(addDays(parseIsoDate(query.date), i)),
  );
  const first = days[0] ?? query.date;
  const last = days.at(-1) ?? query.date;
  const from = zurichWallTimeToDate(first, '00:00');
  const until = zurichWallTimeToDate(formatIsoDate(addDays(parseIsoDate(last), 1)), '00:00');
  const [hours, consultations, holds, absences, requests] = await Promise.all([
    Promise.all(days.map((date) => workingHoursOnDate(db, date, ids))),
    consultationsOfAdvisors(db, ids, from, until),
    liveHoldsOfAdvisors(db, ids, first, last, now),
    absencesOfAdvisors(db, ids, first, last),
    openRequestsOn(db, scope, query.agencyId, first, last),
  ]);
  const dayOf = (advisorId: string, date: string, i: number): CalendarDay => {
    const absence = absences.find((a) => a.advisorId === advisorId && a.from <= date && date <= a.till);
    return {
      date,
      hours: (hours[i] ?? [])
        .filter((row) => row.advisor_id === advisorId)
        .map((row): HoursBlock => ({
          from: minutesToTime(row.start_minute),
          to: minutesToTime(row.end_minute),
          homeOffice: row.home_office,
        })),
      absence: absence ? { id: absence.id, reason: absence.reason } : null,
      consultations: consultations
        .filter((c) => c.advisor?.id === advisorId && c.date === date)
        .map((record) => {
          const row = consultationRow(record, member.culture);
          return {
            id: row.id,
            reference: row.reference,
            time: row.time,
            till: row.till,
            status: row.status,
            kind: row.kind,
            adviceMode: row.adviceMode,
            traveller: `${row.traveller.firstname} ${row.traveller.lastname}`.trim(),
            ...(row.attention ? { attention: row.attention } : {}),
          };
        }),
      held: holds
        .filter((h) => h.advisorId === advisorId && h.date === date)
        .map((h) => ({ time: h.time, till: wallClock(h.endsAt) })),
    };
  };
  return {
    days,
    advisors: advisors.map((advisor) => ({
      ...staffAdvisor(advisor, member.culture),
      days: days.map((date, i) => dayOf(advisor.id, date, i)),
    })),
    requests: requests.map((record) => consultationRow(record, member.culture)),
  };
};
