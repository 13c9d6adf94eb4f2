// The browser's beacons (issue 36, POST /api/telemetry) aggregated into the metrics, and the one hook through which
// another module observes the accepted events (the canary rollback counts a candidate's failures through it).
import { Counter, Histogram, type Registry } from 'prom-client';
import type { TelemetryEvent, TelemetryLoad } from '@checkout/shared/contract';

/** A listener of accepted events (and the builds of canary releases that loaded); `at` is when they were accepted. */
export type TelemetryListener = (
  events: readonly TelemetryEvent[],
  at: Date,
  loads: readonly TelemetryLoad[],
  /** The sender's client network as the limits key it (a keyed hash, never the address). */
  client: string,
) => void;

/**
 * Distinct remote/version pairs labelled as sent: a client names its versions, so beyond this many the rest are
 * counted under version `other`, and no one can grow the metrics without bound (the label's cardinality).
 */
export const MAX_LABELLED_VERSIONS = 50;

/** LCP and INP in seconds (Google's thresholds: LCP 2.5 s / 4 s, INP 0.2 s / 0.5 s). */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2.5, 4, 6, 10, 20];
/** CLS scores (thresholds 0.1 / 0.25). */
const LAYOUT_SHIFT_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

export const createTelemetry = (registry: Registry) => {
  const registers = [registry];
  const vitalSeconds = new Histogram({
    name: 'checkout_web_vital_seconds',
    help: "Travellers' LCP and INP in seconds (web-vitals, sampled), by vital, step, remote and its version",
    labelNames: ['name', 'step', 'remote', 'version'] as const,
    buckets: VITAL_SECONDS_BUCKETS,
    registers,
  });
  const layoutShift = new Histogram({
    name: 'checkout_web_vital_layout_shift',
    help: "Travellers' CLS scores (web-vitals, sampled), by step, remote and its version",
    labelNames: ['name', 'step', 'remote', 'version'] as const,
    buckets: LAYOUT_SHIFT_BUCKETS,
    registers,
  });
  const failures = new Counter({
    name: 'checkout_frontend_failures_total',
    help: 'Failures the browsers reported: remote load failures, caught render errors, failed API calls; by step, remote, version and release channel',
    labelNames: ['kind', 'step', 'remote', 'version', 'release'] as const,
    registers,
  });
  const loads = new Counter({
    name: 'checkout_remote_loads_total',
    help: 'Builds of remotes in a canary release that the browsers loaded, by step, remote, version and release channel',
    labelNames: ['step', 'remote', 'version', 'release'] as const,
    registers,
  });
  const events = new Counter({
    name: 'checkout_telemetry_events_total',
    help: 'Telemetry events accepted, by kind',
    labelNames: ['kind'] as const,
    registers,
  });

  const listeners = new Set<TelemetryListener>();
  const labelled = new Set<string>();
  /** The version as a label: as sent while few pairs are known, `other` beyond them. */
  const versionLabel = (remote: string, version: string): string => {
    const key = `${remote} ${version}`;
    if (labelled.has(key)) return version;
    if (labelled.size >= MAX_LABELLED_VERSIONS) return 'other';
    labelled.add(key);
    return version;
  };

  return {
    /** Aggregates a validated batch from `client` (its keyed network) into the metrics, then hands it to every listener. */
    accept(
      batch: readonly TelemetryEvent[],
      at: Date,
      loaded: readonly TelemetryLoad[],
      client: string,
    ): void {
      for (const load of loaded) {
        loads.inc({
          step: load.step === null ? 'none' : String(load.step),
          remote: load.remote,
          version: versionLabel(load.remote, load.version),
          release: load.release,
        });
      }
      for (const event of batch) {
        const step = event.step === null ? 'none' : String(event.step);
        const version = versionLabel(event.remote, event.version);
        events.inc({ kind: event.kind });
        if (event.kind === 'vital' && event.name !== undefined && event.value !== undefined) {
          const labels = { name: event.name, step, remote: event.remote, version };
          if (event.name === 'CLS') layoutShift.observe(labels, event.value);
          else vitalSeconds.observe(labels, event.value / 1000);
        } else if (event.kind !== 'vital') {
          failures.inc({
            kind: event.kind,
            step,
            remote: event.remote,
            version,
            release: event.release ?? 'stable',
          });
        }
      }
      for (const listener of listeners) {
        try {
          listener(batch, at, loaded, client);
        } catch {
          // A listener's failure is its own: the beacon was accepted and the other listeners still hear it.
        }
      }
    },
    /** Observes every accepted batch from now on; returns the function that stops it. */
    onEvents(listener: TelemetryListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type Telemetry = ReturnType<typeof createTelemetry>;
