// `npm start`: builds the four remotes, the shell, the back office and the booking API (production, only what is
// out of date), starts the built API with node, serves each remote on its own port, the shell under /checkout/
// and the back office under /backoffice/ on its own port, and prints the addresses.
// The e2e harness and the bundle benchmark reuse startCheckout() on their own ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve-static.mjs';
import { backofficeHeaders, remoteHeaders, shellHeaders } from './security-headers.mjs';
import { RELEASES_FRESH_MS, createReleaseSource } from './release-config.mjs';
import { MAIL_CATCHER_PORTS, demoAccounts, startMailCatcher } from './mail-catcher.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The front ends: federation name, workspace folder, default port and its env override. */
export const FRONT_ENDS = [
  { name: 'mfe_selection', dir: 'mfe-selection', port: 3001, env: 'MFE_SELECTION_PORT' },
  { name: 'mfe_agenda', dir: 'mfe-agenda', port: 3002, env: 'MFE_AGENDA_PORT' },
  { name: 'mfe_contact', dir: 'mfe-contact', port: 3003, env: 'MFE_CONTACT_PORT' },
  { name: 'mfe_confirmation', dir: 'mfe-confirmation', port: 3004, env: 'MFE_CONFIRMATION_PORT' },
  { name: 'shell', dir: 'shell', port: 8080, env: 'SHELL_PORT' },
  // The branch's back office (issue 34): a remote with a page of its own under /backoffice/, not one of the
  // checkout's steps (the shell's config does not name it).
  {
    name: 'mfe_backoffice',
    dir: 'mfe-backoffice',
    port: 3005,
    env: 'MFE_BACKOFFICE_PORT',
    page: '/backoffice/',
  },
];
/** The checkout's remotes: what the shell's checkout-config.json names. */
export const REMOTES = FRONT_ENDS.filter((f) => f.name !== 'shell' && !f.page);
export const BACK_OFFICE = /** @type {FrontEnd & { page: string }} */ (
  FRONT_ENDS.find((f) => f.name === 'mfe_backoffice')
);
const API_DEFAULT_PORT = 4000;

/** @typedef {(typeof FRONT_ENDS)[number]} FrontEnd */
/** @typedef {Record<string, number>} Ports a port per front end's federation name, and the API's as `api` */
/**
 * What the shell reads from checkout-config.json (shared's RuntimeConfig): the API's and the remotes' addresses
 * besides what shell/public/checkout-config.json says.
 * @typedef {{ apiBaseUrl: string, factorsUrl: string, remotes: Record<string, string>, [setting: string]: unknown }} RuntimeConfig
 */
/** @typedef {import('node:child_process').ChildProcess & { stopping?: boolean }} ApiProcess */
/** @typedef {'not started' | 'starting' | 'missing' | 'up' | 'exited'} ApiStatus */

/**
 * Ports from the environment (SHELL_PORT, MFE_AGENDA_PORT, ..., API_PORT) or the defaults.
 * @returns {Ports}
 */
export function portsFromEnv(env = process.env) {
  /** @type {Ports} */
  const ports = {};
  for (const f of FRONT_ENDS) ports[f.name] = Number(env[f.env] || f.port);
  ports.api = Number(env.API_PORT || API_DEFAULT_PORT);
  // The demo's mail catcher (issue 47): its web page and its SMTP port.
  ports.mailCatcher = Number(env.MAIL_CATCHER_PORT || MAIL_CATCHER_PORTS.web);
  ports.mailCatcherSmtp = Number(env.MAIL_CATCHER_SMTP_PORT || MAIL_CATCHER_PORTS.smtp);
  return ports;
}

// ---------------------------------------------------------------------------------------------- build

const BUILD_INPUTS = ['src', 'scripts', 'public', 'webpack.config.js', 'package.json'];
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'tools/webpack', 'package-lock.json'];

