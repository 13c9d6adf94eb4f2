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
  /**
   * Addition: GET, open to anyone: how staff may sign in here (StaffSignInOptions), so the sign-in screen offers
   * the retailer's single sign-on and leaves out the link where the provider replaces it.
   */
  signInOptions: '/staff/sign-in/options',
  /** GET: the session's staff member (401 without one); POST `${session}/end`: signs out. */
  session: '/staff/session',
  signOut: '/staff/session/end',
  /**
   * GET ?StaffListQuery: consultations in scope, cursor-paged; `.csv` the same filter as CSV. Addition (issue 46): POST
   * StaffBookingRequest books on a caller's behalf (201 ConsultationDetail; the traveller gets the checkout's mails).
   */
  consultations: '/staff/consultations',
  consultationsCsv: '/staff/consultations.csv',
  /**
   * Addition (issue 47): GET ?StaffExportQuery: the same filter as an Excel workbook (typed cells); `.csv` takes the
   * same query. Headings and labels in the query's `culture` (the page's language).
   */
  consultationsXlsx: '/staff/consultations.xlsx',
  /**
   * GET `${consultations}/:id` (ConsultationDetail); POST `/:id/cancel`, `/:id/outcome`, `/:id/reassign`,
   * `/:id/accept`, `/:id/decline` and (addition, issue 46) `/:id/move` (StaffMoveRequest), each answering the
   * consultation's ConsultationDetail after the change.
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
  /**
   * Addition (issue 46): GET ?StaffCalendarQuery: a day or a week of the advisors in scope (one advisor, a branch):
   * working hours, time off, consultations, travellers' holds and the open requests: StaffCalendar.
   */
  calendar: '/staff/calendar',
  /**
   * Addition (issue 46): GET: what still needs the branch (open custom-date requests, consultations that collide with
   * time off, working hours or another consultation) and how many: StaffTodo.
   */
  todo: '/staff/to-do',
  /**
   * Addition (issue 47): GET the staff members in scope (StaffMemberRow[]: a branch lead their branch's, the back
   * office everyone; 403 for an advisor); POST StaffInviteRequest invites one (201 StaffMemberRow, a sign-in link
   * mailed to them).
   */
  members: '/staff/members',
  /** Addition (issue 47): PUT StaffMemberChangeRequest: a member's role and scope (StaffMemberRow). */
  member: '/staff/members/:id',
  /** Addition (issue 47): POST {}: deactivates (sessions, links and passkeys end at once) (StaffMemberRow). */
  memberDeactivate: '/staff/members/:id/deactivate',
  /** Addition (issue 47): POST {}: reactivates; they sign in by link again (StaffMemberRow). */
  memberReactivate: '/staff/members/:id/reactivate',
  /** Addition (issue 47): GET the signed-in member's own passkeys (StaffPasskey[]). */
  ownPasskeys: '/staff/passkeys',
  /** Addition (issue 47): PUT StaffPasskeyRenameRequest renames one's own passkey (StaffPasskey); DELETE removes it (204). */
  ownPasskey: '/staff/passkeys/:id',
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

/** Addition (issue 47): a staff member as the staff management lists them. */
export interface StaffMemberRow extends StaffMember {
  /** False once deactivated: no sign-in opens a session for them. */
  active: boolean;
  /** When they last signed in (ISO instant); null when not known (never, or before this was recorded). */
  lastSignInAt: string | null;
  /** How many passkeys they have. */
  passkeys: number;
}

/** Addition (issue 47): POST members: who is invited (a sign-in link is mailed to `email` in `culture`). */
export interface StaffInviteRequest {
  email: string;
  name: string;
  role: StaffRole;
  /** The branch: required for an advisor and a branch lead, null for the back office. */
  agencyId: string | null;
  /** The advisor record: required for an advisor, null otherwise. */
  advisorId: string | null;
  /**
   * The member's language (their mails', StaffMember.culture). Not named `culture`, which a body names for the
   * page's language: the API answers the inviter in the page's (Accept-Language).
   */
  language: Culture;
}

/** Addition (issue 47): PUT member: a member's role and scope. */
export interface StaffMemberChangeRequest {
  role: StaffRole;
  agencyId: string | null;
  advisorId: string | null;
}

