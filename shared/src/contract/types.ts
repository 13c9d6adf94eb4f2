// The wire contract between the checkout (browser) and the booking API: spec section 7.
// Both sides import these types; nothing here may depend on React, MobX or the DOM.

/** Culture values of the spec: de-CH is the default, fr-CH under the /fr path prefix. */
export type Culture = 'de-CH' | 'fr-CH';
export const CULTURES: readonly Culture[] = ['de-CH', 'fr-CH'];
export const DEFAULT_CULTURE: Culture = 'de-CH';

/** Advice modes as the checkout knows them. */
export type AdviceMode = 'personal' | 'online' | 'phone';
export const ADVICE_MODES: readonly AdviceMode[] = ['personal', 'online', 'phone'];
/** Advice modes on the wire: online is sent as video; phone when none is chosen. */
export type WireAdviceMode = 'personal' | 'video' | 'phone';

/** Genders of the contact form (spec section 3), default w_du. */
export type Gender = 'w_du' | 'm_du' | 'n_du';
export const GENDERS: readonly Gender[] = ['w_du', 'm_du', 'n_du'];

/** Trip duration options of step 4; '' means no information. */
export type TravelDuration = '' | '1-2-weeks' | '3-4-weeks' | '2-3-months' | 'several-months';
export const TRAVEL_DURATIONS: readonly TravelDuration[] = [
  '',
  '1-2-weeks',
  '3-4-weeks',
  '2-3-months',
  'several-months',
];

// ---------------------------------------------------------------- filters

/** One checkable entry of the agency (branch office) or destination filter. */
export interface FilterItem {
  id: string;
  label: string;
  isChecked: boolean;
  /** Agencies only: this branch takes no appointments outside opening hours (custom-date mode). */
  noAppointmentsForSpecialHours?: boolean;
  /** Agencies only: city of the branch office (heading variant of step 1). */
  city?: string;
}

export interface FilterGroup {
  titleGroup: string;
  filters: FilterItem[];
}

/** A selection sent with filter calls: key is 'agencies' or 'destinations', values the checked ids. */
export interface FilterSelected {
  key: string;
  values: string[];
}

/** data of GET /checkout/filteragencies and /checkout/filterdestinations. */
export interface FilterRequest {
  culture: Culture;
  filterSelected: FilterSelected[];
}

export interface FilterResponse {
  /** Category key ('agencies' or 'destinations'). */
  cat: string;
  /** Category title in the request's culture. */
  catNice: string;
  filterItems: FilterGroup[];
  /** Texts of the overlay (title, search placeholder ...) in the request's culture. */
  resources: Record<string, string>;
}

// ---------------------------------------------------------------- agenda and days

export interface AgendaFilters {
  /** Checked agency (branch office) ids. */
  filterAgencyLocations: string[];
  /** Checked destination ids. */
  filterDestinations: string[];
}

/** data of GET /checkout/agenda. Dates on the wire are yyyy-mm-dd, local time in Europe/Zurich. */
export interface AgendaRequest {
  culture: Culture;
  weekDateSelected: string;
  advisorId: string;
  travelExperienceId: string;
  /** Week offset from weekDateSelected; 0 answers the day weekDateSelected itself. */
  weekState: number;
  filters: AgendaFilters;
  /** Addition (issue 3): the visitor's checkout session id, so the visitor's own hold is not shown inactive. */
  checkoutSessionId?: string;
  /** Addition (issue 19): which page of advisors (0-based, AGENDA_PAGE_SIZE each); absent means the first. */
  page?: number;
  /** Addition (issue 19): only advisors offering this advice mode (personal: on an hour not worked from home). */
  adviceMode?: AdviceMode;
  /** Addition (issue 19): only advisors speaking this language (ISO 639-1 code, e.g. 'it'). */
  language?: string;
  /** Addition (issue 19): the visitor's travel-type profile; when sent, advisors are ordered by match first. */
  perfectMatchData?: number[];
}

/** Advisors per page of the agenda answer (issue 19: a national network has hundreds on a day). */
export const AGENDA_PAGE_SIZE = 10;

/**
 * The sizes an advisor's image is served in (spec section 9): list items 48x48 and 96x96 (1x, 2x), the detail
 * card 232x290 and 464x580. `imgUrl` answers each with `?width=&height=`; without them, 232x290.
 */
