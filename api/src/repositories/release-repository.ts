// Canary releases of the remotes (decision 0054): their statements. A remote has at most one active candidate
// (a unique index), a stable build once a candidate was promoted, and its sessions counted per release and side.
import type { Queryable } from '../db/database';

export type ReleaseSide = 'stable' | 'candidate';
export type ReleaseStatus = 'active' | 'promoted' | 'rolled_back';

/** A candidate release as stored. */
export interface ReleaseRow {
  id: string;
  remote: string;
  manifest: string;
  version: string;
  share: number;
  rollbackMargin: number | null;
  rollbackMinSessions: number | null;
  /** How many sessions per side one client network may count (null: the default). */
  rollbackSessionsPerNetwork: number | null;
  status: ReleaseStatus;
  reason: string | null;
  startedAt: Date;
  endedAt: Date | null;
}

export interface StableBuildRow {
  remote: string;
  manifest: string;
  version: string;
}

/** Sessions seen on one side of a release, and how many of them failed. */
export interface SideCounts {
  sessions: number;
  failed: number;
}

const RELEASE_COLUMNS = `id::text as id, remote, manifest, version, share, rollback_margin as "rollbackMargin",
  rollback_min_sessions as "rollbackMinSessions", rollback_sessions_per_network as "rollbackSessionsPerNetwork", status, reason, started_at as "startedAt", ended_at as "endedAt"`;

/** Every active candidate, by remote. */
export const activeReleases = (db: Queryable): Promise<ReleaseRow[]> =>
  db.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from remote_releases where status = 'active' order by remote`,
  );

/** The active candidate of one remote, if any. */
export const activeReleaseOf = async (db: Queryable, remote: string): Promise<ReleaseRow | undefined> =>
  (
    await db.query<ReleaseRow>(
      `select ${RELEASE_COLUMNS} from remote_releases where status = 'active' and remote = $1`,
      [remote],
    )
  )[0];

/** Each remote's latest release, active or ended. */
export const latestReleases = (db: Queryable): Promise<ReleaseRow[]> =>
  db.query<ReleaseRow>(
    `select distinct on (remote) ${RELEASE_COLUMNS} from remote_releases order by remote, id desc`,
  );

export const stableBuilds = (db: Queryable): Promise<StableBuildRow[]> =>
  db.query<StableBuildRow>('select remote, manifest, version from remote_stable_builds order by remote');

/** Starts a candidate; refused by the unique index (23505) while the remote has an active one. */
export const insertRelease = async (
  db: Queryable,
  release: Pick<
    ReleaseRow,
    | 'remote'
    | 'manifest'
    | 'version'
    | 'share'
    | 'rollbackMargin'
    | 'rollbackMinSessions'
    | 'rollbackSessionsPerNetwork'
  >,
  now: Date,
): Promise<ReleaseRow> =>
  (
    await db.query<ReleaseRow>(
      `insert into remote_releases
         (remote, manifest, version, share, rollback_margin, rollback_min_sessions, rollback_sessions_per_network,
          started_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       returning ${RELEASE_COLUMNS}`,
      [
        release.remote,
        release.manifest,
        release.version,
        release.share,
        release.rollbackMargin,
        release.rollbackMinSessions,
        release.rollbackSessionsPerNetwork,
        now.toISOString(),
      ],
    )
  )[0] as ReleaseRow;

/** The active candidate's new share; undefined when the remote has none. */
export const updateShare = async (
  db: Queryable,
  remote: string,
  share: number,
  now: Date,
): Promise<ReleaseRow | undefined> =>
  (
    await db.query<ReleaseRow>(
      `update remote_releases set share = $2, updated_at = $3 where remote = $1 and status = 'active'
       returning ${RELEASE_COLUMNS}`,
      [remote, share, now.toISOString()],
    )
  )[0];

/**
 * Ends the active candidate (promoted or rolled back). `releaseId` narrows it to that release: an automatic
 * rollback decided on old counts must not end a newer one. Undefined when there was none to end (already ended,
 * by another process or the operator).
 */
export const endRelease = async (
  db: Queryable,
  remote: string,
  end: { status: Exclude<ReleaseStatus, 'active'>; reason: string; releaseId?: string },
  now: Date,
): Promise<ReleaseRow | undefined> =>
  (
    await db.query<ReleaseRow>(
      `update remote_releases set status = $2, reason = $3, ended_at = $4, updated_at = $4
       where remote = $1 and status = 'active' and ($5::bigint is null or id = $5::bigint)
       returning ${RELEASE_COLUMNS}`,
      [remote, end.status, end.reason, now.toISOString(), end.releaseId ?? null],
    )
  )[0];

export const upsertStableBuild = async (db: Queryable, build: StableBuildRow, now: Date): Promise<void> => {
  await db.query(
    `insert into remote_stable_builds (remote, manifest, version, updated_at) values ($1, $2, $3, $4)
     on conflict (remote) do update
       set manifest = excluded.manifest, version = excluded.version, updated_at = excluded.updated_at`,
    [build.remote, build.manifest, build.version, now.toISOString()],
  );
};

/**
 * Counts a session on a side of a release; once failed, it stays failed. A session not counted yet is counted only
 * while its client network (`client`, the keyed hash the limits use) has fewer than `perNetwork` sessions on that
 * side: beacons are anyone's to send, and one client inventing session ids must not outweigh the travellers. (Two
 * processes counting a network's first sessions at the same instant may each add one: a bound, not a count.)
 */
export const recordReleaseSession = async (
  db: Queryable,
  session: {
    releaseId: string;
    side: ReleaseSide;
    session: string;
    failed: boolean;
    client: string;
    perNetwork: number;
  },
  now: Date,
): Promise<void> => {
  await db.query(
    `insert into release_sessions (release_id, side, session, failed, first_seen, client_key)
     select $1, $2, $3, $4, $5, $6
     where exists (select 1 from release_sessions where release_id = $1 and side = $2 and session = $3)
        or (select count(*) from release_sessions where release_id = $1 and side = $2 and client_key = $6) < $7
     on conflict (release_id, side, session) do update set failed = release_sessions.failed or excluded.failed
     where excluded.failed and not release_sessions.failed`,
    [
      session.releaseId,
      session.side,
      session.session,
      session.failed,
      now.toISOString(),
      session.client,
      session.perNetwork,
    ],
  );
};

/** The sessions of each side of a release, and the failed ones among them. */
export const releaseCounts = async (
  db: Queryable,
  releaseId: string,
): Promise<Record<ReleaseSide, SideCounts>> => {
  const rows = await db.query<{ side: ReleaseSide; sessions: number; failed: number }>(
    `select side, count(*)::int as sessions, (count(*) filter (where failed))::int as failed
     from release_sessions where release_id = $1 group by side`,
    [releaseId],
  );
  const of = (side: ReleaseSide): SideCounts => {
    const row = rows.find((r) => r.side === side);
    return { sessions: row?.sessions ?? 0, failed: row?.failed ?? 0 };
  };
  return { stable: of('stable'), candidate: of('candidate') };
};

/** Forgets the counted sessions of releases that ended before `cutoff` (the retention job); the releases stay. */
export async function deleteSessionsOfReleasesEndedBefore(tx: Queryable, cutoff: Date): Promise<void> {
  await tx.query(
    `delete from release_sessions s using remote_releases r
     where s.release_id = r.id and r.ended_at is not null and r.ended_at < $1`,
    [cutoff.toISOString()],
  );
}
