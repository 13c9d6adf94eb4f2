// An in-memory stand-in of the staff routes over the typed fixtures: what the API answers to each call the back
// office makes, with the state a change leaves (a cancelled consultation stays cancelled). Jest reaches it through
// a fake fetch (fake-staff-api.ts), Storybook through MSW (msw-handlers.ts). Not the API's rules: only enough of
// them to show every screen; the API's own tests hold the rules.
import { IDEMPOTENCY_HEADER } from '@checkout/shared';
import {
  BOOKING_REFERENCE_ALPHABET,
  PRIVACY_PATHS,
  parseBookingReference,
  STAFF_PATHS,
  type Absence,
  type AbsenceResponse,
  type ApiErrorBody,
  type AuditEntry,
  type ConsultationDetail,
  type ConsultationRow,
  type PrivacyErasure,
  type PrivacyExport,
  type StaffAdvisor,
  type StaffBookingRequest,
  type StaffSession,
  type StaffSignInOptions,
  type WorkingHours,
} from '@checkout/shared/contract';
import { slotEnd } from '@checkout/shared/dates';
import { WORKING_HOURS } from './working-hours-fixtures';
import {
  ABSENCES,
  ADVISORS,
  AUDIT,
  DETAILS,
  HOLDS,
  LEAD_SESSION,
  WEEK_ROWS,
  type HeldHour,
  SAMPLE_TRAVEL,
} from './fixtures';
import { absencesWithCollisions, calendarAnswer, todoAnswer, withAttention } from './staff-world-calendar';
import { PRIVACY_ERASURE, PRIVACY_EXPORT } from './privacy-fixtures';
import {
  bookingRefusal,
  collisionOf,
  cultureOfRequest,
  outsideHoursOf,
  type WorldRange,
} from './staff-world-booking';
import { MembersWorld, membersCallOf, type MembersScenario } from './staff-world-members';

/** The names of the calls, for failures: STAFF_PATHS' names and a consultation's changes. */
export type StaffCall =
  | keyof typeof STAFF_PATHS
  | 'cancel'
  | 'outcome'
  | 'reassign'
  | 'accept'
  | 'decline'
  | 'move'
  | 'book'
  | 'addAbsence'
  | 'removeAbsence'
  | 'setWeeklyHours'
  | 'addHoursException'
  | 'removeHoursException'
  | 'privacyExport'
  | 'privacyErase';

export interface StaffScenario extends MembersScenario {
  /** Who is signed in at the start; null: nobody (the session call answers 401). */
  session: StaffSession | null;
  /** Who a link or a passkey signs in (the branch lead without a passkey by default). */
  signsIn?: StaffSession;
  rows?: ConsultationRow[];
  details?: ConsultationDetail[];
  advisors?: StaffAdvisor[];
  absences?: Absence[];
  /** Working hours by advisor (Anna's week by default). */
  workingHours?: WorkingHours[];
  /** What a change of working hours and its preview answer as collisions (none by default). */
  hoursCollisions?: ConsultationRow[];
  /** What saving an absence answers (its collisions, which join the world's consultations). */
  absenceResponse?: AbsenceResponse;
  /** Hours travellers hold in the checkout now (the calendar's hatched blocks; HOLDS by default). */
  holds?: HeldHour[];
  audit?: AuditEntry[];
  /** What is stored about one traveller (found by its e-mail address, any case), until erased. */
  privacy?: PrivacyExport;
  /** What erasing that traveller answers. */
  erasure?: PrivacyErasure;
  /** Rows per page of the list (cursor paging). */
  pageSize?: number;
  /** How staff may sign in (the link only by default). */
  signInOptions?: StaffSignInOptions;
  /** Calls that fail, with the API's answer. */
  failures?: Partial<Record<StaffCall, { status: number; body: ApiErrorBody }>>;
}

export interface StaffAnswer {
  status: number;
  /** undefined: no body (202, 204). */
  body?: unknown;
}

