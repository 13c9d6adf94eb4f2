import { STEP_IDS } from '@checkout/shared';
import { decideNavigation, type GuardInput } from './guards';
import type { PageId } from './route-table';

const online = (page: PageId, extra: Partial<GuardInput> = {}): GuardInput => ({
  page,
  offline: false,
  isBooked: false,
  isCustomDateMode: false,
  ...extra,
});

const ALL_PAGES: PageId[] = ['init', ...STEP_IDS, 'error', 'offline', 'not-found'];

describe('navigation guards', () => {
  describe('offline check', () => {
    it.each(ALL_PAGES.filter((p) => p !== 'offline'))(
      'sends %s to the offline page with navigation hidden',
      (page) => {
        expect(decideNavigation(online(page, { offline: true }))).toEqual({
          redirect: 'offline',
          showNavigation: false,
          customDate: 'none',
        });
      },
    );

    it('stays on the offline page with navigation hidden while offline', () => {
      expect(decideNavigation(online('offline', { offline: true }))).toMatchObject({
        redirect: null,
        showNavigation: false,
      });
    });

    it('goes to init from the offline page once back online', () => {
      expect(decideNavigation(online('offline'))).toMatchObject({ redirect: 'init', showNavigation: true });
    });

    it('checks offline before the booking rule', () => {
      expect(decideNavigation(online('step-3', { offline: true, isBooked: true })).redirect).toBe('offline');
    });

    it.each(['step-2', 'offline', 'step-1-self'] as PageId[])(
      'continues on %s with navigation shown when the check fails',
      (page) => {
        expect(decideNavigation(online(page, { offline: null }))).toMatchObject({
          redirect: null,
          showNavigation: true,
        });
      },
    );
  });

  describe('after a booking', () => {
    it.each(ALL_PAGES.filter((p) => !['step-7', 'init', 'offline'].includes(p)))(
      'redirects %s to init',
      (page) => {
        expect(decideNavigation(online(page, { isBooked: true })).redirect).toBe('init');
      },
    );

    it.each(['step-7', 'init'] as PageId[])('lets %s through', (page) => {
      expect(decideNavigation(online(page, { isBooked: true })).redirect).toBeNull();
    });

    it('lets every page through before a booking', () => {
      for (const page of ALL_PAGES.filter((p) => p !== 'offline')) {
        expect(decideNavigation(online(page)).redirect).toBeNull();
      }
    });
  });

  describe('custom-date mode', () => {
    it('turns on when entering step-1-self', () => {
      expect(decideNavigation(online('step-1-self')).customDate).toBe('enter');
    });

    it('is left alone on step-1-self when already on (a reload keeps the custom date)', () => {
      expect(decideNavigation(online('step-1-self', { isCustomDateMode: true })).customDate).toBe('none');
    });

    it.each(['step-4', 'step-5', 'step-6', 'step-7'] as PageId[])('is kept on %s', (page) => {
      expect(decideNavigation(online(page, { isCustomDateMode: true })).customDate).toBe('none');
      expect(decideNavigation(online(page, { isCustomDateMode: false })).customDate).toBe('none');
    });

    it.each(['init', 'step-1', 'step-2', 'step-3', 'error', 'not-found'] as PageId[])(
      'turns off on %s, which has no custom marker',
      (page) => {
        expect(decideNavigation(online(page, { isCustomDateMode: true })).customDate).toBe('leave');
        expect(decideNavigation(online(page, { isCustomDateMode: false })).customDate).toBe('none');
      },
    );

    it('is not touched when the navigation is redirected', () => {
      expect(decideNavigation(online('step-2', { isCustomDateMode: true, isBooked: true })).customDate).toBe(
        'none',
      );
    });

    it('still applies when the offline check failed', () => {
      expect(decideNavigation(online('step-1-self', { offline: null })).customDate).toBe('enter');
    });
  });
});
