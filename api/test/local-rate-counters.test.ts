/** @jest-environment ./test/support/pglite-environment.cjs */
// The default limit's counters kept in the process (http/rate-limit.ts): many addresses at once neither grow them
// without end nor send every hit to the database; a counter forgotten to make room learns its shared count again.
import { LocalCounters } from '../src/http/rate-limit';
import { DRIVERS, createClock, createTestDatabase, type TestDatabase } from './support/test-app';

const WINDOW_MS = 60_000;
const MAX_KEYS = 8;

describe.each(DRIVERS)('local rate counters (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver, createClock().now());
  }, 60_000);
  afterAll(() => database.dispose());

  const sharedHits = async (key: string) =>
    (await database.db.query<{ hits: number }>('select hits from rate_limits where key = $1', [key]))[0]
      ?.hits;

  it('counts locally up to maxKeys addresses within a flush, then in the database', async () => {
    const counters = new LocalCounters(database.db, WINDOW_MS, MAX_KEYS);
    for (let i = 0; i < MAX_KEYS; i++)
      expect(counters.hit(`full-${i}`)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(counters.hit('full-one-too-many')).toBeNull(); // the caller counts it in the database
    expect(counters.hit('full-0')?.current).toBe(2); // a known address is still counted here
    await counters.flush();
    expect(await sharedHits('full-0')).toBe(2);
    expect(await sharedHits('full-7')).toBe(1);
  });

  it('makes room at each flush by forgetting shared counters, oldest first, and learns them back', async () => {
    const counters = new LocalCounters(database.db, WINDOW_MS, MAX_KEYS);
    for (let hit = 0; hit < 5; hit++) counters.hit('room-busy');
    for (let i = 1; i < MAX_KEYS; i++) counters.hit(`room-${i}`);
    expect(counters.size).toBe(MAX_KEYS);
    await counters.flush();
    // Down to three quarters of maxKeys, the oldest (the busy address) first.
    expect(counters.size).toBe((MAX_KEYS * 3) / 4);
    expect(await sharedHits('room-busy')).toBe(5);
    expect(counters.hit('room-new')).not.toBeNull();
    // Forgotten, the busy address starts again from its next hit, and the next flush gives it its shared count.
    expect(counters.hit('room-busy')?.current).toBe(1);
    await counters.flush();
    expect(counters.size).toBe((MAX_KEYS * 3) / 4);
    expect(counters.hit('room-busy')?.current).toBe(7);
    expect(await sharedHits('room-busy')).toBe(6);
  });

  it('keeps the hits of a failed flush for the next one', async () => {
    let away = true;
    const flaky = {
      query: (sql: string, params?: unknown[]) =>
        away ? Promise.reject(new Error('database away')) : database.db.query(sql, params),
    } as unknown as TestDatabase['db'];
    const counters = new LocalCounters(flaky, WINDOW_MS, MAX_KEYS);
    counters.hit('away-1');
    counters.hit('away-1');
    await counters.flush();
    expect(await sharedHits('away-1')).toBeUndefined();
    away = false;
    expect(counters.hit('away-1')?.current).toBe(3);
    await counters.flush();
    expect(await sharedHits('away-1')).toBe(3);
  });
});
