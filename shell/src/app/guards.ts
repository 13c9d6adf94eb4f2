// The rules that run before every navigation (spec section 4), as one pure decision so that each rule
// is tested without a router, a store or a network.
import { customMarkerOf, type PageId } from './route-table';

export interface GuardInput {
  /** The page being entered. */
  page: PageId;
  /** Answer of the offline check: true offline, false online, null when the check itself failed. */
  offline: boolean | null;
  /** A booking was made in this session (reservation.isBooked). */
  isBooked: boolean;
  /** Custom-date mode as it stands before this navigation. */
  isCustomDateMode: boolean;
}

export type CustomDateAction = 'enter' | 'leave' | 'none';

export interface GuardDecision {
  /** Go elsewhere instead (replacing the entry): the offline page or init. */
  redirect: 'offline' | 'init' | null;
  /** settings.showNavigation after this navigation. */
  showNavigation: boolean;
  /** What to do with custom-date mode when the page is entered (only without a redirect). */
  customDate: CustomDateAction;
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const { page, offline, isBooked, isCustomDateMode } = input;

  // The offline check comes first: a switched-off checkout shows nothing else.
  if (offline === true) {
    return { redirect: page === 'offline' ? null : 'offline', showNavigation: false, customDate: 'none' };
  }
  // Back online on the offline page: start over. A failed check (null) leaves the visitor where they are.
  if (offline === false && page === 'offline') {
    return { redirect: 'init', showNavigation: true, customDate: 'none' };
  }
  // After a booking only the confirmation and a fresh start are allowed.
  if (isBooked && page !== 'step-7' && page !== 'init') {
    return { redirect: 'init', showNavigation: true, customDate: 'none' };
  }
  return { redirect: null, showNavigation: true, customDate: customDateAction(page, isCustomDateMode) };
}

function customDateAction(page: PageId, isCustomDateMode: boolean): CustomDateAction {
  const marker = customMarkerOf(page);
  if (marker === 'enter') return isCustomDateMode ? 'none' : 'enter';
  if (marker === 'keep') return 'none';
  return isCustomDateMode ? 'leave' : 'none';
}
