// The security headers of every answer (Content-Security-Policy, Strict-Transport-Security, X-Frame-Options...),
// as helmet sets them for the API's policy. @fastify/helmet runs helmet's middleware again for every request (it
// works the policy's directives out and runs a dozen small functions each time: a sixth of a `day` call's CPU at
// the national scale). The API's policy is the same for every answer, so helmet's middleware runs once, here, on a
// recording response, and each request only copies what it set: the same headers, values and order (their names
// written in lower case, as Fastify writes its own; HTTP header names are case-insensitive). (The API sets
// no helmet options per route; one that needs other headers sets them itself, as the docs page does.)
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
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

/** Sets `options`' helmet headers on every answer of `app` (an onRequest hook, as @fastify/helmet's). */
export const registerSecurityHeaders = (app: FastifyInstance, options: Readonly<HelmetOptions>): void => {
  const headers = helmetHeaders(options);
  // Among Fastify's own headers rather than on Node's response: with a header set there, Node's writeHead takes
  // its slow path for every other header (about 10 µs of a day call). Fastify writes their names in lower case.
  const asReplyHeaders = Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(asReplyHeaders);
    done();
  });
};
