// A contract major reaches the remotes one deploy at a time (docs/architecture.md, 'Versions and independent
// deploys'). (c) The shell is deployed first on contract N+1: built, as a major must be, against the kernel's next
// major, and keeping contract N's adapter for the deprecation window. The remotes built against contract N, as
// they are deployed today, keep working under it (a whole booking goes through, each of them through N's
// adapter), and a remote built against N−1 is refused with the fallback naming both while the other steps work.
/* global window, self -- the page.evaluate() bodies run in the browser */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../../tools/start.mjs';
import { serveStatic } from '../../tools/serve-static.mjs';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { startTestCheckout } from '../support/checkout.mjs';
import { TEXT, appointmentChosen, visitor } from '../support/journey.mjs';
import { expectOtherRemotesWork } from '../support/navigation.mjs';
import { buildRemoteVariant, kernelVersion, patchFile } from '../support/remote-variant.mjs';

const CONTRACT_FILE = 'shared/src/federation/remote-contract.ts';
const CONTRACT = Number(
  /export const REMOTE_CONTRACT_VERSION = (\d+);/.exec(
    fs.readFileSync(path.join(ROOT, CONTRACT_FILE), 'utf8'),
  )?.[1],
);
const NEXT_CONTRACT = CONTRACT + 1;
const PREVIOUS_CONTRACT = CONTRACT - 1;
const KERNEL = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const KERNEL_MAJOR = Number(KERNEL.split('.')[0]);
/** A contract major changes an exported constant's value: the kernel's report gate demands its next major. */
const NEXT_KERNEL = `${KERNEL_MAJOR + 1}.0.0`;
/** A remote of the contract before: built against a kernel of the major before. */
const OLD_KERNEL = `${KERNEL_MAJOR - 1}.99.0`;
const REMOTE = 'mfe_agenda';

/**
 * The variant's contract major (REMOTE_CONTRACT_VERSION).
 * @param {string} dir the copy's folder
 * @param {number} version
 */
const setContract = (dir, version) =>
  patchFile(
    dir,
    CONTRACT_FILE,
    `export const REMOTE_CONTRACT_VERSION = ${CONTRACT};`,
    `export const REMOTE_CONTRACT_VERSION = ${version};`,
  );

/**
 * The shell's next major keeps the previous contract's adapter. Contract N+1 here changes nothing but its
 * number, so N's adapter hands the contract on as it is; it notes each remote it adapted, for the test to read.
 */
const ADAPTER = `export const PREVIOUS_CONTRACT: PreviousContract | null = {
  version: ${CONTRACT},
  adapt: (contract) => {
    const page = globalThis as { adaptedContracts?: string[] };
    page.adaptedContracts = [...new Set([...(page.adaptedContracts ?? []), contract.name])];
    return contract;
  },
};`;

/** @typedef {'shellNext' | 'agendaPrevious'} VariantName */

const env = /** @type {import('../support/checkout.mjs').TestEnv} set in before() */ ({});
const variants =
  /** @type {Record<VariantName, import('../support/remote-variant.mjs').Variant>} built in before() */ ({});
/** @type {Awaited<ReturnType<typeof serveStatic>>[]} */
const servers = [];

