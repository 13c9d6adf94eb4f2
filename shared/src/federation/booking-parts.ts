// The parts of the booking state the shell hands every step, as interfaces: what a step may read and call,
// never how the shell's MobX stores keep it. The shell's store classes (store/) implement them; a remote is
// built and tested against these. A new optional member is a minor of the contract; a removed or changed one
// is a major (shared/scripts/api-report.mjs).
import type {
  AdviceMode,
  ApiErrorCode,
  Consultant,
  Culture,
  FilterGroup,
  FilterItem,
  Hour,
  MatchResult,
  ReserveResponse,
  TravelExperience,
  WireAdviceMode,
} from '@checkout/shared/contract';
import type { CustomHour } from '@checkout/shared/dates';
import type { ContactFormValues, TravelDetailFormValues } from '@checkout/shared/schemas';

/** Values only meant for the current visit (spec: transitoryData). */
export interface TransitoryData {
  /** Name of the preselected consultant, shown before the consultant detail has loaded. */
  consultantName: string;
}

/** The start parameters a step may set (spec section 3, Settings). */
export type StartValues = Partial<
  Record<'advisorId' | 'travelId' | 'destinationId' | 'agencyId' | 'returnUrl' | 'event', string>
>;

/** Entry context of the checkout (spec section 3, Settings). */
export interface CheckoutSettings {
  /** de-CH by default, fr-CH under the /fr path prefix. */
  readonly culture: Culture;
  /** Whether the visitor reads French. */
  readonly isFrench: boolean;
  /** Id of the checkout page, sent as the reserve body's id. */
  readonly pageId: string;
  /** Preselected advisor (start parameter advisorId). */
  readonly advisorId: string;
  /** Travel experience of the start parameter travelId. */
  readonly travelId: string;
  /** Destination of the start parameter destinationId. */
  readonly destinationId: string;
  /** Preselected agency (start parameter agencyId). */
  readonly agencyId: string;
  /** An agency of the address limits the search. */
  readonly hasPresetAgency: boolean;
  /** An advisor of the address limits the search. */
  readonly hasPresetAdvisor: boolean;
  /** Where the leave button goes. */
  readonly returnUrl: string;
  /** Event name of the start parameter event, sent as the reserve body's eventName. */
  readonly event: string;
  /** Whether the chrome (header, progress, leave) is shown. */
  readonly showNavigation: boolean;
  /** Appointment outside opening hours (step 1 self). */
  readonly isCustomDateMode: boolean;
  /** Values for this visit only. */
  readonly transitoryData: TransitoryData;
  /** The visitor's saved travel-type profile vector; null when absent. */
  readonly perfectMatchData: number[] | null;
  /** The visitor's language (the address's prefix). */
  setCulture(culture: Culture): void;
  /** The checkout page's id. */
  setPageId(pageId: string): void;
  /** Shows or hides the chrome. */
  setShowNavigation(show: boolean): void;
  /** Custom-date mode on or off. */
  setCustomDateMode(on: boolean): void;
  /** The visitor's travel-type profile; null or empty when none. */
  setPerfectMatchData(vector: number[] | null): void;
  /** Start parameters of the address. */
  setStartValues(values: StartValues): void;
}

/** Agency (branch office) or destination filter: the overlay's list and the visitor's choice. */
export interface FilterSelection {
  /** Groups as the API sent them. */
  readonly groups: FilterGroup[];
  /** The groups with isChecked set and the search applied, as the overlay lists them. */
  readonly visibleGroups: FilterGroup[];
  /** Every item of every group. */
  readonly allItems: FilterItem[];
  /** The checked items, in the order the visitor checked them. */
  readonly checked: FilterItem[];
  /** Ids of the checked items, as the agenda and reserve calls send them. */
  readonly checkedIds: string[];
  /** Labels of the checked items, for footers and the 'your choice' header. */
  readonly checkedLabels: string[];
  /** Whether anything is checked. */
  readonly hasChecked: boolean;
  /** A checked agency takes no appointments outside opening hours (step 1 self). */
  readonly hasCheckedWithoutSpecialHours: boolean;
  /** Text of the overlay's search box. */
  readonly searchInput: string;
  /** A filter list request is under way. */
  readonly loading: boolean;
  /** Whether an item is checked. */
  isChecked(id: string): boolean;
  /** Checks or unchecks an item. */
  toggle(item: FilterItem): void;
  /** Checks an item by id. */
  check(id: string): void;
  /** The overlay's search text. */
  setSearchInput(value: string): void;
  /** Nothing checked, no search. */
  reset(): void;
  /** Loads the list in the visitor's language (a second caller meanwhile shares the request). */
  load(): Promise<void>;
}

