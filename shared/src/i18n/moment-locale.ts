// moment with the two checkout locales only: importing them one by one keeps the other ~130 locales
// out of the bundle (the all-locales entry is never imported).
import moment from 'moment';
import 'moment/locale/de-ch';
import 'moment/locale/fr-ch';
import type { Culture } from '../contract';
import { parseDate } from '../dates';

export { moment };

/** moment's locale name of a culture. */
export function momentLocale(culture: Culture): 'de-ch' | 'fr-ch' {
  return culture === 'fr-CH' ? 'fr-ch' : 'de-ch';
}

/** Display format of step 1 self: weekday, dd.MM.yyyy (e.g. 'Montag, 02.03.2026'). */
export function formatWeekdayDate(dateString: string, culture: Culture): string {
  const date = parseDate(dateString);
  return moment
    .utc([date.year, date.month - 1, date.day])
    .locale(momentLocale(culture))
    .format('dddd, DD.MM.YYYY');
}

/** Short pill label of step 2: weekday abbreviation and day and month (e.g. 'Mo. 02.03.'). */
export function formatPillDate(dateString: string, culture: Culture): { weekday: string; date: string } {
  const date = parseDate(dateString);
  const m = moment.utc([date.year, date.month - 1, date.day]).locale(momentLocale(culture));
  return { weekday: m.format('dd'), date: m.format('DD.MM.') };
}
