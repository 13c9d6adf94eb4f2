// The key-value storage the store persists to: window.localStorage in the browser, memory in tests.

/** The part of the Web Storage API the store uses; window.localStorage satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage (tests, Storybook, or a browser that refuses localStorage). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  snapshot(): Record<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
    snapshot: () => Object.fromEntries(data),
  };
}

/** localStorage when usable; private modes that throw on access fall back to memory so the checkout still runs. */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = '__checkout_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}
