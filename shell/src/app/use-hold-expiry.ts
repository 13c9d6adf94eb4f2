// The API holds the picked hour for HOLD_MINUTES. When the hold runs out while the visitor is on steps 4-6,
// the session expired: the shell shows the spec's session-expired screen with its restart button
// (docs/decisions/0025-step-6-failures-at-booking.md). Custom-date requests hold nothing and never expire.
import { useEffect } from 'react';
import { autorun } from 'mobx';
import type { BookingState } from '@checkout/shared';
import type { PageId } from './route-table';

/** The steps after the hour was picked and before the booking, where the hold matters. */
const HELD_PAGES: ReadonlySet<PageId> = new Set<PageId>(['step-4', 'step-5', 'step-6']);

/** What the hold's timer reads of the booking state. */
export type HoldExpiryState = Pick<BookingState, 'agenda' | 'reservation' | 'settings' | 'session' | 'clock'>;

export function useHoldExpiry(store: HoldExpiryState, page: PageId): void {
  const watched = HELD_PAGES.has(page);

  useEffect(() => {
    if (!watched) return undefined;
    let timer: number | undefined;
    const dispose = autorun(() => {
      window.clearTimeout(timer);
      const { agenda, reservation, settings, session } = store;
      // While the booking is posted its answer decides; after it nothing can expire.
      if (settings.isCustomDateMode || reservation.isBooked || reservation.loading || session.expired) return;
      const expiresAt = agenda.holdExpiresAt;
      if (expiresAt === 0) return;
      timer = window.setTimeout(
        () => {
          if (store.agenda.isHoldExpired(store.clock.now().getTime())) store.session.markExpired();
        },
        Math.max(0, expiresAt - store.clock.now().getTime()),
      );
    });
    return () => {
      dispose();
      window.clearTimeout(timer);
    };
  }, [store, watched]);
}
