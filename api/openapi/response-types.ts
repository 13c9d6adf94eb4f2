import type {
  Absence,
  ConsultationRow,
  Factor,
  StaffAdvisor,
  StaffMemberRow,
  StaffPasskey,
} from '@checkout/shared/contract';
import type { OperatorOfflineBody } from '../src/http/query-schemas';
import type { Liveness } from '../src/http/own-paths';
import type { PublicReleases, ReleaseStatusEntry } from '../src/domain/releases';

// The types the booking API answers with, by the names its OpenAPI document uses for them. The JSON schemas in
// response-schemas.json are generated from this file (`npm run openapi:schemas -w api`): the contract's
// TypeScript types stay the single source of every answer's shape.
export type {
  AbsenceResponse,
  AgendaResponse,
  ApiErrorBody,
  AuditPage,
  CheckoutSessionResponse,
  ConsultationDetail,
  ConsultationPage,
  Consultant,
  DayResponse,
  DestinationsResponse,
  Factor,
  FilterResponse,
  HealthResponse,
  HoldResponse,
  ManagedBooking,
  MatchResult,
  PrivacyErasure,
  PrivacyExport,
  ReserveResponse,
  StaffCalendar,
  StaffMemberRow,
  StaffPasskey,
  StaffSession,
  StaffSignInOptions,
  StaffTodo,
  TranslationsResponse,
  TravelExperience,
  WorkingHours,
  WorkingHoursResponse,
} from '@checkout/shared/contract';

/**
 * Issue 34: the options of a passkey ceremony as @simplewebauthn/server makes them (its JSON, handed to
 * @simplewebauthn/browser as it came): a challenge, the relying party and what the authenticator is asked for.
 */
export type PasskeyOptions = Record<string, unknown>;

/** Issue 34: GET /staff/advisors/:id/absences: an advisor's absences from today on. */
export type Absences = Absence[];

/** Issue 34: POST /staff/advisors/:id/working-hours/collisions: what a change would leave outside working hours. */
export type ConsultationRows = ConsultationRow[];

/** Issue 34: GET /staff/advisors: the advisors in the member's scope. */
export type StaffAdvisors = StaffAdvisor[];

/** Issue 47: GET /staff/members: the staff members the member manages. */
export type StaffMemberRows = StaffMemberRow[];

/** Issue 47: GET /staff/passkeys: the signed-in member's passkeys. */
export type StaffPasskeys = StaffPasskey[];

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
  'AbsenceResponse',
  'Absences',
  'AgendaResponse',
  'ApiErrorBody',
  'AuditPage',
  'CheckoutOfflineResponse',
  'CheckoutSessionResponse',
  'Consultant',
  'ConsultationDetail',
  'ConsultationPage',
  'ConsultationRows',
  'DayResponse',
  'DestinationsResponse',
  'FactorsResponse',
  'FilterResponse',
  'HasConsultantResponse',
  'HealthResponse',
  'HoldResponse',
  'LivenessResponse',
  'ManagedBooking',
  'MatchResult',
  'OperatorOfflineResponse',
  'PasskeyOptions',
  'PrivacyErasure',
  'PrivacyExport',
  'PublicReleasesResponse',
  'ReleaseStatusResponse',
  'ReserveResponse',
  'StaffAdvisors',
  'StaffCalendar',
  'StaffMemberRow',
  'StaffMemberRows',
  'StaffPasskey',
  'StaffPasskeys',
  'StaffSession',
  'StaffSignInOptions',
  'StaffTodo',
  'TranslationsResponse',
  'TravelExperience',
  'WorkingHours',
  'WorkingHoursResponse',
] as const;

export type ResponseType = (typeof RESPONSE_TYPES)[number];
