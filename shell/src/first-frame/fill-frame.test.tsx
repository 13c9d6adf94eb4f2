import { renderToStaticMarkup } from 'react-dom/server';
import { STORAGE_KEYS, type Culture } from '@checkout/shared';
import { TEXTS } from '@checkout/shared/texts';
import { BookingFrame, type BookingFramedStep } from './FirstFrame';
import { FRAME_PENDING, fillPageFrame, frameFactsOf } from './fill-frame';
import { FRAME_ID } from './reveal';

const KEYS = {
  settings: STORAGE_KEYS.settings,
  agenda: STORAGE_KEYS.agenda,
  advisorInfo: STORAGE_KEYS.advisorInfo,
  reservation: STORAGE_KEYS.reservation,
};

/** The page as the build writes it: the frame, pending, in front of the application's root. */
function page(step: BookingFramedStep, culture: Culture = 'de-CH'): () => HTMLElement | null {
  const frame = renderToStaticMarkup(<BookingFrame culture={culture} step={step} />);
  document.body.innerHTML = `<div id="${FRAME_ID}" inert data-step="${step}" ${FRAME_PENDING}>${frame}</div><div id="root"></div>`;
  return () => document.getElementById(FRAME_ID);
}

/** What the store writes (mobx-persist-store: each key the JSON of its properties). */
function stored({
  isCustomDateMode = false,
  adviceMode = 'phone',
  name = 'Reto Aebischer',
  isBooked = false,
  holdExpiresAt = 0,
}: {
  isCustomDateMode?: boolean;
  adviceMode?: string;
  name?: string;
  isBooked?: boolean;
  holdExpiresAt?: number;
} = {}): void {
  localStorage.clear();
  localStorage.setItem(KEYS.settings, JSON.stringify({ isCustomDateMode, advisorId: '' }));
  localStorage.setItem(KEYS.agenda, JSON.stringify({ adviceMode, holdExpiresAt, selectedAdvisor: 'a' }));
  localStorage.setItem(KEYS.advisorInfo, JSON.stringify({ name, location: 'Thun' }));
  localStorage.setItem(KEYS.reservation, JSON.stringify({ isBooked, response: null }));
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe("steps 6 and 7's first frame, filled from the stored booking", () => {
  afterEach(() => localStorage.clear());

  it("step 6: the usual flow's chrome and the notice of the stored advice mode, then shown", () => {
    stored({ adviceMode: 'online' });
    const frame = page('step-6');
    fillPageFrame(FRAME_ID, KEYS);
    expect(frame()?.hasAttribute(FRAME_PENDING)).toBe(false);
    expect(frame()?.querySelectorAll('.checkout')).toHaveLength(1);
    expect(text(frame()?.querySelector('h1'))).toBe(TEXTS['de-CH']['step6.title']);
    expect(text(frame()?.querySelector('.ck-notice'))).toBe(TEXTS['de-CH']['step6.info.online']);
    expect(frame()?.querySelectorAll('.ck-notice')).toHaveLength(1);
    expect(frame()?.textContent).toContain('Schritt 6 von 6');
    expect(frame()?.querySelector('[data-frame-when]')).toBeNull();
  });

  it('step 6: no advice mode chosen is phone, as sent; the custom-date flow has its own chrome', () => {
    stored({ adviceMode: '', isCustomDateMode: true });
    const frame = page('step-6', 'fr-CH');
    fillPageFrame(FRAME_ID, KEYS);
    expect(text(frame()?.querySelector('.ck-notice'))).toBe(TEXTS['fr-CH']['step6.info.phone']);
    expect(frame()?.textContent).toContain('Étape 4 sur 4');
    expect(frame()?.querySelector('.checkout')?.getAttribute('data-mode')).toBe('custom');
  });

  it('step 7: the heading names the stored advisor, or thanks without a name when there is none', () => {
    stored({ isBooked: true, name: 'Reto Aebischer' });
    const frame = page('step-7');
    fillPageFrame(FRAME_ID, KEYS);
    expect(text(frame()?.querySelector('h1'))).toBe('Vielen Dank! Reto Aebischer freut sich auf Sie.');

    stored({ isBooked: true, name: '' });
    const self = page('step-7', 'fr-CH');
    fillPageFrame(FRAME_ID, KEYS);
    expect(text(self()?.querySelector('h1'))).toBe(TEXTS['fr-CH']['step7.titleSelf']);
  });

  it('a name is put in as text, never as markup', () => {
    stored({ isBooked: true, name: '<img src=x onerror=alert(1)>' });
    const frame = page('step-7');
    fillPageFrame(FRAME_ID, KEYS);
    expect(frame()?.querySelector('img')).toBeNull();
    expect(text(frame()?.querySelector('h1'))).toContain('<img src=x onerror=alert(1)>');
  });

  it.each([
    ['step 7 before a booking', 'step-7' as const, () => stored({ isBooked: false })],
    ['step 6 after a booking', 'step-6' as const, () => stored({ isBooked: true })],
    ['step 6 once the hold ran out', 'step-6' as const, () => stored({ holdExpiresAt: Date.now() - 1 })],
    ['an empty storage', 'step-6' as const, () => localStorage.clear()],
    ['garbage in storage', 'step-7' as const, () => localStorage.setItem(KEYS.reservation, '{not json')],
  ])('no frame for %s: the page starts as without one', (_, step, prepare) => {
    prepare();
    const frame = page(step);
    fillPageFrame(FRAME_ID, KEYS);
    expect(frame()).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('a hold still running keeps step 6', () => {
    const read = (key: string): unknown =>
      ({
        [KEYS.settings]: { isCustomDateMode: false },
        [KEYS.agenda]: { adviceMode: 'personal', holdExpiresAt: 2000 },
        [KEYS.reservation]: { isBooked: false },
      })[key] ?? null;
    expect(frameFactsOf('step-6', read, KEYS, 1999)).toEqual({
      flow: 'normal',
      adviceMode: 'personal',
      advisor: 'self',
      advisorName: '',
    });
    expect(frameFactsOf('step-6', read, KEYS, 2000)).toBeNull();
  });

  it('does nothing on a page without a frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => fillPageFrame(FRAME_ID, KEYS)).not.toThrow();
  });
});
