// Reads back what the transports write (an .eml file, or what an SMTP server received) with mailparser: the
// headers as text, the text and HTML bodies and the attachments, as plain data for `mail:list` (and its --json, which
// the browser tests read) and the tests.
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';

export interface MailPart {
  contentType: string;
  filename: string | undefined;
  content: string;
}

export interface ReadMail {
  /** Header values by lower-case name, decoded: addresses as `Name <address>`, dates and others as written. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: MailPart[];
}

const isAddressObject = (value: HeaderValue): value is AddressObject =>
  typeof value === 'object' && value !== null && 'value' in value && Array.isArray(value.value);

/** An address header as a reader writes it: `Name <address>`, or the address alone. */
const addressText = (value: AddressObject | AddressObject[]): string =>
  (Array.isArray(value) ? value : [value])
    .flatMap((header) => header.value)
    .map(({ name, address }) => (name && address ? `${name} <${address}>` : (address ?? name)))
    .join(', ');

/** A header line's value as written (unfolded): for dates and structured headers, which hold no encoded words. */
const rawValue = (line: string): string =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

export const readMail = async (raw: string | Buffer): Promise<ReadMail> => {
  const mail = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    const value = mail.headers.get(key);
    headers[key] =
      typeof value === 'string'
        ? value
        : value !== undefined &&
            (isAddressObject(value) || (Array.isArray(value) && value.every(isAddressObject)))
          ? addressText(value as AddressObject | AddressObject[])
          : rawValue(line);
  }
  return {
    headers,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.map((a) => ({
      contentType: a.contentType,
      filename: a.filename,
      content: a.content.toString('utf8'),
    })),
  };
};
