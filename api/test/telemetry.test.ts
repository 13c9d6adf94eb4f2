/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 36: the browser's beacons at POST /api/telemetry, and what they add to the metrics.
import { API_PATHS, type TelemetryEvent } from '@checkout/shared/contract';
import fs from 'node:fs';
import path from 'node:path';
import { API_OWN_PATHS } from '../src/http/own-paths';
import { LABELLED_REMOTES, MAX_FREE_VERSIONS_PER_REMOTE } from '../src/observability/telemetry';
import {
  DRIVERS,
  MANY_TRAVELLERS_LIMITS,
  OPERATOR_AUTH,
  createTestApp,
  type TestApp,
} from './support/test-app';

const BEACON = `/api${API_PATHS.telemetry}`;
const METRICS = `/api${API_OWN_PATHS.metrics}`;
const SESSION = 'rs_telemetry_0123456789';

const failure = (overrides: Partial<TelemetryEvent> = {}): TelemetryEvent => ({
  kind: 'render_error',
  step: 3,
  remote: 'mfe_agenda',
  version: '9.9.9-cand',
  release: 'candidate',
  session: SESSION,
  ...overrides,
});

/** What navigator.sendBeacon sends for a string: text/plain, no preflight. */
const beacon = (t: TestApp, body: unknown) =>
  t.inject({
    method: 'POST',
    url: BEACON,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:8080' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(DRIVERS)('telemetry beacons (%s)', (driver) => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    limited = await createTestApp(driver, undefined, {
      rateLimits: { ...MANY_TRAVELLERS_LIMITS, telemetry: { max: 2, windowMs: 60_000 } },
    });
  }, 60_000);
  afterAll(async () => {
    await t.dispose();
    await limited.dispose();
  });

  it('takes a text/plain batch, tells the listeners and counts it in the metrics', async () => {
    const heard: TelemetryEvent[][] = [];
    const events = [
      failure(),
      failure({ kind: 'load_failure', step: 2 }),
      {
        kind: 'vital',
        step: 3,
        remote: 'mfe_agenda',
        version: '4.6.0',
        session: SESSION,
        name: 'LCP',
        value: 1800,
      },
      {
        kind: 'vital',
        step: 3,
        remote: 'mfe_agenda',
        version: '4.6.0',
        session: SESSION,
        name: 'CLS',
        value: 0.04,
      },
      {
        kind: 'api_error',
        step: 6,
        remote: 'mfe_confirmation',
        version: '4.6.0',
        session: SESSION,
        status: 503,
      },
    ];
    const unsubscribe = listenTo(t, (batch) => heard.push([...batch]));
    const res = await beacon(t, { events });
    unsubscribe();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(heard).toEqual([events]);

    const scrape = (await t.inject({ url: METRICS, headers: OPERATOR_AUTH })).body;
    expect(scrape).toContain(
      'checkout_frontend_failures_total{kind="render_error",step="3",remote="mfe_agenda",version="9.9.9-cand",release="candidate"} 1',
    );
    expect(scrape).toContain(
      'checkout_frontend_failures_total{kind="load_failure",step="2",remote="mfe_agenda",version="9.9.9-cand",release="candidate"} 1',
    );
    expect(scrape).toContain(
      'checkout_frontend_failures_total{kind="api_error",step="6",remote="mfe_confirmation",version="4.6.0",release="stable"} 1',
    );
    expect(scrape).toContain(
      'checkout_web_vital_seconds_bucket{le="2.5",name="LCP",step="3",remote="mfe_agenda",version="4.6.0"} 1',
    );
    expect(scrape).toContain(
      'checkout_web_vital_layout_shift_bucket{le="0.05",name="CLS",step="3",remote="mfe_agenda",version="4.6.0"} 1',
    );
  });

  it('refuses personal data, unknown fields and malformed batches with 400 naming the field, and counts nothing', async () => {
    const before = (await t.inject({ url: METRICS, headers: OPERATOR_AUTH })).body;
    for (const [body, field] of [
      [{ events: [{ ...failure(), email: 'anna@example.ch' }] }, 'events[0].email'],
      [{ events: [failure({ version: 'Anna Muster' })] }, 'events[0].version'],
      [{ events: [failure({ remote: 'https://x.example' })] }, 'events[0].remote'],
      [{ events: [failure({ session: 'x' })] }, 'events[0].session'],
      [{ events: Array.from({ length: 21 }, () => failure()) }, 'events'],
      ['{not json', 'body'],
    ] as const) {
      const res = await beacon(t, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual([field]);
    }
    const after = (await t.inject({ url: METRICS, headers: OPERATOR_AUTH })).body;
    const failures = (text: string) =>
      text.split('\n').filter((l) => l.startsWith('checkout_frontend_failures_total'));
    expect(failures(after)).toEqual(failures(before));
  });

  it('takes JSON too, while every other route still answers text/plain with 415', async () => {
    const json = await t.inject({ method: 'POST', url: BEACON, payload: { events: [failure()] } });
    expect(json.statusCode).toBe(204);
    const hold = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.hold}`,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(hold.statusCode).toBe(415);
  });

  /** Every series of a scrape (name and labels, without the value), apart from the request latency's. */
  const seriesOf = async (app: TestApp): Promise<Set<string>> =>
    new Set(
      (await app.inject({ url: METRICS, headers: OPERATOR_AUTH })).body
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.slice(0, line.lastIndexOf(' '))),
    );
  /** Beacons of 20 events each (three stay within the telemetry's limit per client). */
  const beacons = async (app: TestApp, all: TelemetryEvent[]) => {
    for (let i = 0; i < all.length; i += 20) {
      expect((await beacon(app, { events: all.slice(i, i + 20) })).statusCode).toBe(204);
    }
  };

  it('issue 47: labels only the remotes the runtime config can name: 60 invented names add no series', async () => {
    const fresh = await createTestApp(driver);
    try {
      // The routes' own series (latency, events by kind) exist after one real beacon and one scrape.
      await beacons(fresh, [failure({ release: undefined, version: '4.6.0' })]);
      await seriesOf(fresh);
      const before = await seriesOf(fresh);
      await beacons(
        fresh,
        Array.from({ length: 60 }, (_, i) =>
          failure({ remote: `mfe_invented_${i}`, version: `1.0.${i}`, release: undefined }),
        ),
      );
      const after = await seriesOf(fresh);
      expect([...after].filter((series) => !before.has(series))).toEqual([]);
      const scrape = (await fresh.inject({ url: METRICS, headers: OPERATOR_AUTH })).body;
      expect(scrape).toContain('checkout_telemetry_unknown_remote_events_total 60');
      expect(scrape).not.toContain('mfe_invented');
    } finally {
      await fresh.dispose();
    }
  });

  it("issue 47: the known set is the served runtime config's remotes and the shell", () => {
    const served = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../shell/public/checkout-config.json'), 'utf8'),
    ) as { remotes: Record<string, string> };
    expect([...LABELLED_REMOTES].sort()).toEqual([...Object.keys(served.remotes), 'shell'].sort());
  });

  it("issue 47: invented versions fill a remote's few free labels, never the release registry's builds", async () => {
    const fresh = await createTestApp(driver);
    try {
      const started = await fresh.inject({
        method: 'POST',
        url: `/api${API_OWN_PATHS.operatorReleaseStart}`,
        headers: OPERATOR_AUTH,
        payload: {
          remote: 'mfe_contact',
          manifest: 'https://cdn.example/mfe-contact/2030-03-25-1/mf-manifest.json',
          version: '5.0.0-cand',
          share: 10,
        },
      });
      expect(started.statusCode).toBe(200);
      await beacons(
        fresh,
        Array.from({ length: 40 }, (_, i) =>
          failure({ remote: 'mfe_contact', version: `9.0.${i}`, release: undefined }),
        ),
      );
      await beacons(fresh, [failure({ remote: 'mfe_contact', version: '5.0.0-cand' })]);
      const versions = new Set(
        [...(await seriesOf(fresh))]
          .filter((series) => series.startsWith('checkout_frontend_failures_total{'))
          .map((series) => /version="([^"]*)"/.exec(series)?.[1]),
      );
      expect(versions.size).toBeLessThanOrEqual(MAX_FREE_VERSIONS_PER_REMOTE + 2);
      expect(versions).toContain('other');
      expect(versions).toContain('5.0.0-cand');
    } finally {
      await fresh.dispose();
    }
  });

  it('limits the beacons of one client', async () => {
    expect((await beacon(limited, { events: [failure()] })).statusCode).toBe(204);
    expect((await beacon(limited, { events: [failure()] })).statusCode).toBe(204);
    const third = await beacon(limited, { events: [failure()] });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});

/** The app's hook (AppContext.telemetry, also `app.telemetry`), as another module (the canary rollback) uses it. */
const listenTo = (t: TestApp, listener: (events: readonly TelemetryEvent[]) => void): (() => void) =>
  t.app.telemetry.onEvents(listener);
