/** @jest-environment ./test/support/pglite-environment.cjs */
// The committed recordings (api/recordings, which Storybook and the remotes' tests answer from) are what the
// API answers today: re-recorded in memory, every file must be equal and none may be left over. When this
// fails after a change of the API or the seed, run `npm run record -w api` and review the diff.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { RECORDED_REQUESTS } from '../scripts/recorded-requests';
import { recordApi } from '../scripts/recorder';

const DIR = path.join(__dirname, '..', 'recordings');

const committedFiles = (dir: string, prefix = ''): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? committedFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : /\.(json|svg)$/.test(entry.name)
          ? [`${prefix}${entry.name}`]
          : [],
    );

describe('API recordings', () => {
  let recorded: Map<string, string>;

  // One PGlite for the file; recording makes a few hundred calls, slow on a busy machine: time is generous.
  beforeAll(async () => {
    const pgliteClass = (globalThis as { __NATIVE_PGLITE__?: typeof PGlite }).__NATIVE_PGLITE__;
    recorded = await recordApi(RECORDED_REQUESTS, { pgliteClass });
  }, 600_000);

  it('holds exactly the files a new recording writes', () => {
    expect(committedFiles(DIR).sort()).toEqual([...recorded.keys()].sort());
  });

  it('holds what the API answers now, file by file', () => {
    for (const [file, content] of recorded) {
      const committed = fs.existsSync(path.join(DIR, file))
        ? fs.readFileSync(path.join(DIR, file), 'utf8')
        : '';
      expect({ file, content: committed }).toEqual({ file, content });
    }
  });

  it('answers every recorded call with success and serves each portrait it names', () => {
    const failed = [...recorded]
      // Every recording but clock.json (the recording's instant) holds exchanges.
      .filter(([file]) => file.endsWith('.json') && file !== 'clock.json')
      .flatMap(([file, content]) => {
        // The back office's reads (staff/) are one exchange each, named by their path.
        const parsed = JSON.parse(content) as
          { status: number; data: unknown }[] | { status: number; path: string };
        const exchanges = Array.isArray(parsed) ? parsed : [{ status: parsed.status, data: parsed.path }];
        return exchanges
          .filter((exchange) => exchange.status >= 300)
          .map((exchange) => `${file} ${JSON.stringify(exchange.data)} -> ${exchange.status}`);
      });
    expect(failed).toEqual([]);
    const portraits = [...recorded.keys()].filter((file) => file.endsWith('.svg'));
    expect(portraits.length).toBeGreaterThan(0);
    for (const file of portraits) expect(recorded.get(file)).toMatch(/^<svg /);
  });
});