/** @param {string} target a file or folder */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    ) {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * A build is up to date when its stamp is newer than every input: its sources, shared, the factory.
 * @param {FrontEnd} frontEnd
 */
export function isUpToDate(frontEnd) {
  const stamp = path.join(ROOT, frontEnd.dir, 'dist', '.build-stamp');
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    ...BUILD_INPUTS.map((p) => path.join(ROOT, frontEnd.dir, p)),
    ...COMMON_INPUTS.map((p) => path.join(ROOT, p)),
  ];
  return inputs.every((input) => newestMtime(input) < built);
}

/**
 * A production webpack build in `cwd` (a front end's folder, or a copy of one); rejects with its output.
 * @param {string} cwd
 * @param {string} what named in the error
 * @returns {Promise<void>}
 */
export function webpackBuild(cwd, what) {
  const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production', '--no-stats'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Build of ${what} failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * @param {FrontEnd} frontEnd
 * @param {(line: string) => void} log
 * @returns {Promise<number>} the build's seconds
 */
async function runWebpack(frontEnd, log) {
  const started = Date.now();
  await webpackBuild(path.join(ROOT, frontEnd.dir), frontEnd.dir);
  const stamp = path.join(ROOT, frontEnd.dir, 'dist', '.build-stamp');
  fs.writeFileSync(stamp, new Date(started).toISOString());
  // The stamp must not look newer than an edit made while the build ran.
  fs.utimesSync(stamp, new Date(started), new Date(started));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`  built ${frontEnd.dir} in ${seconds} s`);
  return Number(seconds);
}

/**
 * Builds the front ends that are out of date, at most as many at a time as there are cores.
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<Record<string, number>>} build seconds per front end that was built
 */
export async function buildFrontEnds({ force = false, log = console.log } = {}) {
  const todo = FRONT_ENDS.filter((f) => force || !isUpToDate(f));
  /** @type {Record<string, number>} */
  const times = {};
  if (todo.length === 0) {
    log('Front ends are up to date (CHECKOUT_REBUILD=1 forces a build).');
    return times;
  }
  const parallel = Math.max(1, Math.min(todo.length, os.availableParallelism?.() ?? os.cpus().length));
  log(`Building ${todo.map((f) => f.dir).join(', ')} (${parallel} at a time) ...`);
  const queue = [...todo];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) times[next.dir] = await runWebpack(next, log);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return times;
}

/** The booking API's build (api/dist, see api/scripts/build.mjs): its sources, shared's, the lock file. */
const API_BUILD_INPUTS = [
  'api/src',
  'api/scripts/build.mjs',
  'api/package.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
];

export function isApiUpToDate() {
  const stamp = path.join(ROOT, 'api', 'dist', '.build-stamp');
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return API_BUILD_INPUTS.every((input) => newestMtime(path.join(ROOT, input)) < built);
}

/**
 * Builds the booking API into api/dist when it is out of date (`npm run build -w api`; esbuild, about a second).
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<Record<string, number>>} build seconds, { api } when it was built
 */
export async function buildApi({ force = false, log = console.log } = {}) {
  if (!force && isApiUpToDate()) return {};
  const started = Date.now();
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'api', 'scripts', 'build.mjs')], {
        cwd: path.join(ROOT, 'api'),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`Build of api failed (exit ${code}):\n${output}`)),
      );
    })
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`  built api in ${seconds} s`);
  return { api: Number(seconds) };
}

// ---------------------------------------------------------------------------------------------- serve

/**
 * The demo's note on the back office's sign-in page (backoffice-config.json's `demo`): where its mail is read and
 * which accounts it has. Only a demo's config has one.
 * @typedef {{ mailCatcherUrl: string, accounts: import('./mail-catcher.mjs').DemoAccount[] }} BackofficeDemo
 */

/**
 * The back office's backoffice-config.json for these ports: the API (its staff routes) and the retailer's name
 * from the shell's config; in the demo, its mail catcher's page and accounts.
 * @param {Ports} ports
 * @param {string} [mailCatcherUrl] the demo's mail catcher, when one runs
 * @returns {{ apiBaseUrl: string, product: string, demo?: BackofficeDemo }}
 */
