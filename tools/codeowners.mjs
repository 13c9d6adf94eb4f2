// `npm run codeowners`: writes .github/CODEOWNERS from the ownership table of docs/architecture.md ('Who owns
// what'), so the table a newcomer reads and the reviews GitHub asks for say the same. Each path in backticks in a
// row's Area that starts with a folder of the repository (or is `*`) gets the row's team handles; `mfe-*` stands for
// each remote, and `<remote>` in a handle for the remote's name without `mfe-`.
//
//   npm run codeowners              writes the file
//   node tools/codeowners.mjs --check   exits 1 when the file is not what the table gives
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARCHITECTURE = 'docs/architecture.md';
export const CODEOWNERS = '.github/CODEOWNERS';

/** @typedef {{ area: string, paths: string[], teams: string[] }} Row */

/** @param {string} line */
const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** @param {string} cell */
const codeIn = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/**
 * The rows of the table under '## Who owns what': the Area's paths and the GitHub team's handles.
 * @param {string} markdown
 * @returns {Row[]}
 */
export function ownershipTable(markdown) {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((l) => /^## Who owns what\s*$/.test(l));
  if (heading < 0) throw new Error(`${ARCHITECTURE} has no '## Who owns what' section`);
  const start = lines.findIndex((l, i) => i > heading && l.startsWith('|'));
  /** @type {string[]} */
  const table = [];
  for (let i = start; i >= 0 && lines[i]?.startsWith('|'); i++) table.push(lines[i] ?? '');
  const header = cellsOf(table[0] ?? '');
  const areaColumn = header.findIndex((h) => /^area$/i.test(h));
  const teamColumn = header.findIndex((h) => /github team/i.test(h));
  if (areaColumn < 0 || teamColumn < 0) {
    throw new Error(`the ownership table of ${ARCHITECTURE} needs an 'Area' and a 'GitHub team' column`);
  }
  return table.slice(2).map((line) => {
    const cells = cellsOf(line);
    const area = cells[areaColumn] ?? '';
    return {
      area,
      paths: codeIn(area),
      teams: codeIn(cells[teamColumn] ?? '').filter((t) => t.startsWith('@')),
    };
  });
}

/**
 * A CODEOWNERS pattern's depth: how many folders deep it reaches (`*` none).
 * @param {string} pattern
 */
const depthOf = (pattern) => (pattern === '*' ? 0 : pattern.replace(/^\/|\/$/g, '').split('/').length);

/**
 * Whether `broad` matches everything `pattern` does (a folder above it, or `*`).
 * @param {string} broad
 * @param {string} pattern
 */
const covers = (broad, pattern) =>
  broad === '*' || broad === pattern || (broad.endsWith('/') && pattern.startsWith(broad));

/**
 * The CODEOWNERS text for the table: broader patterns first (the last match wins), a pattern left out when a
 * broader one already names the same teams.
 * @param {string} markdown docs/architecture.md
 * @param {{ root?: string }} [options]
 */
export function codeownersFrom(markdown, { root = ROOT } = {}) {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .map((d) => d.name);
  const remotes = folders.filter((f) => f.startsWith('mfe-')).sort();
  /** @type {{ pattern: string, teams: string[] }[]} */
  const rules = [];
  for (const row of ownershipTable(markdown)) {
    const paths = row.paths.filter(
      (p) => p === '*' || p.startsWith('mfe-*/') || folders.includes(p.split('/')[0] ?? ''),
    );
    if (paths.length === 0) continue;
    if (row.teams.length === 0)
      throw new Error(`the row '${row.area}' of ${ARCHITECTURE} names no GitHub team`);
    for (const p of paths) {
      // `mfe-*/x` names x of each remote that has it (the back office has no src/steps.ts); one remote at least.
      const everyRemote = remotes.map((r) => ({
        path: p.replace('mfe-*', r),
        remote: r.slice('mfe-'.length),
      }));
      const present = everyRemote.filter((e) =>
        fs.existsSync(path.join(root, e.path.replace(/\/?\*\*$/, ''))),
      );
      const expanded = p.startsWith('mfe-*/')
        ? present.length > 0
          ? present
          : everyRemote
        : [{ path: p, remote: undefined }];
      for (const { path: one, remote } of expanded) {
        const teams = row.teams.map((t) => {
          if (!t.includes('<remote>')) return t;
          if (!remote) throw new Error(`'${t}' in the row '${row.area}': <remote> needs an mfe-* path`);
          return t.replace('<remote>', remote);
        });
        if (one === '*') {
          rules.push({ pattern: '*', teams });
          continue;
        }
        const bare = one.replace(/\/?\*\*$/, '').replace(/\/$/, '');
        const full = path.join(root, bare);
        if (!fs.existsSync(full))
          throw new Error(`${ARCHITECTURE} names ${one}, which is not in the repository`);
        rules.push({ pattern: `/${bare}${fs.statSync(full).isDirectory() ? '/' : ''}`, teams });
      }
    }
  }
  const sorted = rules
    .filter((rule, i) => rules.findIndex((r) => r.pattern === rule.pattern) === i)
    .sort((a, b) => depthOf(a.pattern) - depthOf(b.pattern) || a.pattern.localeCompare(b.pattern));
  const kept = sorted.filter((rule, i) => {
    const broader = sorted
      .slice(0, i)
      .filter((r) => covers(r.pattern, rule.pattern))
      .at(-1);
    return !broader || broader.teams.join(' ') !== rule.teams.join(' ');
  });
  const width = Math.max(...kept.map((r) => r.pattern.length));
  return [
    `# Generated by \`npm run codeowners\` (tools/codeowners.mjs) from the ownership table of ${ARCHITECTURE}`,
    "# ('Who owns what'): change the table, then run it. A test fails when this file and the table disagree.",
    "# The team handles are placeholders for the retailer's own GitHub teams; replace them in the table.",
    '# The last matching pattern wins, so broader areas come first; a path whose team a broader line already',
    '# names is left out.',
    '',
    ...kept.map((r) => `${r.pattern.padEnd(width)}  ${r.teams.join(' ')}`),
    '',
  ].join('\n');
}

/** What CODEOWNERS should hold for the repository's table. */
export const expectedCodeowners = (root = ROOT) =>
  codeownersFrom(fs.readFileSync(path.join(root, ARCHITECTURE), 'utf8'), { root });

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const expected = expectedCodeowners();
  const file = path.join(ROOT, CODEOWNERS);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== expected) {
      console.error(`${CODEOWNERS} is not what ${ARCHITECTURE}'s table gives: npm run codeowners`);
      process.exitCode = 1;
    }
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, expected);
    console.log(`Wrote ${CODEOWNERS}:\n\n${expected}`);
  }
}
