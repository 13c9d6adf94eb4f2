import { runInAction } from 'mobx';
import { HOLD_MINUTES, type AgendaResponse, type FilterGroup } from '../contract';
import { ApiError } from '../api-client/api-error';
import { searchFilterGroups } from './filter-store';
import { makeStore } from './test-helpers';
import { testConsultant, testHour } from '../testing/agenda-fixtures';

const groups: FilterGroup[] = [
  {
    titleGroup: 'Europa',
    filters: [
      { id: 'it', label: 'Italien', isChecked: false },
      { id: 'gr', label: 'Griechenland', isChecked: false },
    ],
  },
  {
    titleGroup: 'Asien',
    filters: [
      { id: 'jp', label: 'Japan', isChecked: false },
      { id: 'th', label: 'Thailand', isChecked: false },
    ],
  },
];

describe('filter search', () => {
  it('keeps a whole group when its title matches, case-insensitively', () => {
    expect(searchFilterGroups(groups, 'EUR')).toEqual([groups[0]]);
  });
  it('keeps only the matching filters otherwise and drops empty groups', () => {
    expect(searchFilterGroups(groups, 'land')).toEqual([
      { titleGroup: 'Europa', filters: [{ id: 'gr', label: 'Griechenland', isChecked: false }] },
      { titleGroup: 'Asien', filters: [{ id: 'th', label: 'Thailand', isChecked: false }] },
    ]);
  });
  it('shows everything for an empty search', () => {
    expect(searchFilterGroups(groups, '  ')).toBe(groups);
  });
});

describe('FilterStore', () => {
  it('toggles items in and out of the checked list and marks them in the groups', () => {
    const { store } = makeStore();
    const filter = store.destinationFilter;
    filter.applyResponse({ cat: 'destinations', catNice: '', resources: {}, filterItems: groups });
    filter.toggle(groups[0]!.filters[0]!);
    filter.toggle(groups[1]!.filters[0]!);
    expect(filter.checkedLabels).toEqual(['Italien', 'Japan']);
    expect(filter.visibleGroups[0]!.filters[0]!.isChecked).toBe(true);
    filter.toggle(groups[0]!.filters[0]!);
    expect(filter.checkedIds).toEqual(['jp']);
    filter.setSearchInput('thai');
    expect(filter.visibleGroups.flatMap((g) => g.filters.map((f) => f.id))).toEqual(['th']);
    filter.reset();
    expect(filter.hasChecked).toBe(false);
    expect(filter.searchInput).toBe('');
  });

  it('replaces the previous choice in single-select mode', () => {
    const { store } = makeStore();
    store.agencyFilter.setSingleSelect(true);
    store.agencyFilter.toggle({ id: 'a', label: 'A', isChecked: false });
    store.agencyFilter.toggle({ id: 'b', label: 'B', isChecked: false });
    expect(store.agencyFilter.checkedIds).toEqual(['b']);
  });

  it('logs a failed load and switches loading off', async () => {
    const { store } = makeStore();
    await store.agencyFilter.load();
    expect(store.agencyFilter.loading).toBe(false);
    expect(store.agencyFilter.groups).toEqual([]);
  });

  it('sends the checked ids as filterSelected', async () => {
    const { store, api } = makeStore({
      handlers: {
        filterDestinations: async () => ({
          cat: 'destinations',
          catNice: 'Ziele',
          resources: {},
          filterItems: groups,
        }),
      },
    });
    store.destinationFilter.toggle({ id: 'it', label: '', isChecked: false });
    await store.destinationFilter.load();
    expect(api.calls[0]!.args[0]).toEqual({
      culture: 'de-CH',
      filterSelected: [{ key: 'destinations', values: ['it'] }],
    });
    // The stored choice takes the list's label.
    expect(store.destinationFilter.checkedLabels).toEqual(['Italien']);
  });
});

