import { makeAutoObservable } from 'mobx';
import type { ContactFormState, TravelDetailFormState } from '../federation/booking-parts';
// The value types and defaults are the schemas' own, so the forms and the booking API never disagree.
import {
  CONTACT_FORM_DEFAULTS,
  TRAVEL_DETAIL_DEFAULTS,
  type ContactFormValues,
  type TravelDetailFormValues,
} from '../schemas';

export type { ContactFormValues, TravelDetailFormValues };

/** The contact form's values, kept so that a reload at step 5 or 6 keeps what the visitor typed. */
export class ContactFormStore implements ContactFormState {
  /** Current values of the form. */
  values: ContactFormValues = { ...CONTACT_FORM_DEFAULTS, newsletter: false };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get fullName(): string {
    // Trimmed parts: the deal name and the summary never carry a stray space typed into a field.
    return [this.values.firstname.trim(), this.values.lastname.trim()].filter(Boolean).join(' ');
  }

  setValues(values: Partial<ContactFormValues>): void {
    this.values = { ...this.values, ...values };
  }

  reset(): void {
    this.values = { ...CONTACT_FORM_DEFAULTS, newsletter: false };
  }
}

/** The travel detail form's values (step 4). */
export class TravelDetailFormStore implements TravelDetailFormState {
  /** Current values of the form. */
  values: TravelDetailFormValues = { ...TRAVEL_DETAIL_DEFAULTS, season: [] };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setValues(values: Partial<TravelDetailFormValues>): void {
    this.values = { ...this.values, ...values };
  }

  reset(): void {
    this.values = { ...TRAVEL_DETAIL_DEFAULTS, season: [] };
  }
}
