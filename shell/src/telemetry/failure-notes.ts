// What step 1's first chunk holds of the telemetry (issue 36): a declaration only. RemoteStep pushes each failure of a
// main slot onto the page's `__checkoutFailures` array (a few bytes, no module at run time); the reporter, loaded
// after the first paint, takes the array over (takeFailures in start-reporter.ts): the failures so far, then each
// later one as it is pushed.

/** A remote, the step whose main slot failed (`step-3`), and whether its load failed (else its screen threw). */
export type FailureNote = [remote: string, step: string, loadFailed: boolean];

declare global {
  // A `var` is what declares a property of globalThis.
  var __checkoutFailures: FailureNote[] | undefined;
}
