// `npm run record -w api`: records the real API's answers into api/recordings (see recorder.ts), removing
// recordings no request asks for any more. Commit the result; api/test/recordings.test.ts checks it.
import fs from 'node:fs';
import path from 'node:path';
import { RECORDED_REQUESTS } from './recorded-requests';
import { recordApi } from './recorder';

const DIR = path.join(__dirname, '..', 'recordings');

const listFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name)).map((f) => path.join(entry.name, f))
        : [entry.name],
    );

const main = async (): Promise<void> => {
  const started = Date.now();
  const files = await recordApi(RECORDED_REQUESTS);
  for (const stale of listFiles(DIR).filter((f) => /\.(json|svg)$/.test(f) && !files.has(f))) {
    fs.rmSync(path.join(DIR, stale));
  }
  let changed = 0;
  for (const [file, content] of files) {
    const target = path.join(DIR, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    changed += 1;
  }
  console.log(
    `Recorded ${files.size} files into api/recordings (${changed} changed) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
