import { runInAction } from 'mobx';
import type { FilterResponse, Hour } from '../contract';
import { createMemoryStorage } from './storage';
import { PERSISTED_KEYS, STORAGE_KEYS } from './persistence';
import { createTestStore as makeStore, persistenceStarted, testConsultant } from '@checkout/dev-kit/testing';

const hour = (id: string, advisor = 'a1'): Hour => ({
  id,
  label: '10:00',
  till: '11:00',
  isInactive: false,
  isChecked: false,
  homeOffice: false,
  advisor: { id: advisor },
});

const agencies: FilterResponse = {
  cat: 'agencies',
  catNice: 'Filialen',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Zürich',
      filters: [
        { id: 'zh-hb', label: 'Zürich HB', isChecked: false },
        { id: 'zh-oe', label: 'Oerlikon', isChecked: false, noAppointmentsForSpecialHours: true },
      ],
    },
    { titleGroup: 'Bern', filters: [{ id: 'be', label: 'Bern Bahnhof', isChecked: false }] },
  ],
};

/** Fills every part of the booking as a visitor would have by step 6. */
async function fillBooking(store: ReturnType<typeof makeStore>['store']) {
  store.agencyFilter.applyResponse(agencies);
  store.agencyFilter.toggle(agencies.filterItems[0]!.filters[0]!);
  store.destinationFilter.toggle({ id: 'it', label: 'Italien', isChecked: false });
  store.dates.check('05.03.2026');
  store.pickAppointment(hour('a1|2026-03-05|10:00'), null);
  store.agenda.setAdviceMode('online');
  store.advisorInformation.set({ name: 'Anna', location: 'Zürich', consultantId: 'a1' });
  store.travel.setTravel('t1', 'd1');
  store.settings.setAgencyIdInitialised(true);
  store.contactForm.setValues({ firstname: 'Lea', lastname: 'Muster', privacy: true, gender: 'm_du' });
  store.travelDetailForm.setValues({ duration: '1-2-weeks', description: 'Toskana', season: ['März'] });
  store.bookmarks.toggle('t1');
}

