// The staff routes for Jest: a fetch answered by a StaffWorld (no network), which records every request it got
// (method, path, headers, body) for the tests to read. Stories that show a refusal use the same fetch (story.tsx).
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

/**
 * A fetch answered by `world` in memory, for calls under `base` (absolute, or a path such as a story's '/api'); each
 * request is handed to `record` first.
 */
export function worldFetch(
  world: StaffWorld,
  base: string,
  record: (request: RecordedRequest) => void = () => undefined,
): typeof fetch {
  const basePath = new URL(base, 'http://localhost').pathname;
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const absolute = /^[a-z]+:/i.test(base);
    if ((absolute && !url.href.startsWith(base)) || !url.pathname.startsWith(basePath))
      throw new TypeError(`Not the staff API: ${url.href}`);
    const path = url.pathname.slice(basePath.length);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      credentials: init.credentials,
      body,
    };
    record(request);
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
  return fake as typeof fetch;
}

export function createFakeStaffApi(scenario: StaffScenario): FakeStaffApi {
  const world = new StaffWorld(scenario);
  const requests: RecordedRequest[] = [];
  return {
    fetch: worldFetch(world, TEST_API_BASE, (request) => requests.push(request)),
    world,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
  };
}