export interface StaffRequest {
  method: string;
  /** The path after the API's base URL, e.g. /staff/consultations/c-1/cancel. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers (the Idempotency-Key of a change), names in any case. */
  headers: Record<string, string>;
}

export const UNAUTHORIZED: ApiErrorBody = {
  error: 'forbidden',
  message: 'Bitte melden Sie sich an.',
};

/** The reference of the world's n-th booking for a caller, shaped as the API makes one (PQ9WRM23 for the first). */
const bookedReference = (n: number): string =>
  `PQ9WRM${[Math.floor(n / BOOKING_REFERENCE_ALPHABET.length), n % BOOKING_REFERENCE_ALPHABET.length]
    .map((i) => BOOKING_REFERENCE_ALPHABET[i])
    .join('')}`;

// Plain JSON data only (jsdom has no structuredClone).
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The staff routes' state for one story or test; `reset()` brings the scenario's start back. */
/** How the world words a recorded change (the API's sentences are richer: names, times, reasons). */
const RECORDED: Record<string, string> = {
  cancel: 'Beratung storniert',
  outcome: 'Ergebnis erfasst',
  reassign: 'Beratung neu zugewiesen',
  accept: 'Terminwunsch angenommen',
  decline: 'Terminwunsch abgelehnt',
  move: 'Beratung verschoben',
  book: 'Beratung gebucht',
};

export class StaffWorld {
  session: StaffSession | null = null;
  rows: ConsultationRow[] = [];
  details = new Map<string, ConsultationDetail>();
  advisors: StaffAdvisor[] = [];
  absences: Absence[] = [];
  audit: AuditEntry[] = [];
  hours = new Map<string, WorkingHours>();
  holds: HeldHour[] = [];
  /** The traveller whose data the privacy page finds, null once erased. */
  privacy: PrivacyExport | null = null;
  /** Staff management and the signed-in member's passkeys (issue 47). */
  readonly management = new MembersWorld();
  /** Erasures answered, by Idempotency-Key: the same key answers the first outcome. */
  private erasures = new Map<string, PrivacyErasure>();
  private auditCount = 0;
  /** Consultations booked for callers so far (their ids and references). */
  private booked = 0;

  constructor(readonly scenario: StaffScenario) {
    this.reset();
  }

  reset(): void {
    const s = this.scenario;
    this.session = s.session ? clone(s.session) : null;
    this.rows = clone(s.rows ?? WEEK_ROWS);
    this.details = new Map((s.details ?? DETAILS).map((d) => [d.id, clone(d)]));
    this.advisors = clone(s.advisors ?? ADVISORS);
    this.absences = clone(s.absences ?? ABSENCES);
    this.audit = clone(s.audit ?? AUDIT);
    this.hours = new Map((s.workingHours ?? WORKING_HOURS).map((h) => [h.advisorId, clone(h)]));
    this.holds = clone(s.holds ?? HOLDS);
    this.privacy = clone(s.privacy ?? PRIVACY_EXPORT);
    this.erasures = new Map();
    this.management.reset(s);
    this.auditCount = 0;
    this.booked = 0;
  }

  answer(request: StaffRequest): StaffAnswer {
    const { method, path } = request;
    const managed = membersCallOf(method, path);
    if (managed) {
      const failure = this.scenario.failures?.[managed.name];
      if (failure) return { status: failure.status, body: failure.body };
      if (!this.session) return { status: 401, body: UNAUTHORIZED };
      return this.management.answer(managed, this.session, request);
    }
    const call = callOf(method, path);
    if (!call) return { status: 404, body: { error: 'not_found', message: `No route ${method} ${path}` } };
    const failure = this.scenario.failures?.[call.name];
    if (failure) return { status: failure.status, body: failure.body };
    const open = [
      'signInLink',
      'redeemLink',
      'passkeySignInOptions',
      'passkeySignIn',
      'session',
      'signInOptions',
    ];
    if (!open.includes(call.name) && !this.session) return { status: 401, body: UNAUTHORIZED };
    return this.route(call, request);
  }

