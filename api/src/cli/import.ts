// `npm run import -w api -- <file.json>`: loads a retailer's branches, advisors, working hours, texts and staff
// (format in api/README.md) into DATABASE_URL or the PGlite directory; all or nothing, upserts by id. It prints what
// it wrote and, for the staff marked `"active": false`, whom it deactivated and what ended with them (sessions,
// sign-in links, passkeys). On PGlite it refuses, writing nothing, while another process (the API of `npm start`)
// holds the directory: that process would write its own copy back over the import (issue 47).
import { readFileSync } from 'node:fs';
import { databaseTargetFromEnv } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { prepareDatabase } from '../prepare-database';
import { importCatalogue, type ImportOutcome } from '../catalogue-import/import-catalogue';

/** Exit status of a refusal because the embedded database is open elsewhere (nothing was written). */
const EXIT_DATA_DIR_IN_USE = 3;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What the command prints after an import. */
const importReport = (file: string, { counts, deactivation }: ImportOutcome): string => {
  const lines = [
    `imported ${file}: ${Object.entries(counts)
      .map(([list, n]) => `${n} ${list}`)
      .join(', ')}`,
  ];
  const { members, sessionsEnded, linksWithdrawn, passkeysRemoved } = deactivation;
  if (members.length === 0) {
    lines.push('deactivated: nobody');
  } else {
    lines.push(`deactivated ${plural(members.length, 'member', 'members')}:`);
    for (const m of members) lines.push(`  ${m.name} <${m.email}> (${m.id})`);
    lines.push(
      `ended at once: ${plural(sessionsEnded, 'session', 'sessions')}, ` +
        `${plural(linksWithdrawn, 'unspent sign-in link', 'unspent sign-in links')}, ` +
        `${plural(passkeysRemoved, 'passkey', 'passkeys')}`,
    );
  }
  return `${lines.join('\n')}\n`;
};

/** The refusal's words: what holds the directory, and the two ways on. */
const inUseMessage = (error: DataDirInUseError): string =>
  [
    `Nothing imported: the embedded database ${error.dataDir} is open in another process ` +
      `(pid ${error.holder.pid}, since ${error.holder.since}), usually the booking API of npm start.`,
    'PGlite allows one process per directory, and the running API would write its own copy back over the import.',
    'Stop npm start (Ctrl-C), run the import again, then start again; or import into PostgreSQL (DATABASE_URL),',
    'which works while APIs run and ends the sessions of deactivated members at once.',
    `(If no such process runs, ${error.lockFile} is left over: remove it.)`,
  ].join('\n');

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
    process.stdout.write(importReport(file, await importCatalogue(db, input)));
  } finally {
    await db.close();
  }
};

run(process.argv[2]).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`${inUseMessage(error)}\n`);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
