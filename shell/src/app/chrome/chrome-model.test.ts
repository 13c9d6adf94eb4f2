import { chromeFor, leaveTarget } from './chrome-model';
import type { PageId } from '../route-table';

const normal = (page: PageId) => chromeFor({ page, isCustomDateMode: false, showNavigation: true });
const custom = (page: PageId) => chromeFor({ page, isCustomDateMode: true, showNavigation: true });

describe('chrome', () => {
  describe('progress bar', () => {
    it.each([
      ['step-1', 1],
      ['step-2', 2],
      ['step-3', 3],
      ['step-4', 4],
      ['step-5', 5],
      ['step-6', 6],
    ] as const)('fills %s to %i of 6 segments in normal mode, not green', (page, filled) => {
      expect(normal(page).progress).toEqual({ segments: 6, filled, complete: false });
    });

    it('is full and green on the confirmation', () => {
      expect(normal('step-7').progress).toEqual({ segments: 6, filled: 6, complete: true });
      expect(custom('step-7').progress).toEqual({ segments: 4, filled: 4, complete: true });
    });

    it.each([
      ['step-1-self', 1],
      ['step-4', 2],
      ['step-5', 3],
      ['step-6', 4],
    ] as const)('fills %s to %i of 4 segments in custom mode', (page, filled) => {
      expect(custom(page).progress).toEqual({ segments: 4, filled, complete: false });
    });

    it.each(['init', 'error', 'offline', 'not-found'] as PageId[])('is absent on %s', (page) => {
      expect(normal(page).progress).toBeNull();
    });
  });

  describe("'step X of Y'", () => {
    it('counts against the bar: X of 6 normally, X of 4 in custom mode', () => {
      expect(normal('step-1').stepOf).toEqual({ current: 1, total: 6 });
      expect(normal('step-6').stepOf).toEqual({ current: 6, total: 6 });
      expect(custom('step-1-self').stepOf).toEqual({ current: 1, total: 4 });
      expect(custom('step-4').stepOf).toEqual({ current: 2, total: 4 });
      expect(custom('step-6').stepOf).toEqual({ current: 4, total: 4 });
    });

    it('is hidden on the last step in both modes and on pages that are not steps', () => {
      expect(normal('step-7').stepOf).toBeNull();
      expect(custom('step-7').stepOf).toBeNull();
      for (const page of ['init', 'error', 'offline', 'not-found'] as PageId[]) {
        expect(normal(page).stepOf).toBeNull();
      }
    });

    it("uses the step's own flow when the mode flag disagrees with it", () => {
      expect(custom('step-2').stepOf).toEqual({ current: 2, total: 6 });
      expect(normal('step-1-self').stepOf).toEqual({ current: 1, total: 6 });
    });
  });

  describe('back button', () => {
    it('is shown but disabled on step 1, in both flows', () => {
      expect(normal('step-1').back).toEqual({ visible: true, target: null });
      expect(custom('step-1-self').back).toEqual({ visible: true, target: null });
    });

    it('is hidden on the confirmation (step 7, step 5 of the custom flow)', () => {
      expect(normal('step-7').back.visible).toBe(false);
      expect(custom('step-7').back.visible).toBe(false);
    });

    it('leads to the previous step of the current flow', () => {
      expect(normal('step-2').back).toEqual({ visible: true, target: 'step-1' });
      expect(normal('step-4').back.target).toBe('step-3');
      expect(custom('step-4').back.target).toBe('step-1-self');
      expect(custom('step-5').back.target).toBe('step-4');
      expect(normal('step-6').back.target).toBe('step-5');
    });

    it('is absent on pages that are not steps', () => {
      for (const page of ['init', 'error', 'offline', 'not-found'] as PageId[]) {
        expect(normal(page).back.visible).toBe(false);
      }
    });
  });

  describe('hidden navigation (offline page)', () => {
    it('hides bar, step text, back and leave buttons, and the language switch', () => {
      expect(chromeFor({ page: 'offline', isCustomDateMode: false, showNavigation: false })).toEqual({
        mode: 'normal',
        progress: null,
        stepOf: null,
        back: { visible: false, target: null },
        leaveVisible: false,
        languageSwitchVisible: false,
      });
    });

    it('shows the leave button on other pages that are not steps', () => {
      expect(normal('error').leaveVisible).toBe(true);
      expect(normal('not-found').leaveVisible).toBe(true);
    });
  });

  describe('leave button target', () => {
    const host = 'https://www.example-travel.ch/';
    it('is the returnUrl when given on the provider host or a configured one', () => {
      expect(leaveTarget('https://www.example-travel.ch/back?x=1', host)).toBe(
        'https://www.example-travel.ch/back?x=1',
      );
      expect(leaveTarget('https://partner.ch/back?x=1', host, ['partner.ch'])).toBe(
        'https://partner.ch/back?x=1',
      );
    });
    it('refuses any other site: no open redirect', () => {
      for (const url of [
        'https://evil.example/phish',
        '//evil.example/phish',
        'https://partner.ch.evil.example/',
        'https://www.example-travel.ch@evil.example/',
        'https://user:pw@www.example-travel.ch/',
        '\\\\evil.example',
        'https:evil.example',
      ]) {
        // Whatever it resolves to, it stays on the provider's own site.
        const target = new URL(leaveTarget(url, host, ['partner.ch']));
        expect({ url, host: target.host, user: target.username }).toEqual({
          url,
          host: 'www.example-travel.ch',
          user: '',
        });
      }
    });
    it('is the provider home page without a returnUrl', () => {
      expect(leaveTarget('', host)).toBe(host);
      expect(leaveTarget(undefined, host)).toBe(host);
      expect(leaveTarget('   ', host)).toBe(host);
    });
    it('refuses script addresses', () => {
      expect(leaveTarget('javascript:alert(1)', host)).toBe(host);
      expect(leaveTarget('data:text/html,hi', host)).toBe(host);
    });
    it('resolves a relative returnUrl against the home page', () => {
      expect(leaveTarget('/reisen/asien', host)).toBe('https://www.example-travel.ch/reisen/asien');
    });
  });

  describe('on the session-expired screen (issue 19)', () => {
    it.each([
      ['step-4', false],
      ['step-6', false],
      ['step-5', true],
    ] as const)(
      '%s (custom mode %s) shows neither bar, step X of Y nor back button',
      (page, isCustomDateMode) => {
        const chrome = chromeFor({ page, isCustomDateMode, showNavigation: true, sessionExpired: true });
        expect(chrome.progress).toBeNull();
        expect(chrome.stepOf).toBeNull();
        expect(chrome.back.visible).toBe(false);
        expect(chrome.leaveVisible).toBe(true);
      },
    );
  });

  describe('language switch (issue 19)', () => {
    it.each(['step-1', 'step-1-self', 'step-5', 'step-7', 'error', 'not-found'] as PageId[])(
      'is offered on %s',
      (page) => {
        expect(normal(page).languageSwitchVisible).toBe(true);
      },
    );
  });
});
