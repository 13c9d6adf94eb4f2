// Request counters per key in fixed windows, in the database so that every API process counts the same hits.
import type { Queryable } from '../db/database';

/** Counts one hit of `key`; a window that has ended starts anew. Answers the window's hits and the ms left. */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const rows = await db.query<{ hits: number; ttl_ms: number }>(
    `insert into rate_limits (key, hits, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms`,
    [key, windowMs],
  );
  const row = rows[0];
  return { hits: row?.hits ?? 1, ttlMs: row?.ttl_ms ?? windowMs };
}

/** Forgets the windows that ended more than an hour ago. */
export async function purgeRateLimits(db: Queryable): Promise<void> {
  await db.query("delete from rate_limits where reset_at < now() - interval '1 hour'");
}