before(async () => {
  assert.ok(CONTRACT >= 1, `${CONTRACT_FILE} sets REMOTE_CONTRACT_VERSION`);
  const started = Date.now();
  /** @type {Record<VariantName, Parameters<typeof buildRemoteVariant>[0]>} */
  const builds = {
    shellNext: {
      remoteDir: 'shell',
      edit: (dir) => {
        kernelVersion(dir, 'shell', NEXT_KERNEL);
        setContract(dir, NEXT_CONTRACT);
        patchFile(
          dir,
          'shell/src/federation/remote-contract-loader.ts',
          'export const PREVIOUS_CONTRACT: PreviousContract | null = null;',
          ADAPTER,
        );
      },
    },
    agendaPrevious: {
      remoteDir: 'mfe-agenda',
      edit: (dir) => {
        kernelVersion(dir, 'mfe-agenda', OLD_KERNEL);
        setContract(dir, PREVIOUS_CONTRACT);
      },
    },
  };
  const browser = launchBrowser().then((b) => (env.browser = b));
  const names = /** @type {VariantName[]} */ (Object.keys(builds));
  const built = await Promise.all(names.map((name) => buildRemoteVariant(builds[name])));
  names.forEach(
    (name, i) => (variants[name] = /** @type {typeof variants[VariantName]} one build per name */ (built[i])),
  );
  // The shell's deploy: its new build served in place of shell/dist; the remotes' lines stay as they are.
  env.checkout = await startTestCheckout({ shellDir: variants.shellNext.dist });
  await browser;
  console.log(
    `  variant builds: ${Object.entries(variants)
      .map(([name, v]) => `${name} ${v.seconds} s`)
      .join(', ')} (with the start, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
});

after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await env.browser?.close();
  await env.checkout?.stop();
  for (const variant of Object.values(variants)) variant.remove();
});

/**
 * Which contract each remote came in on, and which kernel copies the page runs.
 * @param {import('playwright-core').Page} page
 */
function readPage(page) {
  return page.evaluate(() => {
    /** @type {string[]} */
    const kernel = [];
    for (const scopes of Object.values(window.__FEDERATION__.__SHARE__)) {
      for (const [version, shared] of Object.entries(scopes.default?.['@checkout/shared'] ?? {})) {
        if (shared.loaded) kernel.push(`${shared.from} ${version}`);
      }
    }
    return { adapted: self.adaptedContracts ?? [], kernel: [...new Set(kernel)].sort() };
  });
}

test(`(c) a shell on contract ${NEXT_CONTRACT} runs the remotes built against contract ${CONTRACT}: a booking goes through`, async (t) => {
  await withPage(env.browser, t, async (page) => {
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const v = visitor(page, env.checkout.url);
    await v.generalAdvice();
    await v.chooseDay();
    await v.chooseHour('phone');
    await v.travelDetails();
    await v.contact('contract.major@example.ch');
    const booked = await v.confirm();
    assert.ok(booked.bookingId, 'booked');
    const { adapted, kernel } = await readPage(page);
    assert.deepEqual(
      adapted.sort(),
      ['mfe_agenda', 'mfe_confirmation', 'mfe_contact', 'mfe_selection'],
      `every remote came in on contract ${CONTRACT}, through its adapter`,
    );
    assert.ok(kernel.includes(`shell ${NEXT_KERNEL}`), `the shell runs its kernel: ${kernel}`);
    assert.ok(
      kernel.some((k) => k.endsWith(` ${KERNEL}`) && !k.startsWith('shell')),
      `the remotes run the kernel they were built against beside it: ${kernel}`,
    );
    assert.deepEqual(errors, [], 'nothing failed on the way');
  });
});

test(`(c) the same shell refuses a remote built against contract ${PREVIOUS_CONTRACT}, naming both; the other steps work`, async (t) => {
  const storageState = await appointmentChosen(env.browser, env.checkout.url);
  const server = await serveStatic({
    dir: variants.agendaPrevious.dist,
    port: 0,
    cors: env.checkout.shellOrigins,
  });
  servers.push(server);
  const original =
    env.checkout.runtimeConfig().remotes[REMOTE] ??
    assert.fail(`${REMOTE} has a line in checkout-config.json`);
  env.checkout.setRemoteManifest(REMOTE, `${server.url}mf-manifest.json`);
  try {
    await withPage(
      env.browser,
      t,
      async (page) => {
        await page.goto(env.checkout.url('/step-2'));
        const refused = page.getByRole('alert').filter({
          hasText:
            `Dieser Teil der Buchung (${REMOTE}) passt nicht zur aktuellen Version ` +
            `(erwartet ${NEXT_CONTRACT}, erhalten ${PREVIOUS_CONTRACT})`,
        });
        await refused.waitFor();
        await expectOtherRemotesWork(page, TEXT.de.headings);
      },
      { storageState },
    );
  } finally {
    env.checkout.setRemoteManifest(REMOTE, original);
  }
});
