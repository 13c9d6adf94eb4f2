// Dates and instants as staff read them, in the page's language and Zurich's time.
import type { Culture } from '@checkout/shared/contract';
import { CHECKOUT_TIME_ZONE } from '@checkout/shared/dates';

/** yyyy-mm-dd (a day in Zurich) as 'Mi., 04.03.2026' / 'mer. 04.03.2026'. */
export function formatDay(isoDate: string, culture: Culture): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(culture, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** An ISO instant as its Zurich date and time: '04.03.2026, 10:15'. */
export function formatInstant(instant: string, culture: Culture): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return new Intl.DateTimeFormat(culture, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CHECKOUT_TIME_ZONE,
  }).format(at);
}
