// Typed client of the booking API (spec section 7 plus the contract's hold, release, destinations and health).
// Query-style calls carry one parameter, data, holding JSON; culture defaults to de-CH.
import {
  API_PATHS,
  CHECKOUT_SESSION_HEADER,
  CHECKOUT_SESSION_PATH,
  DEFAULT_CULTURE,
  IDEMPOTENCY_HEADER,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type Culture,
  type Factor,
  type HealthResponse,
  type HoldResponse,
  type ReserveResponse,
} from '../contract';
import type { ApiClient, WithCulture } from '../federation/api-client';
import { ApiError, isApiError, toApiErrorBody } from './api-error';

export type { ApiClient, WithCulture };

export interface ApiClientOptions {
  /** Base URL ending in /api, e.g. http://localhost:4000/api. */
  baseUrl: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Factors endpoint of the matching service; defaults to the API's own. */
  factorsUrl?: string;
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

  const json = <T>(method: 'POST' | 'DELETE', path: string, body: object, headers = {}): Promise<T> =>
    send<T>(url(path), {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  return { send, url, query, json };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { send, url, query, json } = createHttp(options);

  /** Tokens the API gave for checkout sessions (POST /checkout/session), by session id. */
  const vouched = new Map<string, { token: string; expiresAt: number }>();

  /** The session's token: the one kept while it has a minute left, else a new one. */
  const sessionToken = async (sessionId: string, renew: boolean, culture?: Culture): Promise<string> => {
    const kept = vouched.get(sessionId);
    if (!renew && kept && kept.expiresAt - Date.now() > 60_000) return kept.token;
    const request: CheckoutSessionRequest = culture ? { sessionId, culture } : { sessionId };
    const issued = await json<CheckoutSessionResponse>('POST', CHECKOUT_SESSION_PATH, request);
    vouched.set(sessionId, { token: issued.token, expiresAt: Date.parse(issued.expiresAt) });
    return issued.token;
  };

  /**
   * A call the API takes only from a session it vouched for: sent with the session's token; a token the API
   * refuses (lapsed, or signed before a change of its secret) is renewed once.
   */
  const withSession = async <T>(
    { sessionId, culture }: { sessionId: string; culture?: Culture | undefined },
    call: (headers: Record<string, string>) => Promise<T>,
  ) => {
    try {
      return await call({ [CHECKOUT_SESSION_HEADER]: await sessionToken(sessionId, false, culture) });
    } catch (error) {
      const refused =
        isApiError(error) && error.status === 400 && CHECKOUT_SESSION_HEADER in (error.body.fields ?? {});
      if (!refused) throw error;
      return call({ [CHECKOUT_SESSION_HEADER]: await sessionToken(sessionId, true, culture) });
    }
  };

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
    hold: (request) =>
      withSession(request, (headers) => json<HoldResponse>('POST', API_PATHS.hold, request, headers)),
    releaseHold: (request) =>
      withSession(request, (headers) => json<void>('DELETE', API_PATHS.hold, request, headers)),
    reserve: (request, idempotencyKey) =>
      withSession({ sessionId: request.checkoutSessionId, culture: request.culture }, (headers) =>
        json<ReserveResponse>('POST', API_PATHS.reserve, request, {
          ...headers,
          [IDEMPOTENCY_HEADER]: idempotencyKey,
        }),
      ),
    destinations: (request = {}) => query(API_PATHS.destinations, withCulture(request)),
    health: () => send<HealthResponse>(url(API_PATHS.health)),
  };
}
