// The rules that run before every navigation (spec section 4), as one pure decision so that each rule
// is tested without a router, a store or a network.
import type { StepId } from '@checkout/shared';
import {
  customMarkerOf,
  FLOWS,
  isStepId,
  type PageId,
  type Prerequisite,
  type ProgressMode,
} from './route-table';

/** Whether each prerequisite of the route table's flows holds for the stored booking ('booking' is isBooked). */
export type StoredFacts = Record<Exclude<Prerequisite, 'booking'>, boolean>;

export interface GuardInput {
  /** The page being entered. */
  page: PageId;
  /** Answer of the offline check: true offline, false online, null when the check itself failed. */
  offline: boolean | null;
  /** A booking was made in this session (reservation.isBooked). */
  isBooked: boolean;
  /** Custom-date mode as it stands before this navigation. */
  isCustomDateMode: boolean;
  /** What the booking store holds, for the steps' prerequisites (route-table.ts, FLOWS). */
  facts: StoredFacts;
  /** The session-expired screen is shown (the hold on the hour ran out, or the appointment became stale). */
  sessionExpired: boolean;
}

export type CustomDateAction = 'enter' | 'leave' | 'none';

/**
 * Leaving the session-expired screen: what expired is given up (the hour of step 3, or in custom-date mode the
 * custom date of step 1 self), everything else the visitor entered stays; 'none' when the session had not expired.
 */
export type ExpiredSessionAction = 'drop-appointment' | 'drop-custom-date' | 'none';

export interface GuardDecision {
  /** Go elsewhere instead (replacing the entry): the offline page, init, or the step the stored booking can show. */
  redirect: 'offline' | 'init' | StepId | null;
  /** settings.showNavigation after this navigation. */
  showNavigation: boolean;
  /** What to do with custom-date mode when the page is entered (only without a redirect). */
  customDate: CustomDateAction;
  /** Any navigation ends an expired session (history back included), redirected or not. */
  expiredSession: ExpiredSessionAction;
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const expiredSession = expiredSessionAction(input);
  return { ...decideRoute(input, expiredSession), expiredSession };
}

function expiredSessionAction({ sessionExpired, isCustomDateMode }: GuardInput): ExpiredSessionAction {
  if (!sessionExpired) return 'none';
  return isCustomDateMode ? 'drop-custom-date' : 'drop-appointment';
}

function decideRoute(
  input: GuardInput,
  expiredSession: ExpiredSessionAction,
): Omit<GuardDecision, 'expiredSession'> {
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
  // A step the stored booking cannot show sends the visitor back along its flow to the nearest one it can.
  if (isStepId(page)) {
    const facts: StoredFacts = {
      ...input.facts,
      appointment: input.facts.appointment && expiredSession !== 'drop-appointment',
      customDateRequest: input.facts.customDateRequest && expiredSession !== 'drop-custom-date',
    };
    const met = (prerequisite: Prerequisite) => (prerequisite === 'booking' ? isBooked : facts[prerequisite]);
    const shown = showableStep(page, isCustomDateMode, met);
    if (shown !== page) return { redirect: shown, showNavigation: true, customDate: 'none' };
  }
  return { redirect: null, showNavigation: true, customDate: customDateAction(page, isCustomDateMode) };
}

/** The flow a step is entered in: the only one it belongs to, or for steps 4-7 (both) the current mode's. */
export function flowOf(step: StepId, isCustomDateMode: boolean): ProgressMode {
  const inFlow = (mode: ProgressMode) => FLOWS[mode].some((s) => s.step === step);
  if (inFlow('normal') && inFlow('custom')) return isCustomDateMode ? 'custom' : 'normal';
  return inFlow('custom') ? 'custom' : 'normal';
}

/** `step` when what it needs is stored, else the nearest step before it in its flow that can be shown. */
export function showableStep(
  step: StepId,
  isCustomDateMode: boolean,
  met: (prerequisite: Prerequisite) => boolean,
): StepId {
  const flow = FLOWS[flowOf(step, isCustomDateMode)];
  for (let i = flow.findIndex((s) => s.step === step); i > 0; i -= 1) {
    const candidate = flow[i];
    if (candidate && candidate.needs.every(met)) return candidate.step;
  }
  return flow[0]?.step ?? step;
}

/** The prerequisites deciding on `page` may read: those of the page and of the steps before it in its flow. */
export function prerequisitesConsulted(page: PageId, isCustomDateMode: boolean): ReadonlySet<Prerequisite> {
  if (!isStepId(page)) return new Set();
  const flow = FLOWS[flowOf(page, isCustomDateMode)];
  const upTo = flow.slice(0, flow.findIndex((s) => s.step === page) + 1);
  return new Set(upTo.flatMap((s) => s.needs));
}

function customDateAction(page: PageId, isCustomDateMode: boolean): CustomDateAction {
  const marker = customMarkerOf(page);
  if (marker === 'enter') return isCustomDateMode ? 'none' : 'enter';
  if (marker === 'keep') return 'none';
  return isCustomDateMode ? 'leave' : 'none';
}
