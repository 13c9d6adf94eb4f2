// `npm run build -w api`: the booking API as plain JavaScript for `node dist/main.js` (and dist/cli/*.js).
// esbuild bundles the API's sources with the TypeScript sources it imports from @checkout/shared (a
// workspace package that ships no JavaScript); the API's npm dependencies stay external and are loaded
// from node_modules at run time. CommonJS like the sources under tsx (migrations find their folder from
// __dirname). esbuild does not type-check: that is `npx tsc -b`.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(API_DIR, 'dist');

const pkg = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@checkout/'))
  .flatMap((name) => [name, `${name}/*`]);

const cliDir = path.join(API_DIR, 'src', 'cli');
const entryPoints = [
  path.join(API_DIR, 'src', 'main.ts'),
  ...fs
    .readdirSync(cliDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(cliDir, name)),
];

const started = Date.now();
fs.rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints,
  outbase: path.join(API_DIR, 'src'),
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${process.versions.node.split('.')[0]}`,
  external,
  sourcemap: true,
  logLevel: 'warning',
});
// What tools/start.mjs compares with the sources' times; set to the start so an edit made meanwhile counts.
const stamp = path.join(OUT_DIR, '.build-stamp');
fs.writeFileSync(stamp, new Date(started).toISOString());
fs.utimesSync(stamp, new Date(started), new Date(started));
console.log(
  `Built the booking API into ${path.relative(process.cwd(), OUT_DIR) || '.'} in ${Date.now() - started} ms`,
);
