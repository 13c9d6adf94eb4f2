// The back office's calls to /api/staff (contract/staff.ts), on the checkout's one fetch wrapper (createHttp in
// http.ts) and its error mapping (api-error.ts): every failure is an ApiError whose body is the API's ApiErrorBody, so
// a screen shows its message as text. An entry point of its own (@checkout/shared/staff), like the manage page's
// client: the back office's door, which no checkout step loads.
import {
  IDEMPOTENCY_HEADER,
  STAFF_PATHS,
  type Absence,
  type AbsenceRequest,
  type AbsenceResponse,
  type AuditPage,
  type AuditQuery,
  type ConsultationDetail,
  type ConsultationPage,
  type Culture,
  type StaffAcceptRequest,
  type StaffAdvisor,
  type StaffBookingRequest,
  type StaffMoveRequest,
  type StaffExportQuery,
  type StaffListQuery,
  type StaffOutcomeRequest,
  type StaffSession,
  type StaffSignInOptions,
  type ConsultationRow,
  type HoursExceptionRequest,
  type WeeklyHoursRequest,
  type WorkingHours,
  type WorkingHoursChange,
  type WorkingHoursResponse,
  PRIVACY_PATHS,
  type PrivacyErasure,
  type PrivacyExport,
  type PrivacyRequest,
  type StaffCalendar,
  type StaffCalendarQuery,
  type StaffTodo,
  type StaffInviteRequest,
  type StaffMemberChangeRequest,
  type StaffMemberRow,
  type StaffPasskey,
} from '../contract';
import { isApiError } from './api-error';
import type { HttpOptions } from './client-options';
import { createHttp } from './http';
import { newTraceparent } from './json-call';

export interface StaffClientOptions extends HttpOptions {
  /** Told of every 401: the session ended (or never was). */
  onSignedOut?: () => void;
  /** Makes each change's Idempotency-Key; crypto.randomUUID by default. */
  newKey?: () => string;
  /** The page's language, sent as Accept-Language with every call: the API words its refusals in it. */
  culture?: () => Culture;
}

/** The options JSON of @simplewebauthn/server, handed to @simplewebauthn/browser as it came. */
export type PasskeyOptionsJson = Record<string, unknown>;

