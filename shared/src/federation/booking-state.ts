// The part of the shell's booking store that remotes may read and change: the contract of the kernel's state.
// The shell's RootStore implements it; a remote's step logic depends on this (or a Pick of it), never on the
// class, so a remote is built and tested against the interface its kernel major promises.
import type { ApiClient } from './api-client';
import type { AgendaFilters, Consultant, Culture, Hour } from '@checkout/shared/contract';
import type { Clock } from '@checkout/shared/dates';
import type {
  AdvisorSelection,
  AppointmentSelection,
  BookmarkList,
  CheckoutSettings,
  ContactFormState,
  DateSelection,
  FilterSelection,
  OverlayStack,
  ReservationState,
  SessionState,
  TravelDetailFormState,
  TravelSelection,
} from './booking-parts';

/** Where the stores report failures the visitor is not told about (spec section 8: 'logged only'). */
export type Logger = Pick<Console, 'error' | 'warn'>;

/** The search a preset limits (spec section 6), as steps 1 to 3 say it; null when nothing from the address limits it. */
export interface PresetScope {
  /** An advisor (advisorId) or a branch office (agencyId) from the address; an advisor comes first. */
  kind: 'advisor' | 'agency';
  /** The advisor's or the branch's id. */
  id: string;
  /** The advisor's or the branch's name; '' until resolved (or when its request failed). */
  name: string;
  /** The preset branch takes no appointments outside opening hours (a branch only; false for an advisor). */
  noAppointmentsForSpecialHours: boolean;
}

/** What every availability call (day, agenda) sends besides its date. */
export interface AvailabilityQuery {
  /** The visitor's language. */
  culture: Culture;
  /** The preselected advisor, '' when none. */
  advisorId: string;
  /** The travel of the address, '' when none. */
  travelExperienceId: string;
  /** The checked branch offices and destinations. */
  filters: AgendaFilters;
  /** The checkout session (its own holds do not hide hours). */
  checkoutSessionId: string;
}

/** Labels of the 'your choice' header (spec section 2, Chrome). */
export interface ChoiceSummary {
  /** dd.mm.yyyy of the appointment (step 2's date, or the custom date), '' when none. */
  appointmentDate: string;
  /** Labels of the checked branch offices. */
  agencies: string[];
  /** Labels of the checked destinations. */
  destinations: string[];
  /** The advisor's name, '' when none. */
  advisorName: string;
  /** The advisor's branch office, '' when none. */
  advisorLocation: string;
}

/** The booking state the shell hands every step (useStore()). */
export interface BookingState {
  /** The booking API's client. */
  readonly api: ApiClient;
  /** The checkout's clock (fixed in stories and tests). */
  readonly clock: Clock;
  /** Where failures the visitor is not told about are reported. */
  readonly logger: Logger;
  /** Random ids (checkout session, idempotency keys). */
  readonly newId: () => string;

  /** Entry context of the visit. */
  readonly settings: CheckoutSettings;
  /** The branch offices filter. */
  readonly agencyFilter: FilterSelection;
  /** The destinations filter. */
  readonly destinationFilter: FilterSelection;
  /** The day of step 2 or the custom date of step 1 self. */
  readonly dates: DateSelection;
  /** The hour picked in step 3. */
  readonly agenda: AppointmentSelection;
  /** The travel experience of the address. */
  readonly travel: TravelSelection;
  /** The advisor booked with. */
  readonly advisorInformation: AdvisorSelection;
  /** The contact form of step 5. */
  readonly contactForm: ContactFormState;
  /** The travel-detail form of step 4. */
  readonly travelDetailForm: TravelDetailFormState;
  /** The booking of step 6. */
  readonly reservation: ReservationState;
  /** The visitor's bookmarks. */
  readonly bookmarks: BookmarkList;
  /** The overlays, opened and closed by name. */
  readonly overlays: OverlayStack;
  /** Whether the session ran out. */
  readonly session: SessionState;

  /** The filters sent with the agenda and day calls. */
  readonly agendaFilters: AgendaFilters;
  /** What every availability call sends besides its date. */
  readonly availabilityQuery: AvailabilityQuery;
  /** What the 'your choice' header lists. */
  readonly choiceSummary: ChoiceSummary;
  /** Whether the 'your choice' header has anything to list. */
  readonly hasChoice: boolean;
  /** The search the address's agency or advisor limits (spec section 6), for steps 1 to 3 to say; null when none. */
  readonly presetScope: PresetScope | null;

  /** An hour is picked: it replaces any other pick, and names its advisor unless one was preselected. */
  pickAppointment(hour: Hour, advisor: Consultant | null): void;
  /** The pick is given up: no hour, no advice mode, no advisor unless preselected. True if one was picked. */
  dropAppointment(): boolean;
  /** Custom-date mode on (the shell's guard does it on entering step 1 self; a standalone harness may too). */
  enterCustomDateMode(): void;
  /** The visitor widens the search beyond the address's agency or advisor, for the rest of the visit. */
  dropPresets(): void;
}
