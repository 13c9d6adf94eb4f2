// The back office's wire contract (issue 34): the calls of the branch's side under `/api/staff`, shared by the API
// and the mfe-backoffice remote. Every change is a POST with an `Idempotency-Key` header; the staff session is a
// `__Host-` cookie (HttpOnly, SameSite=Strict) that the browser sends with `credentials: 'include'`, and the API
// checks the Origin of every change. Scope (which consultations a role sees) is applied in the API's queries.
import type { Culture, WireAdviceMode } from './types';

/** Paths under the API base URL (which ends in /api). `:id` marks a consultation's or an advisor's id. */
export const STAFF_PATHS = {
  /** POST {email, culture}: mails a single-use sign-in link to an allow-listed address; always 202. */
  signInLink: '/staff/sign-in/link',
  /** POST {token}: the sign-in page's button redeems the link (never the link's GET): the session starts. */
  redeemLink: '/staff/sign-in/redeem',
  /**
   * POST {}: options to sign in with a passkey (discoverable credential), answered as @simplewebauthn/server's
   * generateAuthenticationOptions() gives them (the JSON itself, no envelope).
   */
  passkeySignInOptions: '/staff/sign-in/passkey/options',
  /** POST StaffPasskeyRequest: a passkey's assertion; the session starts (answers StaffSession). */
  passkeySignIn: '/staff/sign-in/passkey',
  /** POST {}: options to register a passkey for the signed-in staff member (generateRegistrationOptions()'s JSON). */
  passkeyRegistrationOptions: '/staff/passkeys/options',
  /** POST StaffPasskeyRequest: the new passkey's attestation (answers StaffSession, hasPasskey now true). */
  passkeyRegistration: '/staff/passkeys',
  /** GET: the session's staff member (401 without one); POST `${session}/end`: signs out. */
  session: '/staff/session',
  signOut: '/staff/session/end',
  /** GET ?StaffListQuery: consultations in scope, cursor-paged; `.csv` the same filter as CSV. */
  consultations: '/staff/consultations',
  consultationsCsv: '/staff/consultations.csv',
  /**
   * GET `${consultations}/:id` (ConsultationDetail); POST `/:id/cancel`, `/:id/outcome`, `/:id/reassign`,
   * `/:id/accept`, `/:id/decline`, each answering the consultation's ConsultationDetail after the change.
   */
  consultation: '/staff/consultations/:id',
  /** GET: the advisors in scope (StaffAdvisor[], for filters, reassigning and time off). */
  advisors: '/staff/advisors',
  /**
   * GET: an advisor's absences (Absence[]); POST AbsenceRequest (AbsenceResponse); DELETE
   * `${absences}/:absenceId` (204).
   */
  absences: '/staff/advisors/:id/absences',
  /**
   * Addition: GET an advisor's WorkingHours (the week and the one-off exceptions from today on); PUT
   * WeeklyHoursRequest (the whole week) answers WorkingHoursResponse.
   */
  workingHours: '/staff/advisors/:id/working-hours',
  /** Addition: POST HoursExceptionRequest (WorkingHoursResponse); DELETE `${hoursExceptions}/:exceptionId` (the same). */
  hoursExceptions: '/staff/advisors/:id/working-hours/exceptions',
  /**
   * Addition: POST WorkingHoursChange: the consultations the change would leave outside working hours, without
   * changing anything (ConsultationRow[]), for the page's confirmation.
   */
  hoursCollisions: '/staff/advisors/:id/working-hours/collisions',
  /** GET ?AuditQuery: the audit trail of the scope (branch lead and back office), newest first: AuditPage. */
  audit: '/staff/audit',
} as const;

/** advisor: own consultations; branch_lead: the branch's; back_office: all. */
export const STAFF_ROLES = ['advisor', 'branch_lead', 'back_office'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The branch of an advisor or a branch lead; null for the back office. */
  agencyId: string | null;
  /** The advisor record of an advisor; null otherwise. */
  advisorId: string | null;
  culture: Culture;
}

export interface StaffSession {
  staff: StaffMember;
  /** False until the member registered a passkey: the page offers it after a link sign-in. */
  hasPasskey: boolean;
}

export interface StaffSignInLinkRequest {
  email: string;
  culture: Culture;
}

export interface StaffRedeemRequest {
  token: string;
}

/** Addition: the body of passkeySignIn and passkeyRegistration. */
export interface StaffPasskeyRequest {
  /** The JSON @simplewebauthn/browser's startAuthentication() or startRegistration() resolved with. */
  response: unknown;
}

/**
 * A consultation's state in the back office: booked (or requested, for a custom date), cancelled (by the traveller
 * or the branch), declined (a request the branch said no to), completed, no_show.
 */
