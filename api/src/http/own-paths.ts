// Paths the API serves beyond the browser's contract (@checkout/shared/contract's API_PATHS): for operations, not
// for the checkout, so the kernel does not carry them.
export const API_OWN_PATHS = {
  /** Liveness: the process answers, without asking the database. */
  liveness: '/health/live',
  /** Issue 36: the metrics in Prometheus' text format; loopback peers with the operator token only. */
  metrics: '/metrics',
  /** Issue 36: the remotes' canary releases, as the server of checkout-config.json reads them (public). */
  releases: '/checkout/releases',
  /** Issue 36: the operator's release calls (`npm run release`): status, start, widen, promote, roll back. */
  operatorReleases: '/operator/releases',
  operatorReleaseStart: '/operator/releases/start',
  operatorReleaseWiden: '/operator/releases/widen',
  operatorReleasePromote: '/operator/releases/promote',
  operatorReleaseRollback: '/operator/releases/rollback',
} as const;

export interface Liveness {
  status: 'ok';
}
