/** @jest-environment ./test/support/pglite-environment.cjs */
// Canary releases of the remotes (issue 36): the operator's calls, the state the server of checkout-config.json
// reads, and the automatic rollback's rule and counts (in the database, so several processes agree).
import { openDatabase } from '../src/db/open-database';
import {
  DEFAULT_ROLLBACK_RULE,
  observeReleaseEvent,
  rollbackReason,
  type ReleaseEvent,
} from '../src/domain/releases';
import {
  createClock,
  createTestDatabase,
  listenTestApp,
  DRIVERS,
  OPERATOR_AUTH,
  type TestApp,
  type TestDatabase,
} from './support/test-app';

const PUBLIC = '/api/checkout/releases';
const STATUS = '/api/operator/releases';
const call = (action: 'start' | 'widen' | 'promote' | 'rollback') => `/api/operator/releases/${action}`;

const CANDIDATE = 'https://cdn.example/mfe-agenda/2030-03-25-1/mf-manifest.json';
const NEXT = 'https://cdn.example/mfe-agenda/2030-03-26-1/mf-manifest.json';

const session = (n: number) => `release-session-${String(n).padStart(6, '0')}`;

describe('the automatic rollback rule', () => {
  const rule = { margin: 0.05, minSessions: 20 };
  const counts = (candidate: [number, number], stable: [number, number]) => ({
    candidate: { sessions: candidate[0], failed: candidate[1] },
    stable: { sessions: stable[0], failed: stable[1] },
  });

  it('waits for the minimum number of candidate sessions, whatever their failures', () => {
    expect(rollbackReason(counts([19, 19], [200, 0]), rule)).toBeNull();
    expect(rollbackReason(counts([20, 19], [200, 0]), rule)).toMatch(
      /^automatic: 19 of 20 candidate sessions/,
    );
  });

  it('withdraws only when the candidate fails more often than the stable build by more than the margin', () => {
    // 10 % against 6 %: within 5 points. 12 % against 6 %: beyond.
    expect(rollbackReason(counts([100, 10], [100, 6]), rule)).toBeNull();
    expect(rollbackReason(counts([100, 12], [100, 6]), rule)).not.toBeNull();
    // Exactly the margin is still within it.
    expect(rollbackReason(counts([100, 5], [100, 0]), rule)).toBeNull();
    // A candidate that fails less than the stable build stays.
    expect(rollbackReason(counts([100, 1], [100, 30]), rule)).toBeNull();
  });

  it('takes the stable rate as 0 until the stable build has the minimum number of sessions', () => {
    expect(rollbackReason(counts([20, 2], [19, 19]), rule)).not.toBeNull();
    expect(rollbackReason(counts([20, 2], [20, 20]), rule)).toBeNull();
  });

  it('has documented defaults: 5 percentage points over 50 sessions, one session per side from a network', () => {
    expect(DEFAULT_ROLLBACK_RULE).toEqual({ margin: 0.05, minSessions: 50, sessionsPerNetwork: 1 });
  });
});

/** The operator's answer: every remote's release state. */
interface StatusAnswer {
  releases: ({ remote: string } & Record<string, unknown>)[];
}

