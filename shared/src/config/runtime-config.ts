// Runtime configuration served beside the shell as checkout-config.json: nothing of this is baked
// into a build, so a team deploys a new remote version by editing this file.
import type { Culture } from '../contract';
import type { RemoteName } from '../federation/remote-contract';

/** Addition (issue 36): which sessions the shell's telemetry reporter reports. Both rates 0: no reporter loads. */
export interface TelemetryConfig {
  /** The share of sessions whose web vitals (LCP, INP, CLS) are reported; default 0.1. */
  sampleRate?: number;
  /** The share of sessions whose remote load failures and render errors are reported; default 1. */
  failureSampleRate?: number;
}

export interface RuntimeConfig {
  /** Base URL of the booking API, ending in /api (e.g. http://localhost:4000/api). */
  apiBaseUrl: string;
  /** Module Federation manifest URL (mf-manifest.json) of each remote. */
  remotes: Record<RemoteName, string>;
  /** External travel-type matching test linked from step 7. */
  matchingTestUrl: string;
  /** Factors endpoint of the personality-matching service (defaults to the API's own). */
  factorsUrl: string;
  /** Brand: the spec's {product}. */
  product: string;
  /** Brand home page: the spec's {host}, default of the leave button. */
  host: string;
  /** Hotline shown when no consultant is found. */
  hotline: string;
  /**
   * The privacy terms linked from step 5's privacy checkbox, per culture. Optional: without one for the visitor's
   * culture the checkbox names the terms without a link (no dead link).
   */
  privacyUrl?: Partial<Record<Culture, string>>;
  /** Addition (issue 36): the browser's telemetry reporter's sampling. */
  telemetry?: TelemetryConfig;
  /**
   * Canary releases (issue 36): for a remote, its stable build and a candidate given to a share of new booking
   * sessions. A remote named here runs the build its session drew; one not named runs its line of `remotes`.
   * Written by whatever serves this file from the release state the booking API keeps (`npm run release`). Each
   * release is checked by the shell that draws from it (a malformed one leaves its remote on its line).
   */
  releases?: Partial<Record<RemoteName, RemoteRelease>>;
}

/** One build of a remote: its mf-manifest.json and the version it is reported as (telemetry, metrics). */
export interface RemoteBuild {
  manifest: string;
  version: string;
}

/** A candidate build and the share (0 to 100 %) of new booking sessions that draw it. */
export interface CandidateBuild extends RemoteBuild {
  share: number;
}

/** A remote's release: the stable build every session runs unless it drew the candidate. */
export interface RemoteRelease {
  stable: RemoteBuild;
  candidate?: CandidateBuild;
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const remotes = v.remotes as Record<string, unknown> | undefined;
  return (
    typeof v.apiBaseUrl === 'string' &&
    typeof remotes === 'object' &&
    remotes !== null &&
    ['mfe_selection', 'mfe_agenda', 'mfe_contact', 'mfe_confirmation'].every(
      (name) => typeof remotes[name] === 'string',
    ) &&
    typeof v.matchingTestUrl === 'string' &&
    typeof v.factorsUrl === 'string' &&
    typeof v.product === 'string' &&
    typeof v.host === 'string' &&
    typeof v.hotline === 'string' &&
    (v.privacyUrl === undefined ||
      (typeof v.privacyUrl === 'object' &&
        v.privacyUrl !== null &&
        Object.values(v.privacyUrl).every((url) => typeof url === 'string')))
  );
}
