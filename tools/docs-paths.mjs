// The repository paths the docs name, and the ones that do not exist (`npm run test:tools` fails on any): every
// README.md and docs/**/*.md is read for links (`[text](path#anchor)`, anchors into Markdown files checked too)
// and for paths in code (`shell/src/app/router.tsx`, or `router.tsx` in shell/README.md: a name the package has).
//
//   node tools/docs-paths.mjs      prints each broken path with its file and line
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a path in code ends with to be taken for a file name. */
const FILE_NAME = /\.(?:tsx?|mjs|cjs|js|json|md|mdx|sh|css|sql|html|ya?ml)$/;
/** Folders and files that builds, runs and tools write: named by the docs, never in git. */
const WRITTEN = new Set([
  'dist',
  '.data',
  'artifacts',
  'storybook-static',
  'node_modules',
  '.mailbox',
  'coverage',
  '.api-report',
  'mf-manifest.json',
  'remoteEntry.js',
  'main.js',
  'index.html',
]);
/** Prerendered pages of the shell's build (`step-1.html`, `fr/step-3.html`). */
const PRERENDERED = /^(?:fr\/)?step-[\dN]\.html$/;

/**
 * The files of the repository (tracked, and new ones git does not ignore), as paths relative to `root`.
 * @param {string} root
 * @returns {string[]}
 */
export function repositoryFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((f) => f && fs.existsSync(path.join(root, f)));
}

/** @param {string[]} files */
export const docFiles = (files) =>
  files
    .filter((f) => /(^|\/)README\.md$/.test(f) || /^docs\/.*\.md$/.test(f))
    .filter((f) => !f.includes('node_modules/'));

/**
 * GitHub's anchor for a heading: lower case, without punctuation, spaces as hyphens.
 * @param {string} heading
 */
export const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * The anchors of a Markdown text's headings (a repeated heading gets -1, -2 ... as on GitHub).
 * @param {string} markdown
 */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = anchorOf(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * @typedef {{ line: number, kind: 'link' | 'code' | 'block', target: string, alone?: boolean }} Named
 */

/**
 * What a Markdown text names that may be a path: link targets, and the words of code spans and code blocks.
 * @param {string} markdown
 * @returns {Named[]}
 */
export function namedIn(markdown) {
  /** @type {Named[]} */
  const named = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      for (const word of text.split(/\s+/)) named.push({ line, kind: 'block', target: word });
      return;
    }
    // Code spans first (a link inside one is code), then links in what is left.
    const rest = text.replace(/`([^`]+)`/g, (_, code) => {
      const words = code.trim().split(/\s+/);
      for (const word of words) named.push({ line, kind: 'code', target: word, alone: words.length === 1 });
      return ' ';
    });
    for (const match of rest.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      named.push({ line, kind: 'link', target: match[1] ?? '' });
    }
  });
  return named;
}

/**
 * The broken paths of the docs: each with its file, line and why.
 * @param {{ root?: string, files?: string[] }} [options]
 * @returns {{ file: string, line: number, target: string, problem: string }[]}
 */
export function brokenPaths({ root = ROOT, files = repositoryFiles(root) } = {}) {
  const all = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const top = new Set(files.map((f) => f.split('/')[0]));
  /** @param {string} p */
  const exists = (p) => all.has(p) || folders.has(p.replace(/\/$/, ''));
  /**
   * A name that a file or folder of `scope` (a folder, '' for the whole repository) ends with.
   * @param {string} name
   * @param {string} scope
   */
  const inScope = (name, scope) => {
    const bare = name.replace(/\/$/, '');
    const prefix = scope ? `${scope}/` : '';
    /** @param {string} p */
    const ends = (p) => p.startsWith(prefix) && (p === `${prefix}${bare}` || p.endsWith(`/${bare}`));
    return [...all].some(ends) || [...folders].some(ends);
  };
  /** @type {Map<string, Set<string>>} */
  const anchorsCache = new Map();
  /** @param {string} file @returns {Set<string>} */
  const anchors = (file) => {
    const known = anchorsCache.get(file) ?? anchorsOf(fs.readFileSync(path.join(root, file), 'utf8'));
    anchorsCache.set(file, known);
    return known;
  };

  /** @type {{ file: string, line: number, target: string, problem: string }[]} */
  const broken = [];
  for (const file of docFiles(files)) {
    const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
    const scope = file.includes('/') && !file.startsWith('docs/') ? (file.split('/')[0] ?? '') : '';
    for (const { line, kind, target, alone } of namedIn(fs.readFileSync(path.join(root, file), 'utf8'))) {
      /** @param {string} problem */
      const report = (problem) => broken.push({ file, line, target, problem });
      if (kind === 'link') {
        if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
        const [where = '', anchor] = target.split('#');
        const resolved = path.posix.normalize(path.posix.join(dir, decodeURI(where)));
        if (resolved.startsWith('..') || !exists(resolved))
          report('the link leads to no file of the repository');
        else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
          report(`${resolved} has no heading for #${anchor}`);
        continue;
      }
      const word = target.replace(/^[('"]+|[)'",.;:]+$/g, '');
      // Placeholders, packages, URLs, absolute paths, bare extensions (`.css`): not a path of the repository.
      if (!word || /[<>*{}[\]=|$~@]|:\/\/|^\/|^\.\.?\/|^\.[a-z]+$/.test(word)) continue;
      if (word.split('/').some((part) => WRITTEN.has(part)) || PRERENDERED.test(word)) continue;
      const first = word.split('/')[0] ?? '';
      const isFile = FILE_NAME.test(word);
      const isFolder = word.endsWith('/') || (word.includes('/') && top.has(first));
      // A folder counts when a code span names it alone: other words of code are commands, imports and titles.
      if (!isFile && (!isFolder || !alone)) continue;
      if (word.includes('/') && top.has(first)) {
        if (!exists(word)) report('no such file or folder in the repository');
      } else if (kind === 'code' && !exists(path.posix.join(dir, word)) && !inScope(word, scope)) {
        // Another package's file named by its name (a remote's README naming the shell's checkout-config.json).
        if (!scope || !inScope(word, '')) report('no such file or folder in the repository');
      }
    }
  }
  return broken;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = brokenPaths();
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.target}: ${b.problem}`);
  console.log(broken.length === 0 ? 'Every path the docs name exists.' : `${broken.length} broken paths.`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}
