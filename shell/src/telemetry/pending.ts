// The part of the telemetry (issue 36) in step 1's first chunk, kept tiny: failures caught before the reporter
// (reporter.ts, loaded after the first paint) is there wait here, a few at most, and go to it once it starts.
export interface FailureNote {
  kind: 'load_failure' | 'render_error';
  remote: string;
  /** The step's id (`step-3`), or null outside the steps (the manage page). */
  step: string | null;
}

const waiting: FailureNote[] = [];
let sink: ((note: FailureNote) => void) | undefined;

/** A remote that did not load or a screen that threw, for the reporter. */
export function noteFailure(note: FailureNote): void {
  if (sink) sink(note);
  else if (waiting.length < 20) waiting.push(note);
}

/** The reporter takes the failures noted so far, and every later one. */
export function takeFailures(next: (note: FailureNote) => void): void {
  sink = next;
  for (const note of waiting.splice(0)) next(note);
}
