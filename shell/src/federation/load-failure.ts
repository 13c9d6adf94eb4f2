// What follows a failed or refused load: why, said in the checkout's words where it can be, and a refused remote's
// kernel out of the share scope. Loaded only then, so no first screen carries it.
import { getInstance } from '@module-federation/enhanced/runtime';
import {
  isKernelMismatch,
  kernelMismatch,
  KernelMismatchError,
  KERNEL_PACKAGE,
  registeredKernelIn,
  type RemoteKernel,
  type ShareScope,
} from './kernel-compatibility';

/**
 * The kernel a remote registered in the federation share scope when its entry was initialised (what its build
 * declared), if it brought another one than the shell's.
 */
export function registeredKernel(remote: string): RemoteKernel | undefined {
  const scope = getInstance()?.shareScopeMap?.['default'];
  return scope ? registeredKernelIn(scope, remote) : undefined;
}

/**
 * Explains a failed load: a KernelMismatchError (with the runtime's error as its cause) when the remote
 * registered a kernel the shell does not satisfy (Module Federation's strict singleton refused it), otherwise
 * the error as it was.
 */
export function explainLoadFailure(remote: string, error: unknown): unknown {
  if (isKernelMismatch(error)) return error;
  const registered = registeredKernel(remote);
  const mismatch = registered ? kernelMismatch(remote, registered) : null;
  return mismatch
    ? new KernelMismatchError(remote, mismatch.remoteKernel, mismatch.shellKernel, { cause: error })
    : error;
}

/** Removes what a remote registered of the kernel and its entry points from a share scope (none of it ran). */
export function forgetKernelOf(shareScope: ShareScope, remote: string): void {
  for (const [pkgName, versions] of Object.entries(shareScope)) {
    if (!isKernelEntryPoint(pkgName)) continue;
    for (const [version, shared] of Object.entries(versions)) {
      if (shared.from === remote && !shared.loaded) delete versions[version];
    }
  }
}

/** The kernel itself or one of its entry points (@checkout/shared/...). */
export function isKernelEntryPoint(pkgName: string): boolean {
  return pkgName === KERNEL_PACKAGE || pkgName.startsWith(`${KERNEL_PACKAGE}/`);
}