  private signIn(): StaffSession {
    this.session = clone(this.scenario.signsIn ?? { ...LEAD_SESSION, hasPasskey: false });
    return this.session;
  }

  private record(action: string, consultationId: string | null, before: unknown, after: unknown): void {
    const staff = this.session?.staff;
    this.auditCount += 1;
    this.audit.unshift({
      id: `audit-new-${this.auditCount}`,
      at: '2026-03-04T09:00:00Z',
      staff: { id: staff?.id ?? '', name: staff?.name ?? '' },
      action,
      consultationId,
      // The API words each entry as a sentence in the page's language (api/src/domain/audit-sentences.ts); the
      // world names the change and its consultation only, enough for a screen to show it.
      sentence: `${RECORDED[action] ?? 'Änderung'}${consultationId ? ` (${this.rows.find((r) => r.id === consultationId)?.reference ?? ''})` : ''}.`,
      before,
      after,
    });
  }

  /** A change of a consultation: its detail and its row move together, and the audit trail grows. */
  private change(
    id: string,
    action: string,
    patch: Partial<ConsultationDetail>,
    after: unknown,
  ): StaffAnswer {
    const detail = this.details.get(id) ?? this.detailOfRow(id);
    if (!detail)
      return { status: 404, body: { error: 'not_found', message: 'Diese Beratung gibt es nicht.' } };
    const before = { status: detail.status, advisor: detail.advisor };
    const next: ConsultationDetail = {
      ...detail,
      ...patch,
      can: { cancel: false, reassign: false, markOutcome: false, answer: false, ...patch.can },
    };
    this.record(action, id, before, after);
    next.audit = this.audit.filter((entry) => entry.consultationId === id);
    this.details.set(id, next);
    const { status, advisor, date, time, till } = next;
    this.rows = this.rows.map((row) => (row.id === id ? { ...row, status, advisor, date, time, till } : row));
    return { status: 200, body: next };
  }

  /** An advisor's hours as the world holds them (a week without blocks for one it does not know). */
  private hoursOf(advisorId: string): WorkingHours {
    return clone(this.hours.get(advisorId) ?? { advisorId, blocks: [], exceptions: [] });
  }

  private detailOfRow(id: string): ConsultationDetail | undefined {
    const row =
      this.rows.find((r) => r.id === id) ??
      this.scenario.absenceResponse?.collisions.find((r) => r.id === id) ??
      this.scenario.hoursCollisions?.find((r) => r.id === id);
    if (!row) return undefined;
    return {
      ...row,
      message: '',
      createdAt: '2026-02-20T10:00:00Z',
      travel: SAMPLE_TRAVEL,
      can: { cancel: true, reassign: true, markOutcome: false, answer: false, move: true },
      audit: [],
    };
  }

  /** A consultation booked for a caller: a new row and detail, as the API answers it (201). */
  private book(request: StaffBookingRequest): StaffAnswer {
    this.booked += 1;
    const n = this.booked;
    const advisor = this.advisors.find((a) => a.id === request.advisorId);
    const row: ConsultationRow = {
      id: `c-new-${n}`,
      reference: bookedReference(n),
      kind: 'slot',
      status: 'booked',
      date: request.date,
      time: request.time,
      till: slotEnd(request.time),
      adviceMode: request.adviceMode,
      culture: request.travellerCulture,
      traveller: {
        firstname: request.firstname,
        lastname: request.lastname,
        email: request.email,
        phone: request.phone,
      },
      advisor: { id: request.advisorId, name: advisor?.name ?? '' },
      agency: { id: advisor?.agencyId ?? '', name: advisor?.agencyName ?? advisor?.agencyId ?? '' },
    };
    this.rows.push(row);
    this.record('book', row.id, null, {
      status: 'booked',
      advisorId: request.advisorId,
      date: row.date,
      time: row.time,
    });
    const detail: ConsultationDetail = {
      ...row,
      message: request.message,
      createdAt: '2026-03-04T09:00:00Z',
      can: { cancel: true, reassign: true, markOutcome: false, answer: false, move: true },
      audit: this.audit.filter((entry) => entry.consultationId === row.id),
    };
    this.details.set(row.id, detail);
    return { status: 201, body: detail };
  }