export function backofficeConfigFor(ports, mailCatcherUrl) {
  const base = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'shell', 'public', 'checkout-config.json'), 'utf8'),
  );
  return {
    apiBaseUrl: `http://localhost:${ports.api}/api`,
    product: base.product,
    ...(mailCatcherUrl ? { demo: { mailCatcherUrl, accounts: demoAccounts() } } : {}),
  };
}

/**
 * The runtime config for these ports: what shell/public/checkout-config.json says, re-pointed.
 * @param {Ports} ports
 * @returns {RuntimeConfig}
 */
export function runtimeConfigFor(ports) {
  const base = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'shell', 'public', 'checkout-config.json'), 'utf8'),
  );
  const apiOrigin = `http://localhost:${ports.api}`;
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const r of REMOTES) remotes[r.name] = `http://localhost:${ports[r.name]}/mf-manifest.json`;
  return {
    ...base,
    apiBaseUrl: `${apiOrigin}/api`,
    factorsUrl: `${apiOrigin}/api/matching/factors`,
    remotes,
  };
}

/**
 * Resolves with the status of the first answer from `url`; rejects when none came within the time.
 * @param {string} url
 */
async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s: ${error}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

function apiExists() {
  return fs.existsSync(path.join(ROOT, 'api', 'src', 'main.ts'));
}

/**
 * @param {Ports} ports
 * @param {Record<string, string>} apiEnv
 * @param {(line: string) => void} log
 * @param {string | undefined} apiLog
 * @returns {ApiProcess}
 */
function startApi(ports, apiEnv, log, apiLog) {
  const output = apiLog ? fs.openSync(apiLog, 'a') : 'inherit';
  // The build of api/dist with plain node, as in production (`npm run start:prod -w api`).
  /** @type {ApiProcess} */
  const child = spawn(process.execPath, ['--enable-source-maps', path.join('dist', 'main.js')], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', output, output],
    env: { ...process.env, PORT: String(ports.api), API_PORT: String(ports.api), ...apiEnv },
    detached: true, // its own process group: stopping it stops everything it started
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) log(`Booking API exited (${signal ?? code}).`);
  });
  return child;
}

/**
 * Resolves 'up' once the API answers, or 'exited' when it stops first (the front end is served anyway).
 * @param {ApiProcess} child
 * @param {number | undefined} port
 * @returns {Promise<'up' | 'exited'>}
 */
function waitForApi(child, port) {
  /** @type {Promise<'exited'>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve('exited')));
  const up = waitForHttp(`http://localhost:${port}/api/health/live`, 120_000).then(
    () => /** @type {const} */ ('up'),
  );
  return Promise.race([up, exited]);
}

/**
 * Stops the API and everything it started (its process group), by force after 5 s.
 * @param {ApiProcess | null} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const group = -child.pid;
  child.stopping = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/**
 * Builds if needed and starts the whole checkout.
 * @param {object} [options]
 * @param {Record<string, number>} [options.ports] see portsFromEnv(); 0 picks a free port for a front end
 * @param {boolean | 'auto'} [options.build] 'auto' builds what is out of date
 * @param {boolean} [options.api] start the booking API (when it exists)
 * @param {Record<string, string>} [options.apiEnv] extra environment of the API (database ...)
 * @param {string} [options.apiLog] file receiving the API's output (default: this terminal)
 * @param {(line: string) => void} [options.log]
 * @param {string} [options.shellDir] the shell build to serve (a shell deploy: another build in its place)
 * @param {boolean} [options.demo] the demo (npm start): the demo data, a mail catcher the API sends to over SMTP
 *   (ports.mailCatcher and ports.mailCatcherSmtp, 0 for free ones), named on the back office's sign-in page
 */
