// Canary releases (decision 0051): a session on a remote's release tells the API that the build loaded, or that it
// failed to load or its screen threw, by navigator.sendBeacon to POST /api/telemetry, tagged with the build's
// version and channel and the session's random release-session id. The API counts sessions per side of the
// release from these and withdraws a failing candidate. Remotes not in a release send nothing from here.
import { API_PATHS, type RemoteName, type StepId } from '@checkout/shared';
import type { TelemetryBatch } from '@checkout/shared/contract';
import { remoteRelease } from './init-federation';
import { releaseApiBaseUrl, releaseSession } from './release-session';

export type ReleaseReport = 'load' | 'load_failure' | 'render_error';

/** Remotes whose load this page reported (once each). */
const loadsSent = new Set<RemoteName>();

/** A step's number as telemetry counts it (step 1 self is 1). */
export function stepNumberOf(step: StepId): number | null {
  const match = /^step-([1-7])/.exec(step);
  return match ? Number(match[1]) : null;
}

/** What the beacon carries for a report, or null when the remote is in no release (or was reported loaded). */
export function releaseBatch(kind: ReleaseReport, remote: RemoteName, step: StepId): TelemetryBatch | null {
  const release = remoteRelease(remote);
  const session = releaseSession();
  if (!release || !session) return null;
  const tags = {
    step: stepNumberOf(step),
    remote,
    version: release.version,
    release: release.release,
    session,
  };
  if (kind !== 'load') return { events: [{ kind, ...tags }] };
  if (loadsSent.has(remote)) return null;
  loadsSent.add(remote);
  return { events: [], loads: [tags] };
}

/** Reports a remote of a release: loaded, failed to load, or its screen threw. Never throws. */
export function reportRelease(kind: ReleaseReport, remote: RemoteName, step: StepId): void {
  const batch = releaseBatch(kind, remote, step);
  const base = releaseApiBaseUrl();
  if (!batch || !base) return;
  try {
    // A string goes as text/plain, which a beacon sends cross-origin without a preflight.
    navigator.sendBeacon?.(`${base.replace(/\/$/, '')}${API_PATHS.telemetry}`, JSON.stringify(batch));
  } catch {
    // A refused beacon costs the count, never the page.
  }
}