  /** What refuses the range the change would take (outside hours when `hours`, else only what collides). */
  private rangeRefusal(range: WorldRange, headers: Record<string, string>, hours: boolean) {
    const culture = cultureOfRequest(headerOf(headers, 'Accept-Language'));
    return (hours ? outsideHoursOf(this, range, culture) : null) ?? collisionOf(this, range, culture);
  }

  /** The stored traveller's records that a privacy request names (none for another address or reference). */
  private privacyFound(input: Record<string, string>): PrivacyExport {
    const email = (input.email ?? '').trim();
    const reference = input.reference ? parseBookingReference(input.reference) : null;
    const stored = this.privacy;
    const same = stored !== null && stored.email.toLowerCase() === email.toLowerCase();
    const bookings = same ? stored.bookings.filter((b) => !reference || b.reference === reference) : [];
    const ids = new Set(bookings.map((b) => b.id));
    return {
      exportedAt: '2026-03-04T09:00:00.000Z',
      email,
      reference,
      bookings,
      messages: same ? stored.messages.filter((m) => ids.has(m.booking_id)) : [],
      idempotencyAnswers: same ? stored.idempotencyAnswers.filter((a) => ids.has(a.booking_id)) : [],
      auditEntries: same ? stored.auditEntries.filter((a) => ids.has(a.booking_id)) : [],
      // The readable document (decision 0068) as stored; the API writes one for every export.
      ...(same && stored.document ? { document: stored.document } : {}),
    };
  }

