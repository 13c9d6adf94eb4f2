// Builds a variant of one remote the way its team would on a deploy day: a copy of the repository's parts a
// remote's build reads (the remote, @checkout/shared, the shared webpack factory), changed by `edit`, built by
// webpack in production mode. The working tree and its builds are not touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, webpackBuild } from '../../tools/start.mjs';

/**
 * What a remote's production build reads besides node_modules (see tools/webpack/create-config.cjs).
 * @param {string} remoteDir
 * @param {string} target the copy's folder
 */
function copySources(remoteDir, target) {
  /**
   * @param {string} from
   * @param {string} [to] `from` when left out
   * @param {(source: string) => boolean} [filter]
   */
  const copy = (from, to, filter = () => true) =>
    fs.cpSync(path.join(ROOT, from), path.join(target, to ?? from), { recursive: true, filter });
  /** @param {string} source */
  const noBuildOutput = (source) => !/[/\\](node_modules|dist|etc|\.api-report)([/\\]|$)/.test(source);
  copy('tools/webpack');
  // The TypeScript settings the shell's prerender (run by tsx) is compiled with.
  copy('tsconfig.base.json');
  copy('shared', 'shared', noBuildOutput);
  copy(remoteDir, remoteDir, noBuildOutput);
}

/**
 * node_modules of the copy: every installed package of the repository, linked, except the workspace packages,
 * so that `@checkout/shared` is the copy's own (with its own package.json version).
 * @param {string} target the copy's folder
 */
function linkNodeModules(target) {
  const source = path.join(ROOT, 'node_modules');
  const modules = path.join(target, 'node_modules');
  fs.mkdirSync(path.join(modules, '@checkout'), { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry === '@checkout' || entry === '.package-lock.json') continue;
    fs.symlinkSync(path.join(source, entry), path.join(modules, entry));
  }
  fs.symlinkSync(path.join(target, 'shared'), path.join(modules, '@checkout', 'shared'));
}

/**
 * Replaces `search` by `replacement` in a file of the copy, and fails when it is not there exactly once (the
 * variant would silently be no variant).
 * @param {string} dir the copy's folder
 * @param {string} file relative to it
 * @param {string} search
 * @param {string} replacement
 */
export function patchFile(dir, file, search, replacement) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const count = text.split(search).length - 1;
  if (count !== 1) throw new Error(`${file}: expected "${search}" once, found it ${count} times`);
  fs.writeFileSync(full, text.replace(search, replacement));
}

/**
 * Edits a JSON file of a variant's copy.
 * @template T what the file holds
 * @param {string} dir the copy's folder
 * @param {string} file relative to it
 * @param {(json: T) => void} change given the parsed file, changes it in place
 */
export function editJson(dir, file, change) {
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  change(json);
  fs.writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
}

/**
 * A variant's copy built against another kernel version (what a team does when the kit's new version is out).
 * @param {string} dir the copy's folder
 * @param {string} remoteDir
 * @param {string} version
 */
export function kernelVersion(dir, remoteDir, version) {
  /** @type {(pkg: { version: string }) => void} */
  const setVersion = (pkg) => {
    pkg.version = version;
  };
  /** @type {(pkg: { dependencies: Record<string, string> }) => void} */
  const requireVersion = (pkg) => {
    pkg.dependencies['@checkout/shared'] = `^${version}`;
  };
  editJson(dir, 'shared/package.json', setVersion);
  editJson(dir, `${remoteDir}/package.json`, requireVersion);
}

/** @typedef {Awaited<ReturnType<typeof buildRemoteVariant>>} Variant a variant's build */

/**
 * @param {object} options
 * @param {string} options.remoteDir workspace folder of the remote, e.g. 'mfe-agenda'
 * @param {(dir: string) => void} options.edit changes the copy (paths relative to `dir` mirror the repository)
 * @returns {Promise<{ dir: string, dist: string, seconds: number, remove: () => void }>}
 */
export async function buildRemoteVariant({ remoteDir, edit }) {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `checkout-variant-${remoteDir}-`));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    copySources(remoteDir, dir);
    linkNodeModules(dir);
    edit(dir);
    await webpackBuild(path.join(dir, remoteDir), `the ${remoteDir} variant`);
  } catch (error) {
    remove();
    throw error;
  }
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  return { dir, dist: path.join(dir, remoteDir, 'dist'), seconds, remove };
}
