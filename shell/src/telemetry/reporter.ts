// The browser's reporter (issue 36), loaded after the first paint (start-reporter.ts): the travellers' LCP, INP and
// CLS per step (web-vitals, soft navigations counted per step where the browser reports them) and every remote load
// failure and caught render error, tagged with the step and the remote's version, sent to the API by
// navigator.sendBeacon in batches (POST /api/telemetry). Sampled per session, limited per page, no personal data:
// fixed words, the federation name, the version from the remote's manifest and a random id of this session.
// Values from the kernel's main entry, which the page has loaded already (its contract entry would be a chunk more).
import { API_PATHS } from '@checkout/shared';
import type {
  ReleaseChannel,
  TELEMETRY_MAX_EVENTS,
  TelemetryEvent,
  VitalName,
} from '@checkout/shared/contract';

/** Events in one beacon at most: the contract's TELEMETRY_MAX_EVENTS. */
const MAX_BATCH: typeof TELEMETRY_MAX_EVENTS = 20;

/** Sessions whose vitals are reported, by default (`telemetry.sampleRate` of checkout-config.json). */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;
/** Sessions whose failures are reported, by default (`telemetry.failureSampleRate`): all, a canary needs them. */
export const DEFAULT_FAILURE_SAMPLE_RATE = 1;
/** Beacons one page sends a minute at most; events beyond wait for the next minute, then are dropped. */
export const MAX_BEACONS_PER_MINUTE = 6;
/** Events one page sends at most (a traveller's whole checkout makes a few dozen). */
export const MAX_EVENTS_PER_PAGE = 200;
/** A batch waits this long for more events before it goes. */
export const FLUSH_AFTER_MS = 5_000;

const SESSION_KEY = 'checkout.telemetry';

export interface TelemetrySession {
  id: string;
  vitals: boolean;
  failures: boolean;
}

export interface ReporterDeps {
  /** The API's base URL (`apiBaseUrl`, ending in /api). */
  apiBaseUrl: string;
  sampleRate?: number;
  failureSampleRate?: number;
  /** navigator.sendBeacon. */
  send: (url: string, body: string) => boolean;
  /** sessionStorage, where the session's id and sampling are kept across reloads. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  random: () => number;
  randomId: () => string;
  now: () => number;
  /** The version of a remote as its manifest says (`metaData.buildInfo.buildVersion`). */
  versionOf: (remote: string) => string;
  /** The release channel of a remote in this session, when a candidate is rolled out. */
  releaseOf?: (remote: string) => ReleaseChannel | undefined;
  setTimer: (run: () => void, ms: number) => unknown;
}

/** The step number of a step id or a checkout address (`step-1-self` is 1), null elsewhere. */
export function stepNumber(stepOrPath: string | null | undefined): number | null {
  const match = /(?:^|\/)step-([1-7])(?:-self)?(?:[/?#]|$)/.exec(stepOrPath ?? '');
  return match ? Number(match[1]) : null;
}

/** This tab's telemetry session: made once (random id, sampled or not), kept in sessionStorage across reloads. */
export function telemetrySession(deps: ReporterDeps): TelemetrySession {
  try {
    const kept = JSON.parse(deps.storage?.getItem(SESSION_KEY) ?? 'null') as TelemetrySession | null;
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept.id)) return kept;
  } catch {
    // Garbage in storage: a new session.
  }
  const session = {
    id: deps.randomId(),
    vitals: deps.random() < (deps.sampleRate ?? DEFAULT_VITALS_SAMPLE_RATE),
    failures: deps.random() < (deps.failureSampleRate ?? DEFAULT_FAILURE_SAMPLE_RATE),
  };
  try {
    deps.storage?.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage full or refused: sampled for this page only.
  }
  return session;
}

export function createReporter(deps: ReporterDeps) {
  const session = telemetrySession(deps);
  const url = `${deps.apiBaseUrl.replace(/\/+$/, '')}${API_PATHS.telemetry}`;
  let queue: TelemetryEvent[] = [];
  let sentEvents = 0;
  let beaconTimes: number[] = [];
  let timer = false;

  const tagged = (remote: string, step: number | null) => {
    const release = deps.releaseOf?.(remote);
    return {
      step,
      remote,
      version: deps.versionOf(remote),
      session: session.id,
      ...(release ? { release } : {}),
    };
  };

  /** Sends what waits, in beacons of at most 20 events, within the page's limits. */
  const flush = (): void => {
    timer = false;
    const now = deps.now();
    beaconTimes = beaconTimes.filter((t) => now - t < 60_000);
    while (queue.length > 0 && beaconTimes.length < MAX_BEACONS_PER_MINUTE) {
      const batch = queue.slice(0, MAX_BATCH);
      if (!deps.send(url, JSON.stringify({ events: batch }))) break;
      queue = queue.slice(batch.length);
      beaconTimes.push(now);
    }
    if (queue.length > 0) later(60_000);
  };

  const later = (ms: number): void => {
    if (timer) return;
    timer = true;
    deps.setTimer(flush, ms);
  };

  const enqueue = (event: TelemetryEvent): void => {
    if (sentEvents >= MAX_EVENTS_PER_PAGE) return;
    sentEvents += 1;
    queue.push(event);
    if (queue.length >= MAX_BATCH) flush();
    else later(FLUSH_AFTER_MS);
  };

  return {
    session,
    /** A web vital of the page or of a soft navigation (its URL names the step), for the step's remote. */
    vital(name: VitalName, value: number, step: number | null, remote: string): void {
      if (!session.vitals || !Number.isFinite(value) || value < 0) return;
      enqueue({ kind: 'vital', name, value: Math.round(value * 1000) / 1000, ...tagged(remote, step) });
    },
    failure(kind: 'load_failure' | 'render_error', remote: string, step: number | null): void {
      if (session.failures) enqueue({ kind, ...tagged(remote, step) });
    },
    apiError(status: number, remote: string, step: number | null): void {
      if (session.failures) enqueue({ kind: 'api_error', status, ...tagged(remote, step) });
    },
    /** Sends at once (the page is being hidden: the last chance). */
    flush,
  };
}

export type Reporter = ReturnType<typeof createReporter>;
