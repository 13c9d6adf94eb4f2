/** @jest-environment ./test/support/pglite-environment.cjs */
// The default limit's counters kept in the process (http/rate-limit.ts): many addresses at once neither grow them
// without end nor send every hit to the database; a counter forgotten to make room learns its shared count again;
// an address is shared from a part of its limit on, so that addresses asking once cost no write.
import { LocalCounters, shareFromHits } from '../src/http/rate-limit';
import { RATE_LIMITS } from '../src/domain/limits';
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

  it('shares an address from its shareFrom-th hit on, all its hits then, and none of an address below it', async () => {
    const counters = new LocalCounters(database.db, WINDOW_MS, MAX_KEYS, 3);
    counters.hit('few-1');
    counters.hit('few-1');
    counters.hit('many-1');
    counters.hit('many-1');
    expect(counters.hit('many-1')?.current).toBe(3);
    await counters.flush();
    expect(await sharedHits('few-1')).toBeUndefined();
    expect(await sharedHits('many-1')).toBe(3);
    // From then on every hit of it is shared, and the next flush answers the shared count.
    counters.hit('many-1');
    await counters.flush();
    expect(await sharedHits('many-1')).toBe(4);
    // The address below the threshold reaches it: all three of its hits are shared.
    expect(counters.hit('few-1')?.current).toBe(3);
    await counters.flush();
    expect(await sharedHits('few-1')).toBe(3);
  });

  it('makes room for a new address when full of counters not waiting for a flush, without a write', async () => {
    const counters = new LocalCounters(database.db, WINDOW_MS, MAX_KEYS, 3);
    for (let hit = 0; hit < 3; hit++) counters.hit('crowd-busy'); // waits for the next flush
    for (let i = 1; i < MAX_KEYS; i++) counters.hit(`crowd-${i}`);
    expect(counters.size).toBe(MAX_KEYS);
    // Full: the oldest counters not waiting for a flush are forgotten (the busy one stays), down to three quarters.
    expect(counters.hit('crowd-new')).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(counters.size).toBe((MAX_KEYS * 3) / 4 + 1);
    expect(counters.hit('crowd-busy')?.current).toBe(4);
    expect(counters.hit('crowd-1')?.current).toBe(1); // forgotten: counts again from its next hit
    await counters.flush();
    expect(await sharedHits('crowd-busy')).toBe(4);
    expect(await sharedHits('crowd-new')).toBeUndefined();
  });

  it('starts an address below the threshold again when its window ends', async () => {
    const counters = new LocalCounters(database.db, 50, MAX_KEYS, 3);
    counters.hit('short-1');
    expect(counters.hit('short-1')?.current).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(counters.hit('short-1')).toEqual({ current: 1, ttl: 50 });
  });

  it('shares the default limit from a thirtieth of it, and a small limit from its first hit', () => {
    expect(shareFromHits(RATE_LIMITS.default.max)).toBe(50);
    expect(shareFromHits(30)).toBe(1);
  });
});
