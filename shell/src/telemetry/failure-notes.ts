// The one channel of a step's failures (issue 36). RemoteStep, in step 1's first chunk, only pushes each failure of a
// main slot onto the page's `__checkoutFailures` array (a few bytes, no module at run time: it imports this file's
// types alone). Whoever listens loads later and takes the array (takeFailures): the telemetry reporter, after the first
// paint, and a canary release's session (federation/release-session.ts), which reports its builds' render errors.
import type { RemoteName, StepId } from '@checkout/shared';

/** A remote, the step whose main slot failed (`step-3`), and whether its load failed (else its screen threw). */
export type FailureNote = [remote: RemoteName, step: StepId, loadFailed: boolean];

declare global {
  // A `var` is what declares a property of globalThis.
  var __checkoutFailures: FailureNote[] | undefined;
}

/**
 * Hands `next` the failures noted so far, then each one pushed later. Every taker hears every failure: the array
 * keeps them (a page has a handful at most), so one that comes later still hears the earlier ones.
 */
export function takeFailures(
  next: (note: FailureNote) => void,
  page: { __checkoutFailures?: FailureNote[] } = globalThis,
): void {
  const notes = (page.__checkoutFailures ??= []);
  notes.forEach((note) => next(note));
  const push = notes.push;
  notes.push = (...later: FailureNote[]) => {
    later.forEach((note) => next(note));
    return push.apply(notes, later);
  };
}
