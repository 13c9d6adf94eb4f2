// The one booking store (MobX 'defining data stores'): a root holding a domain store per entity of spec
// section 3. The shell creates it once and hands it to every remote; nothing is created at module load.
import { makeAutoObservable, runInAction } from 'mobx';
import { PersistStore } from 'mobx-persist-store';
import type { AgendaFilters, ReserveRequest } from '../contract';
import type { ApiClient } from '../api-client/api-client';
import { systemClock, toIsoDate, type Clock } from '../dates';
import { AdviceModeOverlayStore } from './advice-mode-overlay-store';
import { AdvisorInformationStore } from './advisor-information-store';
import { AgendaStore } from './agenda-store';
import { DatesStore } from './dates-store';
import { FilterStore } from './filter-store';
import { ContactFormStore, TravelDetailFormStore } from './form-stores';
import {
  isBareBookmarkList,
  isStoredValueValid,
  PERSISTED_KEYS,
  readProfileVector,
  STORAGE_KEYS,
  type PersistedStoreName,
} from './persistence';
import { ReservationStore } from './reservation-store';
import { SettingsStore } from './settings-store';
import { BookmarksStore, OverlaysStore, SessionStore } from './small-stores';
import type { KeyValueStorage } from './storage';
import { TravelStore } from './travel-store';

/** Where the store reports failures the visitor is not told about (spec section 8: 'logged only'). */
export type Logger = Pick<Console, 'error' | 'warn'>;

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

