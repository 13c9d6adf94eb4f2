// Answers of the real booking API on its demo seed at a fixed instant, recorded by `npm run record -w api`
// (api/scripts/record.ts) and checked against the API by api/test/recordings.test.ts. Storybook serves them
// with MSW; remote tests and stories take single answers from here instead of copying the seed.
// Pure data and lookups: no Node, no database, so browsers and Jest import it alike.
import { API_PATHS, CHECKOUT_SESSION_PATH, STAFF_PATHS } from '@checkout/shared/contract';
import type * as Contract from '@checkout/shared/contract';
import agenda from './agenda.json';
import clock from './clock.json';
import checkoutSession from './checkout-session.json';
import consultantGet from './consultant-get.json';
import consultantMatch from './consultant-match.json';
import day from './day.json';
import destinations from './destinations.json';
import filterAgencies from './filter-agencies.json';
import filterDestinations from './filter-destinations.json';
import hasConsultantForDestination from './has-consultant-for-destination.json';
import health from './health.json';
import hold from './hold.json';
import isCheckoutOffline from './is-checkout-offline.json';
import matchingFactors from './matching-factors.json';
import releaseHold from './release-hold.json';
import reserve from './reserve.json';
import translations from './translations.json';
import travelExperienceAndBookmarks from './travel-experience-and-bookmarks.json';
import travelExperienceMatch from './travel-experience-match.json';
import staffAbsences from './staff/absences.json';
import staffAdvisors from './staff/advisors.json';
import staffAudit from './staff/audit.json';
import staffCalendar from './staff/calendar.json';
import staffConsultation from './staff/consultation.json';
import staffConsultations from './staff/consultations.json';
import staffSession from './staff/session.json';
import staffTodo from './staff/to-do.json';
import staffWorkingHours from './staff/working-hours.json';

/**
 * Wednesday 4 March 2026, 10:00 in Zurich: the API's clock while recording (Storybook's STORY_NOW, and the page
 * clock of the Storybook check, which reads clock.json).
 */
export const RECORDED_NOW: string = clock.now;

/** Base URL (without /api) the API was told it is served at: avatar URLs are relative to the page. */
export const RECORDED_PUBLIC_URL = '';

/** What each route of the browser's ApiClient sends (`data`) and answers. */
export interface RecordedRoutes {
  isCheckoutOffline: { data: Record<string, never>; answer: boolean };
  filterAgencies: { data: Contract.FilterRequest; answer: Contract.FilterResponse };
  filterDestinations: { data: Contract.FilterRequest; answer: Contract.FilterResponse };
  agenda: { data: Contract.AgendaRequest; answer: Contract.AgendaResponse };
  day: { data: Contract.DayRequest; answer: Contract.DayResponse };
  translations: { data: Contract.TranslationsRequest; answer: Contract.TranslationsResponse };
  travelExperienceAndBookmarks: { data: Contract.TravelExperienceRequest; answer: Contract.TravelExperience };
  travelExperienceMatch: { data: Contract.TravelMatchRequest; answer: Contract.MatchResult };
  consultantGet: { data: Contract.ConsultantRequest; answer: Contract.Consultant };
  consultantMatch: { data: Contract.ConsultantRequest; answer: Contract.MatchResult };
  hasConsultantForDestination: { data: Contract.HasConsultantForDestinationQuery; answer: boolean };
  matchingFactors: { data: { culture: Contract.Culture }; answer: Contract.Factor[] };
  checkoutSession: { data: Contract.CheckoutSessionRequest; answer: Contract.CheckoutSessionResponse };
  hold: { data: Contract.HoldRequest; answer: Contract.HoldResponse };
  releaseHold: { data: Contract.ReleaseHoldRequest; answer: unknown };
  reserve: { data: Contract.ReserveRequest; answer: Contract.ReserveResponse };
  destinations: { data: Contract.DestinationsRequest; answer: Contract.DestinationsResponse };
  health: { data: Record<string, never>; answer: Contract.HealthResponse };
}

export type RouteName = keyof RecordedRoutes;

/** One recorded exchange: the request's data, the status and the body the API answered. */
export interface Exchange<R extends RouteName = RouteName> {
  data: RecordedRoutes[R]['data'];
  status: number;
  body: RecordedRoutes[R]['answer'] | Contract.ApiErrorBody;
}

/** How each route is called: method, path under /api, and where its data travels. */
export const ROUTES: Record<RouteName, { method: 'GET' | 'POST' | 'DELETE'; path: string; file: string }> = {
  isCheckoutOffline: { method: 'GET', path: API_PATHS.isCheckoutOffline, file: 'is-checkout-offline' },
  filterAgencies: { method: 'GET', path: API_PATHS.filterAgencies, file: 'filter-agencies' },
  filterDestinations: { method: 'GET', path: API_PATHS.filterDestinations, file: 'filter-destinations' },
  agenda: { method: 'GET', path: API_PATHS.agenda, file: 'agenda' },
  day: { method: 'GET', path: API_PATHS.day, file: 'day' },
  translations: { method: 'GET', path: API_PATHS.translations, file: 'translations' },
  travelExperienceAndBookmarks: {
    method: 'GET',
    path: API_PATHS.travelExperienceAndBookmarks,
    file: 'travel-experience-and-bookmarks',
  },
  travelExperienceMatch: {
    method: 'GET',
    path: API_PATHS.travelExperienceMatch,
    file: 'travel-experience-match',
  },
  consultantGet: { method: 'GET', path: API_PATHS.consultantGet, file: 'consultant-get' },
  consultantMatch: { method: 'GET', path: API_PATHS.consultantMatch, file: 'consultant-match' },
  hasConsultantForDestination: {
    method: 'GET',
    path: API_PATHS.hasConsultantForDestination,
    file: 'has-consultant-for-destination',
  },
  matchingFactors: { method: 'GET', path: API_PATHS.matchingFactors, file: 'matching-factors' },
  checkoutSession: { method: 'POST', path: CHECKOUT_SESSION_PATH, file: 'checkout-session' },
  hold: { method: 'POST', path: API_PATHS.hold, file: 'hold' },
  releaseHold: { method: 'DELETE', path: API_PATHS.hold, file: 'release-hold' },
  reserve: { method: 'POST', path: API_PATHS.reserve, file: 'reserve' },
  destinations: { method: 'GET', path: API_PATHS.destinations, file: 'destinations' },
  health: { method: 'GET', path: API_PATHS.health, file: 'health' },
};

