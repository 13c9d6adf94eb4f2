// Canary releases (issue 36): which build of each remote a booking session runs. A session draws once per
// candidate, from a bucket of its own random id, and keeps what it drew (localStorage, its own key) from step 1 to
// step 7 and across reloads; a withdrawn candidate, or one that failed the session, gives it the stable build.
// Pure functions of the config and what is stored: no storage, no randomness and no federation here.
import type { RemoteName, RemoteRelease, RuntimeConfig } from '@checkout/shared';

/** Where a session keeps its release session id and its draws (decision 0054). */
export const RELEASE_STORAGE_KEY = 'CHECKOUT-RELEASE';

export type Release = 'stable' | 'candidate';

/** What a session drew for a remote's candidate (named by its version). */
export interface Draw {
  version: string;
  release: Release;
}

/** The stored value: no personal data, only a random id and the draws. */
export interface StoredReleases {
  /** Random release-session id (16 to 64 of [A-Za-z0-9_-]): the bucket's seed, and telemetry's `session`. */
  session: string;
  drawn: Partial<Record<RemoteName, Draw>>;
}

/** The build a remote runs in this page. */
export interface RemoteChoice {
  /** Its mf-manifest.json URL. */
  entry: string;
  /** The build's version and which side of a release it is; absent for a remote the config names plainly. */
  version?: string;
  release?: Release;
}

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A stored value as this code wrote it; anything else is ignored (a fresh session is drawn). */
export function isStoredReleases(value: unknown): value is StoredReleases {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.session !== 'string' || !SESSION_ID.test(v.session)) return false;
  if (typeof v.drawn !== 'object' || v.drawn === null || Array.isArray(v.drawn)) return false;
  return Object.values(v.drawn).every(
    (draw: unknown) =>
      typeof draw === 'object' &&
      draw !== null &&
      typeof (draw as Draw).version === 'string' &&
      ((draw as Draw).release === 'stable' || (draw as Draw).release === 'candidate'),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isBuild = (value: unknown): boolean =>
  isRecord(value) && typeof value.manifest === 'string' && typeof value.version === 'string';

/** A release as the config must name it; another is ignored (the remote runs its line of `remotes`). */
export function isRemoteRelease(value: unknown): value is RemoteRelease {
  if (!isRecord(value) || !isBuild(value.stable)) return false;
  const candidate = value.candidate;
  return (
    candidate === undefined ||
    (isBuild(candidate) &&
      isRecord(candidate) &&
      typeof candidate.share === 'number' &&
      candidate.share >= 0 &&
      candidate.share <= 100)
  );
}

/**
 * The session's bucket for a remote, in [0, 100): FNV-1a of the session id and the remote's name. Each remote's
 * candidates draw independently of the others'; a share widened from 10 to 50 % keeps the first 10 % inside.
 */
export function bucketOf(session: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (const char of `${session}/${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}

/**
 * Each remote's build for this session, and what to store. A draw is kept while its candidate (by version) is
 * offered; a new candidate is drawn afresh; a remote without a candidate runs its stable build.
 */
export function chooseBuilds(
  config: Pick<RuntimeConfig, 'remotes' | 'releases'>,
  stored: StoredReleases,
): { choices: Record<RemoteName, RemoteChoice>; stored: StoredReleases } {
  const drawn: StoredReleases['drawn'] = {};
  const choices = {} as Record<RemoteName, RemoteChoice>;
  for (const name of Object.keys(config.remotes) as RemoteName[]) {
    const release: unknown = config.releases?.[name];
    if (!isRemoteRelease(release)) {
      choices[name] = { entry: config.remotes[name] };
      continue;
    }
    const { stable, candidate } = release;
    let side: Release = 'stable';
    if (candidate) {
      const kept = stored.drawn[name];
      side =
        kept?.version === candidate.version
          ? kept.release
          : bucketOf(stored.session, name) < candidate.share
            ? 'candidate'
            : 'stable';
      drawn[name] = { version: candidate.version, release: side };
    }
    const build = side === 'candidate' && candidate ? candidate : stable;
    choices[name] = { entry: build.manifest, version: build.version, release: side };
  }
  return { choices, stored: { session: stored.session, drawn } };
}

/** The session leaves a remote's candidate (it failed here): from now on it runs the stable build. */
export function leaveCandidate(stored: StoredReleases, name: RemoteName, version: string): StoredReleases {
  return { ...stored, drawn: { ...stored.drawn, [name]: { version, release: 'stable' } } };
}

/** A new release-session id: 128 random bits, base64url (22 characters). */
export function newReleaseSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
