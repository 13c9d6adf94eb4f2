// The booking API's client as the shell hands it to every step (useApi()): its calls, not how they are made
// (api-client/api-client.ts implements it). Part of the remote contract (entry point ./remote-contract).
import type {
  AgendaRequest,
  AgendaResponse,
  CheckoutSessionRequest,
  Consultant,
  ConsultantRequest,
  Culture,
  DayRequest,
  DayResponse,
  DestinationsRequest,
  DestinationsResponse,
  Factor,
  FilterRequest,
  FilterResponse,
  HasConsultantForDestinationQuery,
  HealthResponse,
  HoldRequest,
  HoldResponse,
  MatchResult,
  ReleaseHoldRequest,
  ReserveRequest,
  ReserveResponse,
  TranslationsRequest,
  TranslationsResponse,
  TravelExperience,
  TravelExperienceRequest,
  TravelMatchRequest,
} from '@checkout/shared/contract';

/** A request whose culture may be left out: the client sends de-CH then. */
export type WithCulture<T extends { culture: Culture }> = Omit<T, 'culture'> & { culture?: Culture };

/** The booking API's calls (spec section 7 and the contract's hold, release, destinations and health). */
export interface ApiClient {
  /** Whether the operator switched the checkout off (spec: the offline page). */
  isCheckoutOffline(): Promise<boolean>;
  /** The branch offices to filter by. */
  filterAgencies(request: WithCulture<FilterRequest>): Promise<FilterResponse>;
  /** The destinations to filter by. */
  filterDestinations(request: WithCulture<FilterRequest>): Promise<FilterResponse>;
  /** A page of advisors with their hours on a day (step 3). */
  agenda(request: WithCulture<AgendaRequest>): Promise<AgendaResponse>;
  /** The days with free hours (step 2). */
  day(request: WithCulture<DayRequest>): Promise<DayResponse>;
  /** The texts of the API's catalogue in the request's language. */
  translations(request?: WithCulture<TranslationsRequest>): Promise<TranslationsResponse>;
  /** The travel experience of the address. */
  travelExperienceAndBookmarks(request: WithCulture<TravelExperienceRequest>): Promise<TravelExperience>;
  /** How well a travel experience matches the visitor's profile. */
  travelExperienceMatch(request: WithCulture<TravelMatchRequest>): Promise<MatchResult>;
  /** One advisor's detail. */
  consultantGet(request: WithCulture<ConsultantRequest>): Promise<Consultant>;
  /** How well an advisor matches the visitor's profile. */
  consultantMatch(request: WithCulture<ConsultantRequest>): Promise<MatchResult>;
  /** Whether any advisor knows a destination. */
  hasConsultantForDestination(query: HasConsultantForDestinationQuery): Promise<boolean>;
  /** Factors of the personality-matching service, for the radar chart; labels in the request's culture. */
  /** The factors (no payload: the culture is sent as Accept-Language). */
  matchingFactors(request?: { culture?: Culture }): Promise<Factor[]>;
  /**
   * Holds an hour for the checkout session for HOLD_MINUTES. The session's first hold carries its proof of work
   * (issue 32): the client solves it by itself, or has it solved already when prepareSession was called.
   */
  hold(request: HoldRequest): Promise<HoldResponse>;
  /**
   * Addition (issue 32): has the API vouch for the session now and starts solving its proof of work in the
   * background (a worker), so that the first hold waits for neither. Never rejects; the shell calls it on step 2.
   */
  prepareSession?: (request: CheckoutSessionRequest) => void;
  /** Gives up the session's hold. */
  releaseHold(request: ReleaseHoldRequest): Promise<void>;
  /** POST /checkout/reserve with the Idempotency-Key header: a retried attempt never books twice. */
  reserve(request: ReserveRequest, idempotencyKey: string): Promise<ReserveResponse>;
  /** The destinations the checkout offers. */
  destinations(request?: WithCulture<DestinationsRequest>): Promise<DestinationsResponse>;
  /** The API's health. */
  health(): Promise<HealthResponse>;
}
