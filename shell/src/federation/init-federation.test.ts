import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { TEST_RUNTIME_CONFIG } from '@checkout/dev-kit/testing';
import type { RuntimeConfig } from '@checkout/shared';
import { initFederation } from './init-federation';
import { RELEASE_STORAGE_KEY } from './release-assignment';
import { releaseHooks } from './release-hooks';
import { releaseSession, remoteRelease, stepNumberOf } from './release-session';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedRegisterRemotes = jest.mocked(registerRemotes);
const candidate = { manifest: 'http://cdn.example/agenda/2/mf-manifest.json', version: '0.1.0-bbbbbbbb' };
const stable = { manifest: TEST_RUNTIME_CONFIG.remotes.mfe_agenda, version: '0.1.0-aaaaaaaa' };

const released = (share: number): RuntimeConfig => ({
  ...TEST_RUNTIME_CONFIG,
  releases: { mfe_agenda: { stable, candidate: { ...candidate, share } } },
});

/** A Storage stand-in holding what the page stored. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const agendaEntry = () => {
  const remote = mockedRegisterRemotes.mock.calls.at(-1)?.[0].find((r) => r.name === 'mfe_agenda');
  return remote && 'entry' in remote ? remote.entry : undefined;
};

beforeEach(() => {
  mockedRegisterRemotes.mockReset();
  globalThis.__checkoutFailures = undefined;
  delete releaseHooks.leave;
});

it('registers a config without releases at once, touching no storage and setting no hook', () => {
  const storage = memoryStorage();
  void initFederation(TEST_RUNTIME_CONFIG, { storage });
  expect(agendaEntry()).toBe(TEST_RUNTIME_CONFIG.remotes.mfe_agenda);
  expect(storage.items.size).toBe(0);
  expect(releaseHooks).toEqual({});
});

it('registers the build the session drew, keeps the draw across page loads, and tags it', async () => {
  const storage = memoryStorage();
  await initFederation(released(100), { storage });
  expect(agendaEntry()).toBe(candidate.manifest);
  expect(remoteRelease('mfe_agenda')).toEqual({ version: candidate.version, release: 'candidate' });
  expect(remoteRelease('mfe_contact')).toBeUndefined();
  const session = releaseSession();
  expect(session).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(JSON.parse(storage.items.get(RELEASE_STORAGE_KEY) ?? '')).toEqual({
    session,
    drawn: { mfe_agenda: { version: candidate.version, release: 'candidate' } },
  });

  // The next page load, with the candidate narrowed to nothing: the session keeps what it drew.
  await initFederation(released(0), { storage });
  expect(agendaEntry()).toBe(candidate.manifest);
  expect(releaseSession()).toBe(session);
});

it('gives up a failed candidate on Retry: the page loads again, on the stable build', async () => {
  const storage = memoryStorage();
  const reload = jest.fn();
  await initFederation(released(100), { storage, reload });
  expect(releaseHooks.leave?.('mfe_contact')).toBe(false);
  expect(releaseHooks.leave?.('mfe_agenda')).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(releaseHooks.leave?.('mfe_agenda')).toBe(false);
  await initFederation(released(100), { storage, reload });
  expect(agendaEntry()).toBe(stable.manifest);
  expect(remoteRelease('mfe_agenda')).toEqual({ version: stable.version, release: 'stable' });
  expect(releaseHooks.leave?.('mfe_agenda')).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('draws afresh over garbage in storage, and without storage at all', async () => {
  const storage = memoryStorage();
  storage.items.set(RELEASE_STORAGE_KEY, '{"session":1}');
  await initFederation(released(100), { storage });
  expect(releaseSession()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await initFederation(released(100), { storage: null });
  expect(agendaEntry()).toBe(candidate.manifest);
});

describe('the release beacon', () => {
  const sent: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0,
    });
  });

  it("reports a release's load once per page and every failure, tagged with the build and the session", async () => {
    await initFederation(released(100), { storage: memoryStorage() });
    const tags = {
      remote: 'mfe_agenda',
      version: candidate.version,
      release: 'candidate',
      session: releaseSession(),
    };
    // The federation runtime's word on each load, through the session's plugin.
    const plugin = jest
      .mocked(registerPlugins)
      .mock.calls.flatMap(([plugins]) => plugins)
      .findLast((p) => p?.name === 'checkout-canary-release');
    const afterLoad = (name: string, error?: Error) =>
      (plugin?.afterLoadRemote as (args: unknown) => void)({ remote: { name }, error });
    afterLoad('mfe_agenda');
    afterLoad('mfe_agenda');
    globalThis.__checkoutFailures?.push(['mfe_agenda', 'step-3', false]);
    globalThis.__checkoutFailures?.push(['mfe_contact', 'step-4', false]);
    afterLoad('mfe_agenda', new Error('down'));
    // Its boundary's catch is that failure: no render error besides.
    globalThis.__checkoutFailures?.push(['mfe_agenda', 'step-2', true]);
    expect(sent).toEqual([
      {
        url: `${TEST_RUNTIME_CONFIG.apiBaseUrl}/telemetry`,
        body: { events: [], loads: [{ step: null, ...tags }] },
      },
      {
        url: `${TEST_RUNTIME_CONFIG.apiBaseUrl}/telemetry`,
        body: { events: [{ kind: 'render_error', step: 3, ...tags }] },
      },
      {
        url: `${TEST_RUNTIME_CONFIG.apiBaseUrl}/telemetry`,
        body: { events: [{ kind: 'load_failure', step: null, ...tags }] },
      },
    ]);
    expect(stepNumberOf('step-1-self')).toBe(1);
  });
});
