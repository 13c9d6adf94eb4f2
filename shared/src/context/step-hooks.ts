// Small hooks every step screen uses on entry.
import { useEffect } from 'react';
import { checkoutPath } from '../contract';
import type { StepId } from '../federation/remote-contract';
import { useAnalytics, useStore } from './checkout-context';

/** The path of a step as the visitor sees it: /step-2, or /fr/step-2 in French. */
export function useStepPath(step: StepId): string {
  const store = useStore();
  return checkoutPath(store.settings.culture, step);
}

/** Sends the page-view event once when the step is entered (virtual url /checkout + the step's path). */
export function usePageView(step: StepId): void {
  const analytics = useAnalytics();
  const path = useStepPath(step);
  useEffect(() => {
    analytics.pageView(path);
  }, [analytics, path]);
}
