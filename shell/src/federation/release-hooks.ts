// Canary releases (decision 0054): what the first chunk knows of them. Set by release-session.ts, which loads only
// when the config names a release; without one both stay unset and cost step 1 nothing else.
import type { RemoteName } from '@checkout/shared';

export type ReleaseReport = 'load' | 'load_failure' | 'render_error';

export const releaseHooks: {
  /** Retry of a failed remote: true when it ran a candidate, which the session then leaves (the page reloads). */
  leave?: (name: RemoteName) => boolean;
} = {};
