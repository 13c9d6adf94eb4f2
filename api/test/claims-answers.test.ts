// Answers shared over one read of a date's claims (issue 18: step 2's days and step 3's ranking of a national
// network are worked out about once a second per question, not once per request), kept by the read model, and
// (issue 33) kept while the date's claims stay the same under the same clock key.
import fc from 'fast-check';
import type { Database } from '../src/db/database';
import type { AdvisorRow } from '../src/repositories/catalogue-repository';
import type { ClaimRow, WorkingHoursRow } from '../src/repositories/slot-repository';
import { availabilityClockKey, hoursOn } from '../src/domain/availability';
import {
  ANSWERS_PER_CLAIMS,
  CLAIMS_FRESH_MS,
  Claims,
  HOT_MS,
  type ClockKeyOf,
} from '../src/read-model/claims';
import { createReadModel, type ReadModel } from '../src/read-model/read-model';

const DATE = '2026-03-02';
const NOW = new Date('2026-02-27T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/**
 * The read model of a database whose claims are `rows`, counting the reads and the dates each read asked for
 * (from, until).
 */
const fakeDb = (rows: ClaimRow[], clockKeyOf?: ClockKeyOf) => {
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
  return Object.assign(db, { model: createReadModel(db, { clockKeyOf }) });
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
  minutes: 60,
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

  describe('answers kept while the claims stay the same', () => {
    it('keeps the answers of a date read again with the same claims under the same clock key', async () => {
      const rows = [HOLD];
      const db = fakeDb(rows, () => 'same clock');
      const compute = jest.fn(() => ({ free: true }));
      const first = await onClaims(db, DATE, NOW, 's', 'q', compute);
      for (const seconds of [1, 2, 5]) {
        expect(await onClaims(db, DATE, later(seconds * CLAIMS_FRESH_MS), 's', 'q', compute)).toBe(first);
      }
      // Read again each second, worked out once.
      expect([db.reads, compute.mock.calls.length]).toEqual([4, 1]);
      // The same rows in another order are the same claims; a write of this process drops the read, not the answer.
      rows.unshift({ ...HOLD, advisor_id: 'a2' });
      rows.reverse();
      await onClaims(db, DATE, later(6 * CLAIMS_FRESH_MS), 's', 'q', compute);
      expect(compute).toHaveBeenCalledTimes(2);
      rows.reverse();
      db.model.changed(['bookings']);
      expect(await onClaims(db, DATE, later(6 * CLAIMS_FRESH_MS), 's', 'q', compute)).not.toBe(first);
      expect([db.reads, compute.mock.calls.length]).toEqual([6, 2]);
    });

    it('works them out again when the claims change, or the clock key', async () => {
      const rows: ClaimRow[] = [];
      let clock = 'one';
      const db = fakeDb(rows, () => clock);
      const compute = jest.fn(() => ({ free: true }));
      await onClaims(db, DATE, NOW, 's', 'q', compute);
      rows.push(HOLD); // another process holds an hour
      await onClaims(db, DATE, later(CLAIMS_FRESH_MS), 's', 'q', compute);
      expect(compute).toHaveBeenCalledTimes(2);
      rows.push({ ...HOLD, session_id: 'holder', expires_at: later(20 * 60_000).toISOString() }); // a hold extended
      rows.shift();
      await onClaims(db, DATE, later(2 * CLAIMS_FRESH_MS), 's', 'q', compute);
      expect(compute).toHaveBeenCalledTimes(3);
      clock = 'two';
      await onClaims(db, DATE, later(3 * CLAIMS_FRESH_MS), 's', 'q', compute);
      expect(compute).toHaveBeenCalledTimes(4);
    });

    it('keeps none beyond its read without a clock key', async () => {
      const db = fakeDb([]);
      const compute = jest.fn(() => 1);
      await onClaims(db, DATE, NOW, 's', 'q', compute);
      await onClaims(db, DATE, later(CLAIMS_FRESH_MS), 's', 'q', compute);
      expect(compute).toHaveBeenCalledTimes(2);
    });
  });
});

// What makes keeping answers sound: the availability of a date, worked out from the same claims at two instants
// with the same clock key, is the same.
describe('availabilityClockKey', () => {
  const advisors = ['a1', 'a2', 'a3'].map((id) => ({ id }) as AdvisorRow);
  const day = (offset: number) => `2030-03-${String(25 + offset).padStart(2, '0')}`;
  const minute = fc.integer({ min: 0, max: 23 * 60 });
  const block = fc
    .tuple(fc.constantFrom('a1', 'a2', 'a3'), minute, fc.integer({ min: 60, max: 600 }), fc.boolean())
    .map(([advisor_id, start, length, home_office]): WorkingHoursRow => ({
      advisor_id,
      start_minute: start,
      end_minute: Math.min(24 * 60, start + length),
      home_office,
    }));

  it('answers the same hours at two instants with the same key, for the same claims', () => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 6 }),
        fc.integer({ min: 0, max: 3 }),
        // From Monday 25 March 2030 00:00 in Zurich over three days (summer time starts on the 31st).
        fc.integer({ min: 0, max: 3 * 24 * 3600_000 }),
        fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 0, max: 3 * 3600_000 })),
        fc.array(fc.tuple(fc.constantFrom('a1', 'a2', 'a3'), minute), { maxLength: 4 }),
        (rows, offset, from, step, taken) => {
          const date = day(offset);
          const t1 = new Date(Date.UTC(2030, 2, 24, 23) + from);
          const t2 = new Date(t1.getTime() + step);
          fc.pre(availabilityClockKey(date, t1) === availabilityClockKey(date, t2));
          const catalogue = { workingHours: new Map([[1 + ((offset + 0) % 7), rows]]) };
          const claims = new Claims(
            taken.map(([advisor_id, m], i) => ({
              day: date,
              advisor_id,
              slot_time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
              minutes: 60,
              session_id: i % 2 ? null : `session-${i}`,
              // Claims read the same at both instants: their holds live at both.
              expires_at: i % 2 ? null : new Date(t2.getTime() + 60_000).toISOString(),
            })),
          );
          const at = (t: Date) => JSON.stringify([...hoursOn(claims, catalogue, advisors, date, t, 's')]);
          expect(at(t2)).toBe(at(t1));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('moves with the Zurich day, and for today and tomorrow with the minute the lead time ends in', () => {
    const monday = new Date('2030-03-25T07:00:00Z'); // 08:00 in Zurich
    const key = (date: string, ms: number) => availabilityClockKey(date, new Date(monday.getTime() + ms));
    expect(key('2030-03-28', 0)).toBe(key('2030-03-28', 14 * 3600_000)); // later that Monday
    expect(key('2030-03-28', 0)).not.toBe(key('2030-03-28', 16 * 3600_000)); // Tuesday
    expect(key('2030-03-26', 1_000)).toBe(key('2030-03-26', 60_000));
    expect(key('2030-03-26', 1_000)).not.toBe(key('2030-03-26', 60_001));
  });
});
