// Reads every message of a mailbox (MAILBOX_DIR) as its reader does and prints, as JSON, each message's name,
// language and what is wrong in any of its channels (reader-rules.ts), leaving out what the traveller typed
// (TRAVELLER_TEXTS, a JSON list). For the browser tests, which book through the running checkout:
// `node --import tsx api/test/support/read-mailbox.ts`.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMail } from '../../src/notifications/read-mail';
import { messageProblems, type Language } from './reader-rules';

const main = async (): Promise<void> => {
  const dir = process.env.MAILBOX_DIR;
  if (!dir) throw new Error('MAILBOX_DIR names no mailbox');
  const typed = JSON.parse(process.env.TRAVELLER_TEXTS ?? '[]') as string[];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  const report = [];
  for (const name of names) {
    const message = await readMail(await readFile(join(dir, name)));
    const language = (message.headers['content-language'] ?? '').slice(0, 2) as Language;
    if (language !== 'de' && language !== 'fr') throw new Error(`${name} names no language of ours`);
    report.push({ name, language, problems: messageProblems(message, language, typed) });
  }
  console.log(JSON.stringify(report));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
