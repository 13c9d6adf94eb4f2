// Canary releases of a remote (issue 36, decision 0054): a candidate build of mfe_agenda, served at a new address
// beside the stable one, is started for a share of new booking sessions by the release command (`npm run release`,
// tools/release.mjs), through the booking API, which keeps the release state; the shell's server names it in
// checkout-config.json. Neither the shell nor any other remote is rebuilt. (1) A candidate whose step 3 throws is
// withdrawn automatically from the travellers' own reports; (2) a healthy one at 10 % reaches about a tenth of new
// sessions, each keeps it, and it is promoted.
/* global localStorage -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { after, before, test } from 'node:test';
import { ROOT } from '../../tools/start.mjs';
import { serveStatic } from '../../tools/serve-static.mjs';
import { manifestVersion } from '../../tools/release-config.mjs';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { startTestCheckout } from '../support/checkout.mjs';
import { TEXT, appointmentChosen, until } from '../support/journey.mjs';
import { buildRemoteVariant, patchFile } from '../support/remote-variant.mjs';

const REMOTE = 'mfe_agenda';
const RELEASE_KEY = 'CHECKOUT-RELEASE';
const UNAVAILABLE = 'Dieser Schritt ist gerade nicht verfügbar';
const STEP_3 = 'mfe-agenda/src/steps/step-3-advisor/AdvisorStep.tsx';
/** The candidate's fault: its step 3 throws for a traveller whose browser holds this key (test 1's travellers). */
const FAULT_KEY = 'E2E-CANARY-FAULT';
/**
 * Test 2: new sessions drawn: some walk step 2 in a browser of their own, some only load the page (the draw is made
 * before the application starts), the rest are drawn by the shell's very assignment code (release-assignment.ts,
 * a pure function of the served config and a new release session) in Node, as the browser would draw them.
 */
const SESSIONS = 200;
const REAL_SESSIONS = 8;
const PAGE_DRAWS = 40;

/**
 * The shell's assignment (shell/src/federation/release-assignment.ts), loaded by tsx.
 * @type {{
 *   newReleaseSession: () => string,
 *   chooseBuilds: (config: unknown, stored: { session: string, drawn: object }) => {
 *     choices: Record<string, { release?: 'stable' | 'candidate' }>,
 *   },
 * }}
 */
const assignment = await tsImport('../../shell/src/federation/release-assignment.ts', import.meta.url);

/** The checkout as `npm start` serves it, and the browser. */
const env = /** @type {import('../support/checkout.mjs').TestEnv} set in before() */ ({});
/** @type {import('../support/remote-variant.mjs').Variant} */
let candidate;
/** @type {Awaited<ReturnType<typeof serveStatic>>} */
let candidateServer;
let candidateVersion = '';
/** @type {Record<string, string>} */
let shellFiles = {};
/** @typedef {Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>} StorageState */
/** @type {StorageState} a visit with its day and hour chosen, without a release draw */
let chosen;

/**
 * Every file of the shell's build with its SHA-256: a release rebuilds nothing.
 * @returns {Record<string, string>}
 */
function shellBuild() {
  const dist = path.join(ROOT, 'shell', 'dist');
  return Object.fromEntries(
    fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [
          path.relative(dist, full),
          crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex'),
        ];
      }),
  );
}

/**
 * `npm run release -- …` against the test's API, as an operator runs it; answers what it printed.
 * @param {string[]} args
 */
async function release(...args) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'tools', 'release.mjs'), ...args],
    {
      env: {
        ...process.env,
        API_URL: `http://127.0.0.1:${env.checkout.ports.api}`,
        OPERATOR_TOKEN: env.checkout.operatorToken,
      },
    },
  );
  return stdout;
}

/** The mfe_agenda release in the checkout-config.json the shell serves now. */
async function servedRelease() {
  const response = await fetch(env.checkout.url('/checkout-config.json'));
  /** @type {{ remotes: Record<string, string>, releases?: Record<string, { candidate?: { manifest: string, share: number } }> }} */
  const config = await response.json();
  return { line: config.remotes[REMOTE], release: config.releases?.[REMOTE] };
}

/**
 * The build a page's session drew for mfe_agenda: its stored draw (no draw of this remote: the stable build). A page
 * served a config that names no release of mfe_agenda (one loaded just after the rollback withdrew the candidate)
 * draws nothing and stores nothing: it runs the stable build. Call with the config the page itself was served
 * (`servedTo`), not the one served now: the two may differ by a rollback.
 * @param {import('playwright-core').Page} page
 * @param {Promise<{ releases?: Record<string, unknown> }>} [config] the page's checkout-config.json
 */
