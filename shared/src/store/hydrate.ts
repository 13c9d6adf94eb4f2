// Reading the checkout's localStorage keys into the stores and writing changes back (mobx-persist-store).
// Stored values are shape-checked first: garbage in any checkout key resets the booking instead of crashing.
// The library is a chunk of its own, loaded when there is something to read or to write (persistStores).
import { comparer, reaction, toJS } from 'mobx';
import type { PersistStore } from 'mobx-persist-store';
import {
  arrayOf,
  bookmark,
  FORGOTTEN_AFTER_BOOKING,
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
function safeStorage(storage: KeyValueStorage, logger: Logger): KeyValueStorage {
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
 * Starts mobx-persist-store on every key of PERSISTED_KEYS (its code loads here). With `read`, each store first
 * takes what storage holds (checkStorage has validated it); without, the stores are written as they are.
 * `stillWanted` is asked once the code has arrived.
 */
export async function persistStores(
  options: PersistOptions,
  read: boolean,
  stillWanted: () => boolean = () => true,
): Promise<RunningPersistStore[]> {
  const { PersistStore: Persist } = await import('mobx-persist-store');
  // Disposed while the code was on its way: nothing starts.
  if (!stillWanted()) return [];
  const storage = safeStorage(options.storage, options.logger);
  // The library's own JSON round trip; the adapter object has own methods as the library checks for.
  const adapter = {
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => storage.setItem(key, value),
    removeItem: (key: string) => storage.removeItem(key),
  };
  const stores: RunningPersistStore[] = [];
  const reservation = options.storeByName('reservation') as { isBooked?: boolean };
  for (const key of PERSISTED_KEYS) {
    const target = options.storeByName(key.store) as Record<string, unknown>;
    const forgotten = FORGOTTEN_AFTER_BOOKING[key.store]?.values ?? [];
    const persistStore = new Persist<Record<string, unknown>, string>(target, {
      name: key.key,
      properties: Object.keys(key.properties).map((property) =>
        property === 'values' && forgotten.length > 0
          ? {
              key: property,
              // Read inside the library's reaction: booking the consultation rewrites the key without them.
              serialize: (values: unknown) =>
                reservation.isBooked && isRecord(values)
                  ? { ...values, ...Object.fromEntries(forgotten.map((field) => [field, ''])) }
                  : values,
              deserialize: (values: unknown) => values,
            }
          : property,
      ),
      storage: adapter,
      stringify: true,
    });
    if (read) {
      // Each key read in a task of its own, the first not in the one that ran the library's code: the eleven at
      // once were one long task on a phone (80 ms at 4x CPU).
      await nextTask();
      await persistStore.init();
    } else persistStore.startPersisting();
    stores.push(persistStore);
  }
  return stores;
}

/**
 * Resolves in a later task, so the browser can paint and handle input: a message to itself (no timer clamping), or a
 * timer where there is no MessageChannel (jsdom).
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

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
