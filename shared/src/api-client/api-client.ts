// Typed client of the booking API (spec section 7 plus the contract's hold, release, destinations and health).
// Query-style calls carry one parameter, data, holding JSON; culture defaults to de-CH.
import { API_PATHS, DEFAULT_CULTURE, type Culture, type Factor, type HealthResponse } from '../contract';
import type { ApiClient, WithCulture } from '../federation/api-client';
import type { ApiClientOptions } from './client-options';
import { createHttp } from './http';
import type { SessionCalls } from './session-calls';

export type { ApiClient, ApiClientOptions, WithCulture };

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
