// Which steps' main screens are on the page. A step's aside waits for its main screen: on a phone the aside sits
// below the main column, and an aside drawn first is pushed down when the main screen arrives (a layout shift
// the traveller sees as the page jumping).
import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { StepId } from '@checkout/shared';

const shown = new Map<StepId, number>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Marks `step`'s main screen as on the page while the calling component is mounted (null: nothing). */
export function useMainShownMark(step: StepId | null): void {
  useLayoutEffect(() => {
    if (step === null) return;
    shown.set(step, (shown.get(step) ?? 0) + 1);
    emit();
    return () => {
      const count = (shown.get(step) ?? 1) - 1;
      if (count > 0) shown.set(step, count);
      else shown.delete(step);
      emit();
    };
  }, [step]);
}

/** Whether `step`'s main screen is on the page. */
export function useMainShown(step: StepId): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown.has(step),
    () => false,
  );
}
