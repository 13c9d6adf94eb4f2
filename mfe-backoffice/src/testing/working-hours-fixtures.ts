// Working hours of the fixtures' advisors (issue 34, step 6): Anna's week (Monday to Friday, a home-office
// afternoon on Thursday, Saturday morning) and one exception, a closed day.
import type { ConsultationRow, WeeklyHoursBlock, WorkingHours } from '@checkout/shared/contract';
import { ABSENCE_RESPONSE } from './fixtures';

const day = (weekday: number, homeOfficeAfternoon = false): WeeklyHoursBlock[] => [
  { weekday, from: '09:00', to: '12:00', homeOffice: false },
  { weekday, from: '13:00', to: '18:00', homeOffice: homeOfficeAfternoon },
];

export const ANNA_HOURS: WorkingHours = {
  advisorId: 'adv-anna',
  blocks: [
    ...day(1),
    ...day(2),
    ...day(3),
    ...day(4, true),
    ...day(5),
    { weekday: 6, from: '09:00', to: '13:00', homeOffice: false },
  ],
  exceptions: [{ id: 'hx-1', advisorId: 'adv-anna', date: '2026-04-06', blocks: [], reason: 'Ostermontag' }],
};

export const WORKING_HOURS: WorkingHours[] = [ANNA_HOURS];

/** What shortening Anna's week leaves outside her hours: two of her consultations (as time off's collisions). */
export const HOURS_COLLISIONS: ConsultationRow[] = ABSENCE_RESPONSE.collisions;