describe('DatesStore', () => {
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
    const { store } = makeStore({
      handlers: {
        day: async (r) => ({
          availableAppointment: available.has(r.weekDateSelected) || r.weekDateSelected >= '2026-03-16',
        }),
      },
    });
    await store.dates.loadInitial();
    const shown = store.dates.dates.map((d) => d.dateString);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('04.03.2026');
    expect(store.dates.dates.every((d) => !d.loading && d.fetchedDate !== '')).toBe(true);
    expect(shown).not.toContain('07.03.2026');
    expect(new Set(shown).size).toBe(10);
    expect(store.dates.noDateFound).toBe(false);
    // A replaced day takes its place in the calendar, so the pills read in date order.
    const iso = store.dates.dates.map((d) => d.fetchedDate);
    expect(iso).toEqual([...iso].sort());
  });

  it('checks one date at a time and clears selectedDate on uncheck', () => {
    const { store } = makeStore();
    runInAction(() => {
      store.dates.pills = [
        { dateString: '04.03.2026', fetchedDate: '2026-03-04', loading: false },
        { dateString: '05.03.2026', fetchedDate: '2026-03-05', loading: false },
      ];
    });
    store.dates.toggle('04.03.2026');
    store.dates.toggle('05.03.2026');
    expect(store.dates.dates.map((d) => d.checked)).toEqual([false, true]);
    store.dates.toggle('05.03.2026');
    expect(store.dates.selectedDate).toBe('');
  });

  it('shows no date found after more than 60 consecutive empty days', async () => {
    const { store, api } = makeStore({ handlers: { day: async () => ({ availableAppointment: false }) } });
    await store.dates.loadInitial();
    expect(store.dates.noDateFound).toBe(true);
    expect(store.dates.isAnyLoading).toBe(false);
    expect(api.calls.filter((c) => c.method === 'day').length).toBeLessThanOrEqual(61 + 10);
  });

  it('adds the next 10 days after the highest one', async () => {
    const { store } = makeStore({ handlers: { day: async () => ({ availableAppointment: true }) } });
    await store.dates.loadInitial();
    await store.dates.loadMore();
    expect(store.dates.dates).toHaveLength(20);
    expect(store.dates.dates[10]!.dateString).toBe('14.03.2026');
  });

  it('shows no date found when no consultant covers the checked destinations', async () => {
    const { store, api } = makeStore({ handlers: { hasConsultantForDestination: async () => false } });
    store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false });
    await store.dates.loadInitial();
    expect(store.dates.noDateFound).toBe(true);
    expect(api.calls.some((c) => c.method === 'day')).toBe(false);
  });
});

const agenda: AgendaResponse = {
  advisorList: [testConsultant('a1'), testConsultant('a2', { hasAdviceModePersonal: false })],
  hoursList: [
    {
      consultantId: 'a1',
      hours: [
        testHour('a1', '09:00'),
        testHour('a1', '10:00', { isInactive: true }),
        testHour('a1', '11:00', { homeOffice: true }),
      ],
    },
    { consultantId: 'a2', hours: [testHour('a2', '14:00')] },
  ],
};

