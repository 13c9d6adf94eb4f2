// Counting the browsers' beacons for canary releases (decision 0054) without letting them crowd out bookings: the
// counts take the same database pool as holds and reservations, so at most `concurrency` beacons are counted at
// once and at most `maxWaiting` wait; beyond that a beacon is not counted (a beacon is best effort anyway: a
// browser that blocks it is not counted either) and the metric says how many were dropped. Beacons that name no
// release are not queued at all.
import fastq from 'fastq';
import { Counter, type Registry } from 'prom-client';
import type { TelemetryEvent, TelemetryLoad } from '@checkout/shared/contract';

export interface ReleaseBeacon {
  events: readonly TelemetryEvent[];
  loads: readonly TelemetryLoad[];
  at: Date;
  /** The sender's client network (the limits' keyed hash). */
  client: string;
}

/** Two beacons counted at a time (each a few statements), 500 waiting: a burst of a busy minute, not a flood. */
export const RELEASE_COUNTING = { concurrency: 2, maxWaiting: 500 } as const;

export function createReleaseCounting(options: {
  count: (beacon: ReleaseBeacon) => Promise<void>;
  registry: Registry;
  concurrency?: number;
  maxWaiting?: number;
}): { offer(beacon: ReleaseBeacon): boolean; idle(): Promise<void> } {
  const { concurrency = RELEASE_COUNTING.concurrency, maxWaiting = RELEASE_COUNTING.maxWaiting } = options;
  const dropped = new Counter({
    name: 'checkout_release_beacons_dropped_total',
    help: "Beacons of canary-release sessions not counted because too many were waiting (the database's pool is kept for bookings)",
    registers: [options.registry],
  });
  const queue = fastq.promise(options.count, concurrency);
  return {
    /** Queues a beacon that names a release; false when it names none, or was dropped. */
    offer(beacon) {
      if (!beacon.events.some((e) => e.release) && !beacon.loads.some((l) => l.release)) return false;
      if (queue.length() >= maxWaiting) {
        dropped.inc();
        return false;
      }
      // The counting reports its own failures (options.count); nothing is left to reject here.
      queue.push(beacon).catch(() => undefined);
      return true;
    },
    /** Resolves once every queued beacon was counted (tests, shutdown). */
    idle: () => queue.drained(),
  };
}
