// Canary releases of the remotes (issue 36, decision 0054): the operator starts a candidate build of a remote for
// a share of new booking sessions, widens, promotes or rolls it back; the static server serves the state in
// checkout-config.json. With the automatic rollback on, every accepted telemetry event of a release counts its
// session, and a candidate whose sessions fail more often than the stable build's by the margin is withdrawn.
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { notFound, validationError } from './errors';
import {
  activeReleaseOf,
  activeReleases,
  endRelease,
  insertRelease,
  latestReleases,
  recordReleaseSession,
  releaseCounts,
  stableBuilds,
  updateShare,
  upsertStableBuild,
  type ReleaseRow,
  type ReleaseSide,
  type SideCounts,
} from '../repositories/release-repository';

/** The remotes a release may name: the checkout's, by their federation names. */
export const RELEASE_REMOTES = ['mfe_selection', 'mfe_agenda', 'mfe_contact', 'mfe_confirmation'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/** The automatic rollback's rule: defaults (decision 0054; `npm run release -- start --auto-rollback`). */
export interface RollbackRule {
  /** By how much (a fraction of sessions) the candidate's error rate may exceed the stable build's. */
  margin: number;
  /** The candidate is judged from this many sessions on; the stable rate counts from as many of its own. */
  minSessions: number;
  /**
   * How many sessions per side one client network (an IPv4 address, an IPv6 /48: RELEASE_IPV6_PREFIX_BITS) counts:
   * a beacon is anyone's to send, so one network inventing session ids may weigh this much and no more.
   */
  sessionsPerNetwork: number;
}

/**
 * Issue 47: an IPv6 network counted as one party by the rollback rule. A line or a server gets a /64, a customer
 * often a /56 and up to a /48; the limits' /64 let one /56 count as 256 networks and withdraw a healthy candidate.
 * What the rule then promises: it takes more than `minSessions` IPv4 addresses or IPv6 /48s (times the margin's
 * share failing) to withdraw or keep a candidate; a party holding that many (a cloud account, a botnet) can.
 */
export const RELEASE_IPV6_PREFIX_BITS = 48;

export const DEFAULT_ROLLBACK_RULE: RollbackRule = { margin: 0.05, minSessions: 50, sessionsPerNetwork: 1 };

/** A session's error rate on one side: failed sessions over sessions (0 without any). */
export const errorRate = ({ sessions, failed }: SideCounts): number =>
  sessions === 0 ? 0 : failed / sessions;

/**
 * Why a candidate must be withdrawn, or null while it may stay: once it has `minSessions` sessions, its error rate
 * exceeds the stable build's by more than `margin`. The stable build's rate counts once it has `minSessions`
 * sessions too; before, it is taken as 0 (no evidence that failing is normal).
 */
export const rollbackReason = (
  counts: Record<ReleaseSide, SideCounts>,
  rule: Pick<RollbackRule, 'margin' | 'minSessions'>,
): string | null => {
  const { candidate, stable } = counts;
  if (candidate.sessions < rule.minSessions) return null;
  const candidateRate = errorRate(candidate);
  const stableRate = stable.sessions >= rule.minSessions ? errorRate(stable) : 0;
  if (candidateRate - stableRate <= rule.margin) return null;
  const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
  return (
    `automatic: ${candidate.failed} of ${candidate.sessions} candidate sessions failed (${percent(candidateRate)}), ` +
    `stable ${stable.failed} of ${stable.sessions} (${percent(stableRate)}), margin ${percent(rule.margin)}`
  );
};

/** A build of a remote as the runtime config names it. */
export interface ReleaseBuild {
  manifest: string;
  version: string;
}

/** What the static server reads: per remote with a release, its recorded stable build and its candidate. */
export interface PublicRelease {
  stable?: ReleaseBuild;
  candidate?: ReleaseBuild & { share: number };
}
export type PublicReleases = Partial<Record<ReleaseRemote, PublicRelease>>;

/** What the operator reads per remote: the builds, the automatic rollback, the counts, and the last release. */
export interface ReleaseStatusEntry {
  remote: ReleaseRemote;
  stable: ReleaseBuild | null;
  candidate:
    | (ReleaseBuild & {
        share: number;
        startedAt: string;
        autoRollback: RollbackRule | null;
        sessions: Record<ReleaseSide, SideCounts>;
      })
    | null;
  last: { version: string; status: 'promoted' | 'rolled_back'; reason: string; endedAt: string } | null;
}

const isRemote = (remote: string): remote is ReleaseRemote =>
  (RELEASE_REMOTES as readonly string[]).includes(remote);
const iso = (value: Date | string): string => new Date(value).toISOString();

export const publicReleases = async (db: Queryable): Promise<PublicReleases> => {
  const [active, stable] = await Promise.all([activeReleases(db), stableBuilds(db)]);
  const answer: PublicReleases = {};
  for (const row of stable) {
    if (isRemote(row.remote))
      answer[row.remote] = { stable: { manifest: row.manifest, version: row.version } };
  }
  for (const row of active) {
    if (!isRemote(row.remote)) continue;
    answer[row.remote] = {
      ...answer[row.remote],
      candidate: { manifest: row.manifest, version: row.version, share: row.share },
    };
  }
  return answer;
};

/**
 * The builds the release registry knows (issue 47, the metrics' version labels): each remote's stable build and its
 * latest candidate, running or ended (its sessions may still report it).
 */
export const registeredVersions = async (db: Queryable): Promise<{ remote: string; version: string }[]> => {
  const [latest, stable] = await Promise.all([latestReleases(db), stableBuilds(db)]);
  return [...stable, ...latest].map(({ remote, version }) => ({ remote, version }));
};

const ruleOf = (row: ReleaseRow): RollbackRule | null =>
  row.rollbackMargin === null || row.rollbackMinSessions === null
    ? null
    : {
        margin: row.rollbackMargin,
        minSessions: row.rollbackMinSessions,
        sessionsPerNetwork: row.rollbackSessionsPerNetwork ?? DEFAULT_ROLLBACK_RULE.sessionsPerNetwork,
      };

export const releaseStatus = async (db: Queryable): Promise<ReleaseStatusEntry[]> => {
  const [latest, stable] = await Promise.all([latestReleases(db), stableBuilds(db)]);
  return Promise.all(
    RELEASE_REMOTES.filter(
      (remote) => latest.some((r) => r.remote === remote) || stable.some((s) => s.remote === remote),
    ).map(async (remote): Promise<ReleaseStatusEntry> => {
      const row = latest.find((r) => r.remote === remote);
      const build = stable.find((s) => s.remote === remote);
      return {
        remote,
        stable: build ? { manifest: build.manifest, version: build.version } : null,
        candidate:
          row?.status === 'active'
            ? {
                manifest: row.manifest,
                version: row.version,
                share: row.share,
                startedAt: iso(row.startedAt),
                autoRollback: ruleOf(row),
                sessions: await releaseCounts(db, row.id),
              }
            : null,
        last:
          row && row.status !== 'active'
            ? {
                version: row.version,
                status: row.status,
                reason: row.reason ?? '',
                endedAt: iso(row.endedAt ?? row.startedAt),
              }
            : null,
      };
    }),
  );
};

export interface StartRelease {
  remote: ReleaseRemote;
  manifest: string;
  version: string;
  share: number;
  /** The automatic rollback's rule; null: off. */
  autoRollback: RollbackRule | null;
}

/** Starts a candidate; a remote with one running must see it widened, promoted or rolled back first. */
export const startRelease = async (db: Queryable, start: StartRelease, now: Date): Promise<void> => {
  try {
    await insertRelease(
      db,
      {
        remote: start.remote,
        manifest: start.manifest,
        version: start.version,
        share: start.share,
        rollbackMargin: start.autoRollback?.margin ?? null,
        rollbackMinSessions: start.autoRollback?.minSessions ?? null,
        rollbackSessionsPerNetwork: start.autoRollback?.sessionsPerNetwork ?? null,
      },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ remote: 'validation.invalid' });
    throw error;
  }
};

