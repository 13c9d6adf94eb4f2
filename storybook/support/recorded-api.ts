// MSW handlers that answer the booking API's routes from its recordings (@checkout/api/recordings), so
// stories run the real ApiClient against the real API's answers. A request nobody recorded is answered
// 404 and logged as a console error, which fails the story check.
/// <reference types="vite/client" />
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  NO_DATA,
  QUERY_LISTS,
  ROUTES,
  findExchange,
  requestKey,
  type RouteName,
} from '@checkout/api/recordings';

/** Where stories find the booking API: on the Storybook page's own origin, intercepted by MSW. */
export const STORY_API_BASE = '/api';

/** The advisor portraits the API served while recording, by file name (`adv-anna-meier.svg`). */
const PORTRAITS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../api/recordings/media/advisors/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, svg]) => [file.slice(file.lastIndexOf('/') + 1), svg]),
);

const listOf = (value: string | null): string[] => (value ? value.split(',') : []);

/** The request's data as the recordings hold it. */
async function dataOf(route: RouteName, request: Request): Promise<unknown> {
  const url = new URL(request.url);
  if (NO_DATA.has(route)) return {};
  // The factors call sends no payload (spec section 7): the API takes the labels' language from
  // Accept-Language, so the recording answered for that culture is the one to give.
  if (route === 'matchingFactors' && !url.searchParams.has('data')) {
    const language = request.headers.get('accept-language') ?? '';
    return { culture: language.toLowerCase().startsWith('fr') ? 'fr-CH' : 'de-CH' };
  }
  if (QUERY_LISTS.has(route)) {
    return Object.fromEntries(
      [...url.searchParams.keys()].map((key) => [key, listOf(url.searchParams.get(key))]),
    );
  }
  if (request.method !== 'GET') return request.json();
  return JSON.parse(url.searchParams.get('data') ?? '{}');
}

const notRecorded = (what: string) => {
  console.error(
    `Storybook: the booking API was never recorded answering ${what}. Add the request to ` +
      'api/scripts/recorded-requests.ts and run `npm run record -w api`.',
  );
  return HttpResponse.json({ error: 'not_found', message: `Not recorded: ${what}` }, { status: 404 });
};

const METHODS = { GET: http.get, POST: http.post, DELETE: http.delete } as const;

export const RECORDED_HANDLERS: HttpHandler[] = [
  ...(Object.keys(ROUTES) as RouteName[]).map((route) =>
    METHODS[ROUTES[route].method](`${STORY_API_BASE}${ROUTES[route].path}`, async ({ request }) => {
      const data = await dataOf(route, request);
      const exchange = findExchange(route, data as Record<string, unknown>);
      if (!exchange) return notRecorded(`${route} ${requestKey(data)}`);
      if (exchange.body === null) return new HttpResponse(null, { status: exchange.status });
      return HttpResponse.json(exchange.body, { status: exchange.status });
    }),
  ),
  http.get(`${STORY_API_BASE}/media/advisors/:file`, ({ params }) => {
    const svg = PORTRAITS[String(params.file)];
    if (svg === undefined) return notRecorded(`the portrait ${String(params.file)}`);
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