export async function startCheckout({
  ports = portsFromEnv(),
  build = 'auto',
  api = true,
  apiEnv = {},
  apiLog,
  log = console.log,
  shellDir = path.join(ROOT, 'shell', 'dist'),
  demo = false,
} = {}) {
  const buildTimes = build === false ? {} : await buildFrontEnds({ force: build === true, log });
  if (api && apiExists() && build !== false)
    Object.assign(buildTimes, await buildApi({ force: build === true, log }));
  for (const f of FRONT_ENDS) {
    const marker = f.name === 'shell' || f.page ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(path.join(ROOT, f.dir, 'dist', marker))) throw new Error(`${f.dir}/dist is not built`);
  }
  if (api && apiExists() && !fs.existsSync(path.join(ROOT, 'api', 'dist', 'main.js'))) {
    throw new Error('api/dist is not built (npm run build -w api)');
  }

  const actualPorts = { ...ports };
  /** @type {Record<string, Awaited<ReturnType<typeof serveStatic>>>} */
  const servers = {};
  /** @type {string[]} */
  let shellOrigins = [];

  /** @param {FrontEnd} remote */
  const serveRemote = async (remote) => {
    servers[remote.name] = await serveStatic({
      dir: path.join(ROOT, remote.dir, 'dist'),
      port: actualPorts[remote.name] || 0,
      cors: shellOrigins,
      headers: remoteHeaders,
    });
    actualPorts[remote.name] = servers[remote.name]?.port ?? 0;
  };

  // Each server binds its port itself (0: the system picks one), so no port is chosen first and taken by
  // another process before it is bound. The shell comes first: the remotes allow its origin only. The
  // config, served from memory and read on every request, names them all once they are bound; a deploy of a
  // remote changes one of its lines.
  /** @type {RuntimeConfig | null} */
  let runtimeConfig = null;
  /** @type {ReturnType<typeof backofficeConfigFor> | null} */
  let backofficeConfig = null;
  /** @type {ApiProcess | null} */
  let apiChild = null;
  /** @type {Awaited<ReturnType<typeof startMailCatcher>> | null} the demo's mail catcher */
  let mailCatcher = null;
  /** @type {ReturnType<typeof createReleaseSource> | null} the API's release state, once the API answers */
  let releases = null;
  /** The config as served now: the releases the API names merged in. */
  const servedConfig = () => (runtimeConfig && releases ? releases.apply(runtimeConfig) : runtimeConfig);
  /** @type {ApiStatus} */
  let apiStatus = 'not started';
  let shellUrl = '';
  let backofficeUrl = '';
  // A start that fails half-way (a port refused, a build missing) closes what it opened, so no process is
  // left waiting on open servers.
  const closeAll = () =>
    Promise.all([...Object.values(servers).map((s) => s.close()), stopChild(apiChild), mailCatcher?.stop()]);
  try {
    const shellServer = await serveStatic({
      dir: shellDir,
      port: actualPorts.shell || 0,
      basePath: '/checkout/',
      spa: true,
      cors: false,
      // The remotes' canary releases come from the API (decision 0054): a page's document reads a fresher state
      // than its config, so that its Content-Security-Policy allows any candidate the config names a moment later.
      prepare: async (url) => {
        if (!releases || !runtimeConfig) return;
        const pathname = url.split('?')[0] ?? '';
        const isDocument = !path.extname(pathname) || pathname.endsWith('.html');
        if (isDocument || pathname.endsWith('/checkout-config.json'))
          await releases.refresh(
            runtimeConfig.remotes,
            isDocument ? RELEASES_FRESH_MS.document : RELEASES_FRESH_MS.config,
          );
      },
      overrides: { 'checkout-config.json': () => JSON.stringify(servedConfig(), null, 2) },
      headers: shellHeaders(() => servedConfig() ?? {}),
    });
    servers.shell = shellServer;
    actualPorts.shell = shellServer.port;
    shellOrigins = [`http://localhost:${actualPorts.shell}`, `http://127.0.0.1:${actualPorts.shell}`];
    // Settled, not raced: a remote that fails to bind must not leave the others starting after the cleanup.
    const serveBackoffice = async () => {
      const server = await serveStatic({
        dir: path.join(ROOT, BACK_OFFICE.dir, 'dist'),
        port: actualPorts[BACK_OFFICE.name] || 0,
        basePath: BACK_OFFICE.page,
        spa: true,
        cors: shellOrigins,
        overrides: { 'backoffice-config.json': () => JSON.stringify(backofficeConfig, null, 2) },
        headers: backofficeHeaders(() => backofficeConfig ?? {}),
      });
      servers[BACK_OFFICE.name] = server;
      actualPorts[BACK_OFFICE.name] = server.port;
    };
    const remotesServed = await Promise.allSettled([...REMOTES.map(serveRemote), serveBackoffice()]);
    const refused = remotesServed.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
    const backofficePort = actualPorts[BACK_OFFICE.name];
    const backofficeOrigins = [`http://localhost:${backofficePort}`, `http://127.0.0.1:${backofficePort}`];
    // The API is a child process: its port is picked right before it starts.
    if (!actualPorts.api) actualPorts.api = await freePort();
    if (demo) {
      mailCatcher = await startMailCatcher({
        webPort: actualPorts.mailCatcher ?? MAIL_CATCHER_PORTS.web,
        smtpPort: actualPorts.mailCatcherSmtp ?? MAIL_CATCHER_PORTS.smtp,
      });
      actualPorts.mailCatcher = mailCatcher.ports.web;
      actualPorts.mailCatcherSmtp = mailCatcher.ports.smtp;
    }
    runtimeConfig = runtimeConfigFor(actualPorts);
    backofficeConfig = backofficeConfigFor(actualPorts, mailCatcher?.webUrl);

    if (api && apiExists()) {
      apiChild = startApi(
        actualPorts,
        {
          CORS_ORIGINS: shellOrigins.join(','),
          // The links of the e-mails (the manage page) lead to this shell.
          CHECKOUT_PUBLIC_URL: `http://localhost:${actualPorts.shell}/checkout`,
          // The back office (issue 34): its sign-in mails lead to <BACKOFFICE_URL>/backoffice/sign-in?token=…, its
          // origins alone call /api/staff with the session's cookie (CORS with credentials, the Origin check), and
          // the passkeys' relying party is its host name (localhost).
          BACKOFFICE_URL: `http://localhost:${backofficePort}`,
          BACKOFFICE_ORIGINS: backofficeOrigins.join(','),
          // The demo writes its catalogue, bookings and staff, and mails over real SMTP to the catcher.
          ...(mailCatcher ? { DEMO_DATA: '1', SMTP_URL: mailCatcher.smtpUrl } : {}),
          ...apiEnv,
        },
        log,
        apiLog,
      );
      apiStatus = 'starting';
    } else if (api) {
      apiStatus = 'missing';
      log('Booking API is missing (api/src/main.ts does not exist yet): serving the front end only.');
    }

    shellUrl = `http://localhost:${actualPorts.shell}/checkout/`;
    backofficeUrl = `http://localhost:${backofficePort}${BACK_OFFICE.page}`;
    await Promise.all([
      waitForHttp(shellUrl),
      waitForHttp(backofficeUrl),
      ...REMOTES.map((r) => waitForHttp(`http://localhost:${actualPorts[r.name]}/mf-manifest.json`)),
      ...(apiChild
        ? [
            waitForApi(apiChild, actualPorts.api).then((status) => {
              apiStatus = status;
              // Asked only once the API answers: a page served before that has no release to name (and the start
              // prints no warning about an API that is still starting).
              if (status === 'up') {
                releases = createReleaseSource({
                  url: `http://localhost:${actualPorts.api}/api/checkout/releases`,
                  log,
                });
              }
            }),
          ]
        : []),
    ]);
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }

  const stopped = { done: false };
  return {
    ports: actualPorts,
    shellUrl,
    /** The back office's page (/backoffice/ on its own port). */
    backofficeUrl,
    /** The demo's mail catcher (its page, the mails it caught), when `demo` started one. */
    mailCatcher,
    buildTimes,
    // Also 'up' or 'exited', which waitForApi's answer set above (out of the type checker's sight).
    apiStatus: /** @type {ApiStatus} */ (apiStatus),
    /**
     * Stops one remote's server (the e2e test of the fallback).
     * @param {string} name its federation name
     */
    stopRemote: async (name) => {
      await servers[name]?.close();
      delete servers[name];
    },
    /**
     * Starts it again on the same port.
     * @param {string} name its federation name
     */
    startRemote: async (name) => {
      const remote = REMOTES.find((r) => r.name === name);
      if (!remote) throw new Error(`${name} is no remote of the checkout`);
      await serveRemote(remote);
    },
    /** The origins of the shell (what a remote served elsewhere must allow: CORS). */
    shellOrigins,
    /** The backoffice-config.json the back office serves. */
    backofficeConfig: () => backofficeConfig,
    /** The checkout-config.json the shell serves now (without the releases the API names: servedConfig). */
    runtimeConfig: () => /** @type {RuntimeConfig} made by the start */ (runtimeConfig),
    /** The checkout-config.json as last served, with the remotes' releases. */
    servedConfig: () => /** @type {RuntimeConfig} made by the start */ (servedConfig()),
    /**
     * A deploy (or a rollback) of a remote: points its line of the served checkout-config.json at another
     * build's mf-manifest.json. Pages loaded from then on use it; the shell's build is not involved.
     * @param {string} name the remote's federation name
     * @param {string} manifestUrl
     */
    setRemoteManifest: (name, manifestUrl) => {
      const config = /** @type {RuntimeConfig} the start has made it */ (runtimeConfig);
      runtimeConfig = { ...config, remotes: { ...config.remotes, [name]: manifestUrl } };
    },
    stop: async () => {
      if (stopped.done) return;
      stopped.done = true;
      await closeAll();
    },
  };
}

