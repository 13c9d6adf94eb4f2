// Starts the reporter (reporter.ts) with the browser's parts: web-vitals, sendBeacon, sessionStorage, the remotes'
// versions from the federation runtime's manifests. Loaded by mount.tsx after the page's load, when the browser is
// idle, so that step 1's first JavaScript does not carry it (its byte budget, `npm run bench:bundle`).
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { STEP_OWNER, type RuntimeConfig } from '@checkout/shared';
import { TELEMETRY_VERSION_PATTERN } from '@checkout/shared/contract';
import { parseCheckoutPath, stripBasePath } from '../app/checkout-path';
import { isStepId } from '../app/route-table';
import { takeFailures } from './failure-notes';
import { createReporter, stepNumber } from './reporter';

/** What the federation runtime keeps of each loaded remote's manifest (its snapshot). */
type Snapshots = Record<string, { buildVersion?: string; version?: string } | undefined>;

/** The remote's build version as its manifest says it, `unknown` before it loaded or without one. */
export function versionFromSnapshots(remote: string, snapshots: Snapshots | undefined): string {
  for (const [key, snapshot] of Object.entries(snapshots ?? {})) {
    if (key !== remote && !key.startsWith(`${remote}:`)) continue;
    const version = snapshot?.buildVersion ?? snapshot?.version;
    if (version && TELEMETRY_VERSION_PATTERN.test(version)) return version;
  }
  return 'unknown';
}

const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The step of a checkout address and the remote that owns it (the shell outside the steps). */
function stepAndRemote(url: string | undefined): { step: number | null; remote: string } {
  const path = url ? new URL(url, location.href).pathname : location.pathname;
  const { page } = parseCheckoutPath(stripBasePath(path) ?? '/');
  return isStepId(page)
    ? { step: stepNumber(page), remote: STEP_OWNER[page] }
    : { step: null, remote: 'shell' };
}

export function startReporter(config: RuntimeConfig): void {
  const options = config.telemetry;
  if (options?.sampleRate === 0 && options.failureSampleRate === 0) return;
  const reporter = createReporter({
    apiBaseUrl: config.apiBaseUrl,
    sampleRate: options?.sampleRate,
    failureSampleRate: options?.failureSampleRate,
    send: (url, body) => navigator.sendBeacon?.(url, body) ?? false,
    storage: (() => {
      try {
        return sessionStorage;
      } catch {
        return undefined;
      }
    })(),
    random: Math.random,
    randomId,
    now: () => Date.now(),
    versionOf: (remote) =>
      versionFromSnapshots(
        remote,
        (globalThis as { __FEDERATION__?: { moduleInfo?: Snapshots } }).__FEDERATION__?.moduleInfo,
      ),
    setTimer: (run, ms) => setTimeout(run, ms),
  });
  takeFailures(([remote, step, loadFailed]) =>
    reporter.failure(loadFailed ? 'load_failure' : 'render_error', remote, stepNumber(step)),
  );
  if (reporter.session.vitals) {
    const report = ({ name, value, navigationURL }: Metric & { navigationURL?: string }) => {
      const { step, remote } = stepAndRemote(navigationURL);
      if (name === 'LCP' || name === 'INP' || name === 'CLS') reporter.vital(name, value, step, remote);
    };
    // Soft navigations (a step change without a page load) are reported per step where Chromium offers them.
    const soft = { reportSoftNavs: true };
    onLCP(report, soft);
    onINP(report, soft);
    onCLS(report, soft);
  }
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  addEventListener('pagehide', () => reporter.flush());
}