export const widenRelease = async (
  db: Queryable,
  remote: ReleaseRemote,
  share: number,
  now: Date,
): Promise<void> => {
  if (!(await updateShare(db, remote, share, now))) throw notFound();
};

/** The candidate becomes the remote's stable build, for every session from the next page load on. */
export const promoteRelease = async (db: Database, remote: ReleaseRemote, now: Date): Promise<void> =>
  db.transaction(async (tx) => {
    const ended = await endRelease(tx, remote, { status: 'promoted', reason: 'operator' }, now);
    if (!ended) throw notFound();
    await upsertStableBuild(tx, { remote, manifest: ended.manifest, version: ended.version }, now);
  });

export const rollbackRelease = async (db: Queryable, remote: ReleaseRemote, now: Date): Promise<void> => {
  if (!(await endRelease(db, remote, { status: 'rolled_back', reason: 'operator' }, now))) throw notFound();
};

/** What the release logic reads of an accepted telemetry event. */
export interface ReleaseEvent {
  kind: string;
  remote: string;
  version: string;
  release?: ReleaseSide;
  session: string;
}

/** The kinds of event that mean the session failed on the remote's build. */
export const FAILURE_KINDS: readonly string[] = ['load_failure', 'render_error', 'api_error'];

/**
 * Counts an accepted telemetry event's session on its side of the remote's active release (as one of its client
 * network's, `client`: the keyed hash the limits use), and withdraws the candidate when the rule says so. Returns
 * the rolled-back release's reason, or null. Any number of processes may do this at once: the counts are the
 * database's, and only one of them ends the release.
 */
export const observeReleaseEvent = async (
  db: Queryable,
  event: ReleaseEvent,
  now: Date,
  client: string,
): Promise<string | null> => {
  if (!event.release || !isRemote(event.remote)) return null;
  const release = await activeReleaseOf(db, event.remote);
  // An event of an earlier candidate (a session still on a withdrawn build) counts for nothing.
  if (!release || (event.release === 'candidate' && event.version !== release.version)) return null;
  const rule = ruleOf(release);
  await recordReleaseSession(
    db,
    {
      releaseId: release.id,
      side: event.release,
      session: event.session,
      failed: FAILURE_KINDS.includes(event.kind),
      client,
      perNetwork: rule?.sessionsPerNetwork ?? DEFAULT_ROLLBACK_RULE.sessionsPerNetwork,
    },
    now,
  );
  if (!rule) return null;
  const reason = rollbackReason(await releaseCounts(db, release.id), rule);
  if (!reason) return null;
  const ended = await endRelease(
    db,
    event.remote,
    { status: 'rolled_back', reason, releaseId: release.id },
    now,
  );
  return ended ? reason : null;
};

/**
 * A beacon's events and loads (the telemetry hook's batch, from `client`'s network), observed one after the
 * other: the releases rolled back on the way, by their reasons.
 */
export const observeReleaseBatch = async (
  db: Queryable,
  events: readonly ReleaseEvent[],
  loads: readonly Omit<ReleaseEvent, 'kind'>[],
  now: Date,
  client: string,
): Promise<string[]> => {
  const reasons: string[] = [];
  for (const event of [...loads.map((load) => ({ ...load, kind: 'load' })), ...events]) {
    if (!event.release) continue;
    const reason = await observeReleaseEvent(db, event, now, client);
    if (reason) reasons.push(reason);
  }
  return reasons;
};