/** What hydrate found in storage. */
export interface HydrateResult {
  /** Stored values were garbage: the checkout keys were cleared and the booking reset to init. */
  wasReset: boolean;
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

const defaultIdFactory = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export class RootStore {
  readonly api: ApiClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly newId: () => string;

  readonly settings: SettingsStore;
  readonly agencyFilter: FilterStore;
  readonly destinationFilter: FilterStore;
  readonly dates: DatesStore;
  readonly agenda: AgendaStore;
  readonly adviceModeOverlay: AdviceModeOverlayStore;
  readonly travel: TravelStore;
  readonly advisorInformation: AdvisorInformationStore;
  readonly contactForm: ContactFormStore;
  readonly travelDetailForm: TravelDetailFormStore;
  readonly reservation: ReservationStore;
  readonly bookmarks: BookmarksStore;
  readonly overlays: OverlaysStore;
  readonly session: SessionStore;

  /** Storage has been read; the shell renders only after this. */
  isHydrated = false;
  private persistStores: PersistStore<Record<string, unknown>, string>[] = [];

  constructor(options: RootStoreOptions) {
    this.api = options.api;
    this.storage = options.storage;
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger ?? console;
    this.newId = options.sessionIdFactory ?? defaultIdFactory;

    this.settings = new SettingsStore(options.homeUrl ?? '');
    this.agencyFilter = new FilterStore(this, 'agencies');
    this.destinationFilter = new FilterStore(this, 'destinations');
    this.dates = new DatesStore(this);
    this.agenda = new AgendaStore(this);
    this.adviceModeOverlay = new AdviceModeOverlayStore(this);
    this.travel = new TravelStore(this);
    this.advisorInformation = new AdvisorInformationStore(this);
    this.contactForm = new ContactFormStore();
    this.travelDetailForm = new TravelDetailFormStore();
    this.reservation = new ReservationStore(this);
    this.bookmarks = new BookmarksStore(this.clock);
    this.overlays = new OverlaysStore();
    this.session = new SessionStore();

    makeAutoObservable<RootStore, 'persistStores'>(
      this,
      {
        api: false,
        storage: false,
        clock: false,
        logger: false,
        newId: false,
        settings: false,
        agencyFilter: false,
        destinationFilter: false,
        dates: false,
        agenda: false,
        adviceModeOverlay: false,
        travel: false,
        advisorInformation: false,
        contactForm: false,
        travelDetailForm: false,
        reservation: false,
        bookmarks: false,
        overlays: false,
        session: false,
        persistStores: false,
      },
      { autoBind: true },
    );
  }

  /** The filters sent with the agenda and day calls. */
  get agendaFilters(): AgendaFilters {
    return {
      filterAgencyLocations: this.agencyFilter.checkedIds,
      filterDestinations: this.destinationFilter.checkedIds,
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
    const c = this.choiceSummary;
    return (
      c.appointmentDate !== '' ||
      c.agencies.length > 0 ||
      c.destinations.length > 0 ||
      c.advisorName !== '' ||
      c.advisorLocation !== ''
    );
  }

  /** Step 1 self's 'next' is enabled once agency, date, hour and minute are set. */
  get canContinueCustomDate(): boolean {
    return (
      (this.agencyFilter.hasChecked || this.settings.hasPresetAgency || this.settings.hasPresetAdvisor) &&
      this.dates.isCustomDateComplete
    );
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
    this.adviceModeOverlay.reset();
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
   * Reads the start parameters (spec section 2). Each counts only when non-empty: travelId and destinationId
   * open the travel-experience overlay, advisorId the advisor overlay; agencyId, returnUrl and event are stored.
   */
  applyStartParams(params: URLSearchParams): void {
    const value = (name: string): string => (params.get(name) ?? '').trim();
    const advisorId = value('advisorId');
    const travelId = value('travelId');
    const destinationId = value('destinationId');
    const agencyId = value('agencyId');
    const returnUrl = value('returnUrl');
    const event = value('event');

    if (advisorId) {
      this.settings.setStartValues({ advisorId });
      this.overlays.open('advisor');
    }
    if (travelId || destinationId) {
      if (travelId) this.settings.setStartValues({ travelId });
      if (destinationId) this.settings.setStartValues({ destinationId });
      this.travel.setTravel(travelId || this.travel.travelId, destinationId || this.travel.destinationId);
      this.overlays.open('travelExperience');
    }
    if (agencyId) this.settings.setStartValues({ agencyId });
    if (returnUrl) this.settings.setStartValues({ returnUrl });
    if (event) this.settings.setStartValues({ event });
    this.preselectStartAgency();
  }

  /** The address's agency is checked once on first load (AGENCY-ID-INIT); later choices of the visitor stand. */
  preselectStartAgency(): void {
    const { agencyId, agencyIdInitialised } = this.settings;
    if (agencyId === '') return;
    if (!agencyIdInitialised) {
      this.agencyFilter.check(agencyId);
      this.settings.setAgencyIdInitialised(true);
    }
  }

  // ------------------------------------------------------------------ booking

  /** The reserve body (spec section 7) from everything the visitor chose. */
  buildReserveRequest(): ReserveRequest {
    const { settings, agenda, dates, contactForm, travelDetailForm, travel, reservation } = this;
    const contact = contactForm.values;
    const details = travelDetailForm.values;
    const custom = settings.isCustomDateMode;
    const destinationLabels = this.destinationFilter.checkedLabels.filter((l) => l !== '');
    const otherDestinations = details.destination.trim() === '' ? [] : [details.destination.trim()];
    const date = custom ? dates.selectedDateCustom : dates.selectedDate;
    const destinationsForName = [
      ...new Set([
        ...(travel.travelInformation ? [travel.travelInformation.destinationName] : []),
        ...destinationLabels,
        ...otherDestinations,
      ]),
    ];
    return {
      culture: settings.culture,
      id: settings.pageId,
      userReferral: '',
      userLang: settings.isFrench ? 'Französisch' : 'Deutsch',
      adviceMode: agenda.wireAdviceMode,
      travelExperienceId: travel.travelId,
      travelExperienceHighlights: [],
      advisorId: custom ? settings.advisorId : agenda.selectedAdvisor || settings.advisorId,
      eventName: settings.event,
      customDate: custom ? dates.selectedDateCustomIso : '',
      customHour: custom ? `${dates.selectedHourCustom.hour}:${dates.selectedHourCustom.minute}` : '',
      userGender: contact.gender,
      userFirstname: contact.firstname.trim(),
      userLastname: contact.lastname.trim(),
      userAddress: contact.address.trim(),
      userCity: contact.city.trim(),
      userZip: contact.zip.trim(),
      userEmail: contact.email.trim(),
      userPhone: contact.phone.trim(),
      userMessage: details.description,
      userTravelDuration: details.duration,
      userTravelMonths: [...details.season],
      userTravelResponsibly: details.travelResponsibly,
      userNewsletter: contact.newsletter === true,
      selectedDestinations: this.destinationFilter.checkedIds,
      selectedActivities: [],
      selectedMobilityForms: [],
      selectedAgencyLocations: this.agencyFilter.checkedIds,
      otherDestinations,
      userPipeline: 'default',
      userDealstage: '',
      userDealname: [contactForm.fullName, destinationsForName.join(', '), date]
        .filter((p) => p !== '')
        .join(' - '),
      userBookmarks: details.sendBookmark,
      bookmarkIds: this.bookmarks.bookmarkIds,
      highlightIds: [],
      appointmentDate: custom || dates.selectedDate === '' ? '' : toIsoDate(dates.selectedDate),
      appointmentTime: custom ? '' : (agenda.selectedHour?.label ?? ''),
      checkoutSessionId: reservation.checkoutSessionId,
    };
  }

  // ------------------------------------------------------------------ persistence

  /**
   * Reads localStorage into the stores and starts writing changes back. Garbage in any checkout key clears
   * all checkout keys and resets the booking to init instead of crashing the app.
   */
  async hydrate(): Promise<HydrateResult> {
    if (this.isHydrated) return { wasReset: false };
    const storage = this.storage;

    // Other pages of the site may keep the bookmarks as a bare list: adopt it in the persisted form.
    const rawBookmarks = storage.getItem(STORAGE_KEYS.userBookmarks);
    if (isBareBookmarkList(rawBookmarks)) {
      storage.setItem(
        STORAGE_KEYS.userBookmarks,
        JSON.stringify({ list: JSON.parse(rawBookmarks as string) }),
      );
    }

    const invalid = PERSISTED_KEYS.filter((key) => !isStoredValueValid(this.safeRead(key.key), key));
    const wasReset = invalid.some((key) => key.checkoutOwned);
    if (invalid.length > 0) {
      this.logger.warn(
        `Stored checkout values were invalid (${invalid.map((k) => k.key).join(', ')}); reset.`,
      );
      for (const key of invalid.filter((k) => !k.checkoutOwned)) this.safeRemove(key.key);
    }
    if (wasReset) {
      for (const key of PERSISTED_KEYS.filter((k) => k.checkoutOwned)) this.safeRemove(key.key);
      this.resetForInit();
    }

    this.settings.setPerfectMatchData(readProfileVector(this.safeRead(STORAGE_KEYS.travelTypeProfile)));

    // The library's own JSON round trip; the adapter object has own methods as the library checks for.
    const adapter = {
      getItem: (key: string) => this.safeRead(key),
      setItem: (key: string, value: string) => this.safeWrite(key, value),
      removeItem: (key: string) => this.safeRemove(key),
    };
    for (const key of PERSISTED_KEYS) {
      const target = this.storeByName(key.store) as unknown as Record<string, unknown>;
      const persistStore = new PersistStore<Record<string, unknown>, string>(target, {
        name: key.key,
        properties: Object.keys(key.properties),
        storage: adapter,
        stringify: true,
      });
      await persistStore.init();
      this.persistStores.push(persistStore);
    }
    this.reservation.ensureIds();
    // The agency choice's modes follow custom-date mode, which a reload brings back without the guard.
    if (this.settings.isCustomDateMode) {
      this.agencyFilter.setSingleSelect(true);
      this.agencyFilter.setOnlySpecialHours(true);
    }
    runInAction(() => {
      this.isHydrated = true;
    });
    return { wasReset };
  }

  /** Stops writing to storage (tests, hot reload). */
  dispose(): void {
    for (const persistStore of this.persistStores) persistStore.stopPersisting();
    this.persistStores = [];
  }

  private storeByName(name: PersistedStoreName): object {
    return this[name];
  }

  private safeRead(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private safeWrite(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch (error) {
      // A full or refused storage loses persistence, never the visitor's booking in progress.
      this.logger.warn(`Could not store ${key}`, error);
    }
  }

  private safeRemove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing to do: the value is unreadable either way.
    }
  }
}

/** Builds the one root store. The shell calls this once; tests call it per test. */
export function createRootStore(options: RootStoreOptions): RootStore {
  return new RootStore(options);
}
