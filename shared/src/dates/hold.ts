// The hold on a picked hour (spec: the API keeps it HOLD_MINUTES): when it counts as run out in the browser. The
// booking store's timer (the session-expired screen) and step 6's first frame ask this one rule.

/**
 * Whether a hold ending at `holdExpiresAt` (epoch ms by this browser's clock; 0: nothing held) has run out at
 * `nowMs`. No hold never runs out.
 */
export function isHoldExpiredAt(holdExpiresAt: number, nowMs: number): boolean {
  return holdExpiresAt > 0 && nowMs >= holdExpiresAt;
}
