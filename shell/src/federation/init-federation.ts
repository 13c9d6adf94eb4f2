// Registers the remotes named in checkout-config.json with the federation runtime: no remote URL is part
// of the shell's build, so a team deploys a new remote version by editing that file. A remote in a canary
// release runs the build this booking session drew (release-assignment.ts, decision 0051).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@checkout/shared';
import { kernelCompatibilityPlugin } from './kernel-compatibility-plugin';
import type { Release, RemoteChoice } from './release-assignment';
import type { ReleaseStorage } from './release-session';

const entries = new Map<RemoteName, string>();
let choices: Partial<Record<RemoteName, RemoteChoice>> = {};

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
  if (config.releases) {
    return import('./release-session').then((session) => register(session.drawBuilds(config, options)));
  }
  const plain: Partial<Record<RemoteName, RemoteChoice>> = {};
  for (const name of Object.keys(config.remotes) as RemoteName[])
    plain[name] = { entry: config.remotes[name] };
  register(plain);
  return Promise.resolve();
}

/** The build a remote runs in this page, for telemetry: its version and side of a release (when it has one). */
export function remoteRelease(name: RemoteName): { version: string; release: Release } | undefined {
  const choice = choices[name];
  return choice?.version && choice.release ? { version: choice.version, release: choice.release } : undefined;
}

/**
 * A remote whose candidate failed in this page: the session gives the candidate up and runs the stable build from
 * the next page load on. A promise that settles once that is stored (the caller then loads the page again: two
 * builds of one remote must not share a page, as they share webpack's chunk array and would mix their modules), or
 * null when the remote runs no candidate here.
 */
export function leaveFailedCandidate(name: RemoteName): Promise<void> | null {
  const choice = choices[name];
  if (choice?.release !== 'candidate' || !choice.version) return null;
  const version = choice.version;
  choices = { ...choices, [name]: { ...choice, release: 'stable' } };
  return import('./release-session').then((session) => session.storeLeftCandidate(name, version));
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, container) so that the
 * next loadRemote really fetches it again, e.g. after its server came back.
 */
export function reregisterRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
