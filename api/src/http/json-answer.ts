// An answer serialized once, for answers shared by many requests (step 3's agenda pages, shared over one read of
// a date's claims): each request sends the same bytes instead of serializing the same object again (an agenda
// page is about 22 KB of JSON). The bytes are JSON.stringify's, as Fastify's own serializer would write them.
import type { FastifyReply } from 'fastify';

/** The content type Fastify gives the JSON it serializes itself. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export class JsonAnswer<T> {
  /** The answer as JSON.stringify writes it, UTF-8. */
  readonly body: Buffer;

  constructor(answer: T) {
    this.body = Buffer.from(JSON.stringify(answer));
  }
}

/** Sends `answer` as it is: a JsonAnswer's bytes, or anything else through Fastify's serializer. */
export const sendAnswer = <T>(reply: FastifyReply, answer: T | JsonAnswer<T>): FastifyReply | T =>
  answer instanceof JsonAnswer ? reply.type(JSON_CONTENT_TYPE).send(answer.body) : answer;
