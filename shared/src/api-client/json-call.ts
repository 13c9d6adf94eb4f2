// JSON calls that change something (POST, DELETE) over the one fetch wrapper (createHttp): the session's calls and
// the manage page's. Apart from api-client.ts so that step 1, which makes none, loads none (issue 18's budget).
import type { Http } from './http';

/** A hex string of `bytes` random bytes, not all zero (W3C trace context forbids all-zero ids). */
const randomHex = (bytes: number): string => {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  if (values.every((v) => v === 0)) values[0] = 1;
  return Array.from(values, (v) => v.toString(16).padStart(2, '0')).join('');
};

/** A W3C `traceparent` starting a sampled trace at this call (issue 36): the API continues it to the e-mails. */
export const newTraceparent = (): string => `00-${randomHex(16)}-${randomHex(8)}-01`;

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
