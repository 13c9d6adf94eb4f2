import { makeAutoObservable } from 'mobx';
import type { AdviceMode, Consultant, Hour } from '../contract';
import type { RootStore } from './root-store';

/** One option card of the advice-mode overlay; texts come from i18n by value. */
export interface AdviceModeOption {
  value: AdviceMode;
  /** The advisor does not offer this mode (or personal at a home-office hour). */
  disabled: boolean;
  checked: boolean;
}

/** State of the advice-mode overlay of step 3 (spec section 3). */
export class AdviceModeOverlayStore {
  /** Name of the advisor whose hour was clicked; the overlay's block shows only when set. */
  nameClicked = '';
  /** Branch office of that advisor; the personal option shows only when set. */
  locationClicked = '';
  /** The advisor offers personal advice. */
  hasAdviceModePersonal = false;
  /** The advisor offers online (video) advice. */
  hasAdviceModeOnline = false;
  /** The advisor offers phone advice. */
  hasAdviceModePhone = false;
  /** Id of the advisor whose hour was clicked. */
  clickedAdvisorId = '';
  /** The clicked hour is a home-office hour: personal advice is not offered. */
  homeOffice = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AdviceModeOverlayStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** The option cards in display order: personal (only with a location), online, phone. */
  get options(): AdviceModeOption[] {
    const chosen = this.root.agenda.adviceMode;
    const all: AdviceModeOption[] = [
      { value: 'personal', disabled: !this.hasAdviceModePersonal || this.homeOffice, checked: false },
      { value: 'online', disabled: !this.hasAdviceModeOnline, checked: false },
      { value: 'phone', disabled: !this.hasAdviceModePhone, checked: false },
    ];
    return all
      .filter((option) => option.value !== 'personal' || this.locationClicked !== '')
      .map((option) => ({ ...option, checked: option.value === chosen }));
  }

  /** Fills the overlay from the clicked hour and opens it. */
  openFor(advisor: Consultant, hour: Hour): void {
    this.nameClicked = advisor.name;
    this.locationClicked = advisor.location;
    this.hasAdviceModePersonal = advisor.hasAdviceModePersonal;
    this.hasAdviceModeOnline = advisor.hasAdviceModeOnline;
    this.hasAdviceModePhone = advisor.hasAdviceModePhone;
    this.clickedAdvisorId = advisor.id;
    this.homeOffice = hour.homeOffice;
    this.root.overlays.open('adviceMode');
  }

  reset(): void {
    this.nameClicked = '';
    this.locationClicked = '';
    this.hasAdviceModePersonal = false;
    this.hasAdviceModeOnline = false;
    this.hasAdviceModePhone = false;
    this.clickedAdvisorId = '';
    this.homeOffice = false;
  }
}
