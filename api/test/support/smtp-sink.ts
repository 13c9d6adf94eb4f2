// A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it accepted, for the notification tests.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { readMail, type ReadMail } from '../../src/notifications/read-mail';

export interface AcceptedMail {
  /** RCPT TO of the envelope. */
  recipients: string[];
  raw: string;
  message: ReadMail;
  messageId: string;
}

/** What the server answers to one message before (or instead of) its 250. */
export type Verdict = 'accept' | { code: number; message: string } | Promise<'accept' | 'drop'>;

export interface SmtpSink {
  url: string;
  accepted: AcceptedMail[];
  /** Decides per message (counted from 1, every DATA the server saw); default 'accept'. */
  verdict: (mail: AcceptedMail, seen: number) => Verdict;
  /** Forgets what was accepted and seen; accepts everything again. */
  reset(): void;
  /** Cuts every open connection, as a dying client's would be cut. */
  dropConnections(): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const startSmtpSink = async (): Promise<SmtpSink> => {
  let seen = 0;
  const sink: SmtpSink = {
    url: '',
    accepted: [],
    verdict: () => 'accept',
    reset: () => {
      seen = 0;
      sink.accepted.length = 0;
      sink.verdict = () => 'accept';
    },
    dropConnections: () => {
      for (const connection of server.connections) connection.close();
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (sink.accepted.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${sink.accepted.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => void accept());
      // Counted as it arrives; read (mailparser) before the verdict.
      const accept = async () => {
        const number = ++seen;
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = await readMail(raw);
        const mail: AcceptedMail = {
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw,
          message,
          messageId: message.headers['message-id'] ?? '',
        };
        const verdict = sink.verdict(mail, number);
        const settle = (v: 'accept' | 'drop' | { code: number; message: string }) => {
          if (v === 'accept') {
            // Accepted the moment the 250 goes out: recorded right before it.
            sink.accepted.push(mail);
            callback();
          } else if (v === 'drop') {
            callback(new Error('connection lost'));
          } else {
            callback(Object.assign(new Error(v.message), { responseCode: v.code }));
          }
        };
        if (verdict instanceof Promise) void verdict.then(settle);
        else settle(verdict);
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
};