describe('AgendaStore', () => {
  async function loaded(handlers = {}) {
    const made = makeStore({ handlers: { agenda: async () => agenda, ...handlers } });
    made.store.dates.check('05.03.2026');
    await made.store.agenda.load();
    return made;
  }

  it('hides inactive hours and derives the checked flag', async () => {
    const { store } = await loaded();
    expect(store.agenda.hoursFor('a1').map((h) => h.label)).toEqual(['09:00', '11:00']);
    store.agenda.checkHour(testHour('a1', '09:00'));
    store.agenda.checkHour(testHour('a2', '14:00'));
    expect(store.agenda.hoursFor('a1').some((h) => h.isChecked)).toBe(false);
    expect(store.agenda.hoursFor('a2')[0]!.isChecked).toBe(true);
    expect(store.agenda.selectedHourTill).toBe('15:00');
  });

  it('picking an hour sets the advisor information and opens the advice-mode overlay with the right options', async () => {
    const { store, api } = await loaded({ hold: async () => ({ holdId: 'h', expiresAt: '' }) });
    await expect(store.agenda.pickHour(testHour('a1', '11:00', { homeOffice: true }))).resolves.toBe('held');
    expect(api.calls.find((c) => c.method === 'hold')!.args[0]).toEqual({
      sessionId: store.reservation.checkoutSessionId,
      advisorId: 'a1',
      date: '2026-03-05',
      time: '11:00',
    });
    expect(store.advisorInformation.name).toBe('Advisor a1');
    expect(store.overlays.isOpen('adviceMode')).toBe(true);
    expect(store.adviceModeOverlay.options).toEqual([
      { value: 'personal', disabled: true, checked: false },
      { value: 'online', disabled: false, checked: false },
      { value: 'phone', disabled: true, checked: false },
    ]);
    store.agenda.setAdviceMode('online');
    expect(store.adviceModeOverlay.options[1]!.checked).toBe(true);
  });

  it('times the hold from its answer: expired after HOLD_MINUTES, none when not held or undone', async () => {
    const { store } = await loaded({
      hold: async () => ({ holdId: 'h', expiresAt: '' }),
      releaseHold: async () => undefined,
    });
    const now = store.clock.now().getTime();
    expect(store.agenda.isHoldExpired()).toBe(false);
    await store.agenda.pickHour(testHour('a1', '09:00'));
    expect(store.agenda.holdExpiresAt).toBe(now + HOLD_MINUTES * 60_000);
    expect(store.agenda.isHoldExpired(now + HOLD_MINUTES * 60_000 - 1)).toBe(false);
    expect(store.agenda.isHoldExpired(now + HOLD_MINUTES * 60_000)).toBe(true);
    store.agenda.cancelAdviceModeChoice();
    expect(store.agenda.holdExpiresAt).toBe(0);
    expect(store.agenda.isHoldExpired(now + 60 * 60_000)).toBe(false);

    const notHeld = await loaded({
      hold: async () => Promise.reject(new ApiError(503, { error: 'internal', message: '' })),
    });
    await expect(notHeld.store.agenda.pickHour(testHour('a1', '09:00'))).resolves.toBe('not-held');
    expect(notHeld.store.agenda.holdExpiresAt).toBe(0);
  });

  it('a taken hour disappears, the pick is undone and the hours are refreshed without the loader', async () => {
    // The refreshed agenda no longer offers 09:00 (taken) nor 11:00 (taken meanwhile too).
    const now: AgendaResponse = {
      ...agenda,
      hoursList: [{ consultantId: 'a1', hours: [testHour('a1', '13:00')] }, agenda.hoursList[1]!],
    };
    let calls = 0;
    const { store } = await loaded({
      agenda: async () => (++calls === 1 ? agenda : now),
      hold: async () => {
        throw new ApiError(409, { error: 'slot_taken', message: '' });
      },
      releaseHold: async () => undefined,
    });
    const taken = store.agenda.pickHour(testHour('a1', '09:00'));
    expect(store.agenda.loading).toBe(false);
    await expect(taken).resolves.toBe('taken');
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.agenda.slotTaken).toBe(true);
    expect(store.agenda.hoursFor('a1').map((h) => h.label)).toEqual(['13:00']);
    expect(store.overlays.isOpen('adviceMode')).toBe(false);
  });

  it('closing the advice-mode overlay resets the pick and clears advisor information unless preselected', async () => {
    const { store, api } = await loaded({
      hold: async () => ({ holdId: 'h', expiresAt: '' }),
      releaseHold: async () => undefined,
    });
    await store.agenda.pickHour(testHour('a1', '09:00'));
    store.agenda.setAdviceMode('online');
    store.agenda.cancelAdviceModeChoice();
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.agenda.adviceMode).toBe('');
    expect(store.adviceModeOverlay.nameClicked).toBe('');
    expect(store.advisorInformation.name).toBe('');
    expect(api.calls.some((c) => c.method === 'releaseHold')).toBe(true);

    store.settings.setStartValues({ advisorId: 'a1' });
    store.advisorInformation.set({ name: 'Preset', location: 'Bern', consultantId: 'a1' });
    store.agenda.checkHour(testHour('a1', '09:00'));
    store.agenda.cancelAdviceModeChoice();
    expect(store.advisorInformation.name).toBe('Preset');
  });

  it('entering step 3 closes the advice-mode overlay, so a pick restored by a reload is reset', async () => {
    const { store, api } = await loaded({ releaseHold: async () => undefined });
    store.agenda.checkHour(testHour('a1', '09:00'));
    store.agenda.setAdviceMode('online');
    // A reload: the pick comes back from storage, the overlay state does not.
    store.overlays.close('adviceMode');
    store.adviceModeOverlay.reset();

    await store.agenda.enterStep();
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.agenda.adviceMode).toBe('');
    expect(store.agenda.hoursFor('a1').some((h) => h.isChecked)).toBe(false);
    expect(store.advisorInformation.name).toBe('');
    expect(api.calls.filter((c) => c.method === 'releaseHold')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'agenda')).toHaveLength(2);
  });
});