export const ADVISOR_IMAGE_SIZES: readonly (readonly [width: number, height: number])[] = [
  [48, 48],
  [96, 96],
  [232, 290],
  [464, 580],
];

/** data of GET /checkout/day. */
export interface DayRequest {
  culture: Culture;
  weekDateSelected: string;
  advisorId: string;
  travelExperienceId: string;
  filters: AgendaFilters;
  /** Addition (issue 3): the visitor's checkout session id, so the visitor's own hold counts as free. */
  checkoutSessionId?: string;
}

export interface DayResponse {
  /** True when at least one advisor matching the filters has a free hour that day. */
  availableAppointment: boolean;
}

/** One bookable hour of one advisor. */
export interface Hour {
  /** Stable slot id: `${advisorId}|${yyyy-mm-dd}|${HH:mm}`. */
  id: string;
  /** Start, HH:mm, Europe/Zurich. */
  label: string;
  /** End, HH:mm, Europe/Zurich. */
  till: string;
  /** Booked or held by someone else: not offered. */
  isInactive: boolean;
  /** Selection flag kept by the client; the API always sends false. */
  isChecked: boolean;
  /** Advisor works from home at this hour: personal mode is not offered. */
  homeOffice: boolean;
  advisor: { id: string };
}

export interface HoursForConsultant {
  consultantId: string;
  hours: Hour[];
}

export interface LinkCta {
  text: string;
  url: string;
}

/** An advisor (consultant) as GET /consultant/get and the agenda answer it. */
export interface Consultant {
  id: string;
  pageId: string;
  name: string;
  /** Branch office name (city) where the advisor works. */
  location: string;
  /** Agency id of that branch office. */
  agencyId: string;
  /**
   * That branch office's name, e.g. 'Zürich Bahnhofstrasse' (a city may have several). Optional: an API before
   * kernel 2.0.0 did not send it; the summary then names the city.
   */
  agencyName?: string;
  /** That branch office's address on one line, e.g. 'Bahnhofstrasse 1, 8001 Zürich'. Optional as agencyName. */
  agencyAddress?: string;
  imgUrl: string;
  role: string;
  title: string;
  cta: { url: string };
  locationCta: LinkCta;
  mailCta: LinkCta;
  phoneCta: LinkCta;
  /** Languages line, e.g. 'Deutsch, Französisch, Englisch'. */
  languages: string;
  quote: string;
  /** Factor profile, one entry per factor of the matching service, each 0..1. */
  vector: number[];
  hasAdviceModeOnline: boolean;
  hasAdviceModePersonal: boolean;
  hasAdviceModePhone: boolean;
}

/** A language advisors speak, as the step-3 filter offers it. */
export interface SpokenLanguage {
  /** ISO 639-1 code, sent back as AgendaRequest.language. */
  code: string;
  /** Its name in the request's culture. */
  label: string;
}

export interface AgendaResponse {
  /**
   * Advisors with at least one free hour that day (step 3), one page of them: by match when a profile was sent,
   * then by earliest free hour, then by name.
   */
  advisorList: Consultant[];
  /** One entry per advisor of advisorList, hours ordered by start. */
  hoursList: HoursForConsultant[];
  /** Addition (issue 19): advisors with a free hour in all pages. */
  total: number;
  /** Addition (issue 19): the page answered (0-based). */
  page: number;
  /** Addition (issue 19): the languages the day's advisors speak (before the language filter), by label. */
  languages: SpokenLanguage[];
}

// ---------------------------------------------------------------- consultants, travel, matching

/** data of GET /consultant/get and /consultant/match. */
export interface ConsultantRequest {
  culture: Culture;
  id: string;
  /** The visitor's saved travel-type profile vector; sent only when present. */
  perfectMatchData?: number[];
}

export interface MatchResult {
  /** Percentage 0..100. */
  match: number;
  text: string;
}

export interface TravelExperience {
  id: string;
  title: string;
  destinationName: string;
  destinationId: string;
  image: string;
  url: string;
}

/** data of GET /bookmark/travelexperienceandbookmarks. */
export interface TravelExperienceRequest {
  culture: Culture;
  travelExperienceId: string;
}

/** data of GET /travelexperience/match. */
export interface TravelMatchRequest {
  culture: Culture;
  id: string;
  perfectMatchData?: number[];
}

