// Weeks as the back office's filters start with them (the list, the audit).
import { addDays, formatIsoDate, isoWeekday, zurichToday, type Clock } from '@checkout/shared/dates';

/** This week in Zurich, Monday to Sunday. */
export function thisWeek(clock: Clock): { from: string; till: string } {
  const today = zurichToday(clock);
  const monday = addDays(today, 1 - isoWeekday(today));
  return { from: formatIsoDate(monday), till: formatIsoDate(addDays(monday, 6)) };
}
