// JSON calls that change something (POST, DELETE) over the one fetch wrapper (createHttp): the session's calls and
// the manage page's. Apart from api-client.ts so that step 1, which makes none, loads none (issue 18's budget).
import type { Http } from './http';

/** `n` random bytes in hex (an all-zero id, which W3C trace context forbids, has a chance of 2^-64 at most). */
const hex = (n: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => (b | 256).toString(16).slice(1)).join('');

/** A W3C `traceparent` starting a sampled trace at this call (issue 36): the API continues it to the e-mails. */
export const newTraceparent = (): string => `00-${hex(16)}-${hex(8)}-01`;

/**
 * `json(method, path, body, headers)`: the body sent as JSON, the answer read as JSON. Each carries a traceparent
 * (issue 36): these calls are preflighted for their JSON body anyway, while the header on a GET would cost each
 * distinct query URL a CORS preflight of its own.
 */
export const jsonCalls =
  ({ send, url }: Http) =>
  <T>(method: 'POST' | 'DELETE', path: string, body: object, headers = {}): Promise<T> =>
    send<T>(url(path), {
      method,
      headers: { 'Content-Type': 'application/json', traceparent: newTraceparent(), ...headers },
      body: JSON.stringify(body),
    });
