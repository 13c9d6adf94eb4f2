// Steps 6 and 7 show the stored booking, so their first frame (BookingFrame in FirstFrame.tsx) holds each variant
// the stored booking may choose: the flow's chrome, step 6's notice per advice mode, step 7's heading with or
// without the advisor's name. The page runs this file before the application (the prerender bundles it with what
// it imports into frame-fill.[hash].js, with the store's keys handed in): it reads the few stored values the
// step's screen reads, keeps the variants they name and fills in the advisor's name, or takes the frame away when
// the stored booking does not show this step. Until then the frame is hidden (data-frame-pending). Which step a
// stored booking shows is the guards' decision and the hold's rule, imported, not repeated here.
import { isHoldExpiredAt } from '@checkout/shared/dates';
import { decideNavigation } from '../app/guards';
import { isStepId, type PageId } from '../app/route-table';
import type { StepId } from '@checkout/shared';

/** Where the values the frame depends on are stored (STORAGE_KEYS of @checkout/shared, handed in by the build). */
export interface FrameStorageKeys {
  settings: string;
  agenda: string;
  advisorInfo: string;
  reservation: string;
}

/** What a frame's variants are chosen by: `data-frame-when="<fact>=<value>"`; `data-frame-text="<fact>"` is filled. */
export interface FrameFacts {
  /** settings.isCustomDateMode: the chrome of the custom-date flow or the usual one. */
  flow: 'normal' | 'custom';
  /** agenda.adviceMode as stored ('' before one was chosen). */
  adviceMode: string;
  /** Whether advisorInformation.name is set. */
  advisor: 'named' | 'self';
  /** advisorInformation.name. */
  advisorName: string;
}

export const FRAME_PENDING = 'data-frame-pending';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether the guards show `step` for a booking made or not, in its flow, with everything else the step needs
 * taken as stored (the frame reads only what it draws; a booking missing more is moved on by the guards once the
 * application starts, as on steps 1 to 5): a booking made shows only step 7, step 7 needs one.
 */
function guardsShow(step: StepId, isBooked: boolean, isCustomDateMode: boolean): boolean {
  const decision = decideNavigation({
    page: step,
    offline: null,
    isBooked,
    isCustomDateMode,
    facts: { date: true, appointment: true, customDateRequest: true, contactForm: true },
    sessionExpired: false,
  });
  return decision.redirect === null;
}

/**
 * The facts of the stored booking for `step`, or null when it does not show that step (the guards will move on,
 * or step 6's hold ran out and the session-expired screen comes) or storage holds something the store would not
 * take.
 */
export function frameFactsOf(
  step: StepId,
  read: (key: string) => unknown,
  keys: FrameStorageKeys,
  nowMs: number,
): FrameFacts | null {
  const [settings, agenda, advisor, reservation] = [
    keys.settings,
    keys.agenda,
    keys.advisorInfo,
    keys.reservation,
  ].map(read);
  if (!isRecord(settings) || !isRecord(agenda) || !isRecord(reservation)) return null;
  const booked = reservation.isBooked === true;
  const custom = settings.isCustomDateMode === true;
  if (!guardsShow(step, booked, custom)) return null;
  const { adviceMode, holdExpiresAt } = agenda;
  if (typeof adviceMode !== 'string') return null;
  // The hold's end in this browser's clock (0: none); once passed, step 6 shows the session-expired screen.
  if (!booked && typeof holdExpiresAt === 'number' && isHoldExpiredAt(holdExpiresAt, nowMs)) return null;
  const name = isRecord(advisor) && typeof advisor.name === 'string' ? advisor.name : '';
  return {
    flow: custom ? 'custom' : 'normal',
    adviceMode,
    advisor: name === '' ? 'self' : 'named',
    advisorName: name,
  };
}

/** Keeps the frame's variants `facts` name and fills in their texts, then shows it; no facts: no frame. */
export function fillFrame(frame: HTMLElement, facts: FrameFacts | null): void {
  if (!facts) {
    frame.remove();
    return;
  }
  for (const element of Array.from(frame.querySelectorAll<HTMLElement>('[data-frame-when]'))) {
    const [fact, value] = (element.dataset.frameWhen ?? '').split('=');
    if (facts[fact as keyof FrameFacts] !== value) element.remove();
    else element.removeAttribute('data-frame-when');
  }
  for (const element of Array.from(frame.querySelectorAll<HTMLElement>('[data-frame-text]'))) {
    element.replaceWith(facts[element.dataset.frameText as keyof FrameFacts] ?? '');
  }
  frame.removeAttribute(FRAME_PENDING);
}

/** What the page's script runs: the frame `frameId` filled from localStorage (nothing without a frame). */
export function fillPageFrame(frameId: string, keys: FrameStorageKeys): void {
  const frame = document.getElementById(frameId);
  if (!frame) return;
  const read = (key: string): unknown => {
    try {
      return JSON.parse(window.localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const step = (frame.dataset.step ?? '') as PageId;
  fillFrame(frame, isStepId(step) ? frameFactsOf(step, read, keys, Date.now()) : null);
}
