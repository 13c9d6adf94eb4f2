// The security headers of every answer (Content-Security-Policy, Strict-Transport-Security, X-Frame-Options...),
// as helmet sets them for the API's policy. @fastify/helmet runs helmet's middleware again for every request (it
// works the policy's directives out and runs a dozen small functions each time: a sixth of a `day` call's CPU at
// the national scale). The API's policy is the same for every answer, so helmet's middleware runs once, here, on a
// recording response, and each request only copies what it set: the same headers, values and order (their names
// written in lower case, as Fastify writes its own; HTTP header names are case-insensitive). Every answer gets
// those an API answer needs; a route whose answer may be opened as a document adds the few only a document needs
// (`documentHeaders`). The docs page sets its own Content-Security-Policy.
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/** The headers helmet sets with `options` on an answer, in its order and spelling. */
export const helmetHeaders = (options: Readonly<HelmetOptions>): HeaderList => {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return recorder;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
};

/**
 * The API's policy. It answers JSON, SVG portraits and calendar files: nothing of it runs scripts or may be framed
 * (the docs page sets its own Content-Security-Policy).
 */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  // The shell, on another origin, shows the advisors' portraits.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
};

/**
 * helmet's headers that act only on an answer a browser opens as a document (the docs page, a portrait opened on
 * its own): the page's process isolation (Cross-Origin-Opener-Policy, Origin-Agent-Cluster), prefetching of its
 * links' names, Internet Explorer's download dialog, Flash's and Acrobat's cross-domain policy files, the old XSS
 * filter. OWASP's REST Security Cheat Sheet lists what every API answer needs (a Content-Security-Policy with
 * frame-ancestors, Strict-Transport-Security, X-Content-Type-Options, X-Frame-Options, its Content-Type) and says
 * the others are meant for HTML answers. JSON answers, the many, go without these six (with them, each answer
 * carried 190 bytes more, and step 3's page was answered about 8 % less often at the national scale); they keep
 * the rest of helmet's, Referrer-Policy and Cross-Origin-Resource-Policy included.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** `headers` as Fastify's reply headers: names in lower case, as Fastify writes its own. */
const asReplyHeaders = (headers: HeaderList): Record<string, string> =>
  Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));

/** The API's helmet headers: those of every answer, and those only a document needs. */
export const apiSecurityHeaders = (): {
  answer: Record<string, string>;
  document: Record<string, string>;
} => {
  const all = asReplyHeaders(helmetHeaders(API_HELMET_OPTIONS));
  const document: Record<string, string> = {};
  for (const name of DOCUMENT_ONLY_HEADERS) {
    const value = all[name];
    // helmet renaming or dropping one of them must be seen, not silently leave a document without it.
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
    document[name] = value;
    delete all[name];
  }
  return { answer: all, document };
};

const API_HEADERS = apiSecurityHeaders();

/**
 * Sets the API's headers for every answer (an onRequest hook, as @fastify/helmet's): among Fastify's own headers
 * rather than on Node's response, where a header set makes Node's writeHead take its slow path for every other
 * header (about 10 µs of a day call).
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_HEADERS.answer);
    done();
  });
};

/** An onRequest hook for a route whose answer a browser may open as a document: the document-only headers too. */
export const documentHeaders: onRequestHookHandler = (_request, reply, done) => {
  reply.headers(API_HEADERS.document);
  done();
};
