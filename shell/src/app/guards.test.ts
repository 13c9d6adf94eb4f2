import { STEP_IDS } from '@checkout/shared';
import {
  decideNavigation,
  flowOf,
  prerequisitesConsulted,
  showableStep,
  type GuardInput,
  type StoredFacts,
} from './guards';
import type { PageId } from './route-table';

/** Everything a step can ask of the stored booking but the booking itself. */
const ALL_STORED: StoredFacts = { date: true, appointment: true, customDateRequest: true, contactForm: true };

const online = (page: PageId, extra: Partial<GuardInput> = {}): GuardInput => ({
  page,
  offline: false,
  isBooked: false,
  isCustomDateMode: false,
  facts: ALL_STORED,
  sessionExpired: false,
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
          expiredSession: 'none',
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

    // Issue 19: the confirmation is no longer shown before a booking (it thanked for a request never sent).
    it('lets every page but the confirmation through before a booking, with all else stored', () => {
      for (const page of ALL_PAGES.filter((p) => p !== 'offline' && p !== 'step-7')) {
        expect(decideNavigation(online(page)).redirect).toBeNull();
      }
      expect(decideNavigation(online('step-7')).redirect).toBe('step-6');
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

  describe('steps the stored booking cannot show (issue 19)', () => {
    const NOTHING: StoredFacts = {
      date: false,
      appointment: false,
      customDateRequest: false,
      contactForm: false,
    };
    const stored = (facts: Partial<StoredFacts>): StoredFacts => ({ ...NOTHING, ...facts });
    const normal = (page: PageId, facts: Partial<StoredFacts>, extra: Partial<GuardInput> = {}) =>
      decideNavigation(online(page, { facts: stored(facts), ...extra })).redirect;
    const custom = (page: PageId, facts: Partial<StoredFacts>, extra: Partial<GuardInput> = {}) =>
      normal(page, facts, { isCustomDateMode: true, ...extra });

    it.each([
      ['step-1', {}, null],
      ['step-2', {}, null],
      ['step-3', {}, 'step-2'],
      ['step-3', { date: true }, null],
      ['step-4', { date: true }, 'step-3'],
      ['step-4', { date: true, appointment: true }, null],
      ['step-5', {}, 'step-2'],
      ['step-5', { date: true, appointment: true }, null],
      ['step-6', { date: true }, 'step-3'],
      ['step-6', { date: true, appointment: true }, 'step-5'],
      ['step-6', { date: true, appointment: true, contactForm: true }, null],
      ['step-7', {}, 'step-2'],
      ['step-7', { date: true, appointment: true }, 'step-5'],
      ['step-7', { date: true, appointment: true, contactForm: true }, 'step-6'],
      // An hour without its date is not a pick of this flow's step 3.
      ['step-4', { appointment: true }, 'step-2'],
    ] as const)('normal flow: %s with %j goes to %s', (page, facts, expected) => {
      expect(normal(page, facts)).toBe(expected);
    });

    it.each([
      ['step-1-self', {}, null],
      ['step-4', {}, 'step-1-self'],
      ['step-4', { customDateRequest: true }, null],
      ['step-5', { customDateRequest: true }, null],
      ['step-6', { customDateRequest: true }, 'step-5'],
      ['step-6', { contactForm: true }, 'step-1-self'],
      ['step-6', { customDateRequest: true, contactForm: true }, null],
      ['step-7', { customDateRequest: true, contactForm: true }, 'step-6'],
      // The normal flow's pick counts for nothing in custom-date mode.
      ['step-5', { date: true, appointment: true, contactForm: true }, 'step-1-self'],
    ] as const)('custom-date flow: %s with %j goes to %s', (page, facts, expected) => {
      expect(custom(page, facts)).toBe(expected);
    });

    it('judges steps 1-3 by the normal flow even while custom-date mode is still on', () => {
      expect(custom('step-3', {})).toBe('step-2');
      expect(custom('step-3', { date: true })).toBeNull();
    });

    it('shows the confirmation for a booking made, whatever was stored before it, in both flows', () => {
      expect(normal('step-7', {}, { isBooked: true })).toBeNull();
      expect(custom('step-7', {}, { isBooked: true })).toBeNull();
    });

    it('leaves pages that are not steps alone', () => {
      for (const page of ['init', 'error', 'not-found'] as const) expect(normal(page, {})).toBeNull();
    });

    it('comes after the offline check and the after-booking rule, and does not touch the mode', () => {
      expect(normal('step-6', {}, { offline: true })).toBe('offline');
      expect(normal('step-6', {}, { isBooked: true })).toBe('init');
      expect(decideNavigation(online('step-6', { facts: NOTHING, isCustomDateMode: true }))).toEqual({
        redirect: 'step-1-self',
        showNavigation: true,
        customDate: 'none',
        expiredSession: 'none',
      });
    });

    it('places steps 4-7 in the flow of the current mode, the others in their own', () => {
      expect(flowOf('step-5', false)).toBe('normal');
      expect(flowOf('step-5', true)).toBe('custom');
      expect(flowOf('step-1-self', false)).toBe('custom');
      expect(flowOf('step-2', true)).toBe('normal');
    });

    it('walks back at the latest to a step that needs nothing (step 2, step 1 self)', () => {
      expect(showableStep('step-7', false, () => false)).toBe('step-2');
      expect(showableStep('step-7', true, () => false)).toBe('step-1-self');
      expect(showableStep('step-1', false, () => false)).toBe('step-1');
    });

    it('asks only for what the steps up to the page need (the contact form from step 6 on)', () => {
      expect([...prerequisitesConsulted('step-5', false)].sort()).toEqual(['appointment', 'date']);
      expect(prerequisitesConsulted('step-6', true)).toEqual(new Set(['customDateRequest', 'contactForm']));
      expect(prerequisitesConsulted('step-7', false).has('contactForm')).toBe(true);
      expect(prerequisitesConsulted('error', false).size).toBe(0);
    });
  });

  describe('leaving the session-expired screen (issue 19)', () => {
    const expired = (page: PageId, extra: Partial<GuardInput> = {}) =>
      decideNavigation(online(page, { sessionExpired: true, ...extra }));

    it('gives up the hour that expired and sends steps 4-7 back to step 3 of the same day', () => {
      for (const page of ['step-4', 'step-5', 'step-6'] as const) {
        expect(expired(page)).toMatchObject({ redirect: 'step-3', expiredSession: 'drop-appointment' });
      }
    });

    it('gives up the custom date in custom-date mode and sends steps 4-7 back to step 1 self', () => {
      for (const page of ['step-4', 'step-5', 'step-6'] as const) {
        expect(expired(page, { isCustomDateMode: true })).toMatchObject({
          redirect: 'step-1-self',
          expiredSession: 'drop-custom-date',
        });
      }
    });

    it('ends the session on any navigation, the pages that need no pick shown as asked', () => {
      expect(expired('step-2')).toMatchObject({ redirect: null, expiredSession: 'drop-appointment' });
      expect(expired('init')).toMatchObject({ redirect: null, expiredSession: 'drop-appointment' });
      expect(expired('step-3', { offline: true })).toMatchObject({
        redirect: 'offline',
        expiredSession: 'drop-appointment',
      });
    });

    it('does nothing of the kind while the session lives', () => {
      expect(decideNavigation(online('step-5')).expiredSession).toBe('none');
    });
  });
});
