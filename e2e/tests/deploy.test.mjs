// Deploy days, as the remotes' teams have them (docs/architecture.md, 'Versions and independent deploys'): a
// build of one remote is served at a new address, one line of the shell's checkout-config.json points at it, and
// travellers see it; the shell and the other remotes are not rebuilt. (a) mfe_agenda ships a change of its own step
// logic; (b) mfe_contact ships a new UI-kit component no other remote has, built against the kit's next minor;
// (d) mfe_agenda built against the kernel's next major (an incompatible UI kit) runs its own copy beside the
// others on the shell's; a build that takes the kernel as a singleton, as builds did before it was shared by
// range, still runs on a kernel that satisfies it and is refused, named, on one that does not. Pointing the line
// back is the rollback.
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
import { buildRemoteVariant, kernelVersion, patchFile } from '../support/remote-variant.mjs';

const REMOTE = 'mfe_agenda';
const REMOTE_DIR = 'mfe-agenda';
/** Where step 2's number of date pills is set: the agenda team's own step logic. */
const DAY_LIST = 'mfe-agenda/src/steps/step-2-day/day-list.ts';
/** A field of the day list (DayList) that minification keeps: found in the code that runs step 2. */
const DAY_LIST_MARKER = 'consecutiveMisses';

const KERNEL = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const [KERNEL_MAJOR, KERNEL_MINOR] = KERNEL.split('.').map(Number);
const NEXT_KERNEL = `${KERNEL_MAJOR + 1}.0.0`;
const NEXT_MINOR = `${KERNEL_MAJOR}.${KERNEL_MINOR + 1}.0`;
const DATES_PER_PAGE = Number(
  /export const DATES_PER_PAGE = (\d+);/.exec(fs.readFileSync(path.join(ROOT, DAY_LIST), 'utf8'))?.[1],
);
const VARIANT_DATES_PER_PAGE = DATES_PER_PAGE === 4 ? 5 : 4;

/** The new UI-kit component of variant (b): in the kit's next minor, drawn by step 4 only. */
const TIP_TEXT = 'Reisetipp: Packen Sie leicht.';
const TIP_COMPONENT = `// A new part of the kit (a deploy test's variant).
import type { ReactNode } from 'react';

export function TravelTip({ children }: { children: ReactNode }) {
  return <p className="ck-travel-tip" data-kit-part="travel-tip">{children}</p>;
}
`;

const SINGLETON_REFUSED =
  `Dieser Teil der Buchung (${REMOTE}) passt nicht zur aktuellen Version ` +
  `(erwartet @checkout/shared ${KERNEL}, erhalten @checkout/shared ${NEXT_KERNEL})`;

/** @typedef {import('../support/remote-variant.mjs').Variant} Variant */
/** @typedef {'logic' | 'kitComponent' | 'kernelMajor' | 'singleton' | 'singletonNextMajor'} VariantName */
/** @typedef {Awaited<ReturnType<typeof serveStatic>>} Server */
/** @typedef {{ shared: { name: string, version?: string, singleton?: boolean }[] }} Manifest a build's mf-manifest.json */

/** The checkout as `npm start` serves it, and the browser. */
const env = /** @type {import('../support/checkout.mjs').TestEnv} set in before() */ ({});
/** The builds of the day. */
const variants = /** @type {Record<VariantName, Variant>} built in before() */ ({});
/** @type {Server[]} */
const servers = [];
/** @type {Record<string, string> | undefined} */
let shellFiles;
/** @type {Record<string, Record<string, string>> | undefined} */
let otherRemoteFiles;
/** @type {Record<string, string>} the remotes' lines of checkout-config.json before any deploy */
let originalManifests = {};

/**
 * The line of checkout-config.json that named a remote before any deploy.
 * @param {string} remote its federation name
 */
const originalManifest = (remote) =>
  originalManifests[remote] ?? assert.fail(`${remote} has a line in checkout-config.json`);

/**
 * Every file of a build with its SHA-256: a remote's deploy rebuilds nothing else.
 * @param {string} dir the front end's folder
 */
