// The browser's beacons (issue 36, POST /api/telemetry) aggregated into the metrics, and the one hook through which
// another module observes the accepted events (the canary rollback counts a candidate's failures through it).
import { Counter, Histogram, type Registry } from 'prom-client';
import type { TelemetryEvent, TelemetryLoad } from '@checkout/shared/contract';
import { STEP_OWNER } from '@checkout/shared/remote-contract';

/** A listener of accepted events (and the builds of canary releases that loaded); `at` is when they were accepted. */
export type TelemetryListener = (
  events: readonly TelemetryEvent[],
  at: Date,
  loads: readonly TelemetryLoad[],
  /** The sender's network as the canary rule counts it (AppContext.releaseNetworkOf: a keyed hash, never the address). */
  client: string,
) => void;

/**
 * The remotes a label may name (issue 47): those the shell's runtime config can name (its `remotes` are the contract's
 * RemoteName, the owners of the steps) and `shell` for the host. A beacon is anyone's to send: an event naming any
 * other remote is counted in `checkout_telemetry_unknown_remote_events_total` and in no labelled metric.
 */
export const LABELLED_REMOTES: ReadonlySet<string> = new Set([...Object.values(STEP_OWNER), 'shell']);

/**
 * Versions per remote labelled as sent besides those the release registry knows: the first this many a process
 * sees; later ones are counted under version `other`. The registry's versions (stable builds and candidates) are
 * always labelled, so invented versions can fill these slots but never hide a release's build.
 */
export const MAX_FREE_VERSIONS_PER_REMOTE = 5;

/** The version a reporter sends when it could not read the build's; always labelled. */
const UNKNOWN_VERSION = 'unknown';

/** How often (at most) the versions the release registry knows are read again, from accepted beacons. */
export const REGISTRY_VERSIONS_REFRESH_MS = 10_000;

/** A remote's build the release registry knows: a stable build or a candidate. */
export interface RegisteredVersion {
  remote: string;
  version: string;
}

export interface TelemetryOptions {
  /** The builds the release registry knows now (read again at most every REGISTRY_VERSIONS_REFRESH_MS). */
  registryVersions?: () => Promise<readonly RegisteredVersion[]>;
}

/** LCP and INP in seconds (Google's thresholds: LCP 2.5 s / 4 s, INP 0.2 s / 0.5 s). */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2.5, 4, 6, 10, 20];
/** CLS scores (thresholds 0.1 / 0.25). */
const LAYOUT_SHIFT_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

export const createTelemetry = (registry: Registry, options: TelemetryOptions = {}) => {
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

  const unknownRemotes = new Counter({
    name: 'checkout_telemetry_unknown_remote_events_total',
    help: 'Beacon events and loads naming a remote the runtime config cannot name (counted here only, never as a label)',
    registers,
  });

  const listeners = new Set<TelemetryListener>();
  /** Per remote, the versions labelled as sent (at most MAX_FREE_VERSIONS_PER_REMOTE each). */
  const freeVersions = new Map<string, Set<string>>();
  /** `remote version` of every build the release registry knew at its last reading. */
  let registered = new Set<string>();
  let registryReadAt = Number.NEGATIVE_INFINITY;
  /** Reads the registry's versions again; a failed reading keeps the last ones. */
  const readRegistry = async (): Promise<void> => {
    if (!options.registryVersions) return;
    try {
      const builds = await options.registryVersions();
      registered = new Set(builds.map((b) => `${b.remote} ${b.version}`));
    } catch {
      // The database is away: the last known versions stay labelled.
    }
  };
  /** The version as a label: the registry's, `unknown`, the remote's first few as sent; `other` beyond them. */
  const versionLabel = (remote: string, version: string): string => {
    if (version === UNKNOWN_VERSION || registered.has(`${remote} ${version}`)) return version;
    const free = freeVersions.get(remote) ?? new Set<string>();
    freeVersions.set(remote, free);
    if (free.has(version)) return version;
    if (free.size >= MAX_FREE_VERSIONS_PER_REMOTE) return 'other';
    free.add(version);
    return version;
  };
  const known = (item: { remote: string }): boolean => {
    if (LABELLED_REMOTES.has(item.remote)) return true;
    unknownRemotes.inc();
    return false;
  };

  return {
    /** Aggregates a validated batch from `client` (its keyed network) into the metrics, then hands it to every listener. */
    accept(
      batch: readonly TelemetryEvent[],
      at: Date,
      loaded: readonly TelemetryLoad[],
      client: string,
    ): void {
      if (at.getTime() - registryReadAt >= REGISTRY_VERSIONS_REFRESH_MS) {
        registryReadAt = at.getTime();
        void readRegistry();
      }
      for (const load of loaded.filter(known)) {
        loads.inc({
          step: load.step === null ? 'none' : String(load.step),
          remote: load.remote,
          version: versionLabel(load.remote, load.version),
          release: load.release,
        });
      }
      for (const event of batch) {
        events.inc({ kind: event.kind });
        if (!known(event)) continue;
        const step = event.step === null ? 'none' : String(event.step);
        const version = versionLabel(event.remote, event.version);
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
    /** Reads the release registry's versions now (after the operator changed a release in this process). */
    readRegistry,
    /** Observes every accepted batch from now on; returns the function that stops it. */
    onEvents(listener: TelemetryListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type Telemetry = ReturnType<typeof createTelemetry>;
