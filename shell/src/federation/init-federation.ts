// Registers the remotes named in checkout-config.json with the federation runtime: no remote URL is part
// of the shell's build, so a team deploys a new remote version by editing that file. A remote in a canary
// release runs the build this booking session drew (release-assignment.ts, decision 0051).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@checkout/shared';
import { kernelCompatibilityPlugin } from './kernel-compatibility-plugin';
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

const entries = new Map<RemoteName, string>();
let choices: Partial<Record<RemoteName, RemoteChoice>> = {};
let stored: StoredReleases | null = null;
let storage: Pick<Storage, 'getItem' | 'setItem'> | null = null;
let apiBaseUrl: string | undefined;

/** localStorage, or null where the page may not use it (the draws then last one page load). */
function pageStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
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

export function initFederation(
  config: RuntimeConfig,
  options: { storage?: Pick<Storage, 'getItem' | 'setItem'> | null } = {},
): void {
  registerPlugins([kernelCompatibilityPlugin()]);
  apiBaseUrl = config.apiBaseUrl;
  storage = options.storage === undefined ? pageStorage() : options.storage;
  const chosen = chooseBuilds(config, readStored());
  choices = chosen.choices;
  writeStored(chosen.stored);
  const remotes = (Object.keys(chosen.choices) as RemoteName[]).map((name) => {
    const entry = new URL(chosen.choices[name].entry, window.location.href).href;
    entries.set(name, entry);
    return { name, entry };
  });
  registerRemotes(remotes);
}

/** The build a remote runs in this page, for telemetry: its version and side of a release (when it has one). */
export function remoteRelease(name: RemoteName): { version: string; release: Release } | undefined {
  const choice = choices[name];
  return choice?.version && choice.release ? { version: choice.version, release: choice.release } : undefined;
}

/** Where a release's reports go (the config's API). */
export function releaseApiBaseUrl(): string | undefined {
  return apiBaseUrl;
}

/** This booking session's random release-session id (no personal data). */
export function releaseSession(): string | undefined {
  return stored?.session;
}

/**
 * A remote whose candidate failed in this page: the session gives the candidate up and runs the stable build from
 * the next page load on. True when it did (the caller reloads the page: two builds of one remote must not share a
 * page, as they share webpack's chunk array and would mix their modules).
 */
export function leaveFailedCandidate(name: RemoteName): boolean {
  const choice = choices[name];
  if (choice?.release !== 'candidate' || !choice.version || !stored) return false;
  writeStored(leaveCandidate(stored, name, choice.version));
  return true;
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, container) so that the
 * next loadRemote really fetches it again, e.g. after its server came back.
 */
export function reregisterRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
