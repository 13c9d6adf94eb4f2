// The one booking store (MobX 'defining data stores'): a root holding a domain store per entity of spec section 3,
// created once by the shell; the steps' own workflows live in the remotes that own them.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AgendaFilters, Consultant, Hour } from '../contract';
import type { ApiClient } from '../api-client/api-client';
import { systemClock, type Clock } from '../dates';
import type { AvailabilityQuery, BookingState, ChoiceSummary } from '../federation/booking-state';
import { AdvisorInformationStore, advisorInformationOf } from './advisor-information-store';
import { AgendaStore } from './agenda-store';
import { DatesStore } from './dates-store';
import { FilterStore } from './filter-store';
import { ContactFormStore, TravelDetailFormStore } from './form-stores';
import {
  checkStorage,
  onFirstPersistedChange,
  type HydrateResult,
  type PersistOptions,
  type RunningPersistStore,
} from './hydrate';
import type { persistStores as PersistStores } from './persist-stores';
import {
  applyStartParams,
  dropPresets,
  preselectStartAgency,
  presetScopeOf,
  resolvePresets,
  type PresetScope,
} from './start-params';
import type { PersistedStoreName } from './persistence';
import { ReservationStore } from './reservation-store';
import { SettingsStore } from './settings-store';
import { BookmarksStore, OverlaysStore, SessionStore } from './small-stores';
import type { KeyValueStorage } from './storage';
import type { Logger } from './store-deps';
import { TravelStore } from './travel-store';

export interface RootStoreOptions {
  api: ApiClient;
  /** window.localStorage in the browser (see browserStorage), memory in tests. */
  storage: KeyValueStorage;
  clock?: Clock;
  /** Random ids for the checkout session and idempotency keys; crypto.randomUUID by default. */
  sessionIdFactory?: () => string;
  /** The provider's home page ({host}): default of the leave button's returnUrl. */
  homeUrl?: string;
  logger?: Logger;
}

/** persist-stores.ts with the library: a chunk loaded only when there is something to read or to write. */
const persistStores: typeof PersistStores = (...args) =>
  import('./persist-stores').then((code) => code.persistStores(...args));

