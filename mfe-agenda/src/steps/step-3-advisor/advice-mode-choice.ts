// The advice-mode overlay of step 3 (spec section 3): which modes the clicked advisor offers for the hour.
import type { AdviceMode, AppointmentSelection, Consultant, Hour } from '@checkout/shared';
import { ADVICE_MODES, offersAdviceMode } from '@checkout/shared/contract';
import { makeAutoObservable } from 'mobx';

/** One option card of the advice-mode overlay; texts come from i18n by value. */
export interface AdviceModeOption {
  value: AdviceMode;
  /** The advisor does not offer this mode (or personal at a home-office hour). */
  disabled: boolean;
  checked: boolean;
}

export class AdviceModeChoice {
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

  constructor(private readonly selection: Pick<AppointmentSelection, 'adviceMode'>) {
    makeAutoObservable<AdviceModeChoice, 'selection'>(this, { selection: false }, { autoBind: true });
  }

  /** The option cards in display order: personal (only with a location), online, phone. */
  get options(): AdviceModeOption[] {
    const chosen = this.selection.adviceMode;
    return ADVICE_MODES.filter((mode) => mode !== 'personal' || this.locationClicked !== '').map((mode) => ({
      value: mode,
      disabled: !offersAdviceMode(this, mode, this),
      checked: mode === chosen,
    }));
  }

  /** Fills the overlay from the clicked advisor and hour. */
  fill(advisor: Consultant, hour: Hour): void {
    this.nameClicked = advisor.name;
    this.locationClicked = advisor.location;
    this.hasAdviceModePersonal = advisor.hasAdviceModePersonal;
    this.hasAdviceModeOnline = advisor.hasAdviceModeOnline;
    this.hasAdviceModePhone = advisor.hasAdviceModePhone;
    this.clickedAdvisorId = advisor.id;
    this.homeOffice = hour.homeOffice;
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
