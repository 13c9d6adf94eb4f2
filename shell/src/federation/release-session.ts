// Canary releases (decision 0051): the booking session's draws in localStorage (CHECKOUT-RELEASE). Loaded only when
// the config names a release, so that step 1's first JavaScript carries none of it.
import type { RemoteName, RuntimeConfig } from '@checkout/shared';
import {
  RELEASE_STORAGE_KEY,
  chooseBuilds,
  isStoredReleases,
  leaveCandidate,
  newReleaseSession,
  type StoredReleases,
} from './release-assignment';

export type ReleaseStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

function readStored(storage: ReleaseStorage): StoredReleases {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RELEASE_STORAGE_KEY) ?? 'null');
    if (isStoredReleases(value)) return value;
  } catch {
    // Garbage under the key: a fresh release session.
  }
  return { session: newReleaseSession(), drawn: {} };
}

function writeStored(storage: ReleaseStorage, value: StoredReleases): void {
  try {
    storage?.setItem(RELEASE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Full or refused storage: the draw holds for this page.
  }
}

/** Each remote's build for this session, drawn from what it stored (and the draws stored again). */
export function drawBuilds(config: RuntimeConfig, storage: ReleaseStorage): ReturnType<typeof chooseBuilds> {
  const chosen = chooseBuilds(config, readStored(storage));
  writeStored(storage, chosen.stored);
  return chosen;
}

/** The session gives a remote's candidate up: stable from its next page load on. */
export function storeLeftCandidate(
  storage: ReleaseStorage,
  stored: StoredReleases,
  name: RemoteName,
  version: string,
): StoredReleases {
  const left = leaveCandidate(stored, name, version);
  writeStored(storage, left);
  return left;
}
