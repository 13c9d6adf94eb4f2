// Loads and caches each remote's './steps' contract. A failed load is not kept: the next attempt after a
// retry starts from scratch, in our cache and in the federation runtime's.
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTRACT_VERSION,
  REMOTE_EXPOSED_MODULE,
  type RemoteContract,
  type RemoteName,
} from '@checkout/shared';
import { reregisterRemote } from './init-federation';
import { releaseHooks } from './release-hooks';

// Which contracts this shell runs: its own major, and the previous one through its adapter for a deprecation
// window (docs/architecture.md, 'Versions and independent deploys'), so that a new major reaches the remotes one
// deploy at a time. Any other is refused with the fallback naming both.

/** The previous major and its adapter: its contract as this shell's major reads it. */
export interface PreviousContract {
  version: number;
  adapt: (contract: RemoteContract) => RemoteContract;
}

/**
 * Kept for the deprecation window after a major. None today: contract 1 is the first. A major sets this to the
 * one before it, with the adapter that maps its contract.
 */
export const PREVIOUS_CONTRACT: PreviousContract | null = null;

/** The contract as this shell runs it (its own as it is, the previous major adapted), or null: refused. */
export function contractFor(
  contract: RemoteContract,
  previous: PreviousContract | null = PREVIOUS_CONTRACT,
): RemoteContract | null {
  if (contract.contractVersion === REMOTE_CONTRACT_VERSION) return contract;
  return previous?.version === contract.contractVersion ? previous.adapt(contract) : null;
}

interface ContractModule {
  default?: RemoteContract;
}

type Entry =
  | { status: 'pending'; promise: Promise<RemoteContract> }
  | { status: 'loaded'; promise: Promise<RemoteContract> }
  | { status: 'failed'; promise: Promise<RemoteContract> };

const cache = new Map<RemoteName, Entry>();
const toReregister = new Set<RemoteName>();
/** Attempt number per remote: every slot showing that remote remounts when it changes (Main and Aside). */
const attempts = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

function isRemoteContract(value: unknown): value is RemoteContract {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.contractVersion === 'number' && typeof v.steps === 'object' && v.steps !== null;
}

async function fetchContract(name: RemoteName): Promise<RemoteContract> {
  if (toReregister.delete(name)) reregisterRemote(name);
  const id = `${name}/${REMOTE_EXPOSED_MODULE.replace(/^\.\//, '')}`;
  const module = await loadRemote<ContractModule>(id).catch(async (error: unknown) => {
    throw (await import('./load-failure')).explainLoadFailure(name, error);
  });
  const contract = module?.default;
  if (!isRemoteContract(contract)) throw new Error(`${id} does not export a remote contract`);
  // A build that takes the kernel as a singleton was checked before any of its code ran, from its manifest or
  // from what its entry registered (kernelCompatibilityPlugin); one that shares it by range needs no check.
  return contract;
}

/** The contract of a remote: one promise per remote, stable across renders (React's use() needs that). */
export function loadContract(name: RemoteName): Promise<RemoteContract> {
  const cached = cache.get(name);
  if (cached) return cached.promise;
  const promise = fetchContract(name);
  const entry: Entry = { status: 'pending', promise };
  cache.set(name, entry);
  promise.then(
    () => {
      if (cache.get(name) === entry) cache.set(name, { status: 'loaded', promise });
    },
    () => {
      if (cache.get(name) === entry) cache.set(name, { status: 'failed', promise });
    },
  );
  return promise;
}

/** The remote's last load failed (its fallback shows a load failure, not a screen that threw). */
export function hasFailedToLoad(name: RemoteName): boolean {
  return cache.get(name)?.status === 'failed';
}

/**
 * Prepares a fresh attempt. A remote that failed to load is dropped (and re-registered with the runtime on
 * the next load); a remote that loaded but whose screen threw keeps its module and is simply re-rendered. A
 * canary candidate that failed is given up: the page loads again with the stable build (decision 0054).
 */
export function retryRemote(name: RemoteName): void {
  if (releaseHooks.leave?.(name)) return;
  const cached = cache.get(name);
  if (!cached || cached.status !== 'loaded') {
    cache.delete(name);
    toReregister.add(name);
  }
  attempts.set(name, getAttempt(name) + 1);
  listeners.forEach((listener) => listener());
}

export function getAttempt(name: RemoteName): number {
  return attempts.get(name) ?? 0;
}

export function subscribeToAttempts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: start from an empty cache. */
export function resetContractCache(): void {
  cache.clear();
  toReregister.clear();
  attempts.clear();
}