describe.each(DRIVERS)('canary releases (%s)', (driver) => {
  let t: TestApp;
  let database: TestDatabase;
  beforeAll(async () => {
    const clock = createClock();
    database = await createTestDatabase(driver, clock.now());
    // Beacons name their sender's address (behind a trusted proxy): a network counts so many sessions and no more.
    t = await listenTestApp(database, clock, { trustProxy: ['127.0.0.1'] });
  }, 60_000);
  afterAll(() => t.dispose());

  const operator = (action: Parameters<typeof call>[0], payload: object) =>
    t.inject({ method: 'POST', url: call(action), headers: OPERATOR_AUTH, payload });
  /** A candidate at 50 % with the automatic rollback on, by the rule's settings given. */
  const startWatched = (remote: string, version: string, rule: Record<string, number>) =>
    operator('start', { remote, manifest: CANDIDATE, version, share: 50, autoRollback: true, ...rule });
  /** A browser's beacon from `from` (the test app trusts 127.0.0.1 as its proxy). */
  const beacon = (body: object, from = '203.0.113.1') =>
    t.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': from },
      payload: JSON.stringify(body),
    });

  const event = (n: number, overrides: Partial<ReleaseEvent> = {}): ReleaseEvent => ({
    kind: 'vital',
    remote: 'mfe_agenda',
    version: '0.1.0-cand0001',
    release: 'candidate',
    session: session(n),
    ...overrides,
  });

  it('starts, widens, promotes and rolls back a candidate; the public state follows', async () => {
    expect((await t.inject({ url: PUBLIC })).json()).toEqual({});
    const started = await operator('start', {
      remote: 'mfe_agenda',
      manifest: CANDIDATE,
      version: '0.1.0-cand0001',
      share: 10,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().releases).toEqual([
      {
        remote: 'mfe_agenda',
        stable: null,
        candidate: {
          manifest: CANDIDATE,
          version: '0.1.0-cand0001',
          share: 10,
          startedAt: t.clock.now().toISOString(),
          autoRollback: null,
          sessions: { stable: { sessions: 0, failed: 0 }, candidate: { sessions: 0, failed: 0 } },
        },
        last: null,
      },
    ]);
    const publicState = await t.inject({ url: PUBLIC });
    expect(publicState.headers['cache-control']).toBe('no-cache');
    expect(publicState.json()).toEqual({
      mfe_agenda: { candidate: { manifest: CANDIDATE, version: '0.1.0-cand0001', share: 10 } },
    });

    // A second candidate while one runs: refused, nothing changed.
    const second = await operator('start', { remote: 'mfe_agenda', manifest: NEXT, version: 'x1', share: 5 });
    expect(second.statusCode).toBe(400);
    expect(Object.keys(second.json().fields ?? {})).toEqual(['remote']);

    expect((await operator('widen', { remote: 'mfe_agenda', share: 50 })).statusCode).toBe(200);
    expect((await t.inject({ url: PUBLIC })).json()).toEqual({
      mfe_agenda: { candidate: { manifest: CANDIDATE, version: '0.1.0-cand0001', share: 50 } },
    });

    const promoted = await operator('promote', { remote: 'mfe_agenda' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<StatusAnswer>().releases[0]).toEqual(
      expect.objectContaining({
        stable: { manifest: CANDIDATE, version: '0.1.0-cand0001' },
        candidate: null,
        last: expect.objectContaining({ version: '0.1.0-cand0001', status: 'promoted', reason: 'operator' }),
      }),
    );
    expect((await t.inject({ url: PUBLIC })).json()).toEqual({
      mfe_agenda: { stable: { manifest: CANDIDATE, version: '0.1.0-cand0001' } },
    });

    // The next candidate, rolled back by the operator: the promoted build stays stable.
    await operator('start', { remote: 'mfe_agenda', manifest: NEXT, version: '0.1.0-cand0002', share: 20 });
    expect((await t.inject({ url: PUBLIC })).json()).toEqual({
      mfe_agenda: {
        stable: { manifest: CANDIDATE, version: '0.1.0-cand0001' },
        candidate: { manifest: NEXT, version: '0.1.0-cand0002', share: 20 },
      },
    });
    const rolledBack = await operator('rollback', { remote: 'mfe_agenda' });
    expect(rolledBack.json<StatusAnswer>().releases[0]?.last).toEqual(
      expect.objectContaining({ version: '0.1.0-cand0002', status: 'rolled_back', reason: 'operator' }),
    );
    expect((await t.inject({ url: PUBLIC })).json()).toEqual({
      mfe_agenda: { stable: { manifest: CANDIDATE, version: '0.1.0-cand0001' } },
    });

    // Nothing left to widen, promote or roll back: 404.
    for (const [action, payload] of [
      ['widen', { remote: 'mfe_agenda', share: 10 }],
      ['promote', { remote: 'mfe_agenda' }],
      ['rollback', { remote: 'mfe_agenda' }],
    ] as const) {
      expect((await operator(action, payload)).statusCode).toBe(404);
    }
  });

  it('names the bad field of a wrong call with 400', async () => {
    for (const [payload, field] of [
      [{ remote: 'mfe_nothing', manifest: CANDIDATE, version: 'v1', share: 10 }, 'remote'],
      [{ remote: 'mfe_contact', manifest: 'javascript:alert(1)', version: 'v1', share: 10 }, 'manifest'],
      [{ remote: 'mfe_contact', manifest: CANDIDATE, version: 'v 1', share: 10 }, 'version'],
      [{ remote: 'mfe_contact', manifest: CANDIDATE, version: 'v1', share: 101 }, 'share'],
      [{ remote: 'mfe_contact', manifest: CANDIDATE, version: 'v1', share: 10, margin: 2 }, 'margin'],
      [
        { remote: 'mfe_contact', manifest: CANDIDATE, version: 'v1', share: 10, minSessions: 0.5 },
        'minSessions',
      ],
    ] as const) {
      const res = await operator('start', payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual([field]);
    }
    expect((await t.inject({ url: PUBLIC })).json()).not.toHaveProperty('mfe_contact');
  });

  it('is closed: without the token, or with a wrong one, 403 and nothing changes', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      expect((await t.inject({ url: STATUS, headers })).statusCode).toBe(403);
      const res = await t.inject({
        method: 'POST',
        url: call('start'),
        headers,
        payload: { remote: 'mfe_contact', manifest: CANDIDATE, version: 'v1', share: 100 },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.inject({ url: PUBLIC })).json()).not.toHaveProperty('mfe_contact');
  });

  it('withdraws a failing candidate automatically, counting each session once per side', async () => {
    await startWatched('mfe_contact', '0.1.0-cand0001', { margin: 0.2, minSessions: 4 });
    // Each session from a network of its own.
    const observe = (e: ReleaseEvent) => observeReleaseEvent(t.db, e, t.clock.now(), `network-${e.session}`);
    const contact = (n: number, overrides: Partial<ReleaseEvent> = {}) =>
      event(n, { remote: 'mfe_contact', ...overrides });
    // Four healthy stable sessions, three healthy candidate sessions (one of them reporting twice).
    for (const n of [1, 2, 3, 4])
      expect(await observe(contact(n, { release: 'stable', version: 's' }))).toBeNull();
    for (const n of [5, 6, 7, 7]) expect(await observe(contact(n))).toBeNull();
    // Events that count for nothing: another remote's, an earlier candidate's, one without a release.
    expect(await observe(contact(8, { kind: 'render_error', version: '0.0.9-old' }))).toBeNull();
    expect(await observe(contact(9, { kind: 'render_error', release: undefined }))).toBeNull();
    expect(await observe(event(10, { kind: 'render_error', remote: 'mfe_nothing' }))).toBeNull();
    // A failure of a session already counted: 1 of 3 failed, but under the minimum of 4 sessions.
    expect(await observe(contact(5, { kind: 'render_error' }))).toBeNull();
    let status = (await t.inject({ url: STATUS, headers: OPERATOR_AUTH })).json<StatusAnswer>();
    expect(status.releases.find((r) => r.remote === 'mfe_contact')?.candidate).toHaveProperty('sessions', {
      stable: { sessions: 4, failed: 0 },
      candidate: { sessions: 3, failed: 1 },
    });
    // The fourth candidate session fails: 2 of 4 (50 %) against 0 of 4: beyond 20 points.
    const reason = await observe(contact(11, { kind: 'load_failure' }));
    expect(reason).toMatch(/^automatic: 2 of 4 candidate sessions failed \(50\.0 %\), stable 0 of 4/);
    expect((await t.inject({ url: PUBLIC })).json()).not.toHaveProperty('mfe_contact.candidate');
    status = (await t.inject({ url: STATUS, headers: OPERATOR_AUTH })).json<StatusAnswer>();
    expect(status.releases.find((r) => r.remote === 'mfe_contact')).toEqual(
      expect.objectContaining({
        candidate: null,
        last: expect.objectContaining({ status: 'rolled_back', reason }),
      }),
    );
    // Later failures of sessions still on it change nothing.
    expect(await observe(contact(12, { kind: 'api_error' }))).toBeNull();
  });

  it("hears the browsers' beacons: loads count sessions, failures of the candidate withdraw it", async () => {
    await startWatched('mfe_agenda', '0.2.0-cand0003', { margin: 0.25, minSessions: 2 });
    const load = (n: number, release: 'stable' | 'candidate') => ({
      step: 3,
      remote: 'mfe_agenda',
      version: release === 'candidate' ? '0.2.0-cand0003' : '0.1.0-stable00',
      release,
      session: session(200 + n),
    });
    // Loads only (no event), each session from a browser of its own: two on the stable build, one on the candidate.
    for (const [n, side, from] of [
      [1, 'stable', '203.0.113.1'],
      [2, 'stable', '203.0.113.2'],
      [3, 'candidate', '203.0.113.3'],
    ] as const)
      expect((await beacon({ events: [], loads: [load(n, side)] }, from)).statusCode).toBe(204);
    expect((await beacon({ events: [] })).statusCode).toBe(400);
    // The fourth session loads the candidate and its step 3 throws.
    const failed = await beacon(
      {
        events: [
          {
            kind: 'render_error',
            step: 3,
            remote: 'mfe_agenda',
            version: '0.2.0-cand0003',
            release: 'candidate',
            session: session(204),
          },
        ],
        loads: [load(4, 'candidate')],
      },
      '2001:db8:4::1',
    );
    expect(failed.statusCode).toBe(204);
    // The hook counts after the answer: the candidate goes within moments (1 of 2 failed, 50 % > 25 points).
    const deadline = Date.now() + 10_000;
    while (
      (await t.inject({ url: PUBLIC })).json<{ mfe_agenda?: { candidate?: unknown } }>().mfe_agenda?.candidate
    ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const status = (await t.inject({ url: STATUS, headers: OPERATOR_AUTH })).json<StatusAnswer>();
    expect(status.releases.find((r) => r.remote === 'mfe_agenda')?.last).toEqual(
      expect.objectContaining({
        version: '0.2.0-cand0003',
        status: 'rolled_back',
        reason: expect.stringMatching(/^automatic: 1 of 2 candidate sessions failed/),
      }),
    );
    // The metrics name the candidate's version with its failure and its loads.
    const metrics = (await t.inject({ url: '/api/metrics', headers: OPERATOR_AUTH })).body;
    expect(metrics).toMatch(
      /checkout_frontend_failures_total\{kind="render_error",step="3",remote="mfe_agenda",version="0\.2\.0-cand0003",release="candidate"\} 1/,
    );
    expect(metrics).toMatch(
      /checkout_remote_loads_total\{step="3",remote="mfe_agenda",version="0\.2\.0-cand0003",release="candidate"\} 2/,
    );
  });

  it('counts one network so many sessions per side: a client inventing session ids cannot withdraw a candidate', async () => {
    await startWatched('mfe_confirmation', 'c3', { margin: 0.1, minSessions: 3 });
    const failures = (first: number, count: number) => ({
      events: Array.from({ length: count }, (_, i) => ({
        kind: 'render_error',
        step: 7,
        remote: 'mfe_confirmation',
        version: 'c3',
        release: 'candidate',
        session: session(500 + first + i),
      })),
    });
    const counted = async () =>
      (await t.inject({ url: STATUS, headers: OPERATOR_AUTH }))
        .json<StatusAnswer>()
        .releases.find((r) => r.remote === 'mfe_confirmation')?.candidate as {
        sessions: { candidate: { sessions: number; failed: number } };
      } | null;
    // One client: 20 invented failing sessions in a beacon, then more from other addresses of its /64.
    expect((await beacon(failures(0, 20), '2001:db8:7:7::1')).statusCode).toBe(204);
    expect((await beacon(failures(20, 10), '2001:db8:7:7::2')).statusCode).toBe(204);
    expect((await beacon(failures(30, 10), '2001:db8:7:7:ffff::9')).statusCode).toBe(204);
    // The hook counts after the answer.
    const deadline = Date.now() + 10_000;
    while ((await counted())?.sessions.candidate.sessions !== 1) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await counted())?.sessions.candidate).toEqual({ sessions: 1, failed: 1 });
    // The candidate stays: one network is one voice, under the minimum of 3 sessions.
    expect(
      (await t.inject({ url: PUBLIC })).json<{ mfe_confirmation?: { candidate?: { version: string } } }>()
        .mfe_confirmation?.candidate?.version,
    ).toBe('c3');
    // Travellers on two more networks whose step 7 fails: 3 of 3 candidate sessions failed, and it goes.
    expect((await beacon(failures(100, 1), '198.51.100.7')).statusCode).toBe(204);
    expect((await beacon(failures(101, 1), '2001:db8:9:9::1')).statusCode).toBe(204);
    while (
      (await t.inject({ url: PUBLIC })).json<{ mfe_confirmation?: { candidate?: unknown } }>()
        .mfe_confirmation?.candidate
    ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The stored rows name networks by their keyed hash, never an address.
    const clients = await t.db.query<{ client_key: string }>('select client_key from release_sessions');
    expect(clients.length).toBeGreaterThan(0);
    for (const { client_key: key } of clients) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$|^network-/);
  });

  it('issue 47: counts an IPv6 /48 as one network: 50 /64s of one party cannot withdraw a candidate', async () => {
    await startWatched('mfe_contact', 'c5', { margin: 0.05, minSessions: 50 });
    const failing = (n: number, release: 'candidate' | 'stable' = 'candidate') => ({
      events: [
        {
          kind: release === 'candidate' ? 'render_error' : 'vital',
          ...(release === 'stable' ? { name: 'LCP', value: 900 } : {}),
          step: 4,
          remote: 'mfe_contact',
          version: release === 'candidate' ? 'c5' : '4.6.0',
          release,
          session: session(900 + n),
        },
      ],
    });
    // One party's /56 (the probe) gives it 256 /64s, its /48 65,536: 50 of them, each inventing a failure.
    for (let n = 0; n < 50; n += 1) {
      const from = `2001:db8:4848:${(0xaa00 + n).toString(16)}::1`;
      expect((await beacon(failing(n), from)).statusCode).toBe(204);
    }
    // A traveller elsewhere on the stable build, counted after every beacon before it (the counting is in order).
    expect((await beacon(failing(99, 'stable'), '198.51.100.99')).statusCode).toBe(204);
    const counted = async () =>
      (await t.inject({ url: STATUS, headers: OPERATOR_AUTH }))
        .json<StatusAnswer>()
        .releases.find((r) => r.remote === 'mfe_contact')?.candidate as {
        sessions: Record<'candidate' | 'stable', { sessions: number; failed: number }>;
      } | null;
    const deadline = Date.now() + 15_000;
    // Until the stable session is counted, or the candidate is withdrawn (as it was with a /64 for a network).
    for (let now = await counted(); now && now.sessions.stable.sessions !== 1; now = await counted()) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await counted())?.sessions.candidate).toEqual({ sessions: 1, failed: 1 });
    expect(
      (await t.inject({ url: PUBLIC })).json<{ mfe_contact?: { candidate?: { version: string } } }>()
        .mfe_contact?.candidate?.version,
    ).toBe('c5');
    await operator('rollback', { remote: 'mfe_contact' });
  });

  it('counts as many sessions per network as the release allows', async () => {
    await startWatched('mfe_selection', 'c4', { minSessions: 100, sessionsPerNetwork: 3 });
    for (let n = 0; n < 5; n += 1)
      await observeReleaseEvent(
        t.db,
        event(700 + n, { remote: 'mfe_selection', version: 'c4', kind: 'render_error' }),
        t.clock.now(),
        'one-office',
      );
    // A session already counted still reports its failure from another network (a phone leaving the Wi-Fi).
    await observeReleaseEvent(
      t.db,
      event(700, { remote: 'mfe_selection', version: 'c4', kind: 'render_error' }),
      t.clock.now(),
      'mobile',
    );
    const status = (await t.inject({ url: STATUS, headers: OPERATOR_AUTH })).json<StatusAnswer>();
    expect(status.releases.find((r) => r.remote === 'mfe_selection')?.candidate).toEqual(
      expect.objectContaining({
        autoRollback: { margin: 0.05, minSessions: 100, sessionsPerNetwork: 3 },
        sessions: { stable: { sessions: 0, failed: 0 }, candidate: { sessions: 3, failed: 3 } },
      }),
    );
    await operator('rollback', { remote: 'mfe_selection' });
  });

  it('keeps a candidate without the automatic rollback whatever its sessions report', async () => {
    await operator('start', { remote: 'mfe_selection', manifest: CANDIDATE, version: 'c1', share: 100 });
    for (let n = 0; n < 60; n += 1) {
      expect(
        await observeReleaseEvent(
          t.db,
          event(n, { remote: 'mfe_selection', version: 'c1', kind: 'render_error' }),
          t.clock.now(),
          `network-${n}`,
        ),
      ).toBeNull();
    }
    expect(
      (await t.inject({ url: PUBLIC })).json<Record<string, { candidate?: { version: string } }>>()
        .mfe_selection?.candidate?.version,
    ).toBe('c1');
    await operator('rollback', { remote: 'mfe_selection' });
  });

  if (driver === 'postgres') {
    it('two API processes on one database count the same sessions and withdraw the candidate once', async () => {
      await startWatched('mfe_confirmation', 'c2', { margin: 0.1, minSessions: 10 });
      const other = await openDatabase({ databaseUrl: database.url as string });
      try {
        const reasons = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            observeReleaseEvent(
              n % 2 === 0 ? t.db : other,
              event(100 + n, { remote: 'mfe_confirmation', version: 'c2', kind: 'render_error' }),
              t.clock.now(),
              `network-${n}`,
            ),
          ),
        );
        expect(reasons.filter((r) => r !== null)).toHaveLength(1);
        expect((await t.inject({ url: PUBLIC })).json()).not.toHaveProperty('mfe_confirmation.candidate');
      } finally {
        await other.close();
      }
    });
  }
});