  private route(call: Call, { query, body, headers }: StaffRequest): StaffAnswer {
    const input = (body ?? {}) as Record<string, string>;
    const advisorNamed = (id: string) => this.advisors.find((a) => a.id === id);
    switch (call.name) {
      case 'session':
        return this.session ? { status: 200, body: this.session } : { status: 401, body: UNAUTHORIZED };
      case 'signOut':
        this.session = null;
        return { status: 204 };
      case 'signInLink':
        return { status: 202 };
      case 'signInOptions':
        return { status: 200, body: this.scenario.signInOptions ?? { link: true, singleSignOn: null } };
      case 'redeemLink':
      case 'passkeySignIn':
        return { status: 200, body: this.signIn() };
      case 'passkeySignInOptions':
        return {
          status: 200,
          body: { challenge: 'c3RvcnktY2hhbGxlbmdl', rpId: 'localhost', userVerification: 'preferred' },
        };
      case 'passkeyRegistrationOptions':
        return {
          status: 200,
          body: {
            challenge: 'c3RvcnktcmVnaXN0cmF0aW9u',
            rp: { name: 'Backoffice', id: 'localhost' },
            user: {
              id: 'dXNlcg',
              name: this.session?.staff.email ?? '',
              displayName: this.session?.staff.name ?? '',
            },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          },
        };
      case 'passkeyRegistration':
        if (this.session) this.session = { ...this.session, hasPasskey: true };
        return { status: 200, body: this.session };
      case 'consultations': {
        const q = (query.get('q') ?? '').toLowerCase();
        // A reference is found typed with or without its dash, in any case (parseBookingReference), as the API finds it.
        const reference = parseBookingReference(q);
        const matching = this.rows.filter(
          (row) =>
            (!query.get('from') || row.date >= String(query.get('from'))) &&
            (!query.get('till') || row.date <= String(query.get('till'))) &&
            (!query.get('status') || row.status === query.get('status')) &&
            (!query.get('agencyId') || row.agency.id === query.get('agencyId')) &&
            (!query.get('advisorId') || row.advisor?.id === query.get('advisorId')) &&
            (!q ||
              row.reference === reference ||
              [row.reference, row.traveller.firstname, row.traveller.lastname, row.traveller.email].some(
                (text) => text.toLowerCase().includes(q),
              )),
        );
        const size = Number(query.get('limit')) || this.scenario.pageSize || 50;
        const start = Number(query.get('cursor') ?? 0) || 0;
        const items = matching.slice(start, start + size).map((row) => withAttention(this, row));
        const next = start + size < matching.length ? String(start + size) : null;
        return { status: 200, body: { items, nextCursor: next } };
      }
      case 'consultation': {
        const detail = this.details.get(call.id) ?? this.detailOfRow(call.id);
        return detail
          ? { status: 200, body: withAttention(this, detail) }
          : { status: 404, body: { error: 'not_found', message: 'Diese Beratung gibt es nicht.' } };
      }
      case 'cancel':
        return this.change(
          call.id,
          'cancel',
          { status: 'cancelled' },
          { status: 'cancelled', reason: input.reason },
        );
      case 'decline':
        return this.change(
          call.id,
          'decline',
          { status: 'declined' },
          { status: 'declined', reason: input.reason },
        );
      case 'outcome': {
        const status = input.outcome === 'no_show' ? 'no_show' : 'completed';
        return this.change(call.id, 'outcome', { status }, { status });
      }
      case 'reassign': {
        const advisor = advisorNamed(input.advisorId ?? '');
        if (!advisor)
          return { status: 400, body: { error: 'validation', message: 'Unbekannte Beratungsperson.' } };
        const current = this.details.get(call.id) ?? this.detailOfRow(call.id);
        const taken =
          current &&
          this.rangeRefusal({ ...current, advisorId: advisor.id, except: call.id }, headers, false);
        if (taken) return taken;
        const to = { id: advisor.id, name: advisor.name };
        return this.change(
          call.id,
          'reassign',
          { advisor: to, can: { cancel: true, reassign: true, markOutcome: false, answer: false } },
          { advisor: to },
        );
      }
      case 'accept': {
        const advisor = advisorNamed(input.advisorId ?? '');
        if (!advisor)
          return { status: 400, body: { error: 'validation', message: 'Unbekannte Beratungsperson.' } };
        const to = { id: advisor.id, name: advisor.name };
        const date = input.date ?? '';
        const time = input.time ?? '';
        const till = slotEnd(time);
        const taken = this.rangeRefusal({ advisorId: advisor.id, date, time, till }, headers, false);
        if (taken) return taken;
        return this.change(
          call.id,
          'accept',
          {
            status: 'booked',
            advisor: to,
            date,
            time,
            till,
            can: { cancel: true, reassign: true, markOutcome: false, answer: false },
          },
          { status: 'booked', advisor: to, date, time },
        );
      }
      case 'move': {
        const advisor = advisorNamed(input.advisorId ?? '');
        if (!advisor)
          return { status: 400, body: { error: 'validation', message: 'Unbekannte Beratungsperson.' } };
        const { date = '', time = '' } = input;
        const range = { advisorId: advisor.id, date, time, till: slotEnd(time), except: call.id };
        const refusal = this.rangeRefusal(range, headers, true);
        if (refusal) return refusal;
        const to = { id: advisor.id, name: advisor.name };
        return this.change(
          call.id,
          'move',
          {
            advisor: to,
            date,
            time,
            till: range.till,
            can: { cancel: true, reassign: true, markOutcome: false, answer: false, move: true },
          },
          { advisor: to, date, time },
        );
      }
      case 'book':
        return (
          bookingRefusal(
            this,
            body as StaffBookingRequest,
            cultureOfRequest(headerOf(headers, 'Accept-Language')),
          ) ?? this.book(body as StaffBookingRequest)
        );
      case 'advisors':
        return { status: 200, body: this.advisors };
      case 'absences':
        return { status: 200, body: absencesWithCollisions(this, call.id) };
      case 'addAbsence': {
        const response: AbsenceResponse = clone(
          this.scenario.absenceResponse ?? {
            absence: {
              id: `abs-new-${this.absences.length + 1}`,
              advisorId: call.id,
              from: input.from ?? '',
              till: input.till ?? '',
              reason: input.reason ?? '',
            },
            collisions: [],
          },
        );
        response.absence = {
          ...response.absence,
          advisorId: call.id,
          from: input.from ?? '',
          till: input.till ?? '',
          reason: input.reason ?? '',
        };
        this.absences.push(response.absence);
        // The consultations it collides with are the API's: they stay in the world (and collide) until settled.
        const known = new Set(this.rows.map((row) => row.id));
        this.rows.push(...response.collisions.filter((row) => !known.has(row.id)));
        this.record('absence_add', null, null, { from: response.absence.from, till: response.absence.till });
        return { status: 201, body: response };
      }
      case 'removeAbsence':
        this.absences = this.absences.filter((a) => a.id !== call.absenceId);
        this.record('absence_remove', null, { id: call.absenceId }, null);
        return { status: 204 };
      case 'audit': {
        const items = this.audit.filter(
          (entry) =>
            (!query.get('from') || entry.at.slice(0, 10) >= String(query.get('from'))) &&
            (!query.get('till') || entry.at.slice(0, 10) <= String(query.get('till'))),
        );
        return { status: 200, body: { items, nextCursor: null } };
      }
      case 'consultationsCsv':
        return { status: 200, body: 'reference;date\n' };
      case 'consultationsXlsx':
        // A download the browser follows; the fake answers its status only (the API's tests read the workbook).
        return { status: 200, body: '' };
      case 'workingHours':
        return { status: 200, body: this.hoursOf(call.id) };
      case 'hoursCollisions':
        return { status: 200, body: clone(this.scenario.hoursCollisions ?? []) };
      case 'setWeeklyHours': {
        const hours = { ...this.hoursOf(call.id), blocks: clone((body as WorkingHours).blocks) };
        this.hours.set(call.id, hours);
        this.record('working_hours', null, null, { blocks: hours.blocks });
        return {
          status: 200,
          body: { workingHours: hours, collisions: clone(this.scenario.hoursCollisions ?? []) },
        };
      }
      case 'addHoursException':
      case 'hoursExceptions': {
        const request = body as Omit<WorkingHours['exceptions'][number], 'id' | 'advisorId'>;
        const current = this.hoursOf(call.id);
        const exception = {
          id: `hx-new-${current.exceptions.length + 1}`,
          advisorId: call.id,
          ...clone(request),
        };
        const hours = {
          ...current,
          exceptions: [...current.exceptions.filter((x) => x.date !== exception.date), exception].sort(
            (a, b) => a.date.localeCompare(b.date),
          ),
        };
        this.hours.set(call.id, hours);
        this.record('hours_exception_add', null, null, exception);
        return {
          status: 201,
          body: { workingHours: hours, collisions: clone(this.scenario.hoursCollisions ?? []) },
        };
      }
      case 'privacyExport':
      case 'privacyErase': {
        if (this.session?.staff.role !== 'back_office')
          return { status: 403, body: { error: 'forbidden', message: 'Nur das Backoffice.' } };
        const found = this.privacyFound(input);
        if (call.name === 'privacyExport') return { status: 200, body: found };
        const key = headerOf(headers, IDEMPOTENCY_HEADER);
        const replayed = this.erasures.get(key);
        if (replayed) return { status: 200, body: replayed };
        const erased: PrivacyErasure =
          found.bookings.length === 0
            ? { bookings: 0, cancelled: 0, messagesEmptied: 0, messagesPending: 0, idempotencyAnswers: 0 }
            : clone(this.scenario.erasure ?? PRIVACY_ERASURE);
        // Anonymised: the address finds nothing any more.
        if (found.bookings.length > 0) this.privacy = null;
        this.erasures.set(key, erased);
        return { status: 200, body: erased };
      }
      case 'calendar':
        return calendarAnswer(this, query);
      case 'todo':
        return todoAnswer(this);
      case 'removeHoursException': {
        const current = this.hoursOf(call.id);
        const hours = { ...current, exceptions: current.exceptions.filter((x) => x.id !== call.absenceId) };
        this.hours.set(call.id, hours);
        this.record('hours_exception_remove', null, { id: call.absenceId }, null);
        return { status: 200, body: { workingHours: hours, collisions: [] } };
      }
      default:
        // Staff management and one's own passkeys are the MembersWorld's (answered before this routing).
        return { status: 404, body: { error: 'not_found', message: `No route for ${call.name}` } };
    }
  }
}

