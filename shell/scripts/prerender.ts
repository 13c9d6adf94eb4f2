// Renders the shell's first frames (src/first-frame/FirstFrame.tsx) of every framed step in German and French and
// collects the CSS of every module they import, for the build (tools/webpack/create-config.cjs), which writes them
// into step-1.html, fr/step-1.html, step-2.html, ... with each language's page title and description from the
// text catalogue. Prints JSON: { frames: { 'step-1': { 'de-CH': html, ... } }, css, head: { 'de-CH': { title,
// description }, ... } }.
//
//   npx tsx shell/scripts/prerender.ts
import { readFileSync } from 'node:fs';
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
  const [{ createElement }, { renderToStaticMarkup }, { FirstFrame, FRAMED_STEPS }, { TEXTS }] =
    await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('../src/first-frame/FirstFrame'),
      import('@checkout/shared/texts'),
    ]);
  const cultures: Culture[] = ['de-CH', 'fr-CH'];
  const steps = Object.keys(FRAMED_STEPS) as (keyof typeof FRAMED_STEPS)[];
  const frames = Object.fromEntries(
    steps.map((step) => [
      step,
      Object.fromEntries(
        cultures.map((culture) => [
          culture,
          renderToStaticMarkup(createElement(FirstFrame, { culture, step })),
        ]),
      ),
    ]),
  );
  const css = stylesheets.map((file) => readFileSync(file, 'utf8')).join('\n');
  const head = Object.fromEntries(
    cultures.map((culture) => [
      culture,
      { title: TEXTS[culture]['page.title'], description: TEXTS[culture]['page.description'] },
    ]),
  );
  process.stdout.write(JSON.stringify({ frames, css, head }));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