/** What the summary needs of the travel experience (spec: travelInformation). */
export interface TravelInformation {
  /** The travel's title. */
  title: string;
  /** The travel's destination. */
  destinationName: string;
}

/** The travel experience of the address (start parameter travelId). */
export interface TravelSelection {
  /** The travel experience of the address, '' when none. */
  readonly travelId: string;
  /** Its destination, '' when none. */
  readonly destinationId: string;
  /** Title and destination for the summary, null until known. */
  readonly travelInformation: TravelInformation | null;
  /** The travel experience, null until loaded. */
  readonly travelExperience: TravelExperience | null;
  /** How well it matches the visitor's profile, null until loaded. */
  readonly match: MatchResult | null;
  /** A request is under way. */
  readonly loading: boolean;
  /** The travel of the address. */
  setTravel(travelId: string, destinationId?: string): void;
  /** Loads the travel experience; null when it failed. */
  load(): Promise<TravelExperience | null>;
  /** Loads its match for the visitor's profile; null when it failed. */
  loadMatch(): Promise<MatchResult | null>;
  /** No travel. */
  reset(): void;
}

/** What the booking keeps of the advisor it is made with. */
export interface AdvisorInformation {
  /** The advisor's name. */
  name: string;
  /** The advisor's branch office (city). */
  location: string;
  /** The advisor's id. */
  consultantId: string;
  /** The advisor's branch office by name with its address ('Zürich Bahnhofstrasse, Bahnhofstrasse 1, 8001 Zürich'). */
  branch?: string;
}

/** The advisor the visitor books with (spec: Advisor information), plus the detail shown in overlays. */
export interface AdvisorSelection {
  /** Advisor's name for the summary and the confirmation headline. */
  readonly name: string;
  /** Advisor's branch office (city). */
  readonly location: string;
  /** Id of the advisor booked with, '' when none. */
  readonly consultantId: string;
  /** The branch office by name with its address, '' when unknown. */
  readonly branch: string;
  /** The advisor's detail for the overlays, null until loaded. */
  readonly detail: Consultant | null;
  /** How well the advisor matches the visitor's travel profile, null until loaded. */
  readonly match: MatchResult | null;
  /** The advisor the booking is made with. */
  set(info: AdvisorInformation): void;
  /** Loads an advisor's detail (shared with a request already under way); null when it failed. */
  loadDetail(id: string): Promise<Consultant | null>;
  /** Loads the page's advisor match for the visitor's profile; null when it failed. */
  loadMatch(pageId: string): Promise<MatchResult | null>;
}

/** The contact form's values, kept so that a reload at step 5 or 6 keeps what the visitor typed. */
export interface ContactFormState {
  /** What the visitor typed. */
  readonly values: ContactFormValues;
  /** First and last name, as the summary shows them. */
  readonly fullName: string;
  /** Keeps what the visitor typed. */
  setValues(values: Partial<ContactFormValues>): void;
}

/** The travel-detail form's values (step 4). */
export interface TravelDetailFormState {
  /** What the visitor chose. */
  readonly values: TravelDetailFormValues;
  /** Keeps what the visitor chose. */
  setValues(values: Partial<TravelDetailFormValues>): void;
}

/** The visitor's bookmarked travel experiences. */
export interface BookmarkList {
  /** Ids of all bookmarks; empty when none. */
  readonly bookmarkIds: string[];
  /** Whether a travel experience is bookmarked. */
  isBookmarked(id: string): boolean;
  /** Adds or removes a bookmark by id. */
  toggle(id: string): void;
}

/** The overlays of the spec, opened and closed by name. */
export type OverlayName =
  | 'travelExperience'
  | 'destinationFilter'
  | 'mainInfo'
  | 'advisor'
  | 'agencyFilter'
  | 'advisorDetail'
  | 'adviceMode';

/** The overlays open, in opening order; the last is on top. */
export interface OverlayStack {
  /** Whether an overlay is open. */
  isOpen(name: OverlayName): boolean;
  /** Opens an overlay on top. */
  open(name: OverlayName): void;
  /** Closes an overlay. */
  close(name: OverlayName): void;
  /** Closes every overlay. */
  closeAll(): void;
}

