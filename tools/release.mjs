// `npm run release -- <command>`: canary releases of a remote (issue 36, decision 0054), through the running booking
// API's operator routes, the way `npm run -w api checkout:offline` reaches it: API_URL (default
// http://127.0.0.1:$API_PORT, 4000) with the operator token (OPERATOR_TOKEN, else the file the API wrote at start,
// OPERATOR_TOKEN_FILE, default .data/operator-token). The served checkout-config.json follows within a second.
//
//   npm run release -- start mfe_agenda --manifest <mf-manifest.json URL> --share 10 [--version <v>]
//                         [--auto-rollback [--margin 0.05] [--min-sessions 50] [--per-network 1]]
//   npm run release -- widen [mfe_agenda] --share 50
//   npm run release -- promote [mfe_agenda]
//   npm run release -- rollback [mfe_agenda]
//   npm run release -- status
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readManifest } from './release-config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `usage: npm run release -- start <remote> --manifest <url> --share <0-100> [--version <v>]
                            [--auto-rollback [--margin <0-1>] [--min-sessions <n>] [--per-network <n>]]
       npm run release -- widen [<remote>] --share <0-100>
       npm run release -- promote [<remote>] | rollback [<remote>] | status`;

/**
 * @typedef {{ sessions: number, failed: number }} SideCounts
 * @typedef {{ manifest: string, version: string }} Build
 * @typedef {{
 *   remote: string,
 *   stable: Build | null,
 *   candidate: (Build & { share: number, startedAt: string, autoRollback: { margin: number, minSessions: number, sessionsPerNetwork: number } | null,
 *     sessions: { stable: SideCounts, candidate: SideCounts } }) | null,
 *   last: { version: string, status: string, reason: string, endedAt: string } | null,
 * }} ReleaseStatus
 */

/** @param {NodeJS.ProcessEnv} env */
export function operatorClient(env = process.env, fetchImpl = fetch) {
  const base = (env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? env.PORT ?? 4000}`).replace(/\/$/, '');
  const tokenFile = path.resolve(env.OPERATOR_TOKEN_FILE ?? path.join(ROOT, '.data', 'operator-token'));
  const token =
    env.OPERATOR_TOKEN || (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : '');
  /**
   * @param {string} route under /api/operator/releases
   * @param {object} [body] POSTed when given
   * @returns {Promise<ReleaseStatus[]>}
   */
  return async (route, body) => {
    const url = `${base}/api/operator/releases${route}`;
    const response = await fetchImpl(url, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).catch((error) => {
      throw new Error(`no booking API answers at ${base} (${error.cause?.code ?? error}); is it running?`);
    });
    const text = await response.text();
    if (response.status === 404) throw new Error('that remote has no candidate running');
    if (!response.ok) throw new Error(`the API answered ${response.status}: ${text}`);
    return JSON.parse(text).releases;
  };
}

/** @param {ReleaseStatus[]} releases */
export function formatStatus(releases) {
  if (releases.length === 0) return 'No releases: every remote runs its line of checkout-config.json.';
  /** @param {SideCounts} c */
  const rate = (c) => `${c.failed}/${c.sessions} sessions failed`;
  return releases
    .map((r) => {
      const lines = [`${r.remote}`];
      lines.push(
        `  stable     ${r.stable ? `${r.stable.version}  ${r.stable.manifest}` : "the config's own line"}`,
      );
      if (r.candidate) {
        const c = r.candidate;
        lines.push(`  candidate  ${c.version}  ${c.manifest}`);
        lines.push(`             ${c.share} % of new sessions since ${c.startedAt}`);
        lines.push(
          `             automatic rollback: ${
            c.autoRollback
              ? `on (margin ${c.autoRollback.margin * 100} points, from ${c.autoRollback.minSessions} sessions, ` +
                `${c.autoRollback.sessionsPerNetwork} per network)`
              : 'off'
          }`,
        );
        lines.push(`             candidate ${rate(c.sessions.candidate)}, stable ${rate(c.sessions.stable)}`);
      }
      if (r.last)
        lines.push(`  last       ${r.last.version} ${r.last.status} at ${r.last.endedAt} (${r.last.reason})`);
      return lines.join('\n');
    })
    .join('\n');
}

/** @param {string} value @param {string} name */
const number = (value, name) => {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw new Error(`--${name} takes a number, not "${value}"`);
  return n;
};

/**
 * Runs one command; resolves with what to print.
 * @param {string[]} argv
 * @param {{ env?: NodeJS.ProcessEnv, fetch?: typeof fetch }} [options]
 */
export async function release(argv, { env = process.env, fetch: fetchImpl = fetch } = {}) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      manifest: { type: 'string' },
      share: { type: 'string' },
      version: { type: 'string' },
      'auto-rollback': { type: 'boolean' },
      margin: { type: 'string' },
      'min-sessions': { type: 'string' },
      'per-network': { type: 'string' },
    },
  });
  const [command, named] = positionals;
  const operator = operatorClient(env, fetchImpl);
  /** The remote named, or the only one with a candidate running. */
  const remoteOf = async () => {
    if (named) return named;
    const running = (await operator('')).filter((r) => r.candidate);
    if (running.length !== 1 || !running[0])
      throw new Error(`name the remote: ${running.length} candidates are running\n${USAGE}`);
    return running[0].remote;
  };
  switch (command) {
    case 'status':
      return formatStatus(await operator(''));
    case 'start': {
      if (!named || !values.manifest || values.share === undefined) throw new Error(USAGE);
      const manifest = await readManifest(values.manifest, fetchImpl);
      if (manifest.name !== named)
        throw new Error(`${values.manifest} is the manifest of ${manifest.name}, not of ${named}`);
      return formatStatus(
        await operator('/start', {
          remote: named,
          manifest: values.manifest,
          version: values.version ?? manifest.version,
          share: number(values.share, 'share'),
          ...(values['auto-rollback']
            ? {
                autoRollback: true,
                ...(values.margin !== undefined ? { margin: number(values.margin, 'margin') } : {}),
                ...(values['min-sessions'] !== undefined
                  ? { minSessions: number(values['min-sessions'], 'min-sessions') }
                  : {}),
                ...(values['per-network'] !== undefined
                  ? { sessionsPerNetwork: number(values['per-network'], 'per-network') }
                  : {}),
              }
            : {}),
        }),
      );
    }
    case 'widen':
      if (values.share === undefined) throw new Error(USAGE);
      return formatStatus(
        await operator('/widen', { remote: await remoteOf(), share: number(values.share, 'share') }),
      );
    case 'promote':
    case 'rollback':
      return formatStatus(await operator(`/${command}`, { remote: await remoteOf() }));
    default:
      throw new Error(USAGE);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  release(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
