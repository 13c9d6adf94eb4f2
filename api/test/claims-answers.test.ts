// Answers shared over one read of a date's claims (issue 18: step 2's days and step 3's ranking of a national
// network are worked out about once a second per question, not once per request).
import type { Queryable } from '../src/db/database';
import type { ClaimRow } from '../src/repositories/slot-repository';
import { ANSWERS_PER_CLAIMS, CLAIMS_FRESH_MS, claimsCacheOf, onClaims } from '../src/domain/availability';

const DATE = '2026-03-02';
const NOW = new Date('2026-02-27T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** A database whose claims are `rows`, counting the reads. */
const fakeDb = (rows: ClaimRow[]) => {
  const db = {
    reads: 0,
    query: <T>(): Promise<T[]> => {
      db.reads += 1;
      return Promise.resolve(rows as unknown as T[]);
    },
    exec: () => Promise.resolve(),
  };
  return db satisfies Queryable & { reads: number };
};

const HOLD: ClaimRow = {
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
    claimsCacheOf(db).forget(); // a hold, a release or a booking by this process
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
});