/** Whether the visitor's session ran out: the shell shows the session-expired screen. */
export interface SessionState {
  /** The session-expired screen is shown. */
  readonly expired: boolean;
  /** The hold ran out: the shell shows the session-expired screen. */
  markExpired(): void;
  /** The visitor left the session-expired screen. */
  clear(): void;
}

/**
 * The visitor's chosen day (step 2) and custom appointment (step 1 self) (spec section 3, dates). The day list
 * that offers the days is step 2's own logic and lives in mfe-agenda.
 */
export interface DateSelection {
  /** The chosen day of step 2, dd.mm.yyyy; '' when none. */
  readonly selectedDate: string;
  /** yyyy-mm-dd of the chosen day, '' when none. */
  readonly selectedDateIso: string;
  /** The chosen custom day of step 1 self, dd.mm.yyyy; '' when none. */
  readonly selectedDateCustom: string;
  /** yyyy-mm-dd of the custom day, '' when none. */
  readonly selectedDateCustomIso: string;
  /** The chosen custom time, two-digit hour and minute; 08:00 by default. */
  readonly selectedHourCustom: CustomHour;
  /** The custom appointment is fully chosen (date, hour and minute). */
  readonly isCustomDateComplete: boolean;
  /** Chooses a day (dd.mm.yyyy). */
  check(dateString: string): void;
  /** Gives up the day. */
  uncheck(): void;
  /** Chooses a day, or gives it up when it is the chosen one. */
  toggle(dateString: string): void;
  /** Chooses the custom day (dd.mm.yyyy), '' to give it up. */
  setSelectedDateCustom(dateString: string): void;
  /** The custom time's hour (two digits). */
  setCustomHour(hour: string): void;
  /** The custom time's minute (two digits). */
  setCustomMinute(minute: string): void;
}

/**
 * The visitor's pick of step 3 (spec section 3, Agenda): advisor, hour, advice mode and the hold on the hour.
 * The advisors and hours offered, and how an hour is held, are step 3's own logic in mfe-agenda.
 */
export interface AppointmentSelection {
  /** Id of the advisor whose hour is picked; '' when none. */
  readonly selectedAdvisor: string;
  /** The picked hour; null when none. */
  readonly selectedHour: Hour | null;
  /** End (HH:mm) of the picked hour. */
  readonly selectedHourTill: string;
  /** personal, online or phone; '' until chosen in the advice-mode overlay. */
  readonly adviceMode: AdviceMode | '';
  /** The advice mode as the server takes it: online is sent as video, none as phone. */
  readonly wireAdviceMode: WireAdviceMode;
  /** When the API's hold on the picked hour runs out, epoch ms by this browser's clock (0: no hold). */
  readonly holdExpiresAt: number;
  /** Whether the hold ran out by the given instant (epoch ms). */
  isHoldExpired(nowMs: number): boolean;
  /** The visitor chose how the consultation takes place. */
  setAdviceMode(mode: AdviceMode): void;
  /** The API's hold runs out at this instant (epoch ms). */
  setHoldExpiresAt(epochMs: number): void;
}

/**
 * The booking of step 6 as every step and the shell see it (spec: Reservation, Booking response). How the
 * request is built and what a failure leads to is step 6's own logic in mfe-confirmation.
 */
export interface ReservationState {
  /** The reserve request is under way (the step shows a loader; the hold cannot expire meanwhile). */
  readonly loading: boolean;
  /** The booking succeeded; every page but step 7 and init then redirects to init. */
  readonly isBooked: boolean;
  /** appointmentText, bookingId and consultantId of the successful booking. */
  readonly response: ReserveResponse | null;
  /** Idempotency-Key of the current booking attempt, kept across reloads so a retry never books twice. */
  readonly idempotencyKey: string;
  /** Fingerprint of the body last sent with idempotencyKey; a different body gets a new key. */
  readonly idempotencyFingerprint: string;
  /** Anonymous checkout session id that holds the picked slot. */
  readonly checkoutSessionId: string;
  /** Error code of the last failed attempt; '' when none. */
  readonly lastError: ApiErrorCode | '';
  /** Starts an attempt sent with this key for a body of this fingerprint. */
  startAttempt(idempotencyKey: string, fingerprint: string): void;
  /** The attempt booked. */
  markBooked(response: ReserveResponse): void;
  /** The attempt failed with this code. */
  markFailed(code: ApiErrorCode): void;
  /** The hour was lost at booking: step 3 says so on its next entry (see takeSlotConflict). */
  markSlotConflict(): void;
  /** True once after a lost slot (then false): step 3 shows its 'taken' message on that entry only. */
  takeSlotConflict(): boolean;
}
