import type { Factor } from '@checkout/shared/contract';
import type { OperatorOfflineBody } from '../src/http/query-schemas';
import type { Liveness } from '../src/http/own-paths';
import type { PublicReleases, ReleaseStatusEntry } from '../src/domain/releases';

// The types the booking API answers with, by the names its OpenAPI document uses for them. The JSON schemas in
// response-schemas.json are generated from this file (`npm run openapi:schemas -w api`): the contract's
// TypeScript types stay the single source of every answer's shape.
export type {
  AgendaResponse,
  ApiErrorBody,
  CheckoutSessionResponse,
  Consultant,
  DayResponse,
  DestinationsResponse,
  Factor,
  FilterResponse,
  HealthResponse,
  HoldResponse,
  ManagedBooking,
  MatchResult,
  ReserveResponse,
  TranslationsResponse,
  TravelExperience,
} from '@checkout/shared/contract';

/** PUT /operator/checkout-offline: the switch's state after the change. */
export type OperatorOfflineResponse = OperatorOfflineBody;

/** GET /health/live: the process answers. */
export type LivenessResponse = Liveness;

/** GET /checkout/ischeckoutoffline: true while the operator has switched the checkout off. */
export type CheckoutOfflineResponse = boolean;

/** GET /consultant/HasConsultantForDestination: true when an advisor serves the destinations at the branches. */
export type HasConsultantResponse = boolean;

/** The advice factors of GET /matching/factors, in the matching service's order. */
export type FactorsResponse = Factor[];

/** GET /checkout/releases: per remote with a release, its recorded stable build and its running candidate. */
export type PublicReleasesResponse = PublicReleases;

/** The operator's release calls: every remote's release state after the call. */
export interface ReleaseStatusResponse {
  releases: ReleaseStatusEntry[];
}

/** Every answer type above, by name: the generator writes one schema for each. */
export const RESPONSE_TYPES = [
  'AgendaResponse',
  'ApiErrorBody',
  'CheckoutOfflineResponse',
  'CheckoutSessionResponse',
  'Consultant',
  'DayResponse',
  'ManagedBooking',
  'DestinationsResponse',
  'FactorsResponse',
  'FilterResponse',
  'HasConsultantResponse',
  'HealthResponse',
  'HoldResponse',
  'LivenessResponse',
  'MatchResult',
  'OperatorOfflineResponse',
  'PublicReleasesResponse',
  'ReleaseStatusResponse',
  'ReserveResponse',
  'TranslationsResponse',
  'TravelExperience',
] as const;

export type ResponseType = (typeof RESPONSE_TYPES)[number];
