// Canary releases (decision 0054): what the first chunk knows of them. Set by release-session.ts, which loads only
// when the config names a release; without one both stay unset and cost step 1 nothing else.
import type { RemoteName, StepId } from '@checkout/shared';

export type ReleaseReport = 'load' | 'load_failure' | 'render_error';

export const releaseHooks: {
  /** A step's main slot failed: its remote did not load, or its screen threw. */
  failed?: (step: StepId) => void;
  /** Retry of a failed remote: true when it ran a candidate, which the session then leaves (the page reloads). */
  leave?: (name: RemoteName) => boolean;
} = {};