export interface StaffClient {
  session(): Promise<StaffSession>;
  /** How staff may sign in here (the link, the retailer's sign-on provider); asked before anyone is signed in. */
  signInOptions(): Promise<StaffSignInOptions>;
  /** The address the browser goes to for the provider's sign-in (a navigation), coming back in `culture`. */
  singleSignOnUrl(path: string, culture: Culture): string;
  signOut(): Promise<void>;
  signInLink(email: string, culture: Culture): Promise<void>;
  redeemLink(token: string): Promise<StaffSession>;
  passkeySignInOptions(): Promise<PasskeyOptionsJson>;
  passkeySignIn(response: unknown): Promise<StaffSession>;
  passkeyRegistrationOptions(): Promise<PasskeyOptionsJson>;
  passkeyRegistration(response: unknown): Promise<StaffSession>;
  consultations(query: StaffListQuery): Promise<ConsultationPage>;
  /**
   * An export's address for the same filter (a link the browser follows with the session's cookie; issue 47): the
   * workbook or the CSV, in the page's language (a link sends no header, so the query names it).
   */
  consultationsExportUrl(format: 'xlsx' | 'csv', query: StaffExportQuery): string;
  consultation(id: string): Promise<ConsultationDetail>;
  cancel(id: string, reason: string): Promise<ConsultationDetail>;
  markOutcome(id: string, outcome: StaffOutcomeRequest['outcome']): Promise<ConsultationDetail>;
  /** `idempotencyKey` (here and below): one per confirmation, kept when it is sent again after a failure. */
  reassign(id: string, advisorId: string, idempotencyKey?: string): Promise<ConsultationDetail>;
  accept(id: string, request: StaffAcceptRequest, idempotencyKey?: string): Promise<ConsultationDetail>;
  /** Another day, start or advisor of the branch (issue 46); the traveller is told. */
  move(id: string, request: StaffMoveRequest, idempotencyKey?: string): Promise<ConsultationDetail>;
  /** Books on a caller's behalf (issue 46): the new consultation; the traveller gets the checkout's mails. */
  book(request: StaffBookingRequest, idempotencyKey?: string): Promise<ConsultationDetail>;
  decline(id: string, reason: string): Promise<ConsultationDetail>;
  advisors(): Promise<StaffAdvisor[]>;
  absences(advisorId: string): Promise<Absence[]>;
  addAbsence(advisorId: string, request: AbsenceRequest): Promise<AbsenceResponse>;
  removeAbsence(advisorId: string, absenceId: string): Promise<void>;
  audit(query: AuditQuery): Promise<AuditPage>;
  workingHours(advisorId: string): Promise<WorkingHours>;
  setWeeklyHours(advisorId: string, request: WeeklyHoursRequest): Promise<WorkingHoursResponse>;
  addHoursException(advisorId: string, request: HoursExceptionRequest): Promise<WorkingHoursResponse>;
  removeHoursException(advisorId: string, exceptionId: string): Promise<WorkingHoursResponse>;
  /** What a change would leave outside working hours, changing nothing (for the confirmation). */
  hoursCollisions(advisorId: string, change: WorkingHoursChange): Promise<ConsultationRow[]>;
  /** Everything stored about a traveller (back-office role): the address in the body, never in a URL. */
  privacyExport(request: PrivacyRequest): Promise<PrivacyExport>;
  /**
   * Erases a traveller's data (back-office role). `idempotencyKey`: one per confirmation, so sending it again after
   * a lost answer replays the first outcome instead of erasing (and answering zeros) a second time.
   */
  privacyErase(request: PrivacyRequest, idempotencyKey: string): Promise<PrivacyErasure>;
  /** A day or a week of the advisors in scope (issue 46): hours, time off, consultations, holds, open requests. */
  calendar(query: StaffCalendarQuery): Promise<StaffCalendar>;
  /** What still needs the branch (issue 46): open requests and colliding consultations, and how many. */
  todo(): Promise<StaffTodo>;
  /**
   * Calls `listener` after every change of the branch's data the API accepted (a consultation's, time off, working
   * hours), so what counts the work left (the header's to-do) asks again; returns the unsubscribe.
   */
  onChange(listener: () => void): () => void;
  /** Addition (issue 47): the staff members the signed-in member manages (branch lead, back office). */
  members(): Promise<StaffMemberRow[]>;
  /** Invites a member (a sign-in link is mailed to them); `idempotencyKey`: one per confirmation. */
  inviteMember(request: StaffInviteRequest, idempotencyKey?: string): Promise<StaffMemberRow>;
  /** A member's role and scope. */
  changeMember(
    id: string,
    request: StaffMemberChangeRequest,
    idempotencyKey?: string,
  ): Promise<StaffMemberRow>;
  /** Deactivates (their sessions, links and passkeys end at once) or reactivates a member. */
  setMemberActive(id: string, active: boolean, idempotencyKey?: string): Promise<StaffMemberRow>;
  /** Addition (issue 47): the signed-in member's own passkeys; rename and remove one. */
  ownPasskeys(): Promise<StaffPasskey[]>;
  renamePasskey(id: string, name: string): Promise<StaffPasskey>;
  removePasskey(id: string, idempotencyKey?: string): Promise<void>;
}

/** A query's defined, non-empty members as URL parameters (the staff routes read plain parameters). */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The paths whose changes change the branch's data (the to-do's counts): consultations and advisors' time. */
const DATA_PATHS = [STAFF_PATHS.consultations, '/staff/advisors/'];

/** A path of STAFF_PATHS with its `:id` filled in (encoded as one path segment). */
export const withId = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

const defaultKey = (): string => crypto.randomUUID();

