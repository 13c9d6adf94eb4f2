// An answer serialized once, for answers shared by many requests (step 3's agenda pages, shared over one read of
// a date's claims): each request sends the same bytes instead of serializing the same object again (an agenda
// page is about 22 KB of JSON). The bytes are JSON.stringify's, as Fastify's own serializer would write them.
//
// A browser asks for brotli or gzip, and @fastify/compress would compress those 22 KB again for every request
// (about a sixth of the throughput of the same page sent plain, at the national scale). A shared answer is
// compressed once per encoding, when a client first asks for it, and kept with its bytes: the same negotiation,
// threshold and encodings as the plugin's (COMPRESSION), so a client cannot tell which of the two answered.
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The content type Fastify gives the JSON it serializes itself. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** How the API compresses its answers (@fastify/compress's options in app.ts, and shared answers here). */
export const COMPRESSION = {
  /** Answers smaller than this go as they are. */
  threshold: 1024,
  /** In the order the API prefers them. */
  encodings: ['br', 'gzip'],
} as const satisfies { threshold: number; encodings: readonly string[] };

type Encoding = (typeof COMPRESSION.encodings)[number];

/**
 * Brotli at quality 5: on a step-3 page (13 KB of JSON) it makes 1.8 KB in 0.12 ms, as small as quality 9 (1.76 ms)
 * and a little smaller than the plugin's 4; gzip at its default level (9 makes the same bytes). An answer made for
 * one session alone (one holding an hour that day) is compressed for that one request, so it must stay cheap.
 */
const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

export class JsonAnswer<T> {
  /** The answer as JSON.stringify writes it, UTF-8. */
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(answer: T) {
    this.body = Buffer.from(JSON.stringify(answer));
  }

  /** The body in `encoding`, compressed on the first ask and kept. */
  encodedBody(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = ENCODERS[encoding](this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * The encoding a request's Accept-Encoding takes of COMPRESSION's, as @fastify/compress negotiates it ('*' and
 * x-gzip count as gzip); none when the client names none of them or asks for identity.
 */
export const acceptedEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  if (acceptEncoding === undefined) return undefined;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const chosen = negotiate(header, [...COMPRESSION.encodings]);
  return COMPRESSION.encodings.find((encoding) => encoding === chosen);
};

/** Adds Accept-Encoding to the reply's Vary (after CORS's Origin, when there). */
const varyOnEncoding = (reply: FastifyReply): void => {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
};

/**
 * Sends `answer` as it is: a JsonAnswer's bytes (compressed once per encoding for the clients that accept one), or
 * anything else through Fastify's serializer and @fastify/compress.
 */
export const sendAnswer = <T>(reply: FastifyReply, answer: T | JsonAnswer<T>): FastifyReply | T => {
  if (!(answer instanceof JsonAnswer)) return answer;
  reply.type(JSON_CONTENT_TYPE);
  if (answer.body.length < COMPRESSION.threshold) return reply.send(answer.body);
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encodedBody(encoding));
};
