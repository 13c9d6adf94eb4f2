// The branch's week of the calendar's fixtures as a scenario (the lead signed in; Anna's, Luca's and Sophie's hours,
// time off, consultations that collide, travellers' holds): what a screen that offers a time reads.
import { CALENDAR_ABSENCES, CALENDAR_ROWS, LEAD_SESSION, LUCA_HOURS, SOPHIE_HOURS } from './fixtures';
import type { StaffScenario } from './staff-world';
import { ANNA_HOURS } from './working-hours-fixtures';

export const branchWeek = (patch: Partial<StaffScenario> = {}): StaffScenario => ({
  session: LEAD_SESSION,
  rows: CALENDAR_ROWS,
  absences: CALENDAR_ABSENCES,
  workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  ...patch,
});