interface Call {
  name: StaffCall;
  id: string;
  absenceId: string;
}

const headerOf = (headers: Record<string, string>, name: string): string =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';

/** Which call a method and path make (paths as STAFF_PATHS writes them, with their ids). */
export function callOf(method: string, path: string): Call | null {
  if (path === PRIVACY_PATHS.staffExport || path === PRIVACY_PATHS.staffErase)
    return method === 'POST'
      ? { name: path === PRIVACY_PATHS.staffExport ? 'privacyExport' : 'privacyErase', id: '', absenceId: '' }
      : null;
  const fixed = (Object.entries(STAFF_PATHS) as Array<[keyof typeof STAFF_PATHS, string]>).find(
    ([, p]) => !p.includes(':') && p === path,
  );
  const get = method === 'GET';
  if (fixed) {
    const [name] = fixed;
    if (name === 'consultations' && method === 'POST') return { name: 'book', id: '', absenceId: '' };
    const reads = [
      'session',
      'signInOptions',
      'consultations',
      'consultationsCsv',
      'consultationsXlsx',
      'advisors',
      'audit',
      'calendar',
      'todo',
    ];
    if (reads.includes(name) !== get) return null;
    return { name, id: '', absenceId: '' };
  }
  let match = /^\/staff\/consultations\/([^/]+)(?:\/(cancel|outcome|reassign|accept|decline|move))?$/.exec(
    path,
  );
  if (match) {
    const id = decodeURIComponent(match[1] ?? '');
    const action = match[2] as StaffCall | undefined;
    if (!action) return get ? { name: 'consultation', id, absenceId: '' } : null;
    return method === 'POST' ? { name: action, id, absenceId: '' } : null;
  }
  match = /^\/staff\/advisors\/([^/]+)\/absences(?:\/([^/]+))?$/.exec(path);
  if (match) {
    const id = decodeURIComponent(match[1] ?? '');
    const absenceId = decodeURIComponent(match[2] ?? '');
    if (absenceId) return method === 'DELETE' ? { name: 'removeAbsence', id, absenceId } : null;
    if (get) return { name: 'absences', id, absenceId };
    return method === 'POST' ? { name: 'addAbsence', id, absenceId } : null;
  }
  // Working hours: the week (GET, PUT), an exception (POST, DELETE …/:exceptionId), the preview (POST).
  match = /^\/staff\/advisors\/([^/]+)\/working-hours(?:\/(exceptions|collisions)(?:\/([^/]+))?)?$/.exec(
    path,
  );
  if (match) {
    const id = decodeURIComponent(match[1] ?? '');
    const exceptionId = decodeURIComponent(match[3] ?? '');
    if (!match[2])
      return get
        ? { name: 'workingHours', id, absenceId: '' }
        : method === 'PUT'
          ? { name: 'setWeeklyHours', id, absenceId: '' }
          : null;
    if (match[2] === 'collisions')
      return method === 'POST' && !exceptionId ? { name: 'hoursCollisions', id, absenceId: '' } : null;
    if (exceptionId)
      return method === 'DELETE' ? { name: 'removeHoursException', id, absenceId: exceptionId } : null;
    return method === 'POST' ? { name: 'addHoursException', id, absenceId: '' } : null;
  }
  return null;
}
