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

/**
 * Adds the hits counted by one process to the shared counters, many keys in one statement (windows of `windowMs`;
 * one that has ended starts anew with these hits). Answers the hits in its window and the ms left of each key that
 * had a counter already: a counter this statement created holds only the hits given, which the caller knows (at a
 * flood of new addresses, most of them).
 */
export async function addRateLimitHits(
  db: Queryable,
  hits: ReadonlyMap<string, number>,
  windowMs: number,
): Promise<{ key: string; hits: number; ttlMs: number }[]> {
  if (hits.size === 0) return [];
  // xmax is 0 on a row version the statement inserted, not on one it updated (PostgreSQL's MVCC).
  const rows = await db.query<{ key: string; hits: number; ttl_ms: number }>(
    `with counted as (
       insert into rate_limits (key, hits, reset_at)
       select k, h, now() + $3 * interval '1 millisecond' from unnest($1::text[], $2::int[]) as t (k, h)
       on conflict (key) do update set
         hits = case when rate_limits.reset_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning key, hits, reset_at, xmax = 0 as created
     )
     select key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms
     from counted where not created`,
    [[...hits.keys()], [...hits.values()], windowMs],
  );
  return rows.map((r) => ({ key: r.key, hits: r.hits, ttlMs: r.ttl_ms }));
}

/** Forgets the windows that ended more than an hour ago. */
export async function purgeRateLimits(db: Queryable): Promise<void> {
  await db.query("delete from rate_limits where reset_at < now() - interval '1 hour'");
}
