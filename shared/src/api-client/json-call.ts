// JSON calls that change something (POST, DELETE) over the one fetch wrapper (createHttp): the session's calls and
// the manage page's. Apart from api-client.ts so that step 1, which makes none, loads none (issue 18's budget).
import type { Http } from './http';

/** `json(method, path, body, headers)`: the body sent as JSON, the answer read as JSON. */
export const jsonCalls =
  ({ send, url }: Http) =>
  <T>(method: 'POST' | 'DELETE', path: string, body: object, headers = {}): Promise<T> =>
    send<T>(url(path), {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
