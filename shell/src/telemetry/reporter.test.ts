import { API_PATHS, type TelemetryBatch } from '@checkout/shared/contract';
import { telemetryBatchSchema, WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import type { FailureNote } from './failure-notes';
import {
  FLUSH_AFTER_MS,
  MAX_BEACONS_PER_MINUTE,
  createReporter,
  stepNumber,
  type ReporterDeps,
} from './reporter';
import { takeFailures } from './failure-notes';
import { versionFromSnapshots } from './start-reporter';

/** A reporter with a fake beacon, storage, clock and timers. */
function setup(overrides: Partial<ReporterDeps> = {}) {
  const beacons: { url: string; body: TelemetryBatch }[] = [];
  const timers: { run: () => void; at: number }[] = [];
  let now = 0;
  const store = new Map<string, string>();
  const deps: ReporterDeps = {
    apiBaseUrl: 'https://api.example/api/',
    send: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) as TelemetryBatch });
      return true;
    },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    random: () => 0.05,
    randomId: () => 'a1b2c3d4e5f60718a1b2c3d4e5f60718',
    now: () => now,
    versionOf: (remote) => (remote === 'mfe_agenda' ? '4.7.0' : 'unknown'),
    setTimer: (run, ms) => timers.push({ run, at: now + ms }),
    ...overrides,
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.splice(0).filter((t) => t.at <= now)) timer.run();
  };
  return { beacons, timers, store, deps, advance, reporter: createReporter(deps) };
}

describe('the telemetry reporter', () => {
  it('batches vitals and failures into one beacon to the API, tagged with step, remote and version', () => {
    const { beacons, reporter, advance } = setup();
    reporter.vital('LCP', 1834.4567, 3, 'mfe_agenda');
    reporter.failure('render_error', 'mfe_agenda', 3);
    expect(beacons).toEqual([]);
    advance(FLUSH_AFTER_MS);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(`https://api.example/api${API_PATHS.telemetry}`);
    expect(beacons[0]!.body.events).toEqual([
      {
        kind: 'vital',
        name: 'LCP',
        value: 1834.457,
        step: 3,
        remote: 'mfe_agenda',
        version: '4.7.0',
        session: 'a1b2c3d4e5f60718a1b2c3d4e5f60718',
      },
      {
        kind: 'render_error',
        step: 3,
        remote: 'mfe_agenda',
        version: '4.7.0',
        session: 'a1b2c3d4e5f60718a1b2c3d4e5f60718',
      },
    ]);
    // What the API's schema accepts: fixed words, names and numbers only.
    expect(() => telemetryBatchSchema.validateSync(beacons[0]!.body, WIRE_VALIDATE_OPTIONS)).not.toThrow();
  });

  it('samples per session: an unsampled session sends no vitals but its failures, and keeps its lot across reloads', () => {
    const first = setup({ random: () => 0.5 });
    first.reporter.vital('CLS', 0.2, 1, 'mfe_selection');
    first.reporter.failure('load_failure', 'mfe_agenda', 2);
    first.advance(FLUSH_AFTER_MS);
    expect(first.beacons.flatMap((b) => b.body.events.map((e) => e.kind))).toEqual(['load_failure']);
    // A reload in the same tab: same session id, same lot, whatever the dice say now.
    const reloaded = createReporter({
      ...first.deps,
      random: () => 0,
      randomId: () => 'another-id-000000000',
    });
    expect(reloaded.session).toEqual(first.reporter.session);
  });

  it('sends full batches at once, and no more beacons a minute than its limit', () => {
    const { beacons, reporter, advance } = setup();
    for (let i = 0; i < 20 * (MAX_BEACONS_PER_MINUTE + 2); i += 1)
      reporter.failure('render_error', 'mfe_agenda', 3);
    expect(beacons).toHaveLength(MAX_BEACONS_PER_MINUTE);
    expect(beacons.every((b) => b.body.events.length === 20)).toBe(true);
    advance(60_000);
    expect(beacons).toHaveLength(MAX_BEACONS_PER_MINUTE + 2);
  });

  it('keeps events when the browser refuses a beacon, and sends them at the next flush', () => {
    let accept = false;
    const sent: string[] = [];
    const { reporter } = setup({
      send: (_url, body) => {
        if (accept) sent.push(body);
        return accept;
      },
    });
    reporter.apiError(503, 'mfe_confirmation', 6);
    reporter.flush();
    expect(sent).toEqual([]);
    accept = true;
    reporter.flush();
    expect(JSON.parse(sent[0]!).events[0]).toMatchObject({ kind: 'api_error', status: 503, step: 6 });
  });

  it('reads the step of a step id or an address, step 1 self as 1', () => {
    expect(stepNumber('step-3')).toBe(3);
    expect(stepNumber('/checkout/fr/step-1-self')).toBe(1);
    expect(stepNumber('/checkout/manage/abc')).toBeNull();
    expect(stepNumber(null)).toBeNull();
  });

  it("reads a remote's version from the federation runtime's manifests, unknown before it loaded", () => {
    const snapshots = { 'mfe_agenda:https://cdn.example/agenda/mf-manifest.json': { buildVersion: '4.7.0' } };
    expect(versionFromSnapshots('mfe_agenda', snapshots)).toBe('4.7.0');
    expect(versionFromSnapshots('mfe_contact', snapshots)).toBe('unknown');
    expect(versionFromSnapshots('mfe_agenda', { mfe_agenda: { buildVersion: '<script>' } })).toBe('unknown');
  });

  it('hands the failures noted before it started to the reporter, then every later one', () => {
    const page: { __checkoutFailures?: FailureNote[] } = {
      __checkoutFailures: [['mfe_agenda', 'step-2', true]],
    };
    const heard: FailureNote[] = [];
    takeFailures((note) => heard.push(note), page);
    page.__checkoutFailures!.push(['mfe_agenda', 'step-3', false]);
    expect(heard).toEqual([
      ['mfe_agenda', 'step-2', true],
      ['mfe_agenda', 'step-3', false],
    ]);
  });

  it('lets every taker hear every failure: a canary session first, the reporter later', () => {
    const page: { __checkoutFailures?: FailureNote[] } = {};
    const release: FailureNote[] = [];
    const reporter: FailureNote[] = [];
    takeFailures((note) => release.push(note), page);
    page.__checkoutFailures!.push(['mfe_agenda', 'step-3', false]);
    takeFailures((note) => reporter.push(note), page);
    page.__checkoutFailures!.push(['mfe_contact', 'step-4', true]);
    expect(release).toEqual([
      ['mfe_agenda', 'step-3', false],
      ['mfe_contact', 'step-4', true],
    ]);
    expect(reporter).toEqual(release);
  });
});
