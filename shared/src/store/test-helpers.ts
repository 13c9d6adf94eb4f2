// Builds a root store over memory storage, a fake API and a fixed clock, for the store's tests.
import type { ApiClient } from '../api-client/api-client';
import { fixedClock } from '../dates';
import { createFakeApi } from '../testing/fake-api';
import { createRootStore, type RootStore } from './root-store';
import { createMemoryStorage } from './storage';

export const silentLogger = { error: () => undefined, warn: () => undefined };

export function makeStore(
  options: {
    handlers?: Partial<ApiClient>;
    storage?: ReturnType<typeof createMemoryStorage>;
    now?: string;
  } = {},
) {
  const storage = options.storage ?? createMemoryStorage();
  const api = createFakeApi(options.handlers);
  let n = 0;
  const store: RootStore = createRootStore({
    api,
    storage,
    clock: fixedClock(options.now ?? '2026-03-04T10:00:00+01:00'),
    sessionIdFactory: () => `id-${++n}`,
    homeUrl: 'https://travel.example',
    logger: silentLogger,
  });
  return { store, storage, api };
}
