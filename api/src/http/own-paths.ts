// Paths the API serves beyond the browser's contract (@checkout/shared/contract's API_PATHS): for operations, not
// for the checkout, so the kernel does not carry them.
export const API_OWN_PATHS = {
  /** Liveness: the process answers, without asking the database. */
  liveness: '/health/live',
  /** Issue 36: the metrics in Prometheus' text format; loopback peers with the operator token only. */
  metrics: '/metrics',
} as const;

export interface Liveness {
  status: 'ok';
}