/** Query of GET /consultant/HasConsultantForDestination (comma-separated id lists, not data JSON). */
export interface HasConsultantForDestinationQuery {
  destinationIds: string[];
  branchOfficeIds: string[];
}

/** A factor of the personality-matching service; a '\n' in nameHyphenated splits the label in two lines. */
export interface Factor {
  nameHyphenated: string;
}

/** Addition (issue 3): data of GET /checkout/destinations (the destinations list fetched on step 6). */
export interface DestinationsRequest {
  culture: Culture;
}

/** Addition (issue 3): one destination with its label in the request's culture. */
export interface Destination {
  id: string;
  label: string;
  continentId: string;
  /** Continent title in the request's culture. */
  continent: string;
}

/** Addition (issue 3): every destination, ordered by continent then label. */
export type DestinationsResponse = Destination[];

export interface TranslationsRequest {
  culture: Culture;
}

export type TranslationsResponse = Record<string, string>;

// ---------------------------------------------------------------- slot hold (beyond the spec)

/** POST /checkout/hold: hold an advisor's hour for the visitor's checkout session. */
export interface HoldRequest {
  /** Anonymous checkout session id (random, kept by the client). */
  sessionId: string;
  advisorId: string;
  /** yyyy-mm-dd, Europe/Zurich. */
  date: string;
  /** HH:mm, Europe/Zurich. */
  time: string;
  /** Addition (issue 30): the visitor's language, that of the answer's messages (else Accept-Language's). */
  culture?: Culture;
}

/** How long a hold keeps an hour for its session (the API holds it; the client expires its session with it). */
export const HOLD_MINUTES = 15;

export interface HoldResponse {
  holdId: string;
  /** ISO 8601 instant. */
  expiresAt: string;
}

/**
 * Addition (issue 17): POST /checkout/session vouches for a checkout session: the API signs the session id for a
 * while, and takes holds and reservations only with that signature in the X-Checkout-Session header. The
 * ApiClient asks for it by itself before the first hold of a session (and again when it has lapsed).
 */
export const CHECKOUT_SESSION_PATH = '/checkout/session';
export const CHECKOUT_SESSION_HEADER = 'X-Checkout-Session';

export interface CheckoutSessionRequest {
  sessionId: string;
  /** Addition (issue 30): the visitor's language, that of the answer's messages (else Accept-Language's). */
  culture?: Culture;
}

export interface CheckoutSessionResponse {
  /** The signature to send in the X-Checkout-Session header with holds and reservations of this session. */
  token: string;
  /** ISO 8601 instant after which the token is refused. */
  expiresAt: string;
  /**
   * Addition (issue 32): the proof of work the session's first hold must carry, when the API asks for one. The
   * browser solves it in a worker while the traveller is on steps 1 and 2 and sends the solution in PROOF_HEADER.
   */
  proof?: ProofChallenge;
}

/**
 * Addition (issue 32): an ALTCHA challenge (its v1 scheme): find the number n, 0 <= n <= maxnumber, with
 * SHA-256(salt + n) = challenge. The signature vouches that the API issued it.
 */
export interface ProofChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Addition (issue 32): the header that carries a solved challenge with a hold: ALTCHA's payload (algorithm,
 * challenge, number, salt, signature) as base64 of its JSON. A session's first hold needs it; a solution is used once.
 */
export const PROOF_HEADER = 'X-Checkout-Proof';

/** DELETE /checkout/hold: release the session's hold, if any. */
export interface ReleaseHoldRequest {
  sessionId: string;
}

// ---------------------------------------------------------------- reservation

