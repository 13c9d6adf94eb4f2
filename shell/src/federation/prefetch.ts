// Loads a step's remote before it is shown, so that no screen waits on a chain of requests that could have
// run earlier: the first step's remote right after the runtime config (beside the translations and the
// offline check), and the next step's remote as soon as the traveller starts acting on the current step.
import { STEP_OWNER, type StepId } from '@checkout/shared';
import { STEP_ROUTES } from '../app/route-table';
import { loadContract } from './remote-contract-loader';

/**
 * Starts loading the remote that owns `step`. A failure is not reported here: the step's own slot meets the
 * same cached failure and shows its fallback with Retry.
 */
export function prefetchStep(step: StepId): void {
  loadContract(STEP_OWNER[step]).catch(() => undefined);
}

/** The step after `step` in the route table whose screen another remote owns (none after the last). */
export function nextRemoteStep(step: StepId): StepId | null {
  const index = STEP_ROUTES.findIndex((route) => route.step === step);
  const owner = STEP_OWNER[step];
  return STEP_ROUTES.slice(index + 1).find((route) => STEP_OWNER[route.step] !== owner)?.step ?? null;
}

/** What shows that the traveller is acting on the step: the next step may follow within moments. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Focus the page moved itself: the shell focuses a new step's heading (tabindex -1, which no Tab key
 * reaches). It is not the traveller acting, and prefetching then would load the next remote while this step
 * is still taking its data (step 2's pills shared the main thread and the network with step 4's remote).
 */
function isPageFocus(event: Event): boolean {
  return (
    event.type === 'focusin' &&
    event.target instanceof Element &&
    event.target.getAttribute('tabindex') === '-1'
  );
}

/**
 * Loads the next step's remote at the traveller's first interaction with the page (a touch, a click, a key,
 * focus moving to a control), not at once: a visitor who only looks costs no second remote, and nothing of it runs while
 * the step is still loading. Returns a cancel.
 */
export function prefetchNextOnIntent(step: StepId, target: EventTarget = document): () => void {
  const next = nextRemoteStep(step);
  if (!next) return () => undefined;
  const stop = () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, onIntent, true));
  function onIntent(event: Event): void {
    if (isPageFocus(event)) return;
    stop();
    prefetchStep(next as StepId);
  }
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}
