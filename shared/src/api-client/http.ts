// The one fetch wrapper of the checkout's calls to the booking API. Apart from api-client.ts so that the calls
// loaded later (session-calls.ts, json-call.ts) and the manage page's client build on it without the ApiClient.
import { ApiError, toApiErrorBody } from './api-error';
import type { HttpOptions } from './client-options';

/**
 * The one fetch wrapper of the checkout's calls to the booking API: JSON in and out, an API error as an ApiError
 * (status 0 when the network failed). The steps' ApiClient and the manage page's client (manage-client.ts) use it.
 */
export function createHttp(options: HttpOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Bound lazily so a test can install a global fetch after the client exists.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function send<T>(url: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, {
        ...init,
        headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (error) {
      throw new ApiError(0, {
        error: 'internal',
        message: error instanceof Error ? error.message : String(error),
      });
    }
    const text = await response.text();
    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) throw new ApiError(response.status, toApiErrorBody(body, response.status));
    return body as T;
  }

  const url = (path: string, params?: Record<string, string>): string => {
    const query = params ? `?${new URLSearchParams(params).toString()}` : '';
    return `${baseUrl}${path}${query}`;
  };

  /** GET with the one data parameter holding the JSON payload. */
  const query = <T>(path: string, data: object): Promise<T> =>
    send<T>(url(path, { data: JSON.stringify(data) }));

  return { send, url, query };
}

/** The fetch wrapper's calls (createHttp). */
export type Http = ReturnType<typeof createHttp>;
