// The staff routes for Jest: a fetch answered by a StaffWorld (no network), which records every request it got
// (method, path, headers, body) for the tests to read.
import { StaffWorld, type StaffScenario } from './staff-world';

export const TEST_API_BASE = 'http://api.test/api';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export interface FakeStaffApi {
  fetch: typeof fetch;
  world: StaffWorld;
  requests: RecordedRequest[];
  /** The requests of one method and path (a path of STAFF_PATHS with its ids). */
  requestsTo(method: string, path: string): RecordedRequest[];
}

export function createFakeStaffApi(scenario: StaffScenario): FakeStaffApi {
  const world = new StaffWorld(scenario);
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    if (!url.href.startsWith(TEST_API_BASE)) throw new TypeError(`Not the test API: ${url.href}`);
    const path = url.pathname.slice(new URL(TEST_API_BASE).pathname.length);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      credentials: init.credentials,
      body,
    };
    requests.push(request);
    const answer = world.answer({
      method: request.method,
      path,
      query: url.searchParams,
      body,
      headers: request.headers,
    });
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  };
  return {
    fetch: fake as typeof fetch,
    world,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
  };
}
