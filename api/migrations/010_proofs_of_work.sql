-- The invisible proof of work (issue 32). A solved challenge, named by its signature, is used once: it proves the
-- work for its session, whose holds need no further proof until the challenge expires or the session books (a
-- booking spends it: the next booking of the same session proves again). Rows go once their challenge expired.
create table used_proofs (
  signature text primary key,
  session_id text not null,
  expires_at timestamptz not null,
  spent_at timestamptz
);
create index used_proofs_session_idx on used_proofs (session_id);
create index used_proofs_expires_idx on used_proofs (expires_at);
