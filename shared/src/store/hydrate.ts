// Reading the checkout's localStorage keys into the stores and writing changes back (mobx-persist-store).
// Stored values are shape-checked first: garbage in any checkout key resets the booking instead of crashing.
// The library and what starts it (persist-stores.ts) are a chunk of their own, loaded when there is something to
// read or to write.
import { comparer, reaction, toJS } from 'mobx';
import type { PersistStore } from 'mobx-persist-store';
import {
  arrayOf,
  bookmark,
  isRecord,
  num,
  PERSISTED_KEYS,
  STORAGE_KEYS,
  type PersistedKey,
  type PersistedStoreName,
} from './persistence';
import type { KeyValueStorage } from './storage';
import type { Logger } from './store-deps';

/** The metadata field mobx-persist-store adds when versions or expiry are used. */
const LIBRARY_FIELDS = new Set(['__mps__']);

/** True when the stored text is absent, or a JSON object whose known properties all have the right shape. */
export function isStoredValueValid(raw: string | null, key: PersistedKey): boolean {
  if (raw === null) return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return false;
  }
  if (!isRecord(parsed)) return false;
  return Object.entries(parsed).every(([name, value]) => {
    if (LIBRARY_FIELDS.has(name)) return true;
    const check = key.properties[name];
    return check === undefined || check(value);
  });
}

/** The bookmarks list as other pages of the site may write it: a bare array. */
export function isBareBookmarkList(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    return arrayOf(bookmark)(JSON.parse(raw));
  } catch {
    return false;
  }
}

/** The travel-type profile vector, or null when absent or not a list of numbers. */
export function readProfileVector(raw: string | null): number[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return arrayOf(num)(parsed) && (parsed as number[]).length > 0 ? (parsed as number[]) : null;
  } catch {
    return null;
  }
}

/** What hydrate found in storage. */
export interface HydrateResult {
  /** Stored values were garbage: the checkout keys were cleared and the booking reset to init. */
  wasReset: boolean;
}

/** Storage that never throws: a full or refused storage loses persistence, never the booking in progress. */
export function safeStorage(storage: KeyValueStorage, logger: Logger): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch (error) {
        logger.warn(`Could not store ${key}`, error);
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to do: the value is unreadable either way.
      }
    },
  };
}

export interface PersistOptions {
  storage: KeyValueStorage;
  logger: Logger;
  /** The domain store each persisted key belongs to. */
  storeByName: (name: PersistedStoreName) => object;
  /** Called when stored values were garbage and the checkout keys were cleared. */
  resetForInit: () => void;
}

export type RunningPersistStore = PersistStore<Record<string, unknown>, string>;

export interface StorageCheck {
  result: HydrateResult;
  profile: number[] | null;
  /** Storage holds a key of PERSISTED_KEYS (a booking under way, or the site's bookmarks) to read. */
  stored: boolean;
}

/**
 * Validates storage before anything reads it: garbage in a checkout key clears every checkout key and resets the
 * booking, garbage in the site's bookmarks clears them, a bare bookmark list is adopted in the persisted form.
 */
export function checkStorage(options: PersistOptions): StorageCheck {
  const { logger } = options;
  const storage = safeStorage(options.storage, logger);

  // Other pages of the site may keep the bookmarks as a bare list: adopt it in the persisted form.
  const rawBookmarks = storage.getItem(STORAGE_KEYS.userBookmarks);
  if (isBareBookmarkList(rawBookmarks)) {
    storage.setItem(STORAGE_KEYS.userBookmarks, JSON.stringify({ list: JSON.parse(rawBookmarks as string) }));
  }

  const invalid = PERSISTED_KEYS.filter((key) => !isStoredValueValid(storage.getItem(key.key), key));
  const wasReset = invalid.some((key) => key.checkoutOwned);
  if (invalid.length > 0) {
    logger.warn(`Stored checkout values were invalid (${invalid.map((k) => k.key).join(', ')}); reset.`);
    for (const key of invalid.filter((k) => !k.checkoutOwned)) storage.removeItem(key.key);
  }
  if (wasReset) {
    for (const key of PERSISTED_KEYS.filter((k) => k.checkoutOwned)) storage.removeItem(key.key);
    options.resetForInit();
  }
  const profile = readProfileVector(storage.getItem(STORAGE_KEYS.travelTypeProfile));
  const stored = PERSISTED_KEYS.some((key) => storage.getItem(key.key) !== null);
  return { result: { wasReset }, profile, stored };
}

/**
 * Calls `onChange` once, at the first change of any persisted property after this call (the library writes
 * every key as soon as it starts, so that change is kept too). Returns a cancel.
 */
export function onFirstPersistedChange(options: PersistOptions, onChange: () => void): () => void {
  const dispose = reaction(
    () =>
      PERSISTED_KEYS.map((key) => {
        const target = options.storeByName(key.store) as Record<string, unknown>;
        return Object.keys(key.properties).map((property) => toJS(target[property]));
      }),
    () => {
      dispose();
      onChange();
    },
    { equals: comparer.structural },
  );
  return dispose;
}