/** @returns {Promise<number>} a port free now */
async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = /** @type {import('node:net').AddressInfo} listening on TCP */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const started = Date.now();
  /** @type {Awaited<ReturnType<typeof startCheckout>> | undefined} */
  let checkout;
  const shutdown = async () => {
    await checkout?.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const force = process.env.CHECKOUT_REBUILD === '1' || process.argv.includes('--rebuild');
  if (process.argv.includes('--build-only')) {
    await Promise.all([buildFrontEnds({ force }), buildApi({ force })]).catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
    process.exit(0);
  }
  try {
    // The API writes its demo catalogue, bookings and staff only when asked (DEMO_DATA=1): npm start is the demo,
    // with a mail catcher whose page shows what the API sends (the back office's sign-in links too).
    checkout = await startCheckout({ build: force ? true : 'auto', demo: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await checkout?.stop();
    process.exit(1);
  }
  const p = checkout.ports;
  console.log(
    [
      '',
      ...REMOTES.map((r) => `  ${r.name.padEnd(17)} http://localhost:${p[r.name]}/mf-manifest.json`),
      `  booking API       http://localhost:${p.api}/api (${checkout.apiStatus})`,
      `  back office       ${checkout.backofficeUrl}`,
      ...(checkout.mailCatcher
        ? [
            `  mail catcher      ${checkout.mailCatcher.webUrl} (every mail the demo sends, sign-in links too)`,
            '  demo accounts     sign in to the back office with one; its link arrives in the mail catcher',
            ...demoAccounts().map(
              (a) => `                    ${a.email.padEnd(38)} ${a.name}, ${a.role.replace('_', ' ')}`,
            ),
          ]
        : []),
      `  ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      '',
      `Checkout ready: ${checkout.shellUrl}`,
    ].join('\n'),
  );
}