/** Body of POST /checkout/reserve (spec section 7), plus checkoutSessionId for the slot hold. */
export interface ReserveRequest {
  culture: Culture;
  /** Page id of the checkout page (settings.pageId). */
  id: string;
  userReferral: string;
  userLang: 'Deutsch' | 'Französisch';
  adviceMode: WireAdviceMode;
  travelExperienceId: string;
  travelExperienceHighlights: string[];
  advisorId: string;
  eventName: string;
  /** yyyy-mm-dd in custom-date mode, else ''. */
  customDate: string;
  /** HH:mm in custom-date mode, else ''. */
  customHour: string;
  userGender: Gender;
  userFirstname: string;
  userLastname: string;
  userAddress: string;
  userCity: string;
  userZip: string;
  userEmail: string;
  userPhone: string;
  userMessage: string;
  userTravelDuration: TravelDuration;
  /** Long month names. */
  userTravelMonths: string[];
  userTravelResponsibly: boolean;
  userNewsletter: boolean;
  selectedDestinations: string[];
  selectedActivities: string[];
  selectedMobilityForms: string[];
  selectedAgencyLocations: string[];
  otherDestinations: string[];
  userPipeline: string;
  userDealstage: string;
  /** Composed of name, destinations and date, joined by ' - '. */
  userDealname: string;
  /** Send the bookmark list (step 4 sendBookmark). */
  userBookmarks: boolean;
  bookmarkIds: string[];
  highlightIds: string[];
  /** yyyy-mm-dd of the advisor's hour ('' in custom-date mode). */
  appointmentDate: string;
  /** HH:mm of the advisor's hour ('' in custom-date mode). */
  appointmentTime: string;
  /** Anonymous checkout session id that holds the slot. */
  checkoutSessionId: string;
}

export interface ReserveResponse {
  /** Markup in the visitor's language, built from escaped values only. */
  appointmentText: string;
  bookingId: string;
  consultantId: string;
  /**
   * Addition (issue 20): the reference a traveller reads out on the phone, 8 characters (formatBookingReference).
   * Optional for the client: an API not yet updated does not send it.
   */
  bookingReference?: string;
  /** Addition (issue 20): the private token of the booking's manage page (MANAGE_PAGE_PATH/<token>). */
  manageToken?: string;
}

// ---------------------------------------------------------------- after the booking (issue 20)

/** The manage page's segment: its address is `checkoutPath(culture, 'manage/<token>')` below the base path. */
export const MANAGE_PAGE_PATH = 'manage';

/** A booking as its manage page shows it (GET /manage/:token, and the answer of every change). */
export interface ManagedBooking {
  reference: string;
  /** 'slot': an advisor's hour; 'custom': a request for a time outside opening hours. */
  kind: 'slot' | 'custom';
  /** 'booked' (or requested), 'cancelled' (or withdrawn). */
  status: 'booked' | 'cancelled';
  /** The booking's language: the page opens in it. */
  culture: Culture;
  adviceMode: WireAdviceMode;
  /** yyyy-mm-dd and HH:mm in Zurich; `till` the end of the hour. */
  date: string;
  time: string;
  till: string;
  firstname: string;
  advisor: { id: string; name: string } | null;
  agency: { id: string; name: string; street: string; zip: string; city: string; phone: string };
  /** Cancel and move are possible until this instant (ISO); later the branch is called. */
  changeableUntil: string;
  changeable: boolean;
  /** A custom-date request the branch has already answered can no longer be withdrawn. */
  answered: boolean;
}

/** POST /manage/:token/move: the new hour (with an Idempotency-Key header). */
export interface MoveBookingRequest {
  culture: Culture;
  advisorId: string;
  appointmentDate: string;
  appointmentTime: string;
}

/** POST /manage/:token/cancel. */
export interface CancelBookingRequest {
  culture: Culture;
}

/** Header carrying a per-attempt idempotency key on POST /checkout/reserve. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// ---------------------------------------------------------------- errors

export type ApiErrorCode =
  | 'validation'
  | 'not_found'
  | 'slot_taken'
  | 'hold_expired'
  | 'idempotency_conflict'
  | 'payload_too_large'
  /** Addition (issue 3): the checkout is switched off (503). */
  | 'checkout_offline'
  /** Addition (issue 3): a body that is not JSON (415). */
  | 'unsupported_media_type'
  | 'forbidden'
  /** Addition (issue 20): a cancel or move inside the cut-off, or of a cancelled booking (409). */
  | 'change_closed'
  | 'internal'
  /** Addition (issue 32): a request limit or a booking cap (429, with Retry-After). */
  | 'rate_limited'
  /** Addition (issue 34): a staff route without a live staff session, or a passkey that did not verify (401). */
  | 'unauthorized'
  /** Addition (issue 34): a staff sign-in link already used or past its 10 minutes (410). */
  | 'link_expired';

/** Every 4xx/5xx body of the API. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  /** For 'validation': field name -> message, one entry per bad field. */
  fields?: Record<string, string>;
}

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}
