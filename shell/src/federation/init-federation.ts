// Registers the remotes named in checkout-config.json with the federation runtime: no remote URL is part
// of the shell's build, so a team deploys a new remote version by editing that file.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, type RuntimeConfig } from '@checkout/shared';
import { kernelCompatibilityPlugin } from './kernel-compatibility-plugin';

const entries = new Map<RemoteName, string>();

export function initFederation(config: RuntimeConfig): void {
  registerPlugins([kernelCompatibilityPlugin()]);
  const remotes = (Object.keys(config.remotes) as RemoteName[]).map((name) => {
    const entry = new URL(config.remotes[name], window.location.href).href;
    entries.set(name, entry);
    return { name, entry };
  });
  registerRemotes(remotes);
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, container) so that the
 * next loadRemote really fetches it again, e.g. after its server came back.
 */
export function reregisterRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