describe('RootStore', () => {
  it("an hour picked names its advisor and the advisor's branch with its address; giving it up clears them", () => {
    const { store } = makeStore();
    store.pickAppointment(
      hour('a1|2026-03-05|10:00'),
      testConsultant('a1', {
        name: 'Anna Meier',
        location: 'Zürich',
        agencyName: 'Zürich Bahnhofstrasse',
        agencyAddress: 'Bahnhofstrasse 10, 8001 Zürich',
      }),
    );
    expect(store.advisorInformation.branch).toBe('Zürich Bahnhofstrasse, Bahnhofstrasse 10, 8001 Zürich');
    store.dropAppointment();
    expect(store.advisorInformation.branch).toBe('');
    // An API that does not name the branch: the summary falls back on the city.
    store.pickAppointment(hour('a1|2026-03-05|10:00'), testConsultant('a1', { agencyName: undefined }));
    expect(store.advisorInformation.branch).toBe('');
  });

  it("an hour picked fills the visit's consultantName with its advisor's name (spec R3.7); giving it up empties it", () => {
    const { store } = makeStore();
    store.pickAppointment(hour('a1|2026-03-05|10:00'), testConsultant('a1', { name: 'Anna Meier' }));
    expect(store.settings.transitoryData.consultantName).toBe('Anna Meier');
    store.pickAppointment(
      hour('a2|2026-03-05|11:00', 'a2'),
      testConsultant('a2', { name: 'Luca Bernasconi' }),
    );
    expect(store.settings.transitoryData.consultantName).toBe('Luca Bernasconi');
    store.dropAppointment();
    expect(store.settings.transitoryData.consultantName).toBe('');
  });

  it('a preselected advisor keeps their consultantName whatever hour is picked or given up', () => {
    const { store } = makeStore();
    store.settings.setStartValues({ advisorId: 'a1' });
    store.settings.setConsultantName('Anna Meier');
    store.pickAppointment(hour('a1|2026-03-05|10:00'), testConsultant('a1', { name: 'Someone Else' }));
    expect(store.settings.transitoryData.consultantName).toBe('Anna Meier');
    store.dropAppointment();
    expect(store.settings.transitoryData.consultantName).toBe('Anna Meier');
  });

  it('creates nothing at module load: every call builds an independent store', () => {
    const a = makeStore().store;
    const b = makeStore().store;
    a.dates.check('05.03.2026');
    expect(b.dates.selectedDate).toBe('');
  });

  it('resetForInit clears booking state and forms but keeps bookmarks', async () => {
    const { store } = makeStore();
    await store.hydrate();
    await fillBooking(store);
    runInAction(() => {
      store.reservation.isBooked = true;
    });
    const keyBefore = store.reservation.idempotencyKey;

    store.resetForInit();

    expect(store.reservation.isBooked).toBe(false);
    expect(store.reservation.idempotencyKey).not.toBe(keyBefore);
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.agenda.selectedAdvisor).toBe('');
    expect(store.agenda.adviceMode).toBe('');
    expect(store.dates.selectedDate).toBe('');
    expect(store.agencyFilter.checked).toEqual([]);
    expect(store.destinationFilter.checked).toEqual([]);
    expect(store.advisorInformation.name).toBe('');
    expect(store.travel.travelId).toBe('');
    expect(store.travel.travelInformation).toBeNull();
    expect(store.settings.agencyIdInitialised).toBe(false);
    expect(store.contactForm.values.gender).toBe('w_du');
    expect(store.contactForm.values.firstname).toBe('');
    expect(store.travelDetailForm.values).toMatchObject({ duration: '', season: [], description: '' });
    expect(store.bookmarks.bookmarkIds).toEqual(['t1']);
    expect(store.hasChoice).toBe(false);
  });

  it('a first visit writes nothing until the booking first changes, then every key, with that change', async () => {
    const storage = createMemoryStorage();
    const { store } = makeStore({ storage });
    await store.hydrate();
    expect(store.isHydrated).toBe(true);
    expect(store.reservation.checkoutSessionId).not.toBe('');
    await persistenceStarted();
    expect(storage.snapshot()).toEqual({});

    store.dates.check('05.03.2026');
    // Changed again while the library's code is on its way: the last state is what is written.
    store.dates.check('06.03.2026');
    await persistenceStarted();
    const written = storage.snapshot();
    expect(Object.keys(written).sort()).toEqual(PERSISTED_KEYS.map((key) => key.key).sort());
    expect(JSON.parse(written[STORAGE_KEYS.dates]!)).toMatchObject({ selectedDate: '06.03.2026' });
    expect(JSON.parse(written[STORAGE_KEYS.reservation]!)).toMatchObject({
      checkoutSessionId: store.reservation.checkoutSessionId,
    });
    // And later changes as they come.
    store.contactForm.setValues({ firstname: 'Lea' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.contact)!).values.firstname).toBe('Lea');
    store.dispose();
  });

  it('a store disposed before the library arrives writes nothing', async () => {
    const storage = createMemoryStorage();
    const { store } = makeStore({ storage });
    await store.hydrate();
    store.dates.check('05.03.2026');
    store.dispose();
    await persistenceStarted();
    store.dates.check('06.03.2026');
    expect(storage.snapshot()).toEqual({});
  });

  it('keeps the visitor’s work across a reload (persistence round trip)', async () => {
    const storage = createMemoryStorage();
    const first = makeStore({ storage });
    await first.store.hydrate();
    await fillBooking(first.store);
    await persistenceStarted();
    first.store.dispose();

    const second = makeStore({ storage });
    const result = await second.store.hydrate();
    const s = second.store;
    expect(result.wasReset).toBe(false);
    expect(s.dates.selectedDate).toBe('05.03.2026');
    expect(s.agenda.selectedHour?.id).toBe('a1|2026-03-05|10:00');
    expect(s.agenda.adviceMode).toBe('online');
    expect(s.agencyFilter.checkedLabels).toEqual(['Zürich HB']);
    expect(s.destinationFilter.checkedIds).toEqual(['it']);
    expect(s.advisorInformation.name).toBe('Anna');
    expect(s.travel.travelId).toBe('t1');
    expect(s.settings.agencyIdInitialised).toBe(true);
    expect(s.contactForm.values).toMatchObject({ firstname: 'Lea', gender: 'm_du', privacy: true });
    expect(s.travelDetailForm.values).toMatchObject({ season: ['März'], duration: '1-2-weeks' });
    expect(s.bookmarks.bookmarkIds).toEqual(['t1']);
    expect(s.reservation.checkoutSessionId).toBe(first.store.reservation.checkoutSessionId);
    expect(s.reservation.idempotencyKey).toBe(first.store.reservation.idempotencyKey);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.agencyIdInit)!)).toEqual({ agencyIdInitialised: true });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.userBookmarks)!).list[0].id).toBe('t1');
  });

  it('keeps custom-date mode across a reload, so the custom booking is still built (persistence round trip)', async () => {
    const storage = createMemoryStorage();
    const first = makeStore({ storage });
    await first.store.hydrate();
    first.store.enterCustomDateMode();
    first.store.dates.setSelectedDateCustom('07.03.2026');
    first.store.dates.setCustomHour('17');
    first.store.dates.setCustomMinute('30');
    await persistenceStarted();
    first.store.dispose();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.settings)!)).toMatchObject({ isCustomDateMode: true });

    const second = makeStore({ storage });
    await second.store.hydrate();
    const s = second.store;
    expect(s.settings.isCustomDateMode).toBe(true);
    expect(s.agencyFilter.singleSelect).toBe(true);
    expect(s.agencyFilter.onlySpecialHours).toBe(true);
    expect(s.dates.selectedDateCustomIso).toBe('2026-03-07');
    expect(s.dates.selectedHourCustom).toEqual({ hour: '17', minute: '30' });

    s.leaveCustomDateMode();
    s.dispose();
    const third = makeStore({ storage });
    await third.store.hydrate();
    expect(third.store.settings.isCustomDateMode).toBe(false);
    expect(third.store.agencyFilter.singleSelect).toBe(false);
  });

  it.each([
    ['not JSON', STORAGE_KEYS.dates, '{oops'],
    ['a wrong date', STORAGE_KEYS.dates, JSON.stringify({ selectedDate: '31.02.2026' })],
    ['a wrong type', STORAGE_KEYS.contact, JSON.stringify({ values: { gender: 'x', firstname: 1 } })],
    ['an array instead of an object', STORAGE_KEYS.agenda, '[1,2]'],
    ['a bad hour', STORAGE_KEYS.agenda, JSON.stringify({ selectedHour: { id: 3 } })],
  ])('resets to init when storage holds garbage (%s) without crashing', async (_name, key, garbage) => {
    const storage = createMemoryStorage();
    const first = makeStore({ storage });
    await first.store.hydrate();
    await fillBooking(first.store);
    await persistenceStarted();
    first.store.dispose();
    storage.setItem(key, garbage);

    const { store } = makeStore({ storage });
    await expect(store.hydrate()).resolves.toEqual({ wasReset: true });
    expect(store.dates.selectedDate).toBe('');
    expect(store.contactForm.values.firstname).toBe('');
    expect(store.agencyFilter.checked).toEqual([]);
    // The cleared keys are written back with defaults, never the garbage again.
    expect(storage.getItem(key)).not.toBe(garbage);
    // The visitor's site-wide bookmarks survive garbage elsewhere.
    expect(store.bookmarks.bookmarkIds).toEqual(['t1']);
  });

  it('adopts a bare bookmark list written by other pages, and drops a garbage one alone', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.userBookmarks]: JSON.stringify([{ id: 'x', isVisited: true, timeStamp: 1 }]),
    });
    const { store } = makeStore({ storage });
    await expect(store.hydrate()).resolves.toEqual({ wasReset: false });
    expect(store.bookmarks.bookmarkIds).toEqual(['x']);

    const storage2 = createMemoryStorage({
      [STORAGE_KEYS.userBookmarks]: '"nonsense"',
      [STORAGE_KEYS.dates]: JSON.stringify({ selectedDate: '05.03.2026' }),
    });
    const second = makeStore({ storage: storage2 });
    await expect(second.store.hydrate()).resolves.toEqual({ wasReset: false });
    expect(second.store.bookmarks.bookmarkIds).toEqual([]);
    expect(second.store.dates.selectedDate).toBe('05.03.2026');
  });

  it('reads the travel-type profile for perfectMatchData', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.travelTypeProfile]: '[0.2,0.9]' });
    const { store } = makeStore({ storage });
    await store.hydrate();
    expect(store.settings.perfectMatchData).toEqual([0.2, 0.9]);
  });

  describe('applyStartParams', () => {
    it('stores non-empty parameters only and opens the overlays they call for', async () => {
      const { store } = makeStore();
      await store.hydrate();
      store.applyStartParams(
        new URLSearchParams(
          'advisorId=a7&travelId=t3&destinationId=&returnUrl=https%3A%2F%2Fx.ch%2Fback&event=fair&agencyId=',
        ),
      );
      expect(store.settings.advisorId).toBe('a7');
      expect(store.settings.travelId).toBe('t3');
      expect(store.travel.travelId).toBe('t3');
      expect(store.settings.destinationId).toBe('');
      expect(store.settings.returnUrl).toBe('https://x.ch/back');
      expect(store.settings.event).toBe('fair');
      expect(store.settings.agencyId).toBe('');
      expect(store.overlays.isOpen('advisor')).toBe(true);
      expect(store.overlays.isOpen('travelExperience')).toBe(true);
    });

    it('keeps the home page as returnUrl when none is given', async () => {
      const { store } = makeStore();
      store.applyStartParams(new URLSearchParams('returnUrl='));
      expect(store.settings.returnUrl).toBe('https://travel.example');
    });

    it('pre-selects the agency once on first load, then respects the visitor’s choice', async () => {
      const storage = createMemoryStorage();
      const first = makeStore({ storage, handlers: { filterAgencies: async () => agencies } });
      await first.store.hydrate();
      first.store.applyStartParams(new URLSearchParams('agencyId=be'));
      await first.store.agencyFilter.load();
      expect(first.store.agencyFilter.checkedLabels).toEqual(['Bern Bahnhof']);
      expect(first.store.settings.agencyIdInitialised).toBe(true);
      first.store.agencyFilter.reset();
      await persistenceStarted();
      first.store.dispose();

      const reload = makeStore({ storage, handlers: { filterAgencies: async () => agencies } });
      await reload.store.hydrate();
      reload.store.applyStartParams(new URLSearchParams('agencyId=be'));
      await reload.store.agencyFilter.load();
      expect(reload.store.agencyFilter.checked).toEqual([]);

      // Init clears the flag: the address's agency is pre-selected again.
      reload.store.resetForInit();
      reload.store.applyStartParams(new URLSearchParams('agencyId=be'));
      expect(reload.store.agencyFilter.checkedIds).toEqual(['be']);
    });
  });

  describe('custom-date mode', () => {
    it('turns on with single-select special-hours agencies and personal advice', () => {
      const { store } = makeStore();
      store.agencyFilter.applyResponse(agencies);
      store.enterCustomDateMode();
      expect(store.settings.isCustomDateMode).toBe(true);
      expect(store.agenda.adviceMode).toBe('personal');
      const ids = store.agencyFilter.visibleGroups.flatMap((g) => g.filters.map((f) => f.id));
      expect(ids).toEqual(['zh-hb', 'be']);
      store.agencyFilter.toggle({ id: 'zh-hb', label: 'Zürich HB', isChecked: false });
      store.agencyFilter.toggle({ id: 'be', label: 'Bern Bahnhof', isChecked: false });
      expect(store.agencyFilter.checkedIds).toEqual(['be']);
    });

    it('turning off clears the custom date and resets the hour to 08:00', () => {
      const { store } = makeStore();
      store.enterCustomDateMode();
      store.dates.setSelectedDateCustom('07.03.2026');
      store.dates.setCustomHour('15');
      store.dates.setCustomMinute('45');
      store.leaveCustomDateMode();
      expect(store.settings.isCustomDateMode).toBe(false);
      expect(store.dates.selectedDateCustom).toBe('');
      expect(store.dates.selectedHourCustom).toEqual({ hour: '08', minute: '00' });
      expect(store.agencyFilter.singleSelect).toBe(false);
    });

    it('snaps the minute when the hour changes (Saturday 16 gives 00 only)', () => {
      const { store } = makeStore();
      store.dates.setSelectedDateCustom('07.03.2026');
      store.dates.setCustomMinute('30');
      store.dates.setCustomHour('16');
      expect(store.dates.selectedHourCustom).toEqual({ hour: '16', minute: '00' });
      store.dates.setSelectedDateCustom('09.03.2026');
      expect(store.dates.selectedHourCustom).toEqual({ hour: '08', minute: '00' });
    });
  });
});
