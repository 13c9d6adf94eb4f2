// The canary releases' beacon counting (observability/release-counting.ts): a few at a time, a bounded queue, the
// rest dropped and counted in the metrics, and beacons that name no release never queued.
import { Registry } from 'prom-client';
import type { TelemetryEvent } from '@checkout/shared/contract';
import { createReleaseCounting, type ReleaseBeacon } from '../src/observability/release-counting';

const beacon = (n: number, release?: 'stable' | 'candidate'): ReleaseBeacon => {
  const event: TelemetryEvent = {
    kind: 'render_error',
    step: 3,
    remote: 'mfe_agenda',
    version: '0.2.0-cand0001',
    session: `release-session-${String(n).padStart(6, '0')}`,
    ...(release ? { release } : {}),
  };
  return { events: [event], loads: [], at: new Date(0), client: `network-${n}` };
};

describe('counting the beacons of canary releases', () => {
  it('counts two at a time, keeps so many waiting and drops the rest, which the metrics say', async () => {
    const registry = new Registry();
    let running = 0;
    let most = 0;
    const counted: string[] = [];
    const gates: (() => void)[] = [];
    const counting = createReleaseCounting({
      registry,
      concurrency: 2,
      maxWaiting: 3,
      count: async (b) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        counted.push(b.client);
        running -= 1;
      },
    });
    // Two start at once, three wait, the sixth and seventh are dropped.
    const offered = Array.from({ length: 7 }, (_, n) => counting.offer(beacon(n, 'candidate')));
    expect(offered).toEqual([true, true, true, true, true, false, false]);
    while (counted.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      gates.shift()?.();
    }
    await counting.idle();
    expect(most).toBe(2);
    expect(counted.sort()).toEqual(['network-0', 'network-1', 'network-2', 'network-3', 'network-4']);
    expect(await registry.metrics()).toMatch(/^checkout_release_beacons_dropped_total 2$/m);
  });

  it('does not queue a beacon that names no release', async () => {
    const count = jest.fn(async () => undefined);
    const counting = createReleaseCounting({ registry: new Registry(), count });
    expect(counting.offer(beacon(1))).toBe(false);
    expect(counting.offer(beacon(2, 'stable'))).toBe(true);
    await counting.idle();
    expect(count).toHaveBeenCalledTimes(1);
  });
});
