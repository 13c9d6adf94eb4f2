// Canary releases (issue 36): the config the static server serves from the API's release state, a build's version,
// and the release command's calls (against a fake API).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manifestVersion, mergeReleases } from './release-config.mjs';
import { release } from './release.mjs';

const config = {
  apiBaseUrl: 'http://localhost:4000/api',
  remotes: {
    mfe_selection: 'http://localhost:3001/mf-manifest.json',
    mfe_agenda: 'http://localhost:3002/mf-manifest.json',
  },
  product: 'Horizonte Reisen',
};
const candidate = {
  manifest: 'http://cdn.example/agenda/2/mf-manifest.json',
  version: '0.1.0-bbbbbbbb',
  share: 10,
};

test('without releases the config is served as it is', () => {
  assert.deepEqual(
    mergeReleases(config, {}, () => 'x'),
    config,
  );
});

test("a candidate names the config's line as the stable build, with that build's version", () => {
  const served = mergeReleases(config, { mfe_agenda: { candidate } }, (line) => `v(${line})`);
  assert.deepEqual(served.remotes, config.remotes);
  assert.deepEqual(served.releases, {
    mfe_agenda: {
      stable: { manifest: config.remotes.mfe_agenda, version: `v(${config.remotes.mfe_agenda})` },
      candidate,
    },
  });
});

test('a promoted build replaces the line, so a shell that knows no releases runs it too', () => {
  const stable = { manifest: candidate.manifest, version: candidate.version };
  const served = mergeReleases(config, { mfe_agenda: { stable } }, () => 'unused');
  assert.equal(served.remotes.mfe_agenda, candidate.manifest);
  assert.deepEqual(served.releases, { mfe_agenda: { stable } });
  assert.equal(served.remotes.mfe_selection, config.remotes.mfe_selection);
});

test("a build's version: its declared version and its manifest's hash", () => {
  /** @param {string} publicPath */
  const manifest = (publicPath) =>
    JSON.stringify({ name: 'mfe_agenda', metaData: { buildInfo: { buildVersion: '0.1.0' }, publicPath } });
  assert.match(manifestVersion(manifest('auto')), /^0\.1\.0-[0-9a-f]{8}$/);
  assert.notEqual(manifestVersion(manifest('auto')), manifestVersion(manifest('/other/')));
  assert.equal(manifestVersion(manifest('auto')), manifestVersion(manifest('auto')));
});

/** A fake API and CDN: records the operator calls, answers a manifest. */
function fakeApi() {
  /** @type {{ url: string, method: string, body: unknown, authorization: string | null }[]} */
  const calls = [];
  const manifestText = JSON.stringify({
    name: 'mfe_agenda',
    metaData: { buildInfo: { buildVersion: '0.2.0' } },
  });
  /** @type {typeof fetch} */
  const fetchImpl = async (input, init) => {
    const url = String(input);
    if (url.endsWith('mf-manifest.json')) return new Response(manifestText);
    const headers = new Headers(init?.headers);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('authorization'),
    });
    const running = {
      remote: 'mfe_agenda',
      stable: null,
      last: null,
      candidate: {
        ...candidate,
        startedAt: 'now',
        autoRollback: null,
        sessions: { stable: { sessions: 0, failed: 0 }, candidate: { sessions: 0, failed: 0 } },
      },
    };
    return Response.json({ releases: [running] });
  };
  return { calls, fetch: fetchImpl, version: manifestVersion(manifestText) };
}

test('the release command reaches the operator routes with the token, as checkout:offline does', async () => {
  const api = fakeApi();
  const env = { API_URL: 'http://127.0.0.1:4555', OPERATOR_TOKEN: 'tok' };
  const output = await release(
    [
      'start',
      'mfe_agenda',
      '--manifest',
      'http://cdn.example/agenda/2/mf-manifest.json',
      '--share',
      '10',
      '--auto-rollback',
      '--min-sessions',
      '3',
      '--per-network',
      '2',
    ],
    { env, fetch: api.fetch },
  );
  assert.match(output, /candidate {2}0\.1\.0-bbbbbbbb/);
  assert.deepEqual(api.calls[0], {
    url: 'http://127.0.0.1:4555/api/operator/releases/start',
    method: 'POST',
    authorization: 'Bearer tok',
    body: {
      remote: 'mfe_agenda',
      manifest: 'http://cdn.example/agenda/2/mf-manifest.json',
      version: api.version,
      share: 10,
      autoRollback: true,
      minSessions: 3,
      sessionsPerNetwork: 2,
    },
  });
  // widen, promote and rollback name the one running candidate when no remote is given.
  await release(['widen', '--share', '50'], { env, fetch: api.fetch });
  await release(['promote'], { env, fetch: api.fetch });
  assert.deepEqual(
    api.calls.slice(1).map((c) => [c.method, c.url.replace(/^.*\/releases/, ''), c.body]),
    [
      ['GET', '', undefined],
      ['POST', '/widen', { remote: 'mfe_agenda', share: 50 }],
      ['GET', '', undefined],
      ['POST', '/promote', { remote: 'mfe_agenda' }],
    ],
  );
});

test('the release command refuses a manifest of another remote, and a command it does not know', async () => {
  const api = fakeApi();
  const env = { OPERATOR_TOKEN: 'tok' };
  await assert.rejects(
    release(['start', 'mfe_contact', '--manifest', 'http://cdn.example/x/mf-manifest.json', '--share', '5'], {
      env,
      fetch: api.fetch,
    }),
    /is the manifest of mfe_agenda, not of mfe_contact/,
  );
  await assert.rejects(release(['deploy'], { env, fetch: api.fetch }), /usage:/);
  assert.deepEqual(api.calls, []);
});

test("the shell page's policy allows the origins of a release's stable build and candidate", async () => {
  const { shellCsp } = await import('./security-headers.mjs');
  const served = mergeReleases(config, { mfe_agenda: { candidate } }, () => 'v1');
  const scripts =
    shellCsp(served)
      .split('; ')
      .find((d) => d.startsWith('script-src')) ?? '';
  assert.match(scripts, /http:\/\/cdn\.example(\s|$)/);
  assert.match(scripts, /http:\/\/localhost:3002/);
});