/** Calls without data (health, offline flag) and the two whose data is not a `data` JSON parameter. */
export const NO_DATA: ReadonlySet<RouteName> = new Set(['isCheckoutOffline', 'health']);
export const QUERY_LISTS: ReadonlySet<RouteName> = new Set(['hasConsultantForDestination']);

export const RECORDINGS = {
  checkoutSession,
  isCheckoutOffline,
  filterAgencies,
  filterDestinations,
  agenda,
  day,
  translations,
  travelExperienceAndBookmarks,
  travelExperienceMatch,
  consultantGet,
  consultantMatch,
  hasConsultantForDestination,
  matchingFactors,
  hold,
  releaseHold,
  reserve,
  destinations,
  health,
} as unknown as { [R in RouteName]: Exchange<R>[] };

const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** The request's data as one string, independent of the order its keys were written in. */
export const requestKey = (data: unknown): string => JSON.stringify(sorted(data ?? {}));

const indexes = new Map<RouteName, Map<string, Exchange>>();

/** The recorded exchange of a route for this data, or undefined when it was never recorded. */
export function findExchange<R extends RouteName>(
  route: R,
  data: RecordedRoutes[R]['data'] | Record<string, unknown>,
): Exchange<R> | undefined {
  let index = indexes.get(route);
  if (!index) {
    index = new Map(RECORDINGS[route].map((e) => [requestKey(e.data), e as Exchange]));
    indexes.set(route, index);
  }
  return index.get(requestKey(data)) as Exchange<R> | undefined;
}

/** The recorded answer (status 2xx) of a route for this data; throws when it was not recorded. */
export function recordedAnswer<R extends RouteName>(
  route: R,
  data: RecordedRoutes[R]['data'],
): RecordedRoutes[R]['answer'] {
  const exchange = findExchange(route, data);
  if (!exchange || exchange.status >= 300) {
    throw new Error(
      `No recorded answer of ${route} for ${requestKey(data)}: add it to api/scripts/recorded-requests.ts ` +
        'and run npm run record -w api.',
    );
  }
  return exchange.body as RecordedRoutes[R]['answer'];
}

/**
 * The back office's reads (issue 47), as the demo's branch lead (Petra Vogel, Zürich Bahnhofstrasse, de-CH) asks them
 * at RECORDED_NOW: the paths under /api (`:id` of the consultation is the list's first row's, filled in when
 * recording). The back office's fake API is compared with them (mfe-backoffice/src/testing/staff-drift.test.ts).
 */
export const STAFF_READS = {
  session: STAFF_PATHS.session,
  advisors: STAFF_PATHS.advisors,
  consultations: `${STAFF_PATHS.consultations}?from=2026-03-02&till=2026-03-08`,
  consultation: STAFF_PATHS.consultation,
  calendar: `${STAFF_PATHS.calendar}?date=2026-03-04&days=7&agencyId=zurich-bahnhofstrasse`,
  todo: STAFF_PATHS.todo,
  audit: `${STAFF_PATHS.audit}?from=2026-02-23&till=2026-03-08`,
  absences: STAFF_PATHS.absences.replace(':id', 'adv-anna-meier'),
  workingHours: STAFF_PATHS.workingHours.replace(':id', 'adv-anna-meier'),
} as const;

export type StaffRead = keyof typeof STAFF_READS;

/** Where each staff read is written under api/recordings. */
export const STAFF_FILES: Record<StaffRead, string> = {
  session: 'staff/session.json',
  advisors: 'staff/advisors.json',
  consultations: 'staff/consultations.json',
  consultation: 'staff/consultation.json',
  calendar: 'staff/calendar.json',
  todo: 'staff/to-do.json',
  audit: 'staff/audit.json',
  absences: 'staff/absences.json',
  workingHours: 'staff/working-hours.json',
};

/** What each staff read answers, as the contract types it. */
export interface StaffAnswers {
  session: Contract.StaffSession;
  advisors: Contract.StaffAdvisor[];
  consultations: Contract.ConsultationPage;
  consultation: Contract.ConsultationDetail;
  calendar: Contract.StaffCalendar;
  todo: Contract.StaffTodo;
  audit: Contract.AuditPage;
  absences: Contract.Absence[];
  workingHours: Contract.WorkingHours;
}

/** One recorded staff read: the path asked (under /api), the status and the body answered. */
export interface StaffRecording<R extends StaffRead = StaffRead> {
  path: string;
  status: number;
  body: StaffAnswers[R];
}

export const STAFF_RECORDINGS = {
  session: staffSession,
  advisors: staffAdvisors,
  consultations: staffConsultations,
  consultation: staffConsultation,
  calendar: staffCalendar,
  todo: staffTodo,
  audit: staffAudit,
  absences: staffAbsences,
  workingHours: staffWorkingHours,
} as unknown as { [R in StaffRead]: StaffRecording<R> };
