// Canary releases (decision 0051): this page's release session: the draws stored in localStorage
// (CHECKOUT-RELEASE) and where its reports go. Loaded only when the config names a release, so that step 1's first
// JavaScript carries none of it.
import type { RemoteName, RuntimeConfig } from '@checkout/shared';
import {
  RELEASE_STORAGE_KEY,
  chooseBuilds,
  isStoredReleases,
  leaveCandidate,
  newReleaseSession,
  type RemoteChoice,
  type StoredReleases,
} from './release-assignment';

export type ReleaseStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

let storage: ReleaseStorage = null;
let stored: StoredReleases | null = null;
let apiBaseUrl: string | undefined;

/** localStorage, or null where the page may not use it (the draws then last one page load). */
function pageStorage(): ReleaseStorage {
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

/** Each remote's build for this session, drawn from what it stored (and the draws stored again). */
export function drawBuilds(
  config: RuntimeConfig,
  options: { storage?: ReleaseStorage } = {},
): Record<RemoteName, RemoteChoice> {
  storage = options.storage === undefined ? pageStorage() : options.storage;
  apiBaseUrl = config.apiBaseUrl;
  const chosen = chooseBuilds(config, readStored());
  writeStored(chosen.stored);
  return chosen.choices;
}

/** The session gives a remote's candidate up: stable from its next page load on. */
export function storeLeftCandidate(name: RemoteName, version: string): void {
  if (stored) writeStored(leaveCandidate(stored, name, version));
}

/** This booking session's random release-session id (no personal data). */
export function releaseSession(): string | undefined {
  return stored?.session;
}

/** Where the release's reports go (the config's API). */
export function releaseApiBaseUrl(): string | undefined {
  return apiBaseUrl;
}
