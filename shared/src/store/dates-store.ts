import { makeAutoObservable } from 'mobx';
import type { DateSelection } from '../federation/booking-parts';
import {
  DEFAULT_CUSTOM_HOUR,
  formatIsoDate,
  parseDate,
  snapCustomHour,
  toIsoDate,
  type CustomHour,
} from '../dates';

export type { DateSelection };

/** Day and custom-date selection, persisted under CHECKOUT-DATES. */
export class DatesStore implements DateSelection {
  /** The chosen day of step 2, dd.mm.yyyy; '' when none. */
  selectedDate = '';
  /** The chosen custom day of step 1 self, dd.mm.yyyy; '' when none. */
  selectedDateCustom = '';
  /** The chosen custom time, two-digit hour and minute; 08:00 by default. */
  selectedHourCustom: CustomHour = { ...DEFAULT_CUSTOM_HOUR };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get selectedDateIso(): string {
    return this.selectedDate === '' ? '' : toIsoDate(this.selectedDate);
  }

  get selectedDateCustomIso(): string {
    return this.selectedDateCustom === '' ? '' : formatIsoDate(parseDate(this.selectedDateCustom));
  }

  get isCustomDateComplete(): boolean {
    return (
      this.selectedDateCustom !== '' &&
      this.selectedHourCustom.hour !== '' &&
      this.selectedHourCustom.minute !== ''
    );
  }

  /** Checking one date unchecks the others. */
  check(dateString: string): void {
    this.selectedDate = dateString;
  }

  uncheck(): void {
    this.selectedDate = '';
  }

  toggle(dateString: string): void {
    if (this.selectedDate === dateString) this.uncheck();
    else this.check(dateString);
  }

  /** Choosing a custom date resets the time to 08:00; clearing it clears the selection. */
  setSelectedDateCustom(dateString: string): void {
    this.selectedDateCustom = dateString;
    this.selectedHourCustom = { ...DEFAULT_CUSTOM_HOUR };
  }

  /** Sets the custom hour; the minute snaps to the first allowed one if no longer valid. */
  setCustomHour(hour: string): void {
    const next = { ...this.selectedHourCustom, hour };
    this.selectedHourCustom =
      this.selectedDateCustom === '' ? next : snapCustomHour(parseDate(this.selectedDateCustom), next);
  }

  setCustomMinute(minute: string): void {
    this.selectedHourCustom = { ...this.selectedHourCustom, minute };
  }

  /** Leaving custom-date mode: the custom date is cleared and the time back at 08:00. */
  clearCustomDate(): void {
    this.selectedDateCustom = '';
    this.selectedHourCustom = { ...DEFAULT_CUSTOM_HOUR };
  }

  /** Init: no selection. */
  reset(): void {
    this.selectedDate = '';
    this.clearCustomDate();
  }
}
