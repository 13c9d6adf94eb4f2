// The kernel (@checkout/shared) is shared by semver range, not as a singleton: a remote built against a version
// the shell's copy does not satisfy runs its own copy beside it, and reaches the shell's store and services
// through the contract's contexts (shared/src/federation/contract-context.ts). Only a build from before that
// (kernel 3.2 and older) takes the kernel as a strict singleton: one built against a kernel the shell's copy does
// not satisfy (another major, or a newer minor whose additions the shell lacks) is refused before any of its
// code runs, and the fallback names both versions.
//
// What Module Federation 2.9 does on its own: with `shareStrategy: 'loaded-first'` the shell's copy, already
// loaded, is the one picked; for a strict singleton whose requiredVersion it does not satisfy, the runtime
// throws "Version 1.0.0 from shell of shared singleton module @checkout/shared does not satisfy the
// requirement of mfe_agenda which needs ^2.0.0" when the remote's module is required, after its entry and
// chunks were downloaded and its share scope registered; loadRemote rejects with that message only. This
// check reads the same facts from the remote's mf-manifest.json (what its build declared) first, and when a
// remote reached the runtime without one, from what its entry registered in the share scope, before any of its
// modules runs (the runtime's own refusal came too late: the kernel's entry points a remote imports first, such
// as @checkout/shared/widgets, had already been taken from the refused remote and were then handed to others).
// That check is a runtime plugin (kernel-compatibility-plugin.ts); this file holds the rule it applies.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const KERNEL_PACKAGE = '@checkout/shared';

/** The kernel this shell provides: the @checkout/shared version it was built with (webpack DefinePlugin). */
export function shellKernelVersion(): string {
  return __CHECKOUT_KERNEL_VERSION__;
}

export class KernelMismatchError extends Error {
  constructor(
    /** Federation name of the refused remote. */
    readonly remote: string,
    /** The kernel version the remote was built against ('unknown' when it declares none). */
    readonly remoteKernel: string,
    /** The kernel version the shell provides. */
    readonly shellKernel: string,
    options?: { cause?: unknown },
  ) {
    super(
      `${remote} was built against ${KERNEL_PACKAGE} ${remoteKernel}; this shell provides ${shellKernel}`,
      options,
    );
    this.name = 'KernelMismatchError';
  }
}

export interface RemoteKernel {
  /** The version the remote was built against. */
  version?: string | undefined;
  /** The range the remote requires of the shared kernel (its build's requiredVersion, ^version). */
  requiredVersion?: string | false | undefined;
  /** Whether its build takes the kernel as a singleton (contract 1): it must then run the shell's copy. */
  singleton?: boolean | undefined;
}

/**
 * Null when the remote can run with this shell's kernel: it brings its own copy when it needs another (it
 * shares the kernel by range), or it takes the shell's, which satisfies what it was built against. Otherwise the
 * error to throw.
 */
export function kernelMismatch(
  remote: string,
  kernel: RemoteKernel | undefined,
  shellKernel: string = shellKernelVersion(),
): KernelMismatchError | null {
  if (!kernel?.singleton) return null;
  const version = kernel.version;
  if (!version) return new KernelMismatchError(remote, 'unknown', shellKernel);
  const required = typeof kernel.requiredVersion === 'string' ? kernel.requiredVersion : `^${version}`;
  // Both: a remote may not loosen its range beyond the major it was built against.
  const compatible = satisfy(shellKernel, required) && satisfy(shellKernel, `^${version}`);
  return compatible ? null : new KernelMismatchError(remote, version, shellKernel);
}

export type ShareScope = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['initContainer']>
>[0]['shareScope'];

/** What a remote registered of the kernel in a share scope when its entry was initialised (its build's word). */
export function registeredKernelIn(shareScope: ShareScope, remote: string): RemoteKernel | undefined {
  const found = Object.entries(shareScope[KERNEL_PACKAGE] ?? {}).find(([, shared]) => shared.from === remote);
  return found ? { version: found[0], singleton: found[1].shareConfig?.singleton === true } : undefined;
}

export function isKernelMismatch(error: unknown): error is KernelMismatchError {
  return error instanceof KernelMismatchError;
}