describe('ReservationStore', () => {
  const ok = { appointmentText: '<p>Do 05.03.</p>', bookingId: 'b1', consultantId: 'a1' };

  it('books, stores the response and keeps the key of a retried attempt', async () => {
    let attempts = 0;
    const keys: string[] = [];
    const { store } = makeStore({
      handlers: {
        reserve: async (_body, key) => {
          keys.push(key);
          attempts += 1;
          if (attempts === 1) throw new ApiError(500, { error: 'internal', message: '' });
          return ok;
        },
      },
    });
    await store.hydrate();
    await expect(store.reservation.reserve()).resolves.toBe('failed');
    await expect(store.reservation.reserve()).resolves.toBe('booked');
    expect(keys[0]).toBe(keys[1]);
    expect(store.reservation.isBooked).toBe(true);
    expect(store.reservation.response).toEqual(ok);
    expect(store.reservation.loading).toBe(false);
  });

  it('draws a new key when the booking changed between attempts', async () => {
    const keys: string[] = [];
    const { store } = makeStore({
      handlers: {
        reserve: async (_body, key) => {
          keys.push(key);
          throw new ApiError(500, { error: 'internal', message: '' });
        },
      },
    });
    await store.hydrate();
    await store.reservation.reserve();
    store.contactForm.setValues({ firstname: 'Other' });
    await store.reservation.reserve();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('maps slot_taken to step 3 with a one-time conflict, keeping the contact data', async () => {
    const { store } = makeStore({
      handlers: {
        reserve: async () => Promise.reject(new ApiError(409, { error: 'slot_taken', message: '' })),
        releaseHold: async () => undefined,
      },
    });
    store.contactForm.setValues({ firstname: 'Lea' });
    await expect(store.reservation.reserve()).resolves.toBe('slot-taken');
    expect(store.session.expired).toBe(false);
    expect(store.contactForm.values.firstname).toBe('Lea');
    expect(store.reservation.takeSlotConflict()).toBe(true);
    expect(store.reservation.takeSlotConflict()).toBe(false);
  });

  it('maps hold_expired (the hold ran out, the hour went to someone else) to the session-expired screen', async () => {
    const { store } = makeStore({
      handlers: {
        reserve: async () => Promise.reject(new ApiError(409, { error: 'hold_expired', message: '' })),
      },
    });
    await expect(store.reservation.reserve()).resolves.toBe('session-expired');
    expect(store.session.expired).toBe(true);
    expect(store.reservation.takeSlotConflict()).toBe(false);
  });

  it('keeps the taken message on the step 3 entry that follows a lost slot, and only on that one', async () => {
    const { store } = makeStore({
      handlers: {
        reserve: async () => Promise.reject(new ApiError(409, { error: 'slot_taken', message: '' })),
        releaseHold: async () => undefined,
        agenda: async () => ({ advisorList: [], hoursList: [] }),
      },
    });
    store.dates.check('05.03.2026');
    await store.reservation.reserve();
    await store.agenda.enterStep();
    expect(store.agenda.slotTaken).toBe(true);
    await store.agenda.enterStep();
    expect(store.agenda.slotTaken).toBe(false);
  });

  it('shows the session-expired screen when the appointment itself is no longer bookable', async () => {
    const stale = makeStore({
      handlers: {
        reserve: async () =>
          Promise.reject(
            new ApiError(400, {
              error: 'validation',
              message: '',
              fields: { appointmentTime: 'validation.slotUnavailable' },
            }),
          ),
      },
    });
    await expect(stale.store.reservation.reserve()).resolves.toBe('session-expired');
    expect(stale.store.session.expired).toBe(true);
    const invalid = makeStore({
      handlers: {
        reserve: async () =>
          Promise.reject(new ApiError(400, { error: 'validation', message: '', fields: { userEmail: 'x' } })),
      },
    });
    await expect(invalid.store.reservation.reserve()).resolves.toBe('failed');
  });
});

describe('BookmarksStore and OverlaysStore', () => {
  it('toggles bookmarks by id with a timestamp from the clock', () => {
    const { store } = makeStore();
    expect(store.bookmarks.bookmarkIds).toEqual([]);
    store.bookmarks.toggle('t1');
    expect(store.bookmarks.list).toEqual([
      { id: 't1', isVisited: false, timeStamp: new Date('2026-03-04T10:00:00+01:00').getTime() },
    ]);
    store.bookmarks.toggle('t1');
    expect(store.bookmarks.isBookmarked('t1')).toBe(false);
  });

  it('opens and closes overlays by name, the last opened on top', () => {
    const { store } = makeStore();
    store.overlays.open('advisorDetail');
    store.overlays.open('adviceMode');
    expect(store.overlays.topmost).toBe('adviceMode');
    store.overlays.close('adviceMode');
    expect(store.overlays.isOpen('advisorDetail')).toBe(true);
    expect(store.overlays.topmost).toBe('advisorDetail');
  });
});