function buildFiles(dir) {
  const dist = path.join(ROOT, dir, 'dist');
  /** @type {Record<string, string>} */
  const files = {};
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
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

const shellBuild = () => buildFiles('shell');
const otherRemotesBuild = () =>
  Object.fromEntries(['mfe-selection', 'mfe-confirmation'].map((dir) => [dir, buildFiles(dir)]));

/**
 * Serves a build at a new address that allows the shell's origin; answers its mf-manifest.json URL.
 * @param {string} dist
 */
async function serveBuild(dist) {
  const server = await serveStatic({ dir: dist, port: 0, cors: env.checkout.shellOrigins });
  servers.push(server);
  return server;
}

/**
 * A variant's copy whose build takes the kernel as a strict singleton, as every build did before 3.3.
 * @param {string} dir the copy's folder
 */
function kernelAsSingleton(dir) {
  patchFile(
    dir,
    'tools/webpack/create-config.cjs',
    '    singleton: false,\n    version: SHARED_PKG.version,\n    requiredVersion: `^${SHARED_PKG.version}`,\n',
    '    singleton: true,\n    version: SHARED_PKG.version,\n    requiredVersion: `^${SHARED_PKG.version}`,\n    strictVersion: true,\n',
  );
}

before(async () => {
  assert.ok(DATES_PER_PAGE > 0, `${DAY_LIST} sets DATES_PER_PAGE`);
  const started = Date.now();
  // The checkout starts while the variants build (it builds nothing when the front ends are up to date).
  const checkout = startTestCheckout().then((c) => {
    env.checkout = c;
    shellFiles = shellBuild();
    otherRemoteFiles = otherRemotesBuild();
    originalManifests = { ...c.runtimeConfig().remotes };
  });
  const browser = launchBrowser().then((b) => (env.browser = b));
  /** @type {Record<VariantName, Parameters<typeof buildRemoteVariant>[0]>} */
  const builds = {
    logic: {
      remoteDir: REMOTE_DIR,
      edit: (dir) =>
        patchFile(
          dir,
          DAY_LIST,
          `export const DATES_PER_PAGE = ${DATES_PER_PAGE};`,
          `export const DATES_PER_PAGE = ${VARIANT_DATES_PER_PAGE};`,
        ),
    },
    kitComponent: {
      remoteDir: 'mfe-contact',
      edit: (dir) => {
        kernelVersion(dir, 'mfe-contact', NEXT_MINOR);
        fs.writeFileSync(path.join(dir, 'shared/src/ui/components/TravelTip.tsx'), TIP_COMPONENT);
        fs.appendFileSync(
          path.join(dir, 'shared/src/ui/widgets.ts'),
          "export { TravelTip } from './components/TravelTip';\n",
        );
        const step4 = 'mfe-contact/src/steps/step-4-travel-details/TravelDetailsStep.tsx';
        patchFile(
          dir,
          step4,
          "      <StepHeading lead={t('step4.lead')}>{t('step4.title')}</StepHeading>\n",
          `      <StepHeading lead={t('step4.lead')}>{t('step4.title')}</StepHeading>\n      <TravelTip>${TIP_TEXT}</TravelTip>\n`,
        );
        fs.writeFileSync(
          path.join(dir, step4),
          `import { TravelTip } from '@checkout/shared/widgets';\n${fs.readFileSync(path.join(dir, step4), 'utf8')}`,
        );
      },
    },
    kernelMajor: { remoteDir: REMOTE_DIR, edit: (dir) => kernelVersion(dir, REMOTE_DIR, NEXT_KERNEL) },
    singleton: { remoteDir: REMOTE_DIR, edit: (dir) => kernelAsSingleton(dir) },
    singletonNextMajor: {
      remoteDir: REMOTE_DIR,
      edit: (dir) => {
        kernelAsSingleton(dir);
        kernelVersion(dir, REMOTE_DIR, NEXT_KERNEL);
      },
    },
  };
  const names = /** @type {VariantName[]} */ (Object.keys(builds));
  const built = await Promise.all(names.map((name) => buildRemoteVariant(builds[name])));
  names.forEach((name, i) => (variants[name] = /** @type {Variant} one build per name */ (built[i])));
  await Promise.all([checkout, browser]);
  console.log(
    `  variant builds: ${Object.entries(variants)
      .map(([name, v]) => `${name} ${v.seconds} s`)
      .join(', ')} (all in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
});

after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const variant of Object.values(variants)) variant.remove();
  await env.browser?.close();
  await env.checkout?.stop();
});

/**
 * Points the shell's line for `remote` at a variant's build for the duration of `body`, then back.
 * @template T
 * @param {string} remote its federation name
 * @param {Variant} variant
 * @param {(server: Server) => Promise<T>} body
 */
async function deployed(remote, variant, body) {
  const server = await serveBuild(variant.dist);
  env.checkout.setRemoteManifest(remote, `${server.url}mf-manifest.json`);
  try {
    return await body(server);
  } finally {
    env.checkout.setRemoteManifest(remote, originalManifest(remote));
  }
}

/**
 * Opens step 2 and waits until every date pill has its answer; answers the number of pills.
 * @param {import('playwright-core').Page} page
 */
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

/**
 * Which build of @checkout/shared the page runs, and where the code running step 2's day list came from.
 * @param {import('playwright-core').Page} page
 * @param {string} marker found in the day list's code
 */
function readFederation(page, marker) {
  return page.evaluate((dayListMarker) => {
    const federation = window.__FEDERATION__;
    /** @type {{ instance: string, version: string, from: string, loaded: boolean, useIn: string[] }[]} */
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
    /** @type {string[]} */
    const dayListIn = [];
    // What webpack's runtime pushes there: [chunk ids, { module id: factory }], per chunk loaded.
    const chunkArrays = /** @type {Record<string, [unknown, Record<string, unknown>][] | undefined>} */ (
      /** @type {unknown} */ (self)
    );
    for (const name of ['webpackChunkshell', `webpackChunk${'mfe_agenda'}`]) {
      for (const [, modules] of chunkArrays[name] ?? []) {
        for (const factory of Object.values(modules)) {
          if (String(factory).includes(dayListMarker)) dayListIn.push(name);
        }
      }
    }
    return { kernel, dayListIn: [...new Set(dayListIn)] };
  }, marker);
}

test('(a) deploy day: a new mfe_agenda build at a new address changes step 2, with no shell build', async (t) => {
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
    /** @type {string[]} */
    const fromNewAddress = [];
    /** @type {string[]} */
    const fromOldAddress = [];
    page.on('response', (r) => {
      if (r.url().startsWith(server.url)) fromNewAddress.push(r.url());
      if (r.url().startsWith(new URL(originalManifest(REMOTE)).origin)) fromOldAddress.push(r.url());
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
  env.checkout.setRemoteManifest(REMOTE, originalManifest(REMOTE));
  await withPage(env.browser, t, async (page) => {
    assert.equal(await datePills(page), DATES_PER_PAGE, 'after the rollback: the previous build again');
  });
});

test(`(b) mfe_contact ships a new UI-kit component of @checkout/shared ${NEXT_MINOR} alone; the others keep the shell's kit`, async (t) => {
  const storageState = await appointmentChosen(env.browser, env.checkout.url);
  await deployed('mfe_contact', variants.kitComponent, async (server) => {
    await withPage(
      env.browser,
      t,
      async (page) => {
        await page.goto(env.checkout.url('/step-4'));
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-4'] }).waitFor();
        await page.getByText(TIP_TEXT).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'no fallback');
        const { kernel } = await readFederation(page, DAY_LIST_MARKER);
        assert.ok(
          kernel.some((k) => k.version === NEXT_MINOR && k.from === 'mfe_contact' && k.loaded),
          `mfe_contact runs the kit's ${NEXT_MINOR}, which the shell has not: ${JSON.stringify(kernel)}`,
        );
        assert.ok(
          kernel.some((k) => k.version === KERNEL && k.from === 'shell' && k.loaded),
          'the shell runs its own',
        );
        // Its other step, and the other remotes', keep working with the store and texts the shell hands every copy.
        await navigateInApp(page, '/checkout/step-5');
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-5'] }).waitFor();
        await expectOtherRemotesWork(page, TEXT.de.headings);
        await navigateInApp(page, '/checkout/step-2');
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-2'] }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'no fallback on the other steps');
      },
      { storageState },
    );
    assert.ok(server.url, 'served from its own new address');
  });
});

test(`(d) mfe_agenda built against @checkout/shared ${NEXT_KERNEL} runs its own copy beside the shell's`, async (t) => {
  /** @type {Manifest} */
  const manifest = JSON.parse(
    fs.readFileSync(path.join(variants.kernelMajor.dist, 'mf-manifest.json'), 'utf8'),
  );
  const declared = manifest.shared.find((s) => s.name === '@checkout/shared');
  assert.equal(declared?.version, NEXT_KERNEL, 'the build declares the kernel it was built against');
  assert.notEqual(declared?.singleton, true, 'and shares it by range, not as a singleton');
  const storageState = await appointmentChosen(env.browser, env.checkout.url);
  await deployed(REMOTE, variants.kernelMajor, async () => {
    await withPage(
      env.browser,
      t,
      async (page) => {
        /** @type {string[]} */
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        assert.equal(await datePills(page), DATES_PER_PAGE, "step 2 works on the remote's own kernel");
        assert.equal(await page.getByRole('alert').count(), 0, 'no fallback');
        const { kernel } = await readFederation(page, DAY_LIST_MARKER);
        assert.ok(
          kernel.some((k) => k.version === NEXT_KERNEL && k.from === REMOTE && k.loaded),
          `its ${NEXT_KERNEL} copy runs: ${JSON.stringify(kernel)}`,
        );
        assert.ok(
          kernel.some((k) => k.version === KERNEL && k.from === 'shell' && k.loaded),
          `beside the shell's ${KERNEL}`,
        );
        // A step of another remote, in the same page, on the shell's kernel.
        await expectOtherRemotesWork(page, TEXT.de.headings);
        await navigateInApp(page, '/checkout/step-3');
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-3'] }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'step 3 (its own remote) works too');
        assert.deepEqual(errors, [], 'nothing failed on the way');
      },
      { storageState },
    );
  });
});

test('a build that takes the kernel as a singleton (before 3.3) runs on a kernel that satisfies it', async (t) => {
  /** @type {Manifest} */
  const manifest = JSON.parse(
    fs.readFileSync(path.join(variants.singleton.dist, 'mf-manifest.json'), 'utf8'),
  );
  assert.equal(manifest.shared.find((s) => s.name === '@checkout/shared')?.singleton, true);
  await deployed(REMOTE, variants.singleton, async () => {
    await withPage(env.browser, t, async (page) => {
      assert.equal(await datePills(page), DATES_PER_PAGE, 'step 2 works');
      const { kernel } = await readFederation(page, DAY_LIST_MARKER);
      assert.ok(
        kernel.filter((k) => k.loaded).every((k) => k.from === 'shell' && k.version === KERNEL),
        `on the shell's kernel: ${JSON.stringify(kernel)}`,
      );
    });
  });
});

test(`a singleton build against @checkout/shared ${NEXT_KERNEL} is refused, naming both; the other steps work`, async (t) => {
  const storageState = await appointmentChosen(env.browser, env.checkout.url);
  await deployed(REMOTE, variants.singletonNextMajor, async (server) => {
    await withPage(
      env.browser,
      t,
      async (page) => {
        /** @type {string[]} */
        const fromVariant = [];
        page.on(
          'request',
          (r) => r.url().startsWith(server.url) && fromVariant.push(new URL(r.url()).pathname),
        );
        await page.goto(env.checkout.url('/step-2'));
        const refused = page.getByRole('alert').filter({ hasText: SINGLETON_REFUSED });
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
        await expectOtherRemotesWork(page, TEXT.de.headings);
        const { kernel } = await readFederation(page, DAY_LIST_MARKER);
        assert.deepEqual(
          kernel.filter((k) => k.version === NEXT_KERNEL),
          [],
          `no @checkout/shared ${NEXT_KERNEL} entered the share scope`,
        );
      },
      { storageState },
    );

    // Without its manifest (the line names remoteEntry.js): refused when its entry registers the kernel, and what
    // it registered leaves the share scope, so no other remote is handed its copy.
    env.checkout.setRemoteManifest(REMOTE, `${server.url}remoteEntry.js`);
    await withPage(
      env.browser,
      t,
      async (page) => {
        /** @type {string[]} */
        const fromVariant = [];
        page.on(
          'request',
          (r) => r.url().startsWith(server.url) && fromVariant.push(new URL(r.url()).pathname),
        );
        await page.goto(env.checkout.url('/step-2'));
        await page.getByRole('alert').filter({ hasText: SINGLETON_REFUSED }).waitFor();
        assert.deepEqual(fromVariant, ['/remoteEntry.js'], 'its entry was loaded, none of its modules');
        const { kernel } = await readFederation(page, DAY_LIST_MARKER);
        assert.deepEqual(
          kernel.filter((k) => k.version === NEXT_KERNEL || k.from === REMOTE),
          [],
          `what it registered of @checkout/shared ${NEXT_KERNEL} left the share scope: ${JSON.stringify(kernel)}`,
        );
        await navigateInApp(page, '/checkout/step-4');
        await page.getByRole('heading', { level: 1, name: TEXT.de.headings['step-4'] }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'step-4 (mfe_contact) is unaffected');
      },
      { storageState },
    );
  });
});

test("the shell's build and the other remotes' are untouched by the remotes' deploys", () => {
  assert.deepEqual(shellBuild(), shellFiles, 'every file of shell/dist is byte for byte the same');
  assert.deepEqual(otherRemotesBuild(), otherRemoteFiles, 'and of the remotes nobody deployed');
});
