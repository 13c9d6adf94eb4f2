// A deploy day, as a remote's team has it (docs/architecture.md, 'Deploying a new remote version'): a new
// build of mfe-agenda with a change of its own step logic is served at a new address, one line of the shell's
// checkout-config.json points at it, and travellers see the change; the shell is not rebuilt. A build against
// another kernel major (@checkout/shared) is refused with the fallback naming both versions, while the other
// steps keep working; pointing the line back is the rollback.
/* global window, self -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../../tools/start.mjs';
import { serveStatic } from '../../tools/serve-static.mjs';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { startTestCheckout } from '../support/checkout.mjs';
import { TEXT, appointmentChosen, until } from '../support/journey.mjs';
import { expectOtherRemotesWork, navigateInApp } from '../support/navigation.mjs';
import { buildRemoteVariant, patchFile } from '../support/remote-variant.mjs';

const REMOTE = 'mfe_agenda';
const REMOTE_DIR = 'mfe-agenda';
/** Where step 2's number of date pills is set: the agenda team's own step logic. */
const DAY_LIST = 'mfe-agenda/src/steps/step-2-day/day-list.ts';
/** A field of the day list (DayList) that minification keeps: found in the code that runs step 2. */
const DAY_LIST_MARKER = 'consecutiveMisses';

const KERNEL = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const NEXT_KERNEL = `${Number(KERNEL.split('.')[0]) + 1}.0.0`;
const DATES_PER_PAGE = Number(
  /export const DATES_PER_PAGE = (\d+);/.exec(fs.readFileSync(path.join(ROOT, DAY_LIST), 'utf8'))?.[1],
);
const VARIANT_DATES_PER_PAGE = DATES_PER_PAGE === 4 ? 5 : 4;

const KERNEL_REFUSED =
  `Dieser Teil der Buchung (${REMOTE}) passt nicht zur aktuellen Version ` +
  `(erwartet @checkout/shared ${KERNEL}, erhalten @checkout/shared ${NEXT_KERNEL})`;

/** The checkout as `npm start` serves it, and the browser. */
const env = { checkout: undefined, browser: undefined };
/** The two builds of the day: another step logic; another kernel major. */
const variants = {};
const servers = [];
let shellFiles;
let originalManifest;

/** Every file of the shell's build with its SHA-256: the shell must not be rebuilt for a remote's deploy. */
function shellBuild() {
  const dist = path.join(ROOT, 'shell', 'dist');
  const files = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files[path.relative(dist, full)] = crypto
          .createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
    }
  };
  walk(dist);
  return files;
}

/** Serves a build at a new address that allows the shell's origin; answers its mf-manifest.json URL. */
async function serveBuild(dist) {
  const server = await serveStatic({ dir: dist, port: 0, cors: env.checkout.shellOrigins });
  servers.push(server);
  return server;
}

