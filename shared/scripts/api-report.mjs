// The public surface of @checkout/shared, recorded by API Extractor: one report per entry point of
// package.json `exports` in etc/, and in etc/api-version.json the version the reports were accepted at.
//
//   npm run api-report -w shared             accept: writes the reports and the version, and refuses a version
//                                            that does not match the change (removed or changed declarations
//                                            need a new major; additions, new optional members and new members
//                                            of a constant at least a new minor)
//   npm run api-report -w shared -- --check  CI: fails when the surface or the version differs from etc/
//
// TypeScript (the repository's, 6.0) emits the declarations of the entry points into an ignored folder
// (.api-report/, removed afterwards); API Extractor (with its own bundled TypeScript) reads them.
// `--package <dir>` points it at another package (its tests use a small one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  ExtractorMessageCategory,
} from '@microsoft/api-extractor';

const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(SHARED_DIR, '..');
/** The repository's TypeScript (API Extractor's own copy is older and would be found first from here). */
const TSC = createRequire(path.join(ROOT, 'package.json')).resolve('typescript/bin/tsc');

export const VERSION_FILE = 'api-version.json';

/**
 * What the report reads of a package.json.
 * @typedef {{
 *   name: string,
 *   version: string,
 *   exports?: string | Record<string, unknown>,
 *   apiReport?: { contracts?: Record<string, number> },
 * }} PackageJson
 */
const ACCEPT_COMMAND = 'npm run api-report -w shared';

// ------------------------------------------------------------------------------------------- versions

