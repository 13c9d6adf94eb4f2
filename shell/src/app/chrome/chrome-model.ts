// What the chrome shows for a page (spec section 2, 'Chrome'), derived from the route table only:
// the header components render this and decide nothing themselves.
import type { StepId } from '@checkout/shared';
import { SEGMENTS, isStepId, stepRoute, type PageId, type ProgressMode } from '../route-table';

export interface ProgressModel {
  /** 6 normally, 4 in custom-date mode. */
  segments: number;
  /** Segments filled: the step's progress number, capped at the bar's length. */
  filled: number;
  /** The last step: the full bar turns green. */
  complete: boolean;
}

export interface BackButtonModel {
  visible: boolean;
  /** Where it leads; null when disabled. */
  target: StepId | null;
}

export interface ChromeModel {
  mode: ProgressMode;
  /** Null on pages without a bar (init, error, offline, not found). */
  progress: ProgressModel | null;
  /** 'step X of Y', null where it is hidden (last step, error pages, hidden navigation). */
  stepOf: { current: number; total: number } | null;
  back: BackButtonModel;
  /** The leave button (hidden with the rest of the navigation on the offline page). */
  leaveVisible: boolean;
  /**
   * The language switch: with the navigation, but not on the session-expired screen, whose only ways on are
   * restart and leave (a switch is a navigation, which would end the expired session).
   */
  languageSwitchVisible: boolean;
}

export interface ChromeInput {
  page: PageId;
  isCustomDateMode: boolean;
  showNavigation: boolean;
  /** The session-expired screen stands in for the page: no step to count or go back from, restart or leave. */
  sessionExpired?: boolean;
}

const HIDDEN_BACK: BackButtonModel = { visible: false, target: null };

export function chromeFor({
  page,
  isCustomDateMode,
  showNavigation,
  sessionExpired = false,
}: ChromeInput): ChromeModel {
  const hiddenChrome = {
    mode: 'normal' as const,
    progress: null,
    stepOf: null,
    back: HIDDEN_BACK,
    leaveVisible: showNavigation,
    languageSwitchVisible: showNavigation && !sessionExpired,
  };
  if (!showNavigation || !isStepId(page) || sessionExpired) return hiddenChrome;

  const route = stepRoute(page);
  // The guards put step-1-self into custom mode and steps 1-3 out of it; the table decides if a
  // stale flag ever disagrees with the step (a step outside a mode's flow uses the other mode).
  const preferred: ProgressMode = isCustomDateMode ? 'custom' : 'normal';
  const mode: ProgressMode = route.progress[preferred] !== null ? preferred : other(preferred);
  const number = route.progress[mode] ?? 1;
  const segments = SEGMENTS[mode];
  const complete = number > segments;

  return {
    mode,
    progress: { segments, filled: Math.min(number, segments), complete },
    stepOf: complete ? null : { current: number, total: segments },
    back: route.backHidden ? HIDDEN_BACK : { visible: true, target: route.back[mode] },
    leaveVisible: true,
    languageSwitchVisible: true,
  };
}

function other(mode: ProgressMode): ProgressMode {
  return mode === 'custom' ? 'normal' : 'custom';
}

/**
 * The shell's own key of checkout-config.json: hosts (as in `URL.host`) besides the brand's that returnUrl may lead
 * back to, e.g. a partner's site. Not part of the kernel's RuntimeConfig: only the shell's chrome reads it.
 */
export function returnUrlHostsOf(config: object): string[] {
  const hosts = (config as { returnUrlHosts?: unknown }).returnUrlHosts;
  return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [];
}

/**
 * The leave button's address: returnUrl when it is a web address on the provider's own host or one of
 * `allowedHosts` (the runtime config's returnUrlHosts), else the provider's home page. A returnUrl comes from the
 * address bar, so anyone can write one: never javascript: or data:, never a foreign site (no open redirect).
 */
export function leaveTarget(
  returnUrl: string | undefined,
  host: string,
  allowedHosts: readonly string[] = [],
): string {
  const candidate = (returnUrl ?? '').trim();
  if (candidate === '') return host;
  try {
    const url = new URL(candidate, host);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    const known = url.host === new URL(host).host || allowedHosts.includes(url.host);
    return web && known && url.username === '' && url.password === '' ? url.toString() : host;
  } catch {
    return host;
  }
}