before(async () => {
  assert.ok(DATES_PER_PAGE > 0, `${DAY_LIST} sets DATES_PER_PAGE`);
  const started = Date.now();
  // The checkout starts while the two variants build (it builds nothing when the front ends are up to date).
  const checkout = startTestCheckout().then((c) => {
    env.checkout = c;
    shellFiles = shellBuild();
    originalManifest = c.runtimeConfig().remotes[REMOTE];
  });
  const browser = launchBrowser().then((b) => (env.browser = b));
  const [logic, kernel] = await Promise.all([
    buildRemoteVariant({
      remoteDir: REMOTE_DIR,
      edit: (dir) =>
        patchFile(
          dir,
          DAY_LIST,
          `export const DATES_PER_PAGE = ${DATES_PER_PAGE};`,
          `export const DATES_PER_PAGE = ${VARIANT_DATES_PER_PAGE};`,
        ),
    }),
    buildRemoteVariant({
      remoteDir: REMOTE_DIR,
      // What a team does when the kernel's next major is out: builds against it.
      edit: (dir) => {
        const edit = (file, change) => {
          const full = path.join(dir, file);
          const json = JSON.parse(fs.readFileSync(full, 'utf8'));
          change(json);
          fs.writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
        };
        edit('shared/package.json', (pkg) => (pkg.version = NEXT_KERNEL));
        edit(
          `${REMOTE_DIR}/package.json`,
          (pkg) => (pkg.dependencies['@checkout/shared'] = `^${NEXT_KERNEL}`),
        );
      },
    }),
  ]);
  variants.logic = logic;
  variants.kernel = kernel;
  await Promise.all([checkout, browser]);
  console.log(
    `  variant builds: step logic ${logic.seconds} s, kernel ${NEXT_KERNEL} ${kernel.seconds} s ` +
      `(both in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
});

after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const variant of Object.values(variants)) variant.remove();
  await env.browser?.close();
  await env.checkout?.stop();
});

/** Opens step 2 and waits until every date pill has its answer; answers the number of pills. */
async function datePills(page) {
  await page.goto(env.checkout.url('/step-2'));
  await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-2'] }).waitFor();
  const pills = page.getByRole('button', { name: TEXT.de.dayPill });
  await until(
    async () =>
      (await page.getByRole('button', { name: TEXT.de.dateLoading }).count()) === 0 &&
      (await pills.count()) > 0,
    'the date pills to resolve',
  );
  return pills.count();
}

/** Which build of @checkout/shared the page runs, and where the code running step 2's day list came from. */
function readFederation(page, marker) {
  return page.evaluate((dayListMarker) => {
    const federation = window.__FEDERATION__;
    const kernel = [];
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      for (const [version, shared] of Object.entries(scopes.default?.['@checkout/shared'] ?? {})) {
        kernel.push({
          instance,
          version,
          from: shared.from,
          loaded: Boolean(shared.loaded),
          useIn: shared.useIn,
        });
      }
    }
    // Webpack's chunk arrays of each build: which build's modules hold the day list.
    const dayListIn = [];
    for (const name of ['webpackChunkshell', `webpackChunk${'mfe_agenda'}`]) {
      for (const [, modules] of self[name] ?? []) {
        for (const factory of Object.values(modules)) {
          if (String(factory).includes(dayListMarker)) dayListIn.push(name);
        }
      }
    }
    return { kernel, dayListIn: [...new Set(dayListIn)] };
  }, marker);
}

test('deploy day: a new mfe_agenda build at a new address changes step 2, with no shell build', async (t) => {
  await withPage(env.browser, t, async (page) => {
    assert.equal(
      await datePills(page),
      DATES_PER_PAGE,
      'before the deploy: the date pills of the current build',
    );
  });

  const server = await serveBuild(variants.logic.dist);
  env.checkout.setRemoteManifest(REMOTE, `${server.url}mf-manifest.json`);

  await withPage(env.browser, t, async (page) => {
    const fromNewAddress = [];
    const fromOldAddress = [];
    page.on('response', (r) => {
      if (r.url().startsWith(server.url)) fromNewAddress.push(r.url());
      if (r.url().startsWith(new URL(originalManifest).origin)) fromOldAddress.push(r.url());
    });
    assert.equal(
      await datePills(page),
      VARIANT_DATES_PER_PAGE,
      `after the deploy: ${VARIANT_DATES_PER_PAGE} date pills, the new build's DATES_PER_PAGE`,
    );
    assert.equal(await page.getByRole('alert').count(), 0, 'no fallback');
    assert.ok(
      fromNewAddress.some((url) => url.endsWith('/mf-manifest.json')),
      'the manifest of the new address',
    );
    assert.ok(
      fromNewAddress.some((url) => url.endsWith('/remoteEntry.js')),
      'the entry of the new address',
    );
    assert.deepEqual(fromOldAddress, [], 'nothing from the old build');

    const federation = await readFederation(page, DAY_LIST_MARKER);
    if (process.env.E2E_VERBOSE) console.log(JSON.stringify({ federation, fromNewAddress }, null, 2));
    const loaded = federation.kernel.filter((k) => k.loaded);
    assert.ok(
      loaded.length > 0,
      `@checkout/shared is in the share scope: ${JSON.stringify(federation.kernel)}`,
    );
    for (const k of loaded) {
      assert.equal(k.from, 'shell', `the kernel running is the shell's: ${JSON.stringify(k)}`);
      assert.equal(k.version, KERNEL);
    }
    assert.deepEqual(
      federation.dayListIn,
      ['webpackChunkmfe_agenda'],
      "step 2's day list runs from the remote's chunks",
    );
    const dayListChunks = fromNewAddress.filter((url) => url.endsWith('.js'));
    assert.ok(dayListChunks.length > 1, 'the remote loaded its own chunks from its new address');
  });

  // The day list is the remote's alone: the shell's build has none of it.
  const shellJs = fs
    .readdirSync(path.join(ROOT, 'shell', 'dist'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(ROOT, 'shell', 'dist', f), 'utf8'));
  assert.ok(
    shellJs.length > 0 && shellJs.every((js) => !js.includes(DAY_LIST_MARKER)),
    "not in the shell's build",
  );

  // Rollback: the line points back, the next visitor gets the previous build.
  env.checkout.setRemoteManifest(REMOTE, originalManifest);
  await withPage(env.browser, t, async (page) => {
    assert.equal(await datePills(page), DATES_PER_PAGE, 'after the rollback: the previous build again');
  });
});