/** @param {string} version */
export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version (major.minor.patch)`);
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/**
 * @param {string} a
 * @param {string} b
 */
function compareVersions(a, b) {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

/**
 * Whether going from `from` to `to` is a large enough step for a change of the surface. Under 1.0.0 a
 * minor counts as a major (as npm's caret does: ^0.1.0 excludes 0.2.0).
 * @param {string} from the accepted version
 * @param {string} to the package's version now
 * @param {'none' | 'additions' | 'breaking'} change
 * @returns {string | null} null when the version fits, otherwise what it needs
 */
export function versionProblem(from, to, change) {
  const a = parseVersion(from);
  const b = parseVersion(to);
  if (compareVersions(to, from) < 0) return `the version went back from ${from} to ${to}`;
  const newMajor = b.major > a.major || (a.major === 0 && b.major === 0 && b.minor > a.minor);
  const newMinor = b.major > a.major || b.minor > a.minor;
  if (change === 'breaking' && !newMajor) {
    const next = a.major === 0 ? `${a.major}.${a.minor + 1}.0 or 1.0.0` : `${a.major + 1}.0.0`;
    return `declarations were removed or changed, which needs a new major version (${next}), not ${to}`;
  }
  if (change === 'additions' && !newMinor) {
    return `declarations were added, which needs at least a new minor version (${a.major}.${a.minor + 1}.0), not ${to}`;
  }
  return null;
}

// -------------------------------------------------------------------------------------------- reports

/**
 * The declarations of an API Extractor report: its TypeScript block split at blank lines, without the
 * comment lines (release tags, warnings) and the imports, which follow from the declarations.
 * @param {string} report
 */
export function declarationsOf(report) {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? '';
  return new Set(
    code
      .split(/\n\s*\n/)
      .map((block) =>
        block
          .split('\n')
          .filter((line) => !line.trimStart().startsWith('//'))
          .join('\n')
          .trim(),
      )
      .filter((block) => block && !/^import\s/.test(block)),
  );
}

/**
 * How the surface changed between two sets of reports ({ file name: text }).
 * @param {Record<string, string>} before
 * @param {Record<string, string>} after
 */
export function classifyChange(before, after) {
  /** @type {string[]} */
  const removed = [];
  /** @type {string[]} */
  const changed = [];
  /** @type {string[]} */
  const added = [];
  for (const file of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const previous = before[file];
    const current = after[file];
    const old = previous === undefined ? null : declarationsOf(previous);
    const now = current === undefined ? null : declarationsOf(current);
    if (!now) removed.push(`${file} (the entry point)`);
    else if (!old) added.push(`${file} (a new entry point)`);
    else {
      const gone = [...old].filter((d) => !now.has(d));
      const come = [...now].filter((d) => !old.has(d));
      for (const declaration of gone) {
        // A declaration whose kind and name stay is one that changed, or only grew.
        const successor = come.find((d) => declarationKey(d) === declarationKey(declaration));
        if (!successor) removed.push(`${file}: ${firstLine(declaration)}`);
        else if (onlyGrew(declaration, successor))
          added.push(`${file}: ${firstLine(declaration)} (new members)`);
        else changed.push(`${file}: ${firstLine(declaration)}`);
      }
      for (const declaration of come) {
        if (!gone.some((d) => declarationKey(d) === declarationKey(declaration))) {
          added.push(`${file}: ${firstLine(declaration)}`);
        }
      }
    }
  }
  /** @type {'none' | 'additions' | 'breaking'} */
  const change = removed.length || changed.length ? 'breaking' : added.length ? 'additions' : 'none';
  return { change, removed, changed, added };
}

/** A member no user of the declaration has to know about: optional (`culture?: Culture;`). */
const OPTIONAL_MEMBER = /^\s*(readonly\s+)?[\w$]+\?: [^\n]+;$/;
/** A member of a constant's type (`readonly libraryMin: "validation.library.min";`): read, never written. */
const CONSTANT_MEMBER = /^\s*readonly [\w$]+: [^\n]+;$/;

/**
 * Whether `after` is `before` with members added that no user of it must change for: optional members of an
 * interface or type (a caller may leave them out, a reader who does not know them is unaffected), or members
 * of a constant's type. Every line of `before` stays, in its order.
 * @param {string} before
 * @param {string} after
 */
export function onlyGrew(before, after) {
  if (unionGrew(before, after)) return true;
  const old = before.split('\n');
  const now = after.split('\n');
  // A class that implements one more interface is the same class to its users.
  const [oldHeader = '', newHeader = ''] = [old[0], now[0]];
  if (oldHeader !== newHeader && withoutImplements(oldHeader) === withoutImplements(newHeader)) {
    const had = implementsOf(oldHeader);
    if (!had.every((name) => implementsOf(newHeader).includes(name))) return false;
    old[0] = newHeader;
    if (old.join('\n') === now.join('\n')) return true;
  }
  /** @type {(line: string) => boolean} */
  const member = /^export const /.test(old[0] ?? '')
    ? (line) => OPTIONAL_MEMBER.test(line) || CONSTANT_MEMBER.test(line)
    : (line) => OPTIONAL_MEMBER.test(line);
  let next = 0;
  for (const line of now) {
    if (next < old.length && line === old[next]) next += 1;
    else if (!member(line)) return false;
  }
  return next === old.length && now.length > old.length;
}

/**
 * Kind and name of a declaration (`interface Hour`), whatever its header says besides.
 * @param {string} declaration
 */
function declarationKey(declaration) {
  const head = declaration.split('\n')[0] ?? '';
  const match =
    /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(class|interface|type|const|let|function|enum|namespace)\s+([\w$]+)/.exec(
      head,
    );
  return match ? `${match[1]} ${match[2]}` : head;
}

const IMPLEMENTS = /\s+implements\s+([^{]+?)\s*\{$/;

/** @param {string} header */
function withoutImplements(header) {
  return header.replace(IMPLEMENTS, ' {');
}

/** @param {string} header */
function implementsOf(header) {
  const list = IMPLEMENTS.exec(header)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Whether a type alias that is a union of literals and names (`export type ApiErrorCode = 'a' | 'b';`) only
 * gained members: a reader of an answer meets a new value it may not know, and no writer must change.
 * @param {string} before
 * @param {string} after
 */
function unionGrew(before, after) {
  /** @param {string} declaration */
  const members = (declaration) => {
    // A member's doc comment (`/** Addition ... */`) is kept in the report's type text: not a member.
    const text = declaration.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    const match = /^export type ([\w$]+) =([\s\S]*);$/.exec(text);
    const [, name = '', union = ''] = match ?? [];
    if (!match || /[{}()<>[\]]/.test(union)) return null;
    const list = union
      .split('|')
      .map((member) => member.trim())
      .filter(Boolean);
    return list.length > 0 ? { name, list } : null;
  };
  const old = members(before);
  const now = members(after);
  if (!old || !now || old.name !== now.name) return false;
  return old.list.every((member) => now.list.includes(member)) && now.list.length > old.list.length;
}

/** @param {string} declaration */
function firstLine(declaration) {
  const line = declaration.split('\n')[0] ?? '';
  return line.length > 100 ? `${line.slice(0, 97)}...` : line;
}

/**
 * Report file name per entry point: '.' -> shared.api.md, './dates' -> shared-dates.api.md.
 * @param {string} packageName
 * @param {string} subpath
 */
function reportName(packageName, subpath) {
  const base = packageName.replace(/^@[^/]+\//, '');
  const suffix = subpath === '.' ? '' : `-${subpath.replace(/^\.\//, '').replace(/\//g, '-')}`;
  return `${base}${suffix}.api.md`;
}

/**
 * The reports in a folder, by file name.
 * @param {string} dir
 */
function readReports(dir) {
  /** @type {Record<string, string>} */
  const reports = {};
  if (!fs.existsSync(dir)) return reports;
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.api.md'))
    .sort()) {
    reports[file] = fs.readFileSync(path.join(dir, file), 'utf8');
  }
  return reports;
}