export const CONSULTATION_STATUSES = [
  'booked',
  'requested',
  'cancelled',
  'declined',
  'completed',
  'no_show',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export interface StaffListQuery {
  agencyId?: string;
  advisorId?: string;
  /** yyyy-mm-dd, both included; a week by default (from today). */
  from?: string;
  till?: string;
  status?: ConsultationStatus;
  /** Searches the reference, the traveller's name and e-mail. */
  q?: string;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** 1 to 200; 50 by default. */
  limit?: number;
}

export interface ConsultationRow {
  id: string;
  reference: string;
  kind: 'slot' | 'custom';
  status: ConsultationStatus;
  /** yyyy-mm-dd and HH:mm in Zurich (a request's wished date and time). */
  date: string;
  time: string;
  till: string;
  adviceMode: WireAdviceMode;
  culture: Culture;
  traveller: { firstname: string; lastname: string; email: string; phone: string };
  advisor: { id: string; name: string } | null;
  agency: { id: string; name: string };
}

export interface ConsultationPage {
  items: ConsultationRow[];
  nextCursor: string | null;
}

/** Addition: the audit trail's filter, as query parameters of STAFF_PATHS.audit. */
export interface AuditQuery {
  /** One consultation's entries only. */
  consultationId?: string;
  /** yyyy-mm-dd in Zurich, both included. */
  from?: string;
  till?: string;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** 1 to 200; 50 by default. */
  limit?: number;
}

/** Addition: a page of the audit trail, newest first. */
export interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  staff: { id: string; name: string };
  action: string;
  consultationId: string | null;
  before: unknown;
  after: unknown;
}

export interface ConsultationDetail extends ConsultationRow {
  /** The traveller's travel wishes and message as entered on steps 4 and 5. */
  message: string;
  createdAt: string;
  /** Cancel, reassign, outcome: what this member may do now. */
  can: { cancel: boolean; reassign: boolean; markOutcome: boolean; answer: boolean };
  audit: AuditEntry[];
}

export interface StaffCancelRequest {
  reason: string;
}

export interface StaffOutcomeRequest {
  outcome: 'completed' | 'no_show';
}

export interface StaffReassignRequest {
  advisorId: string;
}

export interface StaffAcceptRequest {
  advisorId: string;
  /** yyyy-mm-dd and HH:mm in Zurich: the time confirmed to the traveller. */
  date: string;
  time: string;
}

export interface StaffDeclineRequest {
  reason: string;
}

export interface StaffAdvisor {
  id: string;
  name: string;
  agencyId: string;
  /** Addition: the branch's name, for the list's branch filter (which shows the id without it). */
  agencyName?: string;
  modes: WireAdviceMode[];
}

export interface AbsenceRequest {
  /** yyyy-mm-dd, both included. */
  from: string;
  till: string;
  reason: string;
}

export interface Absence extends AbsenceRequest {
  id: string;
  advisorId: string;
}

/** An absence as stored, with the consultations it collides with (each to reassign or cancel). */
export interface AbsenceResponse {
  absence: Absence;
  collisions: ConsultationRow[];
}

/** Addition: a block of working hours, HH:mm in Zurich on the hour grid (SLOT_MINUTES), `from` before `to`. */
export interface HoursBlock {
  from: string;
  to: string;
  /** Works from home in it: no consultation in person (the catalogue's `homeOffice`). */
  homeOffice: boolean;
}

/** Addition: a block of the weekly hours on an ISO weekday (1 = Monday … 7 = Sunday). */
export interface WeeklyHoursBlock extends HoursBlock {
  weekday: number;
}

/** Addition: the body of PUT workingHours: the whole week (a weekday without blocks is a day off). */
export interface WeeklyHoursRequest {
  blocks: WeeklyHoursBlock[];
}

/** Addition: a one-off exception of one date: other hours that day, or closed (no blocks). */
export interface HoursExceptionRequest {
  /** yyyy-mm-dd in Zurich, today or later. */
  date: string;
  /** The day's hours instead of the weekday's; none: closed. */
  blocks: HoursBlock[];
  reason: string;
}

export interface HoursException extends HoursExceptionRequest {
  id: string;
  advisorId: string;
}

/** Addition: an advisor's weekly hours and the exceptions from today on, by date. */
export interface WorkingHours {
  advisorId: string;
  /** By weekday and start. */
  blocks: WeeklyHoursBlock[];
  exceptions: HoursException[];
}

/** Addition: a change of working hours as stored, with the consultations it leaves outside them (to reassign or cancel). */
export interface WorkingHoursResponse {
  workingHours: WorkingHours;
  collisions: ConsultationRow[];
}

/** Addition: the body of hoursCollisions: the week, or one exception, as the page would save it. */
export interface WorkingHoursChange {
  week?: WeeklyHoursRequest;
  exception?: HoursExceptionRequest;
}
