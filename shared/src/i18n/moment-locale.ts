// Date formatting with moment (de-ch and fr-ch locales only, see moment-with-locales.ts). moment is loaded
// on demand, in its own chunk, the first time a screen formats a date with it: step 1 never does, so the
// first load of the checkout does not carry moment (about 21 kB gzipped).
//
// The formatters stay synchronous for their callers (screens call them while rendering): before moment
// is there they suspend the rendering screen (React Suspense: they throw the pending load), and React
// renders it again once moment has arrived. The shell shows every remote step inside a Suspense boundary
// (RemoteStep). Code that formats outside rendering awaits loadMoment() first.
import type { Culture } from '../contract';
import { parseDate } from '../dates';
import type { moment as MomentWithLocales } from './moment-with-locales';

/** moment with the checkout's locales, as loadMoment() resolves it. */
export type Moment = typeof MomentWithLocales;

let loaded: Moment | undefined;
let pending: Promise<Moment> | undefined;
let failure: unknown;

/** Loads moment with its two locales (once); resolves to moment. */
export function loadMoment(): Promise<Moment> {
  pending ??= import(/* webpackChunkName: "moment" */ './moment-with-locales').then(
    (module) => (loaded = module.moment),
    (error: unknown) => {
      // Not cached: the next render throws it (error boundary, Retry), the one after tries again.
      pending = undefined;
      failure = error;
      throw error;
    },
  );
  return pending;
}

/** moment, or suspends the rendering component until it is loaded. */
function momentOrSuspend(): Moment {
  if (loaded) return loaded;
  if (failure !== undefined) {
    const error = failure;
    failure = undefined;
    throw error;
  }
  throw loadMoment();
}

/**
 * Suspends the rendering screen until moment is loaded. A screen that formats dates calls it first, so it
 * renders once, with its dates, instead of rendering and then hiding itself again when its first date
 * arrives (React hides a shown Suspense boundary while it suspends again, and the browser drops the focus
 * the shell gave the step's heading).
 */
export function requireMoment(): void {
  momentOrSuspend();
}

/** moment's locale name of a culture. */
export function momentLocale(culture: Culture): 'de-ch' | 'fr-ch' {
  return culture === 'fr-CH' ? 'fr-ch' : 'de-ch';
}

/** Display format of step 1 self: weekday, dd.MM.yyyy (e.g. 'Montag, 02.03.2026'). Suspends until moment is loaded. */
export function formatWeekdayDate(dateString: string, culture: Culture): string {
  const moment = momentOrSuspend();
  const date = parseDate(dateString);
  return moment
    .utc([date.year, date.month - 1, date.day])
    .locale(momentLocale(culture))
    .format('dddd, DD.MM.YYYY');
}

/**
 * Pill label of step 2: the weekday and the date in the display format dd.mm.yyyy of spec section 5 (e.g.
 * 'Montag', '02.03.2026'), shown one above the other; both are part of the pill's spoken name
 * (formatWeekdayDate), so what is seen can be said. Suspends until moment is loaded.
 */
export function formatPillDate(dateString: string, culture: Culture): { weekday: string; date: string } {
  const moment = momentOrSuspend();
  const date = parseDate(dateString);
  const m = moment.utc([date.year, date.month - 1, date.day]).locale(momentLocale(culture));
  return { weekday: m.format('dddd'), date: m.format('DD.MM.YYYY') };
}
