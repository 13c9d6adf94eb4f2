// Canary releases (decision 0054): this page's release session: the build each remote drew, the draws stored in
// localStorage (CHECKOUT-RELEASE), what Retry does on a failed candidate, and the reports to the API: the build
// loaded, failed to load or its screen threw, by navigator.sendBeacon to POST /api/telemetry, tagged with the build's
// version and channel and the random release-session id (the API counts sessions per side of the release). Loaded only when
// the config names a release, so that step 1's first JavaScript carries none of it (release-hooks.ts).
import { API_PATHS, type RemoteName, type RuntimeConfig, type StepId } from '@checkout/shared';
import type { TelemetryBatch } from '@checkout/shared/contract';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  RELEASE_STORAGE_KEY,
  chooseBuilds,
  isStoredReleases,
  leaveCandidate,
  newReleaseSession,
  type Release,
  type RemoteChoice,
  type StoredReleases,
} from './release-assignment';
import { releaseHooks, type ReleaseReport } from './release-hooks';
import { takeFailures } from '../telemetry/failure-notes';

export type ReleaseStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

let storage: ReleaseStorage = null;
let stored: StoredReleases | null = null;
let choices: Partial<Record<RemoteName, RemoteChoice>> = {};
let apiBaseUrl: string | undefined;

/** localStorage, or null where the page may not use it (the draws then last one page load). */
function pageStorage(): ReleaseStorage {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(): StoredReleases {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RELEASE_STORAGE_KEY) ?? 'null');
    if (isStoredReleases(value)) return value;
  } catch {
    // Garbage under the key: a fresh release session.
  }
  return { session: newReleaseSession(), drawn: {} };
}

function writeStored(value: StoredReleases): void {
  stored = value;
  try {
    storage?.setItem(RELEASE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Full or refused storage: the draw holds for this page.
  }
}

/**
 * Draws each remote's build for this session (kept in storage) and sets the hooks the first chunk calls. Answers
 * the manifest URL each remote is registered with.
 */
export function startReleases(
  config: RuntimeConfig,
  options: { storage?: ReleaseStorage; reload?: () => void } = {},
): Record<RemoteName, string> {
  storage = options.storage === undefined ? pageStorage() : options.storage;
  apiBaseUrl = config.apiBaseUrl;
  const chosen = chooseBuilds(config, readStored());
  writeStored(chosen.stored);
  choices = chosen.choices;
  // Loads and load failures as the federation runtime sees them; a step whose remote did load but threw, from its
  // error boundary.
  registerPlugins([
    {
      name: 'checkout-canary-release',
      afterLoadRemote({ remote, error }) {
        const name = remote?.name as RemoteName | undefined;
        if (!name) return;
        reportRelease(error ? 'load_failure' : 'load', name, null);
      },
    },
  ]);
  // A step's main slot failed (telemetry/failure-notes.ts): a screen that threw; a build that failed to load was
  // reported as such by the plugin above, and its note says so.
  takeFailures(([remote, step, loadFailed]) => {
    if (!loadFailed) reportRelease('render_error', remote, step);
  });
  releaseHooks.leave = (name) => {
    if (!leaveFailedCandidate(name)) return false;
    (options.reload ?? (() => window.location.reload()))();
    return true;
  };
  const entries = {} as Record<RemoteName, string>;
  for (const name of Object.keys(chosen.choices) as RemoteName[]) entries[name] = chosen.choices[name].entry;
  return entries;
}

/** The build a remote runs in this page, for telemetry: its version and side of a release (when it has one). */
export function remoteRelease(name: RemoteName): { version: string; release: Release } | undefined {
  const choice = choices[name];
  return choice?.version && choice.release ? { version: choice.version, release: choice.release } : undefined;
}

/**
 * A remote whose candidate failed in this page: the session gives the candidate up and runs the stable build from
 * the next page load on (two builds of one remote must not share a page: they share webpack's chunk array and would
 * mix their modules). False when the remote runs no candidate here.
 */
export function leaveFailedCandidate(name: RemoteName): boolean {
  const choice = choices[name];
  if (choice?.release !== 'candidate' || !choice.version || !stored) return false;
  writeStored(leaveCandidate(stored, name, choice.version));
  choices = { ...choices, [name]: { ...choice, release: 'stable' } };
  return true;
}

/** This booking session's random release-session id (no personal data). */
export function releaseSession(): string | undefined {
  return stored?.session;
}

/** Where the release's reports go (the config's API). */
export function releaseApiBaseUrl(): string | undefined {
  return apiBaseUrl;
}

// ------------------------------------------------------------------------------------------ reports

/** Remotes whose load this page reported (once each). */
const loadsSent = new Set<RemoteName>();

/** A step's number as telemetry counts it (step 1 self is 1). */
export function stepNumberOf(step: StepId): number | null {
  const match = /^step-([1-7])/.exec(step);
  return match ? Number(match[1]) : null;
}

/** What the beacon carries for a report, or null when the remote is in no release (or was reported loaded). */
export function releaseBatch(
  kind: ReleaseReport,
  remote: RemoteName,
  step: StepId | null,
): TelemetryBatch | null {
  const release = remoteRelease(remote);
  const session = releaseSession();
  if (!release || !session) return null;
  const tags = {
    step: step === null ? null : stepNumberOf(step),
    remote,
    version: release.version,
    release: release.release,
    session,
  };
  if (kind !== 'load') return { events: [{ kind, ...tags }] };
  if (loadsSent.has(remote)) return null;
  loadsSent.add(remote);
  return { events: [], loads: [tags] };
}

/** Reports a remote of a release: loaded, failed to load, or its screen threw (on `step`). Never throws. */
export function reportRelease(kind: ReleaseReport, remote: RemoteName, step: StepId | null): void {
  const batch = releaseBatch(kind, remote, step);
  const base = releaseApiBaseUrl();
  if (!batch || !base) return;
  try {
    // A string goes as text/plain, which a beacon sends cross-origin without a preflight.
    navigator.sendBeacon?.(`${base.replace(/\/$/, '')}${API_PATHS.telemetry}`, JSON.stringify(batch));
  } catch {
    // A refused beacon costs the count, never the page.
  }
}
