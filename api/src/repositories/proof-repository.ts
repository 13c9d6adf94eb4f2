// The solved proofs of work (issue 32, domain/proof-of-work.ts): each used once, each proving its session's work
// until it expires or the session books.
import type { Queryable } from '../db/database';

/**
 * Records a solution as used for `sessionId`; false when it was used before (a replay). Challenges that expired are
 * forgotten first: a used one cannot be replayed after it expired anyway.
 */
export async function recordUsedProof(
  db: Queryable,
  proof: { signature: string; sessionId: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.query('delete from used_proofs where expires_at <= $1', [now.toISOString()]);
  const rows = await db.query<{ signature: string }>(
    `insert into used_proofs (signature, session_id, expires_at) values ($1, $2, $3)
     on conflict (signature) do nothing returning signature`,
    [proof.signature, proof.sessionId, proof.expiresAt.toISOString()],
  );
  return rows.length === 1;
}

/** Whether the session proved its work with a challenge that has not expired and that no booking spent yet. */
export async function hasProvenWork(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ proven: boolean }>(
    `select exists (select 1 from used_proofs
       where session_id = $1 and expires_at > $2 and spent_at is null) as proven`,
    [sessionId, now.toISOString()],
  );
  return rows[0]?.proven === true;
}

/** A booking spends its session's proofs: the session's next hold proves again. */
export async function spendProofs(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('update used_proofs set spent_at = $2 where session_id = $1 and spent_at is null', [
    sessionId,
    now.toISOString(),
  ]);
}
