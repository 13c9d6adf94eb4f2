// Answers shared over one read of a date's claims (issue 18: step 2's days and step 3's ranking of a national
// network are worked out about once a second per question, not once per request), kept by the read model.
import type { Database } from '../src/db/database';
import type { ClaimRow } from '../src/repositories/slot-repository';
import { ANSWERS_PER_CLAIMS, CLAIMS_FRESH_MS, HOT_MS, type Claims } from '../src/read-model/claims';
import { createReadModel, type ReadModel } from '../src/read-model/read-model';

const DATE = '2026-03-02';
const NOW = new Date('2026-02-27T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/**
 * The read model of a database whose claims are `rows`, counting the reads and the dates each read asked for
 * (from, until).
 */
const fakeDb = (rows: ClaimRow[]) => {
  const db = {
    kind: 'postgres' as const,
    reads: 0,
    ranges: [] as [string, string][],
    query: <T>(_sql: string, params: readonly unknown[] = []): Promise<T[]> => {
      db.reads += 1;
      const [from, until] = params as [string, string];
      db.ranges.push([from, until]);
      return Promise.resolve(rows.filter((r) => r.day >= from && r.day <= until) as unknown as T[]);
    },
    exec: () => Promise.resolve(),
    transaction: <T>(fn: (tx: Database) => Promise<T>): Promise<T> => fn(db),
    close: () => Promise.resolve(),
  };
  db satisfies Database;
  return Object.assign(db, { model: createReadModel(db) });
};

const onClaims = <T>(
  db: { model: ReadModel },
  date: string,
  now: Date,
  sessionId: string,
  key: string,
  compute: (claims: Claims) => T,
  aheadDays = 0,
): Promise<T> => db.model.answer(date, now, sessionId, key, compute, aheadDays);

const HOLD: ClaimRow = {
  day: DATE,
  advisor_id: 'a1',
  slot_time: '10:00',
  session_id: 'holder',
  expires_at: later(10 * 60_000).toISOString(),
};

describe('onClaims', () => {
  it('computes a question once per read of the claims and again after CLAIMS_FRESH_MS', async () => {
    const db = fakeDb([]);
    const compute = jest.fn(() => ({ free: true }));
    const first = await onClaims(db, DATE, NOW, 's1', 'day|x', compute);
    const second = await onClaims(db, DATE, later(CLAIMS_FRESH_MS - 1), 's2', 'day|x', compute);
    expect(second).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(db.reads).toBe(1);

    await onClaims(db, DATE, later(CLAIMS_FRESH_MS), 's3', 'day|x', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(db.reads).toBe(2);
  });

  it('answers another key, another date and a write of this process on their own', async () => {
    const db = fakeDb([]);
    const compute = jest.fn(() => 1);
    await onClaims(db, DATE, NOW, 's1', 'a', compute);
    await onClaims(db, DATE, NOW, 's1', 'b', compute);
    await onClaims(db, '2026-03-03', NOW, 's1', 'a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    db.model.changed(['holds']); // a hold, a release or a booking by this process
    await onClaims(db, DATE, NOW, 's1', 'a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('answers a session holding an hour that date on its own: its hold is free to it, taken to others', async () => {
    const db = fakeDb([HOLD]);
    const taken = (session: string) =>
      onClaims(db, DATE, NOW, session, 'agenda', (claims) =>
        claims.isTaken('a1', '10:00', session, NOW.getTime()),
      );
    expect(await taken('other')).toBe(true);
    expect(await taken('holder')).toBe(false);
    expect(await taken('third')).toBe(true);
    // The holder's own answer is not kept for the others.
    expect(await taken('fourth')).toBe(true);
  });

  it(`keeps at most ANSWERS_PER_CLAIMS (${ANSWERS_PER_CLAIMS}) questions per read; the others are computed each time`, async () => {
    const db = fakeDb([]);
    const compute = jest.fn((key: string) => key);
    for (let i = 0; i <= ANSWERS_PER_CLAIMS; i++)
      await onClaims(db, DATE, NOW, 's', `k${i}`, () => compute(`k${i}`));
    expect(compute).toHaveBeenCalledTimes(ANSWERS_PER_CLAIMS + 1);
    await onClaims(db, DATE, NOW, 's', 'k0', () => compute('k0'));
    await onClaims(db, DATE, NOW, 's', `k${ANSWERS_PER_CLAIMS}`, () => compute('last'));
    expect(compute).toHaveBeenCalledTimes(ANSWERS_PER_CLAIMS + 2);
  });

  describe('step 2 days read together', () => {
    const taken = (db: { model: ReadModel }, date: string, at: Date, session = 's') =>
      onClaims(
        db,
        date,
        at,
        session,
        `t|${date}`,
        (c) => c.isTaken('a1', '10:00', session, at.getTime()),
        15,
      );
    const day = (n: number) => `2026-03-${String(2 + n).padStart(2, '0')}`;

    it('reads a cold date with the fifteen days after it in one statement; each day keeps its own claims', async () => {
      const db = fakeDb([{ ...HOLD, day: day(3) }]);
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => taken(db, day(i), NOW)));
      expect(db.ranges).toEqual([[day(0), day(15)]]);
      expect(answers.map((a, i) => [day(i), a]).filter(([, a]) => a)).toEqual([[day(3), true]]);
    });

    it('reads a busy date alone, and stops a read at a day whose claims are fresh', async () => {
      const db = fakeDb([]);
      await taken(db, day(5), NOW); // days 5 to 20
      await taken(db, day(0), NOW); // cold: days 0 to 4, up to the fresh day 5
      expect(db.ranges).toEqual([
        [day(5), '2026-03-22'],
        [day(0), day(4)],
      ]);
      // Read again within HOT_MS, after its claims went stale: a busy day, read alone.
      await taken(db, day(0), later(CLAIMS_FRESH_MS));
      expect(db.ranges[2]).toEqual([day(0), day(0)]);
      // Not read for HOT_MS: cold again.
      await taken(db, day(0), later(CLAIMS_FRESH_MS + HOT_MS + 1));
      expect(db.ranges[3]).toEqual([day(0), '2026-03-17']);
    });

    it('a write of this process drops every day of the read', async () => {
      const db = fakeDb([]);
      await taken(db, day(0), NOW);
      db.model.changed(['bookings']);
      await taken(db, day(7), NOW);
      expect(db.reads).toBe(2);
    });
  });
});
