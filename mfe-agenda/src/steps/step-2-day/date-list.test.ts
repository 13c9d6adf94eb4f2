// The date list of step 2 (spec section 4, Dates) as a state machine driven by a fake availability source:
// every day's answer is held back until the test releases it, so each transition can be seen on its own.
import { MAX_CONSECUTIVE_MISSES, type DayRequest, type RootStore } from '@checkout/shared';
import { createTestStore } from '@checkout/shared/testing';

/** A fake availability source: requests wait until answered; `auto` answers at once from a rule. */
function availabilitySource(auto?: (isoDay: string) => boolean) {
  const waiting: Array<{ day: string; answer: (available: boolean) => void }> = [];
  const asked: string[] = [];
  const day = (request: DayRequest) => {
    asked.push(request.weekDateSelected);
    if (auto) return Promise.resolve({ availableAppointment: auto(request.weekDateSelected) });
    return new Promise<{ availableAppointment: boolean }>((resolve) => {
      waiting.push({
        day: request.weekDateSelected,
        answer: (available) => resolve({ availableAppointment: available }),
      });
    });
  };
  /** Answers the waiting request for `isoDay` and lets the store react. */
  const answer = async (isoDay: string, available: boolean) => {
    const at = waiting.findIndex((w) => w.day === isoDay);
    if (at < 0)
      throw new Error(`no request waiting for ${isoDay} (waiting: ${waiting.map((w) => w.day).join(', ')})`);
    const [request] = waiting.splice(at, 1);
    request!.answer(available);
    await flush();
  };
  const waitingDays = () => waiting.map((w) => w.day).sort();
  return { day, answer, waitingDays, asked };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function storeWith(source: ReturnType<typeof availabilitySource>): RootStore {
  return createTestStore({ handlers: { day: source.day } }).store;
}

const shown = (store: RootStore) => store.dates.dates.map((d) => d.dateString);

// The fixed clock says Wednesday 4 March 2026.
const FIRST_TEN = [
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
];

describe('date list (step 2)', () => {
  it('starts with 10 loading pills from today, each asking for its own day', async () => {
    const source = availabilitySource();
    const store = storeWith(source);
    void store.dates.loadInitial();
    await flush();
    expect(store.dates.dates).toHaveLength(10);
    expect(store.dates.dates.every((d) => d.loading && d.fetchedDate === '')).toBe(true);
    expect(source.waitingDays()).toEqual(FIRST_TEN);
    await source.answer('2026-03-05', true);
    expect(store.dates.dates[1]).toMatchObject({
      dateString: '05.03.2026',
      loading: false,
      fetchedDate: '2026-03-05',
    });
  });

  it('replaces a day without availability by the next day after the highest one and retries it', async () => {
    const source = availabilitySource();
    const store = storeWith(source);
    void store.dates.loadInitial();
    await flush();
    await source.answer('2026-03-07', false);
    // Saturday 7 March is gone; its pill now asks for Saturday 14 March, after the highest day (13 March).
    expect(shown(store)).not.toContain('07.03.2026');
    expect(shown(store)).toContain('14.03.2026');
    expect(store.dates.dates.find((d) => d.dateString === '14.03.2026')).toMatchObject({ loading: true });
    expect(source.waitingDays()).toContain('2026-03-14');
    await source.answer('2026-03-14', false);
    expect(source.waitingDays()).toContain('2026-03-15');
    await source.answer('2026-03-15', true);
    expect(store.dates.dates.at(-1)).toMatchObject({ dateString: '15.03.2026', fetchedDate: '2026-03-15' });
    expect(store.dates.dates).toHaveLength(10);
  });

  it('counts consecutive misses and resets the counter whenever any day resolves', async () => {
    const source = availabilitySource();
    const store = storeWith(source);
    void store.dates.loadInitial();
    await flush();
    await source.answer('2026-03-07', false);
    await source.answer('2026-03-08', false);
    expect(store.dates.consecutiveMisses).toBe(2);
    await source.answer('2026-03-04', true);
    expect(store.dates.consecutiveMisses).toBe(0);
    await source.answer('2026-03-14', false);
    expect(store.dates.consecutiveMisses).toBe(1);
  });

  it(`shows 'no date found' only past ${MAX_CONSECUTIVE_MISSES} consecutive misses`, async () => {
    const source = availabilitySource();
    const store = storeWith(source);
    void store.dates.loadInitial();
    await flush();
    let misses = 0;
    while (misses < MAX_CONSECUTIVE_MISSES) {
      await source.answer(source.waitingDays()[0]!, false);
      misses += 1;
    }
    expect(store.dates.consecutiveMisses).toBe(60);
    expect(store.dates.noDateFound).toBe(false);
    await source.answer(source.waitingDays()[0]!, false);
    expect(store.dates.noDateFound).toBe(true);
  });

  it('stops asking once no date was found: the missing pill is dropped, not retried', async () => {
    const source = availabilitySource(() => false);
    const store = storeWith(source);
    await store.dates.loadInitial();
    expect(store.dates.noDateFound).toBe(true);
    expect(store.dates.isAnyLoading).toBe(false);
    const asked = source.asked.length;
    await store.dates.loadMore();
    expect(source.asked).toHaveLength(asked);
  });

  it("'more' adds the next 10 days after the highest one", async () => {
    const source = availabilitySource((day) => day !== '2026-03-07');
    const store = storeWith(source);
    await store.dates.loadInitial();
    // 7 March was replaced by 14 March, so the highest day is 14 March and 'more' starts at 15 March.
    expect(shown(store).at(-1)).toBe('14.03.2026');
    await store.dates.loadMore();
    expect(shown(store)).toHaveLength(20);
    expect(shown(store).slice(10)).toEqual([
      '15.03.2026',
      '16.03.2026',
      '17.03.2026',
      '18.03.2026',
      '19.03.2026',
      '20.03.2026',
      '21.03.2026',
      '22.03.2026',
      '23.03.2026',
      '24.03.2026',
    ]);
  });

  it("'more' is locked while any day is loading", async () => {
    const source = availabilitySource();
    const store = storeWith(source);
    void store.dates.loadInitial();
    await flush();
    for (const day of FIRST_TEN.slice(0, 9)) await source.answer(day, true);
    expect(store.dates.isAnyLoading).toBe(true);
    void store.dates.loadMore();
    await flush();
    expect(store.dates.dates).toHaveLength(10);
    expect(source.asked).toHaveLength(10);
    await source.answer('2026-03-13', true);
    expect(store.dates.isAnyLoading).toBe(false);
    void store.dates.loadMore();
    await flush();
    expect(store.dates.dates).toHaveLength(20);
    expect(store.dates.isAnyLoading).toBe(true);
  });

  it('ignores answers for a list that was reloaded in the meantime (another branch chosen)', async () => {
    const source = availabilitySource();
    const store = storeWith(source);
    void store.dates.loadInitial();
    await flush();
    void store.dates.loadInitial();
    await flush();
    // Two requests wait for 7 March now; the older one answers 'no', which must not move the new pill.
    await source.answer('2026-03-07', false);
    expect(shown(store)).toContain('07.03.2026');
    expect(store.dates.consecutiveMisses).toBe(0);
  });

  it('checking one date unchecks the others; unchecking clears selectedDate (sent as yyyy-mm-dd)', async () => {
    const store = storeWith(availabilitySource(() => true));
    await store.dates.loadInitial();
    store.dates.toggle('05.03.2026');
    store.dates.toggle('06.03.2026');
    expect(store.dates.dates.filter((d) => d.checked).map((d) => d.dateString)).toEqual(['06.03.2026']);
    expect(store.dates.selectedDateIso).toBe('2026-03-06');
    store.dates.toggle('06.03.2026');
    expect(store.dates.selectedDate).toBe('');
    expect(store.dates.dates.some((d) => d.checked)).toBe(false);
  });

  it('a kept selection that the fresh list no longer offers is unchecked', async () => {
    const store = storeWith(availabilitySource((day) => day !== '2026-03-06'));
    store.dates.check('06.03.2026');
    await store.dates.loadInitial();
    expect(store.dates.selectedDate).toBe('');
    expect(store.dates.isSelectionOffered).toBe(false);
  });

  it('a kept selection beyond the first 10 days is loaded up to, so a reload keeps it', async () => {
    const store = storeWith(availabilitySource(() => true));
    store.dates.check('20.03.2026');
    await store.dates.loadInitial();
    expect(store.dates.selectedDate).toBe('20.03.2026');
    expect(store.dates.isSelectionOffered).toBe(true);
    expect(shown(store)).toHaveLength(20);
  });
});
