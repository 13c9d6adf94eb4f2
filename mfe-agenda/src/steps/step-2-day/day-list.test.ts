// The day list of step 2 (spec section 4, Dates) as a state machine driven by a fake availability source:
// every day's answer is held back until the test releases it, so each transition can be seen on its own.
import type { DayRequest, RootStore } from '@checkout/shared';
import { runInAction } from 'mobx';
import { createTestStore } from '@checkout/dev-kit/testing';
import { DayList, LOOKAHEAD_DAYS, MAX_CONSECUTIVE_MISSES, RETRY_FIRST_MS, RETRY_MAX_MS } from './day-list';

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

/** Lets the list react: its promise chains, and the task in which it asks for the days ahead. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

function storeWith(source: ReturnType<typeof availabilitySource>): { store: RootStore; list: DayList } {
  const { store } = createTestStore({ handlers: { day: source.day } });
  return { store, list: new DayList(store) };
}

const shown = (list: DayList) => list.dates.map((d) => d.dateString);

/** The LOOKAHEAD_DAYS days after the first ten, asked for with them. */
const AHEAD = ['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19'];

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
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    expect(list.dates).toHaveLength(10);
    expect(list.dates.every((d) => d.loading && d.fetchedDate === '')).toBe(true);
    // The pills' days, and as many after them that a day without availability can be replaced at once.
    expect(AHEAD).toHaveLength(LOOKAHEAD_DAYS);
    expect(source.waitingDays()).toEqual([...FIRST_TEN, ...AHEAD]);
    // In that order: the pills' calls first (a browser sends six at a time to the API; the rest wait in order).
    expect(source.asked).toEqual([...FIRST_TEN, ...AHEAD]);
    await source.answer('2026-03-05', true);
    expect(list.dates[1]).toMatchObject({
      dateString: '05.03.2026',
      loading: false,
      fetchedDate: '2026-03-05',
    });
  });

  it('replaces a day without availability by the next day after the highest one and retries it', async () => {
    const source = availabilitySource();
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    await source.answer('2026-03-07', false);
    // Saturday 7 March is gone; its pill now asks for Saturday 14 March, after the highest day (13 March).
    expect(shown(list)).not.toContain('07.03.2026');
    expect(shown(list)).toContain('14.03.2026');
    expect(list.dates.find((d) => d.dateString === '14.03.2026')).toMatchObject({ loading: true });
    expect(source.waitingDays()).toContain('2026-03-14');
    await source.answer('2026-03-14', false);
    expect(source.waitingDays()).toContain('2026-03-15');
    await source.answer('2026-03-15', true);
    expect(list.dates.at(-1)).toMatchObject({ dateString: '15.03.2026', fetchedDate: '2026-03-15' });
    expect(list.dates).toHaveLength(10);
  });

  it('an answered pill is held as loading until every earlier pill has its answer: no answered day moves', async () => {
    const source = availabilitySource();
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    await source.answer('2026-03-06', true);
    // The 4th and 5th are still loading: had the 6th been drawn, the 4th's replacement (a later day) would shift
    // it one box to the left under the visitor's finger.
    expect(list.dates[2]).toMatchObject({ dateString: '06.03.2026', loading: false, held: true });
    await source.answer('2026-03-04', false);
    await source.answer('2026-03-05', true);
    expect(list.dates.slice(0, 2)).toMatchObject([
      { dateString: '05.03.2026', held: false },
      { dateString: '06.03.2026', held: false },
    ]);
    // From now on the answered pills before the first loading one keep their boxes whatever comes later.
    const before = list.dates.slice(0, 2).map((d) => d.dateString);
    for (const day of ['2026-03-07', '2026-03-08']) await source.answer(day, false);
    expect(list.dates.slice(0, 2).map((d) => d.dateString)).toEqual(before);
    expect(
      list.dates.every((d) => !d.held || list.dates.slice(0, list.dates.indexOf(d)).some((e) => e.loading)),
    ).toBe(true);
  });

  it('a day without availability takes the answer asked for ahead: no new round trip', async () => {
    const source = availabilitySource();
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    await source.answer('2026-03-14', true); // asked ahead, answered before any pill needs it
    await source.answer('2026-03-08', false); // a Sunday: its pill moves to the 14th
    expect(source.asked.filter((day) => day === '2026-03-14')).toHaveLength(1);
    expect(list.dates.find((d) => d.dateString === '14.03.2026')).toMatchObject({
      loading: false,
      fetchedDate: '2026-03-14',
    });
    expect(source.asked).toHaveLength(10 + LOOKAHEAD_DAYS);
  });

  it('counts consecutive misses and resets the counter whenever any day resolves', async () => {
    const source = availabilitySource();
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    await source.answer('2026-03-07', false);
    await source.answer('2026-03-08', false);
    expect(list.consecutiveMisses).toBe(2);
    await source.answer('2026-03-04', true);
    expect(list.consecutiveMisses).toBe(0);
    await source.answer('2026-03-14', false);
    expect(list.consecutiveMisses).toBe(1);
  });

  it(`shows 'no date found' only past ${MAX_CONSECUTIVE_MISSES} consecutive misses`, async () => {
    const source = availabilitySource();
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    let misses = 0;
    while (misses < MAX_CONSECUTIVE_MISSES) {
      await source.answer(source.waitingDays()[0]!, false);
      misses += 1;
    }
    expect(list.consecutiveMisses).toBe(60);
    expect(list.noDateFound).toBe(false);
    await source.answer(source.waitingDays()[0]!, false);
    expect(list.noDateFound).toBe(true);
  });

  it("high demand: 'search later weeks' goes on after the last day asked, with a fresh count", async () => {
    let openFrom = '9999-12-31';
    const source = availabilitySource((day) => day >= openFrom);
    const { list } = storeWith(source);
    await list.loadInitial();
    expect(list.noDateFound).toBe(true);
    const last = [...source.asked].sort().at(-1)!;
    const asked = source.asked.length;
    // From three days after everything asked so far, days have free hours (later weeks).
    const later = new Date(`${last}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 3);
    openFrom = later.toISOString().slice(0, 10);
    await list.searchLater();
    expect(source.asked.slice(asked).every((day) => day > last)).toBe(true);
    expect(list.noDateFound).toBe(false);
    expect(list.dates.filter((d) => d.fetchedDate !== '').map((d) => d.fetchedDate)[0]).toBe(openFrom);
  });

  it('stops asking once no date was found: the missing pill is dropped, not retried', async () => {
    const source = availabilitySource(() => false);
    const { list } = storeWith(source);
    await list.loadInitial();
    expect(list.noDateFound).toBe(true);
    expect(list.isAnyLoading).toBe(false);
    const asked = source.asked.length;
    await list.loadMore();
    expect(source.asked).toHaveLength(asked);
  });

  it("'more' adds the next 10 days after the highest one", async () => {
    const source = availabilitySource((day) => day !== '2026-03-07');
    const { list } = storeWith(source);
    await list.loadInitial();
    // 7 March was replaced by 14 March, so the highest day is 14 March and 'more' starts at 15 March.
    expect(shown(list).at(-1)).toBe('14.03.2026');
    await list.loadMore();
    expect(shown(list)).toHaveLength(20);
    expect(shown(list).slice(10)).toEqual([
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
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    for (const day of FIRST_TEN.slice(0, 9)) await source.answer(day, true);
    expect(list.isAnyLoading).toBe(true);
    void list.loadMore();
    await flush();
    expect(list.dates).toHaveLength(10);
    expect(source.asked).toHaveLength(10 + LOOKAHEAD_DAYS);
    await source.answer('2026-03-13', true);
    expect(list.isAnyLoading).toBe(false);
    void list.loadMore();
    await flush();
    expect(list.dates).toHaveLength(20);
    expect(list.isAnyLoading).toBe(true);
  });

  it('ignores answers for a list that was reloaded in the meantime (another branch chosen)', async () => {
    const source = availabilitySource();
    const { list } = storeWith(source);
    void list.loadInitial();
    await flush();
    void list.loadInitial();
    await flush();
    // Two requests wait for 7 March now; the older one answers 'no', which must not move the new pill.
    await source.answer('2026-03-07', false);
    expect(shown(list)).toContain('07.03.2026');
    expect(list.consecutiveMisses).toBe(0);
  });

  it('checking one date unchecks the others; unchecking clears selectedDate (sent as yyyy-mm-dd)', async () => {
    const { store, list } = storeWith(availabilitySource(() => true));
    await list.loadInitial();
    store.dates.toggle('05.03.2026');
    store.dates.toggle('06.03.2026');
    expect(list.dates.filter((d) => d.checked).map((d) => d.dateString)).toEqual(['06.03.2026']);
    expect(store.dates.selectedDateIso).toBe('2026-03-06');
    store.dates.toggle('06.03.2026');
    expect(store.dates.selectedDate).toBe('');
    expect(list.dates.some((d) => d.checked)).toBe(false);
  });

  it('a kept selection that the fresh list no longer offers is unchecked', async () => {
    const { store, list } = storeWith(availabilitySource((day) => day !== '2026-03-06'));
    store.dates.check('06.03.2026');
    await list.loadInitial();
    expect(store.dates.selectedDate).toBe('');
    expect(list.isSelectionOffered).toBe(false);
  });

  it('a kept selection beyond the first 10 days is loaded up to, so a reload keeps it', async () => {
    const { store, list } = storeWith(availabilitySource(() => true));
    store.dates.check('20.03.2026');
    await list.loadInitial();
    expect(store.dates.selectedDate).toBe('20.03.2026');
    expect(list.isSelectionOffered).toBe(true);
    expect(shown(list)).toHaveLength(20);
  });
});

describe('DayList against an API that answers at once', () => {
  // 2026-03-04 is a Wednesday; the fake API has availability on weekdays listed here.
  const available = new Set([
    '2026-03-04',
    '2026-03-05',
    '2026-03-06',
    '2026-03-09',
    '2026-03-10',
    '2026-03-11',
  ]);

  it('loads 10 days from today and replaces days without availability by later days', async () => {
    const { store } = createTestStore({
      handlers: {
        day: async (r) => ({
          availableAppointment: available.has(r.weekDateSelected) || r.weekDateSelected >= '2026-03-16',
        }),
      },
    });
    const list = new DayList(store);
    await list.loadInitial();
    const shown = list.dates.map((d) => d.dateString);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('04.03.2026');
    expect(list.dates.every((d) => !d.loading && d.fetchedDate !== '')).toBe(true);
    expect(shown).not.toContain('07.03.2026');
    expect(new Set(shown).size).toBe(10);
    expect(list.noDateFound).toBe(false);
    // A replaced day takes its place in the calendar, so the pills read in date order.
    const iso = list.dates.map((d) => d.fetchedDate);
    expect(iso).toEqual([...iso].sort());
  });

  it('checks one date at a time and clears selectedDate on uncheck', () => {
    const { store } = createTestStore();
    const list = new DayList(store);
    runInAction(() => {
      list.pills = [
        { dateString: '04.03.2026', fetchedDate: '2026-03-04', loading: false, failed: false },
        { dateString: '05.03.2026', fetchedDate: '2026-03-05', loading: false, failed: false },
      ];
    });
    store.dates.toggle('04.03.2026');
    store.dates.toggle('05.03.2026');
    expect(list.dates.map((d) => d.checked)).toEqual([false, true]);
    store.dates.toggle('05.03.2026');
    expect(store.dates.selectedDate).toBe('');
  });

  it('shows no date found after more than 60 consecutive empty days', async () => {
    const { store, api } = createTestStore({
      handlers: { day: async () => ({ availableAppointment: false }) },
    });
    const list = new DayList(store);
    await list.loadInitial();
    expect(list.noDateFound).toBe(true);
    expect(list.isAnyLoading).toBe(false);
    expect(api.calls.filter((c) => c.method === 'day').length).toBeLessThanOrEqual(61 + 10);
  });

  it('adds the next 10 days after the highest one', async () => {
    const { store } = createTestStore({ handlers: { day: async () => ({ availableAppointment: true }) } });
    const list = new DayList(store);
    await list.loadInitial();
    await list.loadMore();
    expect(list.dates).toHaveLength(20);
    expect(list.dates[10]!.dateString).toBe('14.03.2026');
  });

  it('shows no date found when no consultant covers the checked destinations', async () => {
    const { store, api } = createTestStore({ handlers: { hasConsultantForDestination: async () => false } });
    const list = new DayList(store);
    store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false });
    await list.loadInitial();
    expect(list.noDateFound).toBe(true);
    expect(api.calls.some((c) => c.method === 'day')).toBe(false);
  });

  describe('when the API does not answer', () => {
    afterEach(() => jest.useRealTimers());

    it('marks the days failed, retries them later and offers them when the API is back', async () => {
      jest.useFakeTimers();
      let up = false;
      const day = (request: DayRequest) =>
        up
          ? Promise.resolve({ availableAppointment: request.weekDateSelected !== '2026-03-07' })
          : Promise.reject(new Error('Failed to fetch'));
      const { store } = createTestStore({ handlers: { day } });
      const list = new DayList(store);
      await list.loadInitial();
      expect(list.loadFailed).toBe(true);
      expect(list.isAnyLoading).toBe(false);
      expect(list.foundCount).toBe(0);
      expect(list.dates.every((d) => d.failed && !d.loading)).toBe(true);

      // Still down at the first automatic retry: failed again, the next one waits longer.
      await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
      expect(list.loadFailed).toBe(true);

      up = true;
      await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS * 2);
      expect(list.loadFailed).toBe(false);
      expect(list.foundCount).toBe(10);
      // The empty day was replaced by the next later one, as on a normal load.
      expect(shown(list)).not.toContain('07.03.2026');
      list.dispose();
    });

    it('retries at once on request, and stops retrying when the step is left', async () => {
      jest.useFakeTimers();
      const asked: string[] = [];
      let up = false;
      const day = (request: DayRequest) => {
        asked.push(request.weekDateSelected);
        return up ? Promise.resolve({ availableAppointment: true }) : Promise.reject(new Error('503'));
      };
      const { store } = createTestStore({ handlers: { day } });
      const list = new DayList(store);
      await list.loadInitial();
      up = true;
      await list.retryFailed();
      expect(list.loadFailed).toBe(false);
      expect(list.foundCount).toBe(10);

      up = false;
      await list.loadInitial();
      expect(list.loadFailed).toBe(true);
      list.dispose();
      const before = asked.length;
      await jest.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
      expect(asked.length).toBe(before);
    });

    it('says the days failed when the consultant check fails, asks no day, and checks again (spec 7: rethrown)', async () => {
      jest.useFakeTimers();
      let up = false;
      const { store, api } = createTestStore({
        handlers: {
          day: async () => ({ availableAppointment: true }),
          hasConsultantForDestination: () =>
            up ? Promise.resolve(true) : Promise.reject(new Error('Failed to fetch')),
        },
      });
      const logged = jest.spyOn(store.logger, 'error').mockImplementation(() => undefined);
      store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false });
      const list = new DayList(store);
      await list.loadInitial();
      // Not a silent 'no date found', and not a search as if the check had said yes: the load failed.
      expect(list.loadFailed).toBe(true);
      expect(list.noDateFound).toBe(false);
      expect(list.isAnyLoading).toBe(false);
      expect(api.calls.some((c) => c.method === 'day')).toBe(false);
      expect(logged).toHaveBeenCalledWith(
        'Checking consultants for the destinations failed',
        expect.any(Error),
      );
      logged.mockRestore();

      // Retried automatically like a failed day; once the API answers, the days are asked for.
      up = true;
      await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
      expect(list.loadFailed).toBe(false);
      expect(list.foundCount).toBe(10);
      list.dispose();
    });

    it('checks the consultants again on request (the retry button)', async () => {
      let up = false;
      const { store } = createTestStore({
        handlers: {
          day: async () => ({ availableAppointment: true }),
          hasConsultantForDestination: () => (up ? Promise.resolve(false) : Promise.reject(new Error('503'))),
        },
      });
      store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false });
      const list = new DayList(store);
      await list.loadInitial();
      expect(list.loadFailed).toBe(true);
      up = true;
      await list.retryFailed();
      expect(list.loadFailed).toBe(false);
      expect(list.noDateFound).toBe(true);
      list.dispose();
    });
  });
});
