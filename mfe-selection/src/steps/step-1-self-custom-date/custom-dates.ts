import { addDays, formatDate, isCustomDateDisabled, zurichToday, type Clock } from '@checkout/shared/dates';

/** How far ahead a custom date may be chosen from the step's day list. */
export const CUSTOM_DATE_WINDOW_DAYS = 28;

/** The choosable custom dates (dd.mm.yyyy) of the next four weeks, per the rules of spec section 5. */
export function choosableCustomDates(clock: Clock): string[] {
  const today = zurichToday(clock);
  return Array.from({ length: CUSTOM_DATE_WINDOW_DAYS }, (_, i) => addDays(today, i + 1))
    .filter((day) => !isCustomDateDisabled(day, today))
    .map(formatDate);
}
