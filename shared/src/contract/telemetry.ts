// Addition (issue 36): what the browser reports to POST /api/telemetry (navigator.sendBeacon): real-user vitals,
// remote load failures, caught render errors and failed API calls, tagged with the step and the remote's version.
// Only fixed words, short pattern-checked names and numbers: nothing a traveller typed, no address, no token.

/** What happened: a web vital measured, a remote that did not load, a screen that threw, an API call that failed. */
export const TELEMETRY_KINDS = ['vital', 'load_failure', 'render_error', 'api_error'] as const;
export type TelemetryKind = (typeof TELEMETRY_KINDS)[number];

/** The Core Web Vitals reported (web-vitals' names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Which build of a remote a session runs when a candidate is rolled out beside the stable one (canary releases). */
export const RELEASE_CHANNELS = ['stable', 'candidate'] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

/** Events in one beacon at most. */
export const TELEMETRY_MAX_EVENTS = 20;

/** A federation name (`mfe_agenda`), or `shell` for the host's own. */
export const TELEMETRY_REMOTE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
/** A remote's version: semver or a build id (`4.6.0`, `2024-06-12-1`, `4.6.0+b12`). */
export const TELEMETRY_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** A random release-session id (never the checkout session id, never personal): 16 to 64 URL-safe characters. */
export const TELEMETRY_SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface TelemetryEvent {
  kind: TelemetryKind;
  /** The checkout step (1 to 7; step 1 self counts as 1), null outside the steps (the manage page). */
  step: number | null;
  /** The federation name of the remote the event is about (`mfe_agenda`), `shell` for the host. */
  remote: string;
  /** That remote's version (its manifest's build version), `unknown` when it could not be read. */
  version: string;
  /** The release channel of the remote's build in this session, when a candidate is rolled out. */
  release?: ReleaseChannel;
  /** A random id of this release session (sessionStorage), so that rates count sessions, not page views. */
  session: string;
  /** For vitals: which one. */
  name?: VitalName;
  /** For vitals: milliseconds (LCP, INP) or the layout-shift score (CLS). */
  value?: number;
  /** For api_error: the HTTP status (0 when the network failed). */
  status?: number;
}

/**
 * Addition (issue 36's canary releases): a remote's build that loaded in a session, reported for a remote in a
 * release only, so that a release's error rate counts the sessions that ran a build without failing too.
 */
export interface TelemetryLoad {
  /** The step it loaded for (1 to 7), null outside the steps. */
  step: number | null;
  /** The remote's federation name. */
  remote: string;
  /** The build's version as the release names it. */
  version: string;
  release: ReleaseChannel;
  /** The random release-session id (as in TelemetryEvent). */
  session: string;
}

/** The body of POST /api/telemetry (sent as text/plain JSON, which a beacon sends without a CORS preflight). */
export interface TelemetryBatch {
  /** At least one event, or a load. */
  events: TelemetryEvent[];
  /** Addition (canary releases): the builds of a release that loaded. */
  loads?: TelemetryLoad[];
}
