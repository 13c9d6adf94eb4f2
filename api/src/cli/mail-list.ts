// `npm run -w api mail:list` lists the local mailbox (MAILBOX_DIR, default <repo>/.mailbox), newest last;
// `npm run -w api mail:list -- <id or file>` prints one message's headers, text and attachments; with `--json`,
// the message as read (headers, text, HTML, attachments with their content), for scripts and the browser tests.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { notificationConfigFromEnv } from '../config';
import { readMail, type ReadMail } from '../notifications/read-mail';

const main = async (): Promise<void> => {
  const dir = notificationConfigFromEnv().mailboxDir;
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const json = process.argv.includes('--json');
  const wanted = process.argv.slice(2).find((arg) => arg !== '--json');
  if (wanted) {
    const name = names.find((n) => n === basename(wanted) || n === `${wanted}.eml`);
    if (!name) throw new Error(`no message ${wanted} in ${dir}`);
    const message = await readMail(await readFile(join(dir, name)));
    if (json) {
      console.log(JSON.stringify(message));
      return;
    }
    for (const header of ['date', 'from', 'to', 'reply-to', 'subject', 'message-id', 'content-language']) {
      if (message.headers[header]) console.log(`${header}: ${message.headers[header]}`);
    }
    console.log(`\n${message.text}`);
    for (const a of message.attachments) console.log(`[attachment] ${a.filename} (${a.contentType})`);
    return;
  }
  const messages: { name: string; message: ReadMail; date: number }[] = [];
  for (const name of names) {
    const message = await readMail(await readFile(join(dir, name)));
    messages.push({ name, message, date: Date.parse(message.headers.date ?? '') || 0 });
  }
  messages.sort((a, b) => a.date - b.date || a.name.localeCompare(b.name));
  console.log(`${messages.length} message(s) in ${dir}`);
  for (const { name, message, date } of messages) {
    const when = date ? new Date(date).toISOString().slice(0, 16).replace('T', ' ') : '?';
    const files = message.attachments.map((a) => a.filename).join(', ');
    console.log(
      `${when}  ${(message.headers['content-language'] ?? '').padEnd(5)}  ${(message.headers.to ?? '').padEnd(40)}  ${message.subject}${files ? `  [${files}]` : ''}\n${' '.repeat(18)}${name}`,
    );
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
