// A first visit starts persisting at the booking's first change, loading mobx-persist-store then. When that fails
// (the chunk does not come: offline, or a release replaced it), the next change tries again.
import { createMemoryStorage, createRootStore, fixedClock } from '../index';
import { createFakeApi, persistenceStarted } from '@checkout/dev-kit/testing';
import type * as PersistStoreModule from 'mobx-persist-store';
import { STORAGE_KEYS } from './persistence';

let mockFailuresLeft = 0;
jest.mock('mobx-persist-store', () => {
  const actual = jest.requireActual<typeof PersistStoreModule>('mobx-persist-store');
  class FailingFirst<T extends object, K extends keyof T> extends actual.PersistStore<T, K> {
    constructor(...args: ConstructorParameters<typeof actual.PersistStore<T, K>>) {
      if (mockFailuresLeft > 0) {
        mockFailuresLeft -= 1;
        throw new Error('ChunkLoadError: the persistence chunk did not come');
      }
      super(...args);
    }
  }
  return { ...actual, PersistStore: FailingFirst };
});

it('a failed start of persistence waits for the next change, which starts it and keeps everything', async () => {
  const storage = createMemoryStorage();
  const warn = jest.fn();
  const store = createRootStore({
    api: createFakeApi(),
    storage,
    clock: fixedClock('2026-03-04T10:00:00+01:00'),
    logger: { error: jest.fn(), warn },
  });
  await store.hydrate();
  mockFailuresLeft = 1;

  store.dates.check('05.03.2026');
  await persistenceStarted();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('trying at the next change'), expect.any(Error));
  expect(storage.snapshot()).toEqual({});

  store.contactForm.setValues({ firstname: 'Lea' });
  await persistenceStarted();
  expect(JSON.parse(storage.getItem(STORAGE_KEYS.dates)!)).toMatchObject({ selectedDate: '05.03.2026' });
  expect(JSON.parse(storage.getItem(STORAGE_KEYS.contact)!).values.firstname).toBe('Lea');
  store.dispose();
});