async function drawnSide(page, config) {
  if (config && !(await config).releases?.[REMOTE]) return 'stable';
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, RELEASE_KEY);
  /** @type {{ drawn: Record<string, { release: string } | undefined> }} */
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), RELEASE_KEY);
  return stored.drawn[REMOTE]?.release ?? 'stable';
}

/**
 * The checkout-config.json the page's next load is served (call before `goto` or `reload`).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ releases?: Record<string, unknown> }>}
 */
const servedTo = (page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname.endsWith('/checkout-config.json'))
    .then((r) => r.json());

/**
 * A storage state without any release draw: each context that starts from it is a new release session.
 * @param {StorageState} state
 */
const withoutDraw = (state) => ({
  ...state,
  origins: state.origins.map((o) => ({
    ...o,
    localStorage: o.localStorage.filter((i) => i.name !== RELEASE_KEY),
  })),
});

/**
 * The same state with the candidate's fault switched on (test 1's travellers).
 * @param {StorageState} state
 */
const withFault = (state) => ({
  ...state,
  origins: state.origins.map((o) => ({
    ...o,
    localStorage: [...o.localStorage, { name: FAULT_KEY, value: 'step-3' }],
  })),
});

before(async () => {
  const started = Date.now();
  const checkout = startTestCheckout().then((c) => {
    env.checkout = c;
    shellFiles = shellBuild();
  });
  const browser = launchBrowser().then((b) => (env.browser = b));
  // The agenda team's next build: its step 3 throws for a traveller whose browser carries the fault key.
  const build = buildRemoteVariant({
    remoteDir: 'mfe-agenda',
    edit: (dir) =>
      patchFile(
        dir,
        STEP_3,
        '  requireMoment();\n',
        `  requireMoment();\n  if (globalThis.localStorage?.getItem('${FAULT_KEY}') === 'step-3') throw new Error('candidate: step 3 fails');\n`,
      ),
  }).then((v) => (candidate = v));
  // The travellers' visit with a day and an hour chosen is walked while the candidate builds.
  const visit = Promise.all([checkout, browser]).then(() => appointmentChosen(env.browser, env.checkout.url));
  await Promise.all([visit, build]);
  chosen = withoutDraw(await visit);
  candidateServer = await serveStatic({ dir: candidate.dist, port: 0, cors: env.checkout.shellOrigins });
  candidateVersion = manifestVersion(fs.readFileSync(path.join(candidate.dist, 'mf-manifest.json'), 'utf8'));
  console.log(
    `  candidate built in ${candidate.seconds} s; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

after(async () => {
  await candidateServer?.close();
  candidate?.remove();
  await env.browser?.close();
  await env.checkout?.stop();
});

test('(1) a candidate whose step 3 throws, at 50 %, is rolled back automatically; its travellers get the stable build on retry', async (t) => {
  const started = Date.now();
  const manifest = `${candidateServer.url}mf-manifest.json`;
  const stableOrigin = new URL(env.checkout.runtimeConfig().remotes[REMOTE] ?? '').origin;
  const output = await release(
    'start',
    REMOTE,
    '--manifest',
    manifest,
    '--share',
    '50',
    '--auto-rollback',
    '--margin',
    '0.2',
    '--min-sessions',
    '2',
    // Every traveller of this test comes from 127.0.0.1: let that one network count several sessions per side.
    '--per-network',
    '20',
  );
  assert.match(output, new RegExp(`candidate {2}${candidateVersion.replace(/[.+]/g, '\\$&')}`));
  assert.match(output, /automatic rollback: on \(margin 20 points, from 2 sessions, 20 per network\)/);
  await until(
    async () => (await servedRelease()).release?.candidate?.manifest === manifest,
    'the config to name it',
  );

  const travellers = { stable: 0, candidate: 0, retried: false, servedNoRelease: 0 };
  /** @type {number | undefined} */
  let firstFailure;
  /** @type {StorageState | undefined} a traveller who drew the candidate and did not retry */
  let onCandidate;
  const rolledBack = async () => (await servedRelease()).release?.candidate === undefined;
  // New travellers open step 3 until the candidate is gone (20 at most: at 50 %, 2 on each side come long before).
  for (let n = 0; n < 20 && !(await rolledBack()); n += 1) {
    await withPage(
      env.browser,
      t,
      async (page) => {
        /** @type {string[]} */
        const agendaFrom = [];
        page.on('request', (r) => {
          if (/mf-manifest\.json$|remoteEntry\.js$/.test(r.url())) agendaFrom.push(new URL(r.url()).origin);
        });
        const config = servedTo(page);
        await page.goto(env.checkout.url('/step-3'));
        const side = await drawnSide(page, config);
        if (!(await config).releases?.[REMOTE]) travellers.servedNoRelease += 1;
        const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
        if (side === 'stable') {
          await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-3'] }).waitFor();
          assert.equal(
            await page.getByRole('alert').count(),
            0,
            'a traveller on the stable build sees no error',
          );
          assert.ok(
            !agendaFrom.includes(candidateServer.url.replace(/\/$/, '')),
            'nothing from the candidate',
          );
          travellers.stable += 1;
          return;
        }
        await fallback.waitFor();
        firstFailure ??= Date.now();
        travellers.candidate += 1;
        assert.ok(agendaFrom.includes(new URL(manifest).origin), 'the candidate was loaded');
        if (travellers.retried) {
          onCandidate = await page.context().storageState();
          return;
        }
        // Retry gives this traveller the stable build, in a page loaded afresh, at the same step.
        travellers.retried = true;
        agendaFrom.length = 0;
        await fallback.getByRole('button', { name: 'Erneut versuchen' }).click();
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-3'] }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'no fallback after the retry');
        assert.equal(await drawnSide(page), 'stable', 'the session left the candidate');
        assert.ok(agendaFrom.includes(stableOrigin), `the stable build was loaded: ${agendaFrom}`);
      },
      { storageState: withFault(chosen) },
    );
  }
  assert.ok(firstFailure !== undefined, `a traveller drew the candidate (${JSON.stringify(travellers)})`);
  await until(rolledBack, 'the automatic rollback', Math.max(1_000, firstFailure + 60_000 - Date.now()));
  const withinSeconds = (Date.now() - firstFailure) / 1000;
  assert.ok(withinSeconds <= 60, `rolled back ${withinSeconds} s after the first failure`);
  const status = await release('status');
  assert.match(status, /rolled_back at .*\(automatic: \d+ of \d+ candidate sessions failed/);

  // A traveller still holding a draw of the withdrawn candidate gets the stable build on its next load (the
  // rollback needs two candidate sessions: the one who retried, and this one).
  assert.ok(onCandidate, 'a second traveller drew the candidate');
  {
    await withPage(
      env.browser,
      t,
      async (page) => {
        /** @type {string[]} */
        const agendaFrom = [];
        page.on(
          'request',
          (r) => r.url().endsWith('/remoteEntry.js') && agendaFrom.push(new URL(r.url()).origin),
        );
        await page.goto(env.checkout.url('/step-3'));
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-3'] }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'no fallback');
        assert.ok(agendaFrom.includes(stableOrigin), `the stable build: ${agendaFrom}`);
        assert.ok(!agendaFrom.includes(new URL(manifest).origin), 'nothing of the withdrawn candidate');
      },
      { storageState: onCandidate },
    );
  }

  // The metrics show the failures, tagged with the candidate's version.
  const metrics = await fetch(`http://127.0.0.1:${env.checkout.ports.api}/api/metrics`, {
    headers: { authorization: `Bearer ${env.checkout.operatorToken}` },
  }).then((r) => r.text());
  const failures = new RegExp(
    `checkout_frontend_failures_total\\{kind="render_error",step="3",remote="${REMOTE}",version="${candidateVersion.replace(/[.+]/g, '\\$&')}",release="candidate"\\} (\\d+)`,
  ).exec(metrics);
  assert.ok(
    failures && Number(failures[1]) >= 1,
    `the failures in the metrics:\n${metrics.match(/^checkout_frontend.*$/gm)}`,
  );
  console.log(
    `  (1) ${travellers.candidate} travellers on the candidate, ${travellers.stable} on the stable build ` +
      `(${travellers.servedNoRelease} served after the rollback); rolled back ` +
      `${withinSeconds.toFixed(1)} s after the first failure; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

test(`(2) a healthy candidate at 10 % reaches about a tenth of ${SESSIONS} new sessions, each keeps it, then it is promoted`, async (t) => {
  const started = Date.now();
  const manifest = `${candidateServer.url}mf-manifest.json`;
  const candidateOrigin = new URL(manifest).origin;
  await release('start', REMOTE, '--manifest', manifest, '--share', '10');
  await until(async () => (await servedRelease()).release?.candidate?.share === 10, 'the config to name it');

  /** @type {Record<string, number>} */
  const drawn = { stable: 0, candidate: 0 };
  // Real sessions: each walks step 2 from the build it drew, and keeps it through a reload.
  for (let n = 0; n < REAL_SESSIONS; n += 1) {
    await withPage(env.browser, t, async (page) => {
      /** @type {string[]} */
      const agendaFrom = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/remoteEntry.js') && !r.url().includes(`:${env.checkout.ports.shell}/`))
          agendaFrom.push(new URL(r.url()).origin);
      });
      await page.goto(env.checkout.url('/step-2'));
      await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-2'] }).waitFor();
      const side = await drawnSide(page);
      drawn[side] = (drawn[side] ?? 0) + 1;
      const expected = side === 'candidate';
      await until(() => agendaFrom.length > 0, "the agenda's entry");
      assert.equal(
        agendaFrom.includes(candidateOrigin),
        expected,
        `a ${side} session loads its build: ${agendaFrom}`,
      );
      agendaFrom.length = 0;
      await page.reload();
      await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-2'] }).waitFor();
      await until(() => agendaFrom.length > 0, "the agenda's entry after the reload");
      assert.equal(agendaFrom.includes(candidateOrigin), expected, 'the same build after a reload');
      assert.equal(await drawnSide(page), side);
      assert.equal(await page.getByRole('alert').count(), 0, 'no fallback');
    });
  }
  // Sessions that only load the page: a fresh release session per load (storage cleared), the remotes and the API
  // not even asked.
  const shellOrigin = `http://localhost:${env.checkout.ports.shell}`;
  const context = await env.browser.newContext({ locale: 'de-CH' });
  try {
    await context.route(
      (url) => url.origin !== shellOrigin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(env.checkout.url('/step-1'));
    for (let n = 0; n < PAGE_DRAWS; n += 1) {
      await page.evaluate(() => localStorage.clear());
      await page.goto(env.checkout.url('/step-1'), { waitUntil: 'commit' });
      const side = await drawnSide(page);
      drawn[side] = (drawn[side] ?? 0) + 1;
    }
  } finally {
    await context.close();
  }
  // The rest: the same code, on the config as served now.
  const served = await fetch(env.checkout.url('/checkout-config.json')).then((r) => r.json());
  for (let n = REAL_SESSIONS + PAGE_DRAWS; n < SESSIONS; n += 1) {
    const session = { session: assignment.newReleaseSession(), drawn: {} };
    const side = assignment.chooseBuilds(served, session).choices[REMOTE]?.release ?? 'stable';
    drawn[side] = (drawn[side] ?? 0) + 1;
  }
  const total = (drawn.stable ?? 0) + (drawn.candidate ?? 0);
  assert.equal(total, SESSIONS);
  // Binomial(200, 0.1): mean 20, standard deviation 4.2; outside 5 to 40 happens about once in 60,000 runs.
  const got = drawn.candidate ?? 0;
  assert.ok(got >= 5 && got <= 40, `${got} of ${SESSIONS} new sessions drew the candidate at 10 %`);

  await release('promote');
  await until(async () => {
    const served = await servedRelease();
    return served.line === manifest && served.release?.candidate === undefined;
  }, 'the promoted build to be the stable line');
  await withPage(env.browser, t, async (page) => {
    /** @type {string[]} */
    const agendaFrom = [];
    page.on(
      'request',
      (r) => r.url().endsWith('/remoteEntry.js') && agendaFrom.push(new URL(r.url()).origin),
    );
    await page.goto(env.checkout.url('/step-2'));
    await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-2'] }).waitFor();
    await until(() => agendaFrom.length > 0, "the agenda's entry");
    assert.ok(agendaFrom.includes(candidateOrigin), 'a new session runs the promoted build');
  });
  assert.deepEqual(shellBuild(), shellFiles, 'every file of shell/dist is byte for byte the same');
  console.log(
    `  (2) ${got} of ${SESSIONS} sessions drew the candidate (${REAL_SESSIONS} real sessions, ${PAGE_DRAWS} page loads, the rest in Node); ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});