/** Addition (issue 47): one of the signed-in member's passkeys. */
export interface StaffPasskey {
  id: string;
  /** The name its member gave it; null when never named. */
  name: string | null;
  /** ISO instants. */
  createdAt: string;
  lastUsedAt: string | null;
}

/** Addition (issue 47): PUT ownPasskey. */
export interface StaffPasskeyRenameRequest {
  name: string;
}

export interface StaffSession {
  staff: StaffMember;
  /** False until the member registered a passkey: the page offers it after a link sign-in. */
  hasPasskey: boolean;
}

/** Addition: how staff may sign in (GET STAFF_PATHS.signInOptions). */
export interface StaffSignInOptions {
  /** The single-use link by e-mail; false where the retailer's sign-on provider replaces it (OIDC_ONLY). */
  link: boolean;
  /** The retailer's sign-on provider (OpenID Connect), null when none is configured. */
  singleSignOn: {
    /** How staff know the provider ('Microsoft', 'Horizonte Reisen'): OIDC_NAME, else the issuer's host. */
    name: string;
    /**
     * Where the browser goes to sign in (a navigation, not a fetch), under the API's base URL; `?culture=fr-CH`
     * brings it back to the French page.
     */
    path: string;
  } | null;
}

/**
 * Addition: why a sign-in by the provider signed nobody in, as the API's callback writes it into the sign-in page's
 * address (`?sso=`): the provider said no, the attempt was too old (or used), or the address is not on the list.
 */
export const SSO_FAILURES = ['refused', 'expired', 'unknown'] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

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
  /** Reference, traveller's name, e-mail or phone (accents folded): every date, unless from/till name some. */
  q?: string;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** 1 to 200; 50 by default. */
  limit?: number;
}

/**
 * Addition (issue 47): the exports' query: the list's filter (no page: every row) and the page's language, in which
 * the file's headings, labels and name are written (a link cannot send a header, so the query names it).
 */
export interface StaffExportQuery extends Omit<StaffListQuery, 'cursor' | 'limit'> {
  culture?: Culture;
}

/**
 * Addition (issue 46): why a live consultation needs the branch: its advisor is absent that day, it lies outside the
 * advisor's working hours (changed since it was booked), or it overlaps another consultation of the advisor (booked
 * before the calendar's guard, migration 045). Settled by a reassignment, a move or a cancellation.
 */
export const COLLISION_REASONS = ['absent', 'outsideHours', 'overlap'] as const;
export type CollisionReason = (typeof COLLISION_REASONS)[number];

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
  /**
   * Addition (issue 46): what about it still needs the branch (the list marks it); absent or empty: nothing. The list
   * names `absent` and `overlap`; the to-do and the calendar `outsideHours` too.
   */
  attention?: CollisionReason[];
  /**
   * Addition (issue 47): when the traveller's data was erased (ISO instant; on request or by the retention job). The
   * names, e-mail and phone are then '', the message and travel wishes gone; reference, date, advisor and status stay.
   */
  erasedAt?: string;
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
  /**
   * Addition (issue 47): what was done as one sentence in the request's language, naming the people (advisors,
   * traveller) and the reference as staff know them (K7QX-2M9P), no keys or ids (decision 0061). What staff read;
   * the API always sends it (optional only for readers of older answers).
   */
  sentence?: string;
  /** The stored facts before and after (ids and codes, for integrators; staff read `sentence`). */
  before: unknown;
  after: unknown;
}

export interface ConsultationDetail extends ConsultationRow {
  /** The traveller's travel wishes and message as entered on steps 4 and 5. */
  message: string;
  createdAt: string;
  /**
   * Cancel, reassign, outcome: what this member may do now. Addition (issue 46): `move` (another day, hour or
   * advisor of the branch); absent: false.
   */
  can: { cancel: boolean; reassign: boolean; markOutcome: boolean; answer: boolean; move?: boolean };
  audit: AuditEntry[];
  /**
   * Addition (issue 46): an accepted custom-date request, at a time outside opening hours the traveller asked for: a
   * reassignment keeps that time whatever the colleague's working hours (a move chooses a time within them).
   */
  fromRequest?: boolean;
  /**
   * Addition (issue 47): what the traveller told us on steps 4 and 5 besides the message, in the request's language
   * (the back office shows all of it); absent from an API older than issue 47.
   */
  travel?: ConsultationTravel;
}