export function createStaffClient(options: StaffClientOptions): StaffClient {
  const http = createHttp(options);
  const base = options.baseUrl.replace(/\/+$/, '');
  const newKey = options.newKey ?? defaultKey;
  const changeListeners = new Set<() => void>();

  /**
   * One call to /api/staff on the kernel's fetch wrapper: the session's cookie, the page's language, a JSON body and
   * an Idempotency-Key with every change (a traceparent as the checkout's changes carry one). A 401 also tells
   * `onSignedOut`; an accepted change of the branch's data tells the change listeners.
   */
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<T> {
    const changes = method !== 'GET';
    const headers: Record<string, string> = {};
    if (options.culture) headers['Accept-Language'] = options.culture();
    if (changes) {
      headers[IDEMPOTENCY_HEADER] = idempotencyKey ?? newKey();
      headers.traceparent = newTraceparent();
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let answer: T;
    try {
      answer = await http.send<T>(http.url(path), {
        method,
        credentials: 'include',
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      if (isApiError(error) && error.status === 401) options.onSignedOut?.();
      throw error;
    }
    if (changes && DATA_PATHS.some((prefix) => path.startsWith(prefix))) {
      for (const listener of [...changeListeners]) listener();
    }
    return answer;
  }

  const consultationPath = (id: string, action = '') => `${withId(STAFF_PATHS.consultation, id)}${action}`;

  return {
    session: () => call('GET', STAFF_PATHS.session),
    signInOptions: () => call('GET', STAFF_PATHS.signInOptions),
    singleSignOnUrl: (path, culture) => `${base}${path}${queryString({ culture })}`,
    signOut: () => call('POST', STAFF_PATHS.signOut, {}),
    signInLink: (email, culture) => call('POST', STAFF_PATHS.signInLink, { email, culture }),
    redeemLink: (token) => call('POST', STAFF_PATHS.redeemLink, { token }),
    passkeySignInOptions: () => call('POST', STAFF_PATHS.passkeySignInOptions, {}),
    passkeySignIn: (response) => call('POST', STAFF_PATHS.passkeySignIn, { response }),
    passkeyRegistrationOptions: () => call('POST', STAFF_PATHS.passkeyRegistrationOptions, {}),
    passkeyRegistration: (response) => call('POST', STAFF_PATHS.passkeyRegistration, { response }),
    consultations: (query) => call('GET', `${STAFF_PATHS.consultations}${queryString(query)}`),
    consultationsExportUrl: (format, query) =>
      `${base}${format === 'xlsx' ? STAFF_PATHS.consultationsXlsx : STAFF_PATHS.consultationsCsv}${queryString(query)}`,
    consultation: (id) => call('GET', consultationPath(id)),
    cancel: (id, reason) => call('POST', consultationPath(id, '/cancel'), { reason }),
    markOutcome: (id, outcome) => call('POST', consultationPath(id, '/outcome'), { outcome }),
    reassign: (id, advisorId, key) => call('POST', consultationPath(id, '/reassign'), { advisorId }, key),
    accept: (id, request, key) => call('POST', consultationPath(id, '/accept'), request, key),
    move: (id, request, key) => call('POST', consultationPath(id, '/move'), request, key),
    book: (request, key) => call('POST', STAFF_PATHS.consultations, request, key),
    decline: (id, reason) => call('POST', consultationPath(id, '/decline'), { reason }),
    advisors: () => call('GET', STAFF_PATHS.advisors),
    absences: (advisorId) => call('GET', withId(STAFF_PATHS.absences, advisorId)),
    addAbsence: (advisorId, request) => call('POST', withId(STAFF_PATHS.absences, advisorId), request),
    removeAbsence: (advisorId, absenceId) =>
      call('DELETE', `${withId(STAFF_PATHS.absences, advisorId)}/${encodeURIComponent(absenceId)}`),
    audit: (query) => call('GET', `${STAFF_PATHS.audit}${queryString(query)}`),
    workingHours: (advisorId) => call('GET', withId(STAFF_PATHS.workingHours, advisorId)),
    setWeeklyHours: (advisorId, request) => call('PUT', withId(STAFF_PATHS.workingHours, advisorId), request),
    addHoursException: (advisorId, request) =>
      call('POST', withId(STAFF_PATHS.hoursExceptions, advisorId), request),
    removeHoursException: (advisorId, exceptionId) =>
      call('DELETE', `${withId(STAFF_PATHS.hoursExceptions, advisorId)}/${encodeURIComponent(exceptionId)}`),
    hoursCollisions: (advisorId, change) =>
      call('POST', withId(STAFF_PATHS.hoursCollisions, advisorId), change),
    privacyExport: (request) => call('POST', PRIVACY_PATHS.staffExport, request),
    privacyErase: (request, idempotencyKey) =>
      call('POST', PRIVACY_PATHS.staffErase, request, idempotencyKey),
    calendar: (query) => call('GET', `${STAFF_PATHS.calendar}${queryString(query)}`),
    todo: () => call('GET', STAFF_PATHS.todo),
    members: () => call('GET', STAFF_PATHS.members),
    inviteMember: (request, key) => call('POST', STAFF_PATHS.members, request, key),
    changeMember: (id, request, key) => call('PUT', withId(STAFF_PATHS.member, id), request, key),
    setMemberActive: (id, active, key) =>
      call('POST', withId(active ? STAFF_PATHS.memberReactivate : STAFF_PATHS.memberDeactivate, id), {}, key),
    ownPasskeys: () => call('GET', STAFF_PATHS.ownPasskeys),
    renamePasskey: (id, name) => call('PUT', withId(STAFF_PATHS.ownPasskey, id), { name }),
    removePasskey: (id, key) => call('DELETE', withId(STAFF_PATHS.ownPasskey, id), undefined, key),
    onChange: (listener) => {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
  };
}
