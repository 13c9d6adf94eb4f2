// The shell's federation runtime plugin that refuses a remote built against a kernel this shell does not satisfy,
// by the rule of kernel-compatibility.ts, before any of the remote's modules runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  KERNEL_PACKAGE,
  kernelMismatch,
  registeredKernelIn,
  shellKernelVersion,
} from './kernel-compatibility';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/**
 * A federation runtime plugin of the shell: when a remote's manifest arrives, refuses the remote if it was
 * built against an incompatible kernel, before its remoteEntry.js is fetched.
 */
export function kernelCompatibilityPlugin(
  shellKernel: string = shellKernelVersion(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'checkout-kernel-compatibility',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as { shared?: ManifestShared[] } | undefined;
      if (!manifest) return args;
      const kernel = manifest.shared?.find((s) => s.name === KERNEL_PACKAGE);
      const mismatch = kernelMismatch(args.moduleInfo.name, kernel, shellKernel);
      if (mismatch) throw mismatch;
      return args;
    },
    // A remote that reached the runtime without a manifest: its entry has just registered what it shares. If it
    // brought another kernel, it is refused now, before any of its modules runs, and what it registered of the
    // kernel and its entry points (@checkout/shared/widgets, /dates, ...) leaves the share scope. Those entry
    // points are loaded with the first screen that imports them, and the runtime would otherwise hand the
    // refused remote's copy (the highest version registered) to every other remote.
    async initContainer(args) {
      const remote = args.remoteInfo.name;
      const registered = registeredKernelIn(args.shareScope, remote);
      const mismatch = registered ? kernelMismatch(remote, registered, shellKernel) : null;
      if (!mismatch) return args;
      (await import('./load-failure')).forgetKernelOf(args.shareScope, remote);
      throw mismatch;
    },
  };
}
