// Loads a step's remote before it is shown, so that no screen waits on a chain of requests that could have
// run earlier: the first step's remote right after the runtime config (beside the translations and the
// offline check), and the next step's remote once the browser is idle on the current step.
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

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Once the browser is idle (or after two seconds at most), loads the next step's remote; returns a cancel. */
export function prefetchNextWhenIdle(step: StepId, view: IdleWindow = window): () => void {
  const next = nextRemoteStep(step);
  if (!next) return () => undefined;
  const run = () => prefetchStep(next);
  if (view.requestIdleCallback && view.cancelIdleCallback) {
    const handle = view.requestIdleCallback(run, { timeout: 2000 });
    return () => view.cancelIdleCallback?.(handle);
  }
  const timer = view.setTimeout(run, 500);
  return () => view.clearTimeout(timer);
}
