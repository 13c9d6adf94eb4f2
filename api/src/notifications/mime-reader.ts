// Reads back what the transports write: headers (RFC 2047 words decoded), the text and HTML parts and the
// attachments of a MIME message. Enough for `mail:list` and the tests; not a general-purpose parser.

export interface MimePart {
  contentType: string;
  filename: string | undefined;
  content: string;
}

export interface ReadMessage {
  /** Header values by lower-case name, unfolded and decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: MimePart[];
}

const decodeQ = (text: string): Buffer => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '_') bytes.push(0x20);
    else if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(char.charCodeAt(0));
  }
  return Buffer.from(bytes);
};

/** RFC 2047 encoded words (=?UTF-8?B?...?= / ?Q?), adjacent ones joined without the space between them. */
export const decodeWords = (value: string): string =>
  value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQ(data)).toString('utf8'),
    );

const decodeQuotedPrintable = (text: string): Buffer => {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] ?? '';
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
};

const splitHead = (raw: string): { head: string; body: string } => {
  const match = /\r?\n\r?\n/.exec(raw);
  return match
    ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
    : { head: raw, body: '' };
};

const parseHeaders = (head: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
};

const param = (header: string, name: string): string | undefined => {
  const match = new RegExp(`;\\s*${name}\\*?=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  const value = match?.[1] ?? match?.[2];
  if (value === undefined) return undefined;
  // RFC 2231 form utf-8''...
  const extended = /^utf-8''(.*)$/i.exec(value);
  return extended ? decodeURIComponent(extended[1] ?? '') : decodeWords(value);
};

const walk = (raw: string, into: MimePart[]): void => {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = param(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`);
    // First is the preamble, last the epilogue after the closing '--'.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      walk(section.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  const disposition = headers['content-disposition'] ?? '';
  into.push({
    contentType: contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain',
    filename: param(disposition, 'filename') ?? param(contentType, 'name'),
    content: bytes.toString('utf8'),
  });
};

export const readMessage = (raw: string | Buffer): ReadMessage => {
  const source = raw.toString();
  const headers = Object.fromEntries(
    Object.entries(parseHeaders(splitHead(source).head)).map(([k, v]) => [k, decodeWords(v)]),
  );
  const parts: MimePart[] = [];
  walk(source, parts);
  const inline = (type: string) =>
    parts.find((p) => p.contentType === type && p.filename === undefined)?.content ?? '';
  return {
    headers,
    subject: headers.subject ?? '',
    text: inline('text/plain'),
    html: inline('text/html'),
    attachments: parts.filter((p) => p.filename !== undefined),
  };
};
