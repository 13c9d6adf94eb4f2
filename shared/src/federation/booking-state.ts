// The part of the shell's booking store that remotes may read and change: the contract of the kernel's state.
// The shell's RootStore implements it; a remote's step logic depends on this (or a Pick of it), never on the
// class, so a remote is built and tested against the interface its kernel major promises.
import type { ApiClient } from '../api-client/api-client';
import type { AgendaFilters, Consultant, Culture, Hour } from '../contract';
import type { Clock } from '../dates';
import type { AdvisorInformationStore } from '../store/advisor-information-store';
import type { AppointmentSelection } from '../store/agenda-store';
import type { DateSelection } from '../store/dates-store';
import type { FilterStore } from '../store/filter-store';
import type { ContactFormStore, TravelDetailFormStore } from '../store/form-stores';
import type { ReservationState } from '../store/reservation-store';
import type { SettingsStore } from '../store/settings-store';
import type { PresetScope } from '../store/start-params';
import type { BookmarksStore, OverlaysStore, SessionStore } from '../store/small-stores';
import type { Logger } from '../store/store-deps';
import type { TravelStore } from '../store/travel-store';

/** What every availability call (day, agenda) sends besides its date. */
export interface AvailabilityQuery {
  culture: Culture;
  advisorId: string;
  travelExperienceId: string;
  filters: AgendaFilters;
  checkoutSessionId: string;
}

/** Labels of the 'your choice' header (spec section 2, Chrome). */
export interface ChoiceSummary {
  /** dd.mm.yyyy of the appointment (step 2's date, or the custom date), '' when none. */
  appointmentDate: string;
  agencies: string[];
  destinations: string[];
  advisorName: string;
  advisorLocation: string;
}

/** The booking state the shell hands every step (useStore()). */
export interface BookingState {
  readonly api: ApiClient;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Random ids (checkout session, idempotency keys). */
  readonly newId: () => string;

  readonly settings: SettingsStore;
  readonly agencyFilter: FilterStore;
  readonly destinationFilter: FilterStore;
  readonly dates: DateSelection;
  readonly agenda: AppointmentSelection;
  readonly travel: TravelStore;
  readonly advisorInformation: AdvisorInformationStore;
  readonly contactForm: ContactFormStore;
  readonly travelDetailForm: TravelDetailFormStore;
  readonly reservation: ReservationState;
  readonly bookmarks: BookmarksStore;
  readonly overlays: OverlaysStore;
  readonly session: SessionStore;

  /** The filters sent with the agenda and day calls. */
  readonly agendaFilters: AgendaFilters;
  /** What every availability call sends besides its date. */
  readonly availabilityQuery: AvailabilityQuery;
  /** What the 'your choice' header lists. */
  readonly choiceSummary: ChoiceSummary;
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
