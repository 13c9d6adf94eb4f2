// The staff routes for Storybook: MSW handlers over a StaffWorld built from the typed fixtures, on the story
// page's own /api (as the checkout's recorded API is). A story's `beforeEach` resets its world, so each render (in
// German, then in French) starts from the scenario.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { StaffWorld, type StaffScenario } from './staff-world';

/** Where stories find the API: the Storybook page's origin, intercepted by MSW. */
export const STORY_STAFF_API_BASE = '/api';

export function staffHandlers(scenario: StaffScenario): { world: StaffWorld; handlers: HttpHandler[] } {
  const world = new StaffWorld(scenario);
  const handler = http.all(`${STORY_STAFF_API_BASE}/staff/*`, async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const answer = world.answer({
      method: request.method,
      path: url.pathname.slice(STORY_STAFF_API_BASE.length),
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: Object.fromEntries(request.headers),
    });
    if (answer.status >= 400) {
      // A browser logs every error status as a console error, which fails the story check: a story shows the
      // happy paths, the tests the refusals. Reaching here is a story that asked for what its scenario refuses.
      console.error(`Story: ${request.method} ${url.pathname} answered ${answer.status}`);
    }
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  });
  return { world, handlers: [handler] };
}
