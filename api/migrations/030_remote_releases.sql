-- Canary releases of the remotes (issue 36, decision 0054): the release state every API process reads and the
-- static server serves in checkout-config.json, and the booking sessions counted per release and side for the
-- automatic rollback, so that any number of API processes judge a candidate on the same counts.
create table remote_releases (
  id bigserial primary key,
  remote text not null,
  manifest text not null,
  version text not null,
  -- The share (0 to 100 %) of new booking sessions that draw the candidate.
  share double precision not null check (share >= 0 and share <= 100),
  -- The automatic rollback: off when both are null; else the margin (a fraction of sessions) by which the
  -- candidate's error rate may exceed the stable build's, judged from this many sessions on the candidate on.
  rollback_margin double precision check (rollback_margin >= 0 and rollback_margin <= 1),
  rollback_min_sessions integer check (rollback_min_sessions >= 1),
  status text not null default 'active' check (status in ('active', 'promoted', 'rolled_back')),
  -- Why it ended: 'operator', or what the automatic rollback saw.
  reason text,
  started_at timestamptz not null,
  updated_at timestamptz not null,
  ended_at timestamptz
);
create unique index remote_releases_one_active on remote_releases (remote) where status = 'active';

-- A remote's stable build once a candidate was promoted; before, the stable build is the runtime config's line.
create table remote_stable_builds (
  remote text primary key,
  manifest text not null,
  version text not null,
  updated_at timestamptz not null
);

-- One row per booking session (the browser's random release-session id, nothing personal) and side of a release.
create table release_sessions (
  release_id bigint not null references remote_releases (id) on delete cascade,
  side text not null check (side in ('stable', 'candidate')),
  session text not null,
  failed boolean not null,
  first_seen timestamptz not null,
  primary key (release_id, side, session)
);
