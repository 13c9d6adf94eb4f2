// Registers the remotes named in checkout-config.json with the federation runtime: no remote URL is part
// of the shell's build, so a team deploys a new remote version by editing that file. A remote in a canary
// release runs the build this booking session drew (release-session.ts, loaded only then; decision 0054).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@checkout/shared';
import { kernelCompatibilityPlugin } from './kernel-compatibility-plugin';
import type { ReleaseStorage } from './release-session';

const entries = new Map<RemoteName, string>();

function register(manifests: Record<RemoteName, string>): void {
  const remotes = (Object.keys(manifests) as RemoteName[]).map((name) => {
    const entry = new URL(manifests[name], window.location.href).href;
    entries.set(name, entry);
    return { name, entry };
  });
  registerRemotes(remotes);
}

/** Registers every remote: at once without releases; with one, after the session's draw. */
export function initFederation(
  config: RuntimeConfig,
  options: { storage?: ReleaseStorage; reload?: () => void } = {},
): Promise<void> {
  registerPlugins([kernelCompatibilityPlugin()]);
  if (!config.releases) {
    register(config.remotes);
    return Promise.resolve();
  }
  return import('./release-session').then((session) => register(session.startReleases(config, options)));
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, container) so that the
 * next loadRemote really fetches it again, e.g. after its server came back.
 */
export function reregisterRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
