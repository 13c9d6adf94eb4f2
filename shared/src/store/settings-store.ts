import { makeAutoObservable } from 'mobx';
import type { CheckoutSettings, TransitoryData } from '../federation/booking-parts';
import { DEFAULT_CULTURE, type Culture } from '../contract';

export type { TransitoryData };

/** Entry context of the checkout (spec section 3, Settings). */
export class SettingsStore implements CheckoutSettings {
  /** de-CH by default, fr-CH under the /fr path prefix. */
  culture: Culture = DEFAULT_CULTURE;
  /** Id of the checkout page, from a page attribute; sent as the reserve body's id. */
  pageId = '';
  /** Preselected advisor (start parameter advisorId); hides the branch filter and side panels. */
  advisorId = '';
  /** Travel experience of the start parameter travelId. */
  travelId = '';
  /** Destination of the start parameter destinationId. */
  destinationId = '';
  /** Preselected agency (start parameter agencyId); hides the agency choice. */
  agencyId = '';
  /** Whether the chrome (header, progress, leave) is shown; off on the offline page. */
  showNavigation = true;
  /** The address's agency id has been pre-selected once (AGENCY-ID-INIT); cleared by init. */
  agencyIdInitialised = false;
  /** Appointment outside opening hours (step 1 self): 5 steps, 4 progress segments. */
  isCustomDateMode = false;
  /** Where the leave button goes: start parameter returnUrl, else the provider's home page. */
  returnUrl: string;
  /** Event name of the start parameter event, sent as the reserve body's eventName. */
  event = '';
  /** Values for this visit only. */
  transitoryData: TransitoryData = { consultantName: '' };
  /** The visitor widened the search beyond the address's agency or advisor: the address does not preset them again. */
  presetsDropped = false;
  /** The visitor's saved travel-type profile vector (perfectMatchData), read locally; null when absent. */
  perfectMatchData: number[] | null = null;

  constructor(
    /** The provider's home page ({host}), default of returnUrl. */
    readonly homeUrl: string,
  ) {
    this.returnUrl = homeUrl;
    makeAutoObservable(this, { homeUrl: false }, { autoBind: true });
  }

  /** An agency or advisor from the address changes the views (spec section 6). */
  get hasPresetAgency(): boolean {
    return this.agencyId !== '';
  }

  get hasPresetAdvisor(): boolean {
    return this.advisorId !== '';
  }

  get isFrench(): boolean {
    return this.culture === 'fr-CH';
  }

  setCulture(culture: Culture): void {
    this.culture = culture;
  }

  setPageId(pageId: string): void {
    this.pageId = pageId;
  }

  setShowNavigation(show: boolean): void {
    this.showNavigation = show;
  }

  setCustomDateMode(on: boolean): void {
    this.isCustomDateMode = on;
  }

  setAgencyIdInitialised(done: boolean): void {
    this.agencyIdInitialised = done;
  }

  setConsultantName(name: string): void {
    this.transitoryData = { ...this.transitoryData, consultantName: name };
  }

  setPerfectMatchData(vector: number[] | null): void {
    this.perfectMatchData = vector && vector.length > 0 ? vector : null;
  }

  setStartValues(
    values: Partial<
      Pick<SettingsStore, 'advisorId' | 'travelId' | 'destinationId' | 'agencyId' | 'returnUrl' | 'event'>
    >,
  ): void {
    Object.assign(this, values);
  }

  /** The visitor widens the search: no preset agency or advisor (nor its name) for the rest of the visit. */
  dropPresets(): void {
    this.agencyId = '';
    this.advisorId = '';
    this.transitoryData = { ...this.transitoryData, consultantName: '' };
    this.presetsDropped = true;
  }

  /** Forgets the entry context of a previous visit; init reads the address again right after. */
  resetStartValues(): void {
    this.advisorId = '';
    this.travelId = '';
    this.destinationId = '';
    this.agencyId = '';
    this.returnUrl = this.homeUrl;
    this.event = '';
    this.transitoryData = { consultantName: '' };
    this.agencyIdInitialised = false;
    this.presetsDropped = false;
  }
}
