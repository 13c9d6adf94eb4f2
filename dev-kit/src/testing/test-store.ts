// A root store over memory storage, a fake API and a fixed clock (Wednesday 4 March 2026, 10:00 in Zurich).
import {
  type ApiClient,
  fixedClock,
  type Clock,
  createRootStore,
  type RootStore,
  createMemoryStorage,
} from '@checkout/shared';
import { createFakeApi, type FakeApi } from './fake-api';

export const silentLogger = { error: () => undefined, warn: () => undefined };

export interface TestStoreOptions {
  handlers?: Partial<ApiClient>;
  storage?: ReturnType<typeof createMemoryStorage>;
  /** ISO instant of the fixed clock. */
  now?: string;
  /** Another clock instead (e.g. systemClock under Jest's fake timers). */
  clock?: Clock;
}

export function createTestStore(options: TestStoreOptions = {}): {
  store: RootStore;
  api: FakeApi;
  storage: ReturnType<typeof createMemoryStorage>;
} {
  const storage = options.storage ?? createMemoryStorage();
  const api = createFakeApi(options.handlers);
  let n = 0;
  const store = createRootStore({
    api,
    storage,
    clock: options.clock ?? fixedClock(options.now ?? '2026-03-04T10:00:00+01:00'),
    sessionIdFactory: () => `test-id-${++n}`,
    homeUrl: 'https://travel.example',
    logger: silentLogger,
  });
  return { store, api, storage };
}

/**
 * Waits until a store whose visit started with nothing stored writes to storage: it loads the persistence
 * library at the booking's first change (a dynamic import, settled within one task in a test). A test that
 * reloads (a second store on the same storage) waits for this first, as a real reload comes later.
 */
export const persistenceStarted = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
