// Registers the remotes named in checkout-config.json with the federation runtime: no remote URL is part
// of the shell's build, so a team deploys a new remote version by editing that file. A remote in a canary
// release runs the build this booking session drew (release-assignment.ts, decision 0051).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@checkout/shared';
import { kernelCompatibilityPlugin } from './kernel-compatibility-plugin';
import type { Release, RemoteChoice, StoredReleases } from './release-assignment';
import type { ReleaseStorage } from './release-session';

const entries = new Map<RemoteName, string>();
let choices: Partial<Record<RemoteName, RemoteChoice>> = {};
let stored: StoredReleases | null = null;
let storage: ReleaseStorage = null;
let apiBaseUrl: string | undefined;

/** localStorage, or null where the page may not use it (the draws then last one page load). */
function pageStorage(): ReleaseStorage {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function register(chosen: Partial<Record<RemoteName, RemoteChoice>>): void {
  choices = chosen;
  const remotes = (Object.keys(chosen) as RemoteName[]).map((name) => {
    const entry = new URL(chosen[name]?.entry ?? '', window.location.href).href;
    entries.set(name, entry);
    return { name, entry };
  });
  registerRemotes(remotes);
}

/**
 * Registers every remote: at once for a config without releases; with one, after the session's draw, whose code
 * is loaded then only (step 1's byte budget).
 */
export function initFederation(
  config: RuntimeConfig,
  options: { storage?: ReleaseStorage } = {},
): Promise<void> {
  registerPlugins([kernelCompatibilityPlugin()]);
  apiBaseUrl = config.apiBaseUrl;
  storage = options.storage === undefined ? pageStorage() : options.storage;
  stored = null;
  if (!config.releases) {
    register(
      Object.fromEntries(
        (Object.keys(config.remotes) as RemoteName[]).map((name) => [name, { entry: config.remotes[name] }]),
      ),
    );
    return Promise.resolve();
  }
  return import('./release-session').then(({ drawBuilds }) => {
    const chosen = drawBuilds(config, storage);
    stored = chosen.stored;
    register(chosen.choices);
  });
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

/** This booking session's random release-session id (no personal data), when the config names a release. */
export function releaseSession(): string | undefined {
  return stored?.session;
}

/**
 * A remote whose candidate failed in this page: the session gives the candidate up and runs the stable build from
 * the next page load on. A promise that settles once that is stored (the caller then loads the page again: two
 * builds of one remote must not share a page, as they share webpack's chunk array and would mix their modules), or
 * null when the remote runs no candidate here.
 */
export function leaveFailedCandidate(name: RemoteName): Promise<void> | null {
  const choice = choices[name];
  const session = stored;
  if (choice?.release !== 'candidate' || !choice.version || !session) return null;
  const version = choice.version;
  return import('./release-session').then(({ storeLeftCandidate }) => {
    stored = storeLeftCandidate(storage, session, name, version);
    choices = { ...choices, [name]: { ...choice, release: 'stable' } };
  });
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, container) so that the
 * next loadRemote really fetches it again, e.g. after its server came back.
 */
export function reregisterRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