/** Issue 47: the traveller's postal address and travel wishes as they entered them, worded for staff. */
export interface ConsultationTravel {
  /** The postal address: street and number, postcode, town ('' each when not given). */
  street: string;
  zip: string;
  city: string;
  /** The months they would like to travel in, named in the request's language ('Juli', 'juillet'). */
  months: string[];
  /** How long they would like to travel, in words ('' when not given). */
  duration: string;
  /** The destinations they chose or named, in the request's language. */
  destinations: string[];
  /** The kind of travel chosen on step 4, in words; null when none. */
  travelExperience: string | null;
  /** They would like to travel responsibly. */
  responsibly: boolean;
  /** They asked for the newsletter. */
  newsletter: boolean;
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

/**
 * Addition (issue 46): the body of POST `${consultation}/move`: another advisor of the branch, day or start (HH:mm on
 * the quarter hour, Zurich) within the advisor's working hours; the traveller is told as for their own move.
 */
export interface StaffMoveRequest {
  advisorId: string;
  date: string;
  time: string;
}

/**
 * Addition (issue 46): the body of POST STAFF_PATHS.consultations: a consultation booked on a caller's or a walk-in's
 * behalf, at a start on the quarter hour within the advisor's working hours. The traveller gets the checkout's mails
 * (confirmation with its calendar entry and manage link) in `travellerCulture`; `message` is what they asked for.
 */
export interface StaffBookingRequest {
  advisorId: string;
  date: string;
  time: string;
  adviceMode: WireAdviceMode;
  travellerCulture: Culture;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message: string;
}

/** Addition (issue 46): the query of STAFF_PATHS.calendar. */
export interface StaffCalendarQuery {
  /** The first day, yyyy-mm-dd (Zurich). */
  date: string;
  /** 1 (a day) or 7 (a week from `date`); 7 by default. */
  days?: number;
  /** One branch's advisors (the back office names one; a branch lead's is theirs). */
  agencyId?: string;
  /** One advisor only. */
  advisorId?: string;
}

/** Addition (issue 46): a consultation as the calendar draws it. */
export interface CalendarEntry {
  id: string;
  reference: string;
  /** HH:mm, Zurich. */
  time: string;
  till: string;
  status: ConsultationStatus;
  kind: 'slot' | 'custom';
  adviceMode: WireAdviceMode;
  /** The traveller's name as the list shows it. */
  traveller: string;
  attention?: CollisionReason[];
}

/** Addition (issue 46): one advisor's day in the calendar. */
export interface CalendarDay {
  date: string;
  /** The working hours that day (a one-off exception's, else the weekday's); none: a day off. */
  hours: HoursBlock[];
  /** Time off covering the day, if any. */
  absence: { id: string; reason: string } | null;
  /** Live consultations (booked, completed, no-show), by start. */
  consultations: CalendarEntry[];
  /** Hours a traveller holds in the checkout right now (nobody's name: at most HOLD_MINUTES). */
  held: Array<{ time: string; till: string }>;
}

/** Addition (issue 46): the calendar of the advisors in scope. */
export interface StaffCalendar {
  /** The days shown, yyyy-mm-dd, from the query's date. */
  days: string[];
  advisors: Array<StaffAdvisor & { days: CalendarDay[] }>;
  /** Open custom-date requests of the scope whose wished day is shown, by wished start. */
  requests: ConsultationRow[];
}

/** Addition (issue 46): what still needs the branch, soonest first (at most 200 of each), and how many in all. */
export interface StaffTodo {
  /** Open custom-date requests (status requested). */
  requests: ConsultationRow[];
  /** Upcoming live consultations with a reason in `attention`. */
  collisions: ConsultationRow[];
  counts: { requests: number; collisions: number };
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
  /**
   * Addition (issue 46): the live consultations it still collides with (in GET absences), until each is reassigned,
   * moved or cancelled.
   */
  collisions?: ConsultationRow[];
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
