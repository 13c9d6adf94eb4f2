// `npm run import -w api -- <file.json>`: loads a retailer's branches, advisors, working hours and texts
// (format in api/README.md) into DATABASE_URL or the PGlite directory; all or nothing, upserts by id.
import { readFileSync } from 'node:fs';
import { databaseTargetFromEnv } from '../config';
import { prepareDatabase } from '../prepare-database';
import { importCatalogue } from '../catalogue-import/import-catalogue';

const run = async (file: string | undefined): Promise<void> => {
  if (!file) throw new Error('usage: npm run import -w api -- <catalogue.json>');
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not readable JSON: ${(error as Error).message}`);
  }
  const db = await prepareDatabase(databaseTargetFromEnv());
  try {
    const summary = await importCatalogue(db, input);
    process.stdout.write(
      `imported ${file}: ${Object.entries(summary)
        .map(([list, n]) => `${n} ${list}`)
        .join(', ')}\n`,
    );
  } finally {
    await db.close();
  }
};

run(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
