// Starts mobx-persist-store on the checkout's keys. This module and the library are a chunk of their own: the store
// loads it when storage holds a key to read, or at the booking's first change (hydrate.ts, root-store.ts); a first
// visit's step 1 does without both (decisions 0011 and 0022).
import { PersistStore as Persist } from 'mobx-persist-store';
import { FORGOTTEN_AFTER_BOOKING, isRecord, PERSISTED_KEYS } from './persistence';
import { safeStorage, type PersistOptions, type RunningPersistStore } from './hydrate';

/**
 * Starts mobx-persist-store on every key of PERSISTED_KEYS. With `read`, each store first takes what storage holds
 * (checkStorage has validated it); without, the stores are written as they are. `stillWanted` is asked once the code
 * has arrived.
 */
export async function persistStores(
  options: PersistOptions,
  read: boolean,
  stillWanted: () => boolean = () => true,
): Promise<RunningPersistStore[]> {
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
