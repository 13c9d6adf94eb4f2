// Renders the shell's first frames (src/first-frame/FirstFrame.tsx) of every framed step in German and French and
// collects the CSS of every module they import, for the build (tools/webpack/create-config.cjs), which writes them
// into step-1.html, fr/step-1.html, step-2.html, ... with each language's page title and description from the
// text catalogue. Steps 6 and 7 (BOOKING_FRAMED_STEPS) get a frame chosen by the stored booking, and their pages
// the script that fills it (src/first-frame/fill-frame.ts, compiled here with the store's keys handed in). Prints
// JSON: { frames: { 'step-1': { 'de-CH': html, ... } }, css, head: { 'de-CH': { title, description }, ... },
// fill: { steps: ['step-6', ...], script } }.
//
//   npx tsx shell/scripts/prerender.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import type { Culture } from '@checkout/shared';

type Loader = (module: { exports: unknown }, filename: string) => void;
const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;

/** Stylesheets in the order the components import them, as webpack would put them on the page. */
const stylesheets: string[] = [];
extensions['.css'] = (module, filename) => {
  if (!stylesheets.includes(filename)) stylesheets.push(filename);
  module.exports = {};
};

async function main(): Promise<void> {
  // Loaded after the hook, so that every stylesheet the frame's modules import is seen.
  const [
    { createElement },
    { renderToStaticMarkup },
    { BookingFrame, BOOKING_FRAMED_STEPS, FirstFrame, FRAMED_STEPS },
    { TEXTS },
  ] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('../src/first-frame/FirstFrame'),
    import('@checkout/shared/texts'),
  ]);
  const cultures: Culture[] = ['de-CH', 'fr-CH'];
  const perCulture = (render: (culture: Culture) => string) =>
    Object.fromEntries(cultures.map((culture) => [culture, render(culture)]));
  const steps = Object.keys(FRAMED_STEPS) as (keyof typeof FRAMED_STEPS)[];
  const frames = Object.fromEntries([
    ...steps.map((step) => [
      step,
      perCulture((culture) => renderToStaticMarkup(createElement(FirstFrame, { culture, step }))),
    ]),
    ...BOOKING_FRAMED_STEPS.map((step) => [
      step,
      perCulture((culture) => renderToStaticMarkup(createElement(BookingFrame, { culture, step }))),
    ]),
  ]);
  const css = stylesheets.map((file) => readFileSync(file, 'utf8')).join('\n');
  const head = Object.fromEntries(
    cultures.map((culture) => [
      culture,
      { title: TEXTS[culture]['page.title'], description: TEXTS[culture]['page.description'] },
    ]),
  );
  const fill = { steps: BOOKING_FRAMED_STEPS, script: await fillScript() };
  process.stdout.write(JSON.stringify({ frames, css, head, fill }));
}

/**
 * fill-frame.ts bundled with what it imports (the guards' decision, the hold's rule) into one script of its own,
 * run with the frame's id and the store's keys.
 */
async function fillScript(): Promise<string> {
  const [esbuild, { STORAGE_KEYS }, { FRAME_ID }] = await Promise.all([
    import('esbuild'),
    import('@checkout/shared'),
    import('../src/first-frame/reveal'),
  ]);
  const keys = {
    settings: STORAGE_KEYS.settings,
    agenda: STORAGE_KEYS.agenda,
    advisorInfo: STORAGE_KEYS.advisorInfo,
    reservation: STORAGE_KEYS.reservation,
  };
  const entry = [
    `import { fillPageFrame } from './fill-frame';`,
    `fillPageFrame(${JSON.stringify(FRAME_ID)}, ${JSON.stringify(keys)});`,
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: path.join(__dirname, '..', 'src', 'first-frame'), loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no frame-fill script');
  return output.text;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