test(`a build against @checkout/shared ${NEXT_KERNEL} is refused, naming the mismatch; the other steps work`, async (t) => {
  const server = await serveBuild(variants.kernel.dist);
  const manifest = JSON.parse(fs.readFileSync(path.join(variants.kernel.dist, 'mf-manifest.json'), 'utf8'));
  assert.equal(
    manifest.shared.find((s) => s.name === '@checkout/shared')?.version,
    NEXT_KERNEL,
    'the build declares the kernel it was built against',
  );
  const bakedIn = fs
    .readdirSync(variants.kernel.dist)
    .filter((f) => f.endsWith('.js'))
    .some((f) =>
      fs.readFileSync(path.join(variants.kernel.dist, f), 'utf8').includes(`kernelVersion:"${NEXT_KERNEL}"`),
    );
  assert.ok(bakedIn, "and its contract's kernelVersion says so, in the remote's own code");
  // A visit that chose its hour before this deploy, so steps 4-6 (other remotes) can be shown.
  const storageState = await appointmentChosen(env.browser, env.checkout.url);
  env.checkout.setRemoteManifest(REMOTE, `${server.url}mf-manifest.json`);
  try {
    await withPage(
      env.browser,
      t,
      async (page) => {
        const fromVariant = [];
        page.on(
          'request',
          (r) => r.url().startsWith(server.url) && fromVariant.push(new URL(r.url()).pathname),
        );
        await page.goto(env.checkout.url('/step-2'));
        const refused = page.getByRole('alert').filter({ hasText: KERNEL_REFUSED });
        await refused.waitFor();
        assert.equal(
          await refused.getByRole('button', { name: 'Erneut versuchen' }).count(),
          0,
          'no Retry: it takes another deploy',
        );
        assert.deepEqual(
          fromVariant,
          ['/mf-manifest.json'],
          'refused from its manifest, before any of its code',
        );

        // The chrome and the other remotes' steps keep working in the same page.
        await expectOtherRemotesWork(page, TEXT.de.headings);
        await navigateInApp(page, '/checkout/step-3');
        await page.getByRole('alert').filter({ hasText: KERNEL_REFUSED }).waitFor();

        const { kernel } = await readFederation(page, DAY_LIST_MARKER);
        assert.deepEqual(
          kernel.filter((k) => k.version === NEXT_KERNEL),
          [],
          `no @checkout/shared ${NEXT_KERNEL} entered the share scope`,
        );
      },
      { storageState },
    );

    // Without its manifest (the line names remoteEntry.js) the shell cannot read the build's kernel before
    // loading it: the remote's entry loads and registers what it shares. The shell reads the kernel it
    // registered right then, refuses it before any of its modules is fetched, and takes its registrations of the
    // kernel's entry points out of the share scope: otherwise the next remote importing one that the shell does
    // not load itself (@checkout/shared/widgets) would be handed the refused remote's copy, the highest version.
    env.checkout.setRemoteManifest(REMOTE, `${server.url}remoteEntry.js`);
    await withPage(
      env.browser,
      t,
      async (page) => {
        const fromVariant = [];
        page.on(
          'request',
          (r) => r.url().startsWith(server.url) && fromVariant.push(new URL(r.url()).pathname),
        );
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(env.checkout.url('/step-2'));
        await page.getByRole('alert').filter({ hasText: KERNEL_REFUSED }).waitFor();
        assert.deepEqual(fromVariant, ['/remoteEntry.js'], 'its entry was loaded, none of its modules');
        const { kernel } = await readFederation(page, DAY_LIST_MARKER);
        assert.deepEqual(
          kernel.filter((k) => k.version === NEXT_KERNEL || k.from === REMOTE),
          [],
          `what it registered of @checkout/shared ${NEXT_KERNEL} left the share scope: ${JSON.stringify(kernel)}`,
        );
        assert.ok(
          kernel.filter((k) => k.loaded).every((k) => k.from === 'shell' && k.version === KERNEL),
          "the kernel running is still the shell's",
        );
        assert.ok(
          errors.some((e) =>
            e.includes(
              `${REMOTE} was built against @checkout/shared ${NEXT_KERNEL}; this shell provides ${KERNEL}`,
            ),
          ),
          `the refusal is logged with both versions: ${errors.join('\n')}`,
        );
        const entryPoints = await page.evaluate(
          ({ remote, next }) =>
            Object.values(window.__FEDERATION__.__SHARE__).flatMap((scopes) =>
              Object.entries(scopes.default ?? {})
                .filter(([name]) => name.startsWith('@checkout/shared'))
                .flatMap(([name, versions]) =>
                  Object.entries(versions)
                    .filter(([version, shared]) => version === next || shared.from === remote)
                    .map(([version]) => `${name}@${version}`),
                ),
            ),
          { remote: REMOTE, next: NEXT_KERNEL },
        );
        assert.deepEqual(entryPoints, [], "none of the kernel's entry points of the refused build is left");
        await navigateInApp(page, '/checkout/step-4');
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-4'] }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'step-4 (mfe_contact) is unaffected');
      },
      { storageState },
    );
  } finally {
    env.checkout.setRemoteManifest(REMOTE, originalManifest);
  }
});

test("the shell's build is untouched by the remote's deploys", () => {
  assert.deepEqual(shellBuild(), shellFiles, 'every file of shell/dist is byte for byte the same');
});
