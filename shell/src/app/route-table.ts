// The checkout's route table (spec section 2, 'Routing'): pure data, read by the router, the guards
// and the chrome, so that progress, back button and custom-date rules live in one place.
import type { StepId } from '@checkout/shared';

/** Every page the shell can show. */
export type PageId = StepId | 'init' | 'error' | 'offline' | 'not-found';

/** Progress bar segments: 7 steps on 6 segments normally, 5 steps on 4 in custom-date mode. */
export const SEGMENTS = { normal: 6, custom: 4 } as const;

export type ProgressMode = keyof typeof SEGMENTS;

/**
 * How a route treats custom-date mode (spec section 4): 'enter' turns it on, 'keep' leaves it as it is
 * (steps 4-7 are shared by both flows), null is 'no custom marker' and turns it off.
 */
export type CustomMarker = 'enter' | 'keep' | null;

export interface StepRoute {
  step: StepId;
  /** Path under the base path and under /fr, without a leading slash. */
  path: string;
  /** Number on the progress bar per mode; null when the step is not part of that mode's flow. */
  progress: Record<ProgressMode, number | null>;
  /** Where the back button leads per mode; null disables it. */
  back: Record<ProgressMode, StepId | null>;
  /** The confirmation hides the back button altogether. */
  backHidden: boolean;
  customMarker: CustomMarker;
  /** Page-view analytics on entering (spec: steps 1, 2 and 3). */
  sendsPageView: boolean;
}

export const STEP_ROUTES: readonly StepRoute[] = [
  {
    step: 'step-1',
    path: 'step-1',
    progress: { normal: 1, custom: null },
    back: { normal: null, custom: null },
    backHidden: false,
    customMarker: null,
    sendsPageView: true,
  },
  {
    step: 'step-1-self',
    path: 'step-1-self',
    progress: { normal: 1, custom: 1 },
    back: { normal: null, custom: null },
    backHidden: false,
    customMarker: 'enter',
    sendsPageView: false,
  },
  {
    step: 'step-2',
    path: 'step-2',
    progress: { normal: 2, custom: null },
    back: { normal: 'step-1', custom: null },
    backHidden: false,
    customMarker: null,
    sendsPageView: true,
  },
  {
    step: 'step-3',
    path: 'step-3',
    progress: { normal: 3, custom: null },
    back: { normal: 'step-2', custom: null },
    backHidden: false,
    customMarker: null,
    sendsPageView: true,
  },
  {
    step: 'step-4',
    path: 'step-4',
    progress: { normal: 4, custom: 2 },
    back: { normal: 'step-3', custom: 'step-1-self' },
    backHidden: false,
    customMarker: 'keep',
    sendsPageView: false,
  },
  {
    step: 'step-5',
    path: 'step-5',
    progress: { normal: 5, custom: 3 },
    back: { normal: 'step-4', custom: 'step-4' },
    backHidden: false,
    customMarker: 'keep',
    sendsPageView: false,
  },
  {
    step: 'step-6',
    path: 'step-6',
    progress: { normal: 6, custom: 4 },
    back: { normal: 'step-5', custom: 'step-5' },
    backHidden: false,
    customMarker: 'keep',
    sendsPageView: false,
  },
  {
    step: 'step-7',
    path: 'step-7',
    progress: { normal: 7, custom: 5 },
    back: { normal: null, custom: null },
    backHidden: true,
    customMarker: 'keep',
    sendsPageView: false,
  },
];

/**
 * What a step needs of the stored booking to be shown (issue 19): a day of step 2 ('date'), an hour of step 3
 * with its advice mode ('appointment'), step 1 self's complete request ('customDateRequest': agency, custom
 * date and time), a contact form that passes its schema ('contactForm'), a booking made ('booking').
 */
export type Prerequisite = 'date' | 'appointment' | 'customDateRequest' | 'contactForm' | 'booking';

export interface FlowStep {
  step: StepId;
  /** Everything the step needs stored, not only what the step just before it added. */
  needs: readonly Prerequisite[];
}

/**
 * Each flow's steps in order with what each needs to be shown. A step that cannot be shown with the stored
 * booking sends the visitor back along its flow to the nearest step that can (guards.ts); the first step of
 * each flow needs nothing. Steps 4-7 belong to both flows: custom-date mode tells which applies.
 */
export const FLOWS: Record<ProgressMode, readonly FlowStep[]> = {
  normal: [
    { step: 'step-1', needs: [] },
    { step: 'step-2', needs: [] },
    { step: 'step-3', needs: ['date'] },
    { step: 'step-4', needs: ['date', 'appointment'] },
    { step: 'step-5', needs: ['date', 'appointment'] },
    { step: 'step-6', needs: ['date', 'appointment', 'contactForm'] },
    // A booking made is all the confirmation shows (what led to it may be gone by then).
    { step: 'step-7', needs: ['booking'] },
  ],
  custom: [
    { step: 'step-1-self', needs: [] },
    { step: 'step-4', needs: ['customDateRequest'] },
    { step: 'step-5', needs: ['customDateRequest'] },
    { step: 'step-6', needs: ['customDateRequest', 'contactForm'] },
    { step: 'step-7', needs: ['booking'] },
  ],
};

/** Paths of the pages that are not steps (init is the base path itself). */
export const PAGE_PATHS = { init: '', error: 'error', offline: 'offline' } as const;

export function stepRoute(step: StepId): StepRoute {
  const route = STEP_ROUTES.find((r) => r.step === step);
  if (!route) throw new Error(`No route for ${step}`);
  return route;
}

export function isStepId(page: PageId): page is StepId {
  return STEP_ROUTES.some((r) => r.step === page);
}

/** The custom marker of any page; pages that are not steps carry none. */
export function customMarkerOf(page: PageId): CustomMarker {
  return isStepId(page) ? stepRoute(page).customMarker : null;
}
