// A branch's calendar of one day, as GET /staff/calendar?days=1 answers it, for the tests of the models that read it:
// the fixtures' advisors, each with the day a test gives (no hours by default), and a patch over it.
import type { CalendarDay, HoursBlock, StaffCalendar } from '@checkout/shared/contract';
import { ADVISORS } from './fixtures';

/** A block of working hours (from home when `homeOffice`). */
export const office = (from: string, to: string, homeOffice = false): HoursBlock => ({
  from,
  to,
  homeOffice,
});

type DaysByAdvisor = Record<string, Partial<CalendarDay>>;

/** The fixtures' advisors on `date`: each one's day from `days`, then `patch` over it. */
export function branchDayOf(date: string, days: DaysByAdvisor, patch: DaysByAdvisor = {}): StaffCalendar {
  return {
    days: [date],
    advisors: ADVISORS.map((advisor) => ({
      ...advisor,
      days: [
        {
          date,
          hours: [],
          absence: null,
          consultations: [],
          held: [],
          ...days[advisor.id],
          ...patch[advisor.id],
        },
      ],
    })),
    requests: [],
  };
}