const defaultIdFactory = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export class RootStore implements BookingState {
  readonly api: ApiClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly newId: () => string;

  readonly settings: SettingsStore;
  readonly agencyFilter: FilterStore;
  readonly destinationFilter: FilterStore;
  readonly dates = new DatesStore();
  readonly agenda = new AgendaStore();
  readonly travel: TravelStore;
  readonly advisorInformation: AdvisorInformationStore;
  readonly contactForm = new ContactFormStore();
  readonly travelDetailForm = new TravelDetailFormStore();
  readonly reservation: ReservationStore;
  readonly bookmarks: BookmarksStore;
  readonly overlays = new OverlaysStore();
  readonly session = new SessionStore();

  /** Storage has been read; the shell renders only after this. */
  isHydrated = false;
  private persisting: RunningPersistStore[] = [];
  /** Cancels the wait for the first change of a visit that had nothing stored. */
  private stopWaiting: () => void = () => undefined;
  private disposed = false;

  constructor(options: RootStoreOptions) {
    this.api = options.api;
    this.storage = options.storage;
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? console;
    this.newId = options.sessionIdFactory ?? defaultIdFactory;

    this.settings = new SettingsStore(options.homeUrl ?? '');
    const deps = { api: this.api, logger: this.logger, settings: this.settings };
    this.agencyFilter = new FilterStore(deps, 'agencies', () => this.preselectStartAgency());
    this.destinationFilter = new FilterStore(deps, 'destinations');
    this.travel = new TravelStore(deps);
    this.advisorInformation = new AdvisorInformationStore(deps);
    this.reservation = new ReservationStore(this.newId);
    this.bookmarks = new BookmarksStore(this.clock);

    // The stores and services are references; the root's own state is the hydrated flag and what it derives.
    makeObservable(this, {
      isHydrated: observable,
      agendaFilters: computed,
      availabilityQuery: computed,
      choiceSummary: computed,
      hasChoice: computed,
      presetScope: computed,
      pickAppointment: action.bound,
      dropAppointment: action.bound,
      resetForInit: action.bound,
      enterCustomDateMode: action.bound,
      leaveCustomDateMode: action.bound,
      applyStartParams: action.bound,
      preselectStartAgency: action.bound,
      dropPresets: action.bound,
      resolvePresets: action.bound,
    });
  }

  /** The filters sent with the agenda and day calls. */
  get agendaFilters(): AgendaFilters {
    return {
      filterAgencyLocations: this.agencyFilter.checkedIds,
      filterDestinations: this.destinationFilter.checkedIds,
    };
  }

  /** What every availability call (day, agenda) sends besides its date. */
  get availabilityQuery(): AvailabilityQuery {
    return {
      culture: this.settings.culture,
      advisorId: this.settings.advisorId,
      travelExperienceId: this.travel.travelId,
      filters: this.agendaFilters,
      checkoutSessionId: this.reservation.checkoutSessionId,
    };
  }

  /** What the 'your choice' header lists; hasChoice tells whether it shows at all. */
  get choiceSummary(): ChoiceSummary {
    return {
      appointmentDate: this.settings.isCustomDateMode
        ? this.dates.selectedDateCustom
        : this.dates.selectedDate,
      agencies: this.agencyFilter.checkedLabels.filter((label) => label !== ''),
      destinations: this.destinationFilter.checkedLabels.filter((label) => label !== ''),
      advisorName: this.advisorInformation.name,
      advisorLocation: this.advisorInformation.location,
    };
  }

  get hasChoice(): boolean {
    return Object.values(this.choiceSummary).some((entry: string | string[]) => entry.length > 0);
  }

  /** The search the address's agency or advisor limits (spec section 6); null when none does. */
  get presetScope(): PresetScope | null {
    return presetScopeOf(this);
  }

  // ------------------------------------------------------------------ the pick and the advisor it names

  /**
   * An hour is picked: it replaces any other pick, and names its advisor (the advisor information and the visit's
   * consultantName, spec R3.7) unless one was preselected.
   */
  pickAppointment(hour: Hour, advisor: Consultant | null): void {
    this.agenda.select(hour);
    if (!this.settings.hasPresetAdvisor && advisor) {
      this.advisorInformation.set(advisorInformationOf(advisor));
      this.settings.setConsultantName(advisor.name);
    }
  }

  /** The pick is given up: no hour, no advice mode, and no advisor unless preselected. True if one was picked. */
  dropAppointment(): boolean {
    const hadHour = this.agenda.selectedHour !== null;
    this.agenda.reset();
    this.overlays.close('adviceMode');
    if (!this.settings.hasPresetAdvisor) {
      this.advisorInformation.clear();
      this.settings.setConsultantName('');
    }
    return hadHour;
  }

  // ------------------------------------------------------------------ actions the shell's guards call

  /**
   * Init (spec section 4): clears the booked flag, advisor, hours, advice mode, dates, filters, advisor and
   * travel information and the agency flag, and resets both forms. The entry context is forgotten too, so
   * the start parameters of the current address (applyStartParams right after) are the only ones in force.
   */
  resetForInit(): void {
    this.reservation.reset();
    this.agenda.reset();
    this.dates.reset();
    this.agencyFilter.reset();
    this.agencyFilter.setSingleSelect(false);
    this.agencyFilter.setOnlySpecialHours(false);
    this.destinationFilter.reset();
    this.advisorInformation.clear();
    this.travel.reset();
    this.settings.resetStartValues();
    this.contactForm.reset();
    this.travelDetailForm.reset();
    this.overlays.closeAll();
    this.session.clear();
  }

  /**
   * Entering step 1 self: custom-date mode on, the agency choice single-select and special-hours only, and
   * advice mode personal (spec: the default here), whatever a slot of step 3 had chosen before.
   */
  enterCustomDateMode(): void {
    this.settings.setCustomDateMode(true);
    this.agencyFilter.setSingleSelect(true);
    this.agencyFilter.setOnlySpecialHours(true);
    this.agenda.setAdviceMode('personal');
  }

  /** Any route without the custom marker: mode off, custom date cleared, custom hour back at 08:00. */
  leaveCustomDateMode(): void {
    if (!this.settings.isCustomDateMode) return;
    this.settings.setCustomDateMode(false);
    this.agencyFilter.setSingleSelect(false);
    this.agencyFilter.setOnlySpecialHours(false);
    this.dates.clearCustomDate();
  }

  /**
   * Reads the start parameters of the address (spec section 2) and starts resolving the preset agency and
   * advisor (names, flags) at once, whatever step the visit starts on; see start-params.ts.
   */
  applyStartParams(params: URLSearchParams): void {
    applyStartParams(this, params);
    void this.resolvePresets();
  }

  /** Resolves the preset agency and advisor to names and flags; settles when both have answered or failed. */
  resolvePresets(): Promise<void> {
    return resolvePresets(this);
  }

  /** The visitor widens the search beyond the address's agency or advisor, for the rest of the visit. */
  dropPresets(): void {
    dropPresets(this);
  }

  /** The address's agency is checked once on first load (AGENCY-ID-INIT); later choices of the visitor stand. */
  preselectStartAgency(): void {
    preselectStartAgency(this);
  }

  // ------------------------------------------------------------------ persistence

  /**
   * Reads localStorage into the stores and starts writing changes back. Garbage in any checkout key clears
   * all checkout keys and resets the booking to init instead of crashing the app. A visit with nothing stored
   * (a first visit) has nothing to read: writing starts at the booking's first change, and the persistence
   * library's code is then loaded, not before the first screen (issue 18).
   */
  async hydrate(): Promise<HydrateResult> {
    if (this.isHydrated) return { wasReset: false };
    const options: PersistOptions = {
      storage: this.storage,
      logger: this.logger,
      storeByName: (name: PersistedStoreName) => this[name],
      resetForInit: this.resetForInit,
    };
    const { result, profile, stored } = checkStorage(options);
    if (stored) this.persisting = await persistStores(options, true);
    this.settings.setPerfectMatchData(profile);
    this.reservation.ensureIds();
    // The agency choice's modes follow custom-date mode, which a reload brings back without the guard.
    if (this.settings.isCustomDateMode) {
      this.agencyFilter.setSingleSelect(true);
      this.agencyFilter.setOnlySpecialHours(true);
    }
    if (!stored) this.persistFromFirstChange(options);
    runInAction(() => {
      this.isHydrated = true;
    });
    return result;
  }

  /** Starts writing to storage at the first change; a failed load of the library waits for the next change. */
  private persistFromFirstChange(options: PersistOptions): void {
    this.stopWaiting = onFirstPersistedChange(options, () => {
      persistStores(options, false, () => !this.disposed).then(
        (stores) => {
          this.persisting = stores;
        },
        (error: unknown) => {
          this.logger.warn(
            'Could not start keeping the booking in storage; trying at the next change.',
            error,
          );
          if (!this.disposed) this.persistFromFirstChange(options);
        },
      );
    });
  }

  /** Stops writing to storage (tests, hot reload). */
  dispose(): void {
    this.disposed = true;
    this.stopWaiting();
    for (const persistStore of this.persisting) persistStore.stopPersisting();
    this.persisting = [];
  }
}

/** Builds the one root store. The shell calls this once; tests call it per test. */
export function createRootStore(options: RootStoreOptions): RootStore {
  return new RootStore(options);
}
