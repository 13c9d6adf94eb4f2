// Typed client of the booking API (spec section 7 plus the contract's hold, release, destinations and health).
// Query-style calls carry one parameter, data, holding JSON; culture defaults to de-CH.
import {
  API_PATHS,
  DEFAULT_CULTURE,
  type Culture,
  type Factor,
  type HealthResponse,
  type ProofChallenge,
} from '../contract';
import type { ApiClient, WithCulture } from '../federation/api-client';
import { ApiError, toApiErrorBody } from './api-error';
import type { SessionCalls } from './session-calls';

export type { ApiClient, WithCulture };

export interface ApiClientOptions {
  /** Base URL ending in /api, e.g. http://localhost:4000/api. */
  baseUrl: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Factors endpoint of the matching service; defaults to the API's own. */
  factorsUrl?: string;
  /**
   * Issue 32: solves a session's proof of work, answering the value of the X-Checkout-Proof header. Default: in a
   * worker (proof-solver.ts, loaded only when the API asks for a proof).
   */
  solveProof?: (challenge: ProofChallenge) => Promise<string>;
}

function withCulture<T extends { culture?: Culture }>(request: T): T & { culture: Culture } {
  return { ...request, culture: request.culture ?? DEFAULT_CULTURE };
}

/** Drops perfectMatchData unless it holds a profile: the spec sends it only when present. */
function withoutEmptyMatchData<T extends { perfectMatchData?: number[] }>(request: T): T {
  if (request.perfectMatchData && request.perfectMatchData.length > 0) return request;
  const copy = { ...request };
  delete copy.perfectMatchData;
  return copy;
}

/**
 * The one fetch wrapper of the checkout's calls to the booking API: JSON in and out, an API error as an ApiError
 * (status 0 when the network failed). The steps' ApiClient and the manage page's client (manage-client.ts) use it.
 */
/** What the fetch wrapper needs of the client's options. */
export type HttpOptions = Pick<ApiClientOptions, 'baseUrl' | 'fetch'>;

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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const { send, url, query } = http;

  /**
   * The calls of a checkout session (hold, release, reserve: from step 2 on), loaded when first needed: step 1's
   * first load does without their code (issue 18's byte budget).
   */
  let sessionCalls: Promise<SessionCalls> | undefined;
  const session = (): Promise<SessionCalls> =>
    (sessionCalls ??= import('./session-calls').then(
      ({ createSessionCalls }) => createSessionCalls(http, options.solveProof),
      (error: unknown) => {
        // A chunk that did not come (the network blinked) is asked for again by the next call.
        sessionCalls = undefined;
        throw error;
      },
    ));

  return {
    isCheckoutOffline: () => send<boolean>(url(API_PATHS.isCheckoutOffline)),
    filterAgencies: (request) => query(API_PATHS.filterAgencies, withCulture(request)),
    filterDestinations: (request) => query(API_PATHS.filterDestinations, withCulture(request)),
    agenda: (request) => query(API_PATHS.agenda, withCulture(request)),
    day: (request) => query(API_PATHS.day, withCulture(request)),
    translations: (request = {}) => query(API_PATHS.translations, withCulture(request)),
    travelExperienceAndBookmarks: (request) =>
      query(API_PATHS.travelExperienceAndBookmarks, withCulture(request)),
    travelExperienceMatch: (request) =>
      query(API_PATHS.travelExperienceMatch, withoutEmptyMatchData(withCulture(request))),
    consultantGet: (request) => query(API_PATHS.consultantGet, withoutEmptyMatchData(withCulture(request))),
    consultantMatch: (request) =>
      query(API_PATHS.consultantMatch, withoutEmptyMatchData(withCulture(request))),
    hasConsultantForDestination: (q) =>
      send<boolean>(
        url(API_PATHS.hasConsultantForDestination, {
          destinationIds: q.destinationIds.join(','),
          branchOfficeIds: q.branchOfficeIds.join(','),
        }),
      ),
    // Spec section 7: the factors call carries no payload; the labels' language goes as Accept-Language.
    matchingFactors: (request = {}) =>
      send<Factor[]>(options.factorsUrl ?? url(API_PATHS.matchingFactors), {
        headers: { 'Accept-Language': withCulture(request).culture },
      }),
    hold: (request) => session().then((calls) => calls.hold(request)),
    // Ahead of the hold, which loads the calls again if they could not come now.
    prepareSession: (request) =>
      void session().then(
        (calls) => calls.prepareSession(request),
        () => undefined,
      ),
    releaseHold: (request) => session().then((calls) => calls.releaseHold(request)),
    reserve: (request, key) => session().then((calls) => calls.reserve(request, key)),
    destinations: (request = {}) => query(API_PATHS.destinations, withCulture(request)),
    health: () => send<HealthResponse>(url(API_PATHS.health)),
  };
}
