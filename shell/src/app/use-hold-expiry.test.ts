import { runInAction } from 'mobx';
import { act, renderHook } from '@testing-library/react';
import { HOLD_MINUTES, systemClock } from '@checkout/shared';
import { createTestStore, testHour } from '@checkout/dev-kit/testing';
import type { PageId } from './route-table';
import { useHoldExpiry } from './use-hold-expiry';

const HOLD_MS = HOLD_MINUTES * 60_000;

function heldStore() {
  const { store } = createTestStore({ clock: systemClock });
  store.dates.check('05.03.2026');
  // Step 3 picked the hour and the API held it (mfe-agenda's AgendaModel.pickHour does both).
  store.pickAppointment(testHour('a1', '09:00'), null);
  store.agenda.setHoldExpiresAt(store.clock.now().getTime() + HOLD_MS);
  return store;
}

describe('useHoldExpiry', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-04T10:00:00+01:00') }));
  afterEach(() => jest.useRealTimers());

  it.each(['step-4', 'step-5', 'step-6'] as const)(
    'on %s, shows the session-expired screen exactly when the hold runs out',
    async (page) => {
      const store = heldStore();
      renderHook(() => useHoldExpiry(store, page));
      act(() => jest.advanceTimersByTime(HOLD_MS - 1));
      expect(store.session.expired).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(store.session.expired).toBe(true);
    },
  );

  it('expires at once when the page is opened after the hold ran out (a reload, a late return)', async () => {
    const store = heldStore();
    jest.setSystemTime(Date.now() + HOLD_MS + 1000);
    renderHook(() => useHoldExpiry(store, 'step-5'));
    act(() => jest.advanceTimersByTime(0));
    expect(store.session.expired).toBe(true);
  });

  it.each<PageId>(['step-3', 'step-7', 'error'])('leaves %s alone', async (page) => {
    const store = heldStore();
    renderHook(() => useHoldExpiry(store, page));
    act(() => jest.advanceTimersByTime(HOLD_MS * 2));
    expect(store.session.expired).toBe(false);
  });

  it('never expires a custom-date request, a booked session, or a pick that was undone', async () => {
    const custom = heldStore();
    custom.settings.setCustomDateMode(true);
    renderHook(() => useHoldExpiry(custom, 'step-5'));
    const booked = heldStore();
    runInAction(() => {
      booked.reservation.isBooked = true;
    });
    renderHook(() => useHoldExpiry(booked, 'step-6'));
    const undone = heldStore();
    undone.dropAppointment();
    renderHook(() => useHoldExpiry(undone, 'step-4'));
    act(() => jest.advanceTimersByTime(HOLD_MS * 2));
    expect([custom, booked, undone].map((s) => s.session.expired)).toEqual([false, false, false]);
  });

  it('waits for a booking under way: its answer decides', async () => {
    const store = heldStore();
    runInAction(() => {
      store.reservation.loading = true;
    });
    renderHook(() => useHoldExpiry(store, 'step-6'));
    act(() => jest.advanceTimersByTime(HOLD_MS + 1));
    expect(store.session.expired).toBe(false);
    act(() =>
      runInAction(() => {
        store.reservation.loading = false;
      }),
    );
    act(() => jest.advanceTimersByTime(0));
    expect(store.session.expired).toBe(true);
  });
});
