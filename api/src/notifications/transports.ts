// Where messages go: an SMTP server (nodemailer, SMTP_URL) or, by default, .eml files in a local mailbox folder.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from './messages';

export interface OutgoingMail {
  /** Message-ID without the angle brackets; stable per outbox row, so a resent copy is recognisable. */
  messageId: string;
  /** Stable name of the message (the outbox id): the mailbox file is named after it. */
  key: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47 tag of the text, sent as Content-Language. */
  language: string;
  date: Date;
  attachments: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** Resolves once the server accepted the message (SMTP 250) or the file is in place. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal that retrying will not change (SMTP 5xx, e.g. an unknown mailbox). */
export const isPermanentFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const composed = (mail: OutgoingMail) => ({
  messageId: `<${mail.messageId}>`,
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  date: mail.date,
  headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
  attachments: mail.attachments.map((a) => ({
    filename: a.filename,
    content: a.content,
    contentType: a.contentType,
  })),
});

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  /** Upper bounds of each phase; together well below the worker's lease, so a hung send cannot outlive it. */
  timeoutMs?: number;
}

export const smtpTransport = ({ url, timeoutMs = 20_000 }: SmtpOptions): MailTransport => {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // smtp:// upgrades with STARTTLS whenever the server offers it; smtps:// is TLS from the start.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(composed(mail));
    },
    close: () => transporter.close(),
  };
};

/**
 * Writes each message as `<key>.eml` into a folder: written to a temporary name, then renamed, so a reader
 * never sees half a file and sending the same message again replaces it instead of adding a copy.
 */
export const mailboxTransport = (dir: string): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'mailbox',
    async send(mail) {
      const info = await transporter.sendMail(composed(mail));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the mail composer returned no buffer');
      await mkdir(dir, { recursive: true });
      const target = join(dir, `${mail.key}.eml`);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, raw);
      await rename(temporary, target);
    },
    close: () => transporter.close(),
  };
};