/**
 * API Extractor locates some warnings by absolute path (the declarations it read in the work folder): written as
 * they are, a report would differ on every machine. The path is kept relative to the work folder.
 * @param {Record<string, string>} reports
 * @param {string} work
 */
export function withoutMachinePaths(reports, work) {
  const prefix = work + path.sep;
  return Object.fromEntries(
    Object.entries(reports).map(([file, text]) => [file, text.split(prefix).join('')]),
  );
}

/**
 * @param {string} etcDir
 * @returns {string | null}
 */
function readAcceptedVersion(etcDir) {
  const file = path.join(etcDir, VERSION_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
}

/**
 * The entry points package.json names in `apiReport.contracts` ({ "./remote-contract": 400 }) are what one
 * team hands another: interfaces and constants only, no class (an implementation's every change would be the
 * contract's), and no longer than the number of lines given.
 * @param {Record<string, string>} reports
 * @param {{ file: string, maxLines: number }[]} contracts
 */
export function contractProblems(reports, contracts) {
  /** @type {string[]} */
  const problems = [];
  for (const { file, maxLines } of contracts) {
    const text = reports[file];
    if (text === undefined) {
      problems.push(
        `${file}: no such report (apiReport.contracts names an entry point that exports nothing)`,
      );
      continue;
    }
    const classes = [...text.matchAll(/^export (?:declare )?(?:abstract )?class ([\w$]+)/gm)].map(
      (m) => m[1],
    );
    if (classes.length)
      problems.push(`${file}: exports classes (${classes.join(', ')}); a contract is interfaces`);
    const lines = text.split('\n').length;
    if (lines > maxLines) problems.push(`${file}: ${lines} lines, more than the ${maxLines} allowed`);
  }
  return problems;
}

// --------------------------------------------------------------------------------------------- generate

/**
 * A file of the package that names another of its entry points by the package's name (the remote contract's
 * `import type { Hour } from '@checkout/shared/contract'`) is read as its users read it: the declarations are
 * installed as a dependency beside them (.api-report/node_modules), so API Extractor reports an import of that
 * entry point, whose own report records it, instead of each type it names as a forgotten export.
 * @param {PackageJson} pkg
 * @param {[subpath: string, target: unknown][]} entries the package's exports that are TypeScript
 * @param {string} srcDir
 * @param {string} dtsDir
 * @param {string} work
 */
function installAsDependency(pkg, entries, srcDir, dtsDir, work) {
  const installed = path.join(work, 'node_modules', pkg.name);
  fs.cpSync(dtsDir, path.join(installed, 'dts'), { recursive: true });
  const exportsOfDts = Object.fromEntries(
    entries.map(([subpath, target]) => {
      const relative = path.relative(srcDir, path.resolve(srcDir, '..', String(target)));
      return [
        subpath,
        `./dts/${relative
          .replace(/\.tsx?$/, '.d.ts')
          .split(path.sep)
          .join('/')}`,
      ];
    }),
  );
  fs.writeFileSync(
    path.join(installed, 'package.json'),
    JSON.stringify({ name: pkg.name, version: pkg.version, exports: exportsOfDts }),
  );
}

/**
 * Emits the declarations of the package's entry points and runs API Extractor over each.
 * @param {string} packageDir
 * @returns {{
 *   packageName: string,
 *   version: string,
 *   reports: Record<string, string>,
 *   contracts: { file: string, maxLines: number }[],
 * }}
 */
export function generateReports(packageDir) {
  /** @type {PackageJson} */
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const exportsMap = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
  const entries = Object.entries(exportsMap).filter(([, target]) => /\.tsx?$/.test(String(target)));
  if (entries.length === 0)
    throw new Error(`${packageDir}/package.json has no TypeScript entry points in exports`);

  // Beside the package, not in it: inside it, the package's own name would resolve to its sources.
  const work = path.join(path.dirname(packageDir), '.api-report', path.basename(packageDir));
  const dtsDir = path.join(work, 'dts');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  try {
    const srcDir = path.join(packageDir, 'src');
    const tsconfig = path.join(work, 'tsconfig.json');
    fs.writeFileSync(
      tsconfig,
      JSON.stringify(
        {
          extends: path.join(ROOT, 'tsconfig.base.browser.json'),
          compilerOptions: {
            noEmit: false,
            declaration: true,
            emitDeclarationOnly: true,
            outDir: dtsDir,
            rootDir: srcDir,
            types: [],
            incremental: false,
          },
          files: entries.map(([, target]) => path.join(packageDir, String(target))),
          // Ambient declarations: the package's own (*.d.ts under src) and the repository's asset modules.
          include: [path.join(srcDir, '**/*.d.ts'), path.join(ROOT, 'types/*.d.ts')],
        },
        null,
        2,
      ),
    );
    const tsc = spawnSync(process.execPath, [TSC, '-p', tsconfig], { encoding: 'utf8' });
    if (tsc.status !== 0) {
      throw new Error(
        `TypeScript could not emit the declarations of ${pkg.name}:\n${tsc.stdout}${tsc.stderr}`,
      );
    }

    installAsDependency(pkg, entries, srcDir, dtsDir, work);
    const reportDir = path.join(work, 'reports');
    fs.mkdirSync(reportDir);
    /** @type {string[]} */
    const problems = [];
    for (const [subpath, target] of entries) {
      const relative = path.relative(srcDir, path.join(packageDir, String(target)));
      const dts = path.join(dtsDir, relative.replace(/\.tsx?$/, '.d.ts'));
      const config = ExtractorConfig.prepare({
        configObjectFullPath: path.join(work, `api-extractor-${reportName(pkg.name, subpath)}.json`),
        packageJsonFullPath: path.join(packageDir, 'package.json'),
        configObject: {
          projectFolder: packageDir,
          mainEntryPointFilePath: dts,
          compiler: {
            // Read by API Extractor's own TypeScript: only what reading declarations needs.
            overrideTsconfig: {
              compilerOptions: {
                target: 'ES2022',
                module: 'ESNext',
                moduleResolution: 'bundler',
                lib: ['ES2023', 'DOM', 'DOM.Iterable'],
                jsx: 'react-jsx',
                strict: true,
                esModuleInterop: true,
                skipLibCheck: true,
                types: [],
              },
              files: [dts],
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: reportName(pkg.name, subpath).replace(/\.api\.md$/, ''),
            reportFolder: reportDir,
            reportTempFolder: path.join(work, 'temp'),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          newlineKind: 'lf',
          messages: {
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
            extractorMessageReporting: {
              default: { logLevel: ExtractorLogLevel.Warning },
              // Everything exported is public here; no release tags.
              'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
              // A type reachable from the surface but not exported by name: noted in the report.
              'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
              // Doc comments are welcome, not required: the report marks missing ones '(undocumented)'.
              'ae-undocumented': { logLevel: ExtractorLogLevel.None },
            },
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          },
        },
      });
      const result = Extractor.invoke(config, {
        localBuild: true,
        messageCallback(message) {
          // Console messages (a report created or changed) are ours to judge: we compare the reports below.
          if (message.category === ExtractorMessageCategory.Console) {
            message.logLevel = ExtractorLogLevel.None;
          } else if (message.logLevel === 'warning' || message.logLevel === 'error') {
            problems.push(`${subpath}: ${message.formatMessageWithLocation(packageDir)}`);
          }
          message.handled = true;
        },
      });
      if (!result.succeeded && problems.length === 0) problems.push(`${subpath}: API Extractor failed`);
    }
    if (problems.length) throw new Error(`API Extractor reported problems:\n${problems.join('\n')}`);
    const contracts = Object.entries(pkg.apiReport?.contracts ?? {}).map(([subpath, maxLines]) => ({
      file: reportName(pkg.name, subpath),
      maxLines: Number(maxLines),
    }));
    return {
      packageName: pkg.name,
      version: pkg.version,
      reports: withoutMachinePaths(readReports(reportDir), work),
      contracts,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------- commands

/**
 * @param {{ packageDir: string, check: boolean, log?: (line: string) => void }} options
 * @returns {number} exit code
 */
export function run({ packageDir, check, log = console.log }) {
  const etcDir = path.join(packageDir, 'etc');
  const { packageName, version, reports, contracts } = generateReports(packageDir);
  const shapeProblems = contractProblems(reports, contracts);
  if (shapeProblems.length) {
    log(`${packageName}: the contract's shape is refused:`);
    for (const line of shapeProblems) log(`  - ${line}`);
    return 1;
  }
  const accepted = readAcceptedVersion(etcDir);
  const committed = readReports(etcDir);
  const { change, removed, changed, added } = classifyChange(committed, reports);
  const details = [
    ...removed.map((d) => `  - removed: ${d}`),
    ...changed.map((d) => `  ~ changed: ${d}`),
    ...added.map((d) => `  + added: ${d}`),
  ];
  const problem = accepted === null ? null : versionProblem(accepted, version, change);

  if (check) {
    const same =
      Object.keys(committed).length === Object.keys(reports).length &&
      Object.entries(reports).every(([file, text]) => committed[file] === text);
    if (same && accepted === version) {
      log(
        `${packageName} ${version}: the public surface matches etc/ (${Object.keys(reports).length} reports).`,
      );
      return 0;
    }
    log(`${packageName}: the public surface or version differs from what etc/ records.`);
    if (accepted === null) log(`  etc/${VERSION_FILE} is missing: no version was ever accepted.`);
    else log(`  accepted at ${accepted}, package.json says ${version}; the surface change: ${change}.`);
    if (!same && change === 'none') log('  the reports differ only in comments or order.');
    for (const line of details) log(line);
    log(
      problem
        ? `  Not acceptable as is: ${problem}. Bump shared/package.json, then run ${ACCEPT_COMMAND}.`
        : `  Run ${ACCEPT_COMMAND} and commit etc/.`,
    );
    return 1;
  }

  if (problem) {
    log(`${packageName}: refused, ${problem} (accepted at ${accepted}).`);
    for (const line of details) log(line);
    return 1;
  }
  fs.mkdirSync(etcDir, { recursive: true });
  for (const file of Object.keys(committed)) if (!(file in reports)) fs.rmSync(path.join(etcDir, file));
  for (const [file, text] of Object.entries(reports)) fs.writeFileSync(path.join(etcDir, file), text);
  fs.writeFileSync(
    path.join(etcDir, VERSION_FILE),
    `${JSON.stringify({ package: packageName, version, reports: Object.keys(reports) }, null, 2)}\n`,
  );
  log(
    accepted === null
      ? `${packageName} ${version}: first report accepted.`
      : `${packageName} ${version}: accepted (change since ${accepted}: ${change}).`,
  );
  for (const line of details) log(line);
  return 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, package: { type: 'string' } },
  });
  try {
    process.exitCode = run({
      packageDir: path.resolve(values.package ?? SHARED_DIR),
      check: values.check,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
