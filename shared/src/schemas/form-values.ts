// The values and defaults of the two forms (steps 4 and 5), without yup: the MobX store holds them, and
// the store is on every step's path (step 1 included), while the yup schemas are needed only by the forms
// and the booking API (`@checkout/shared/schemas`). Keeping them here keeps yup out of the store's bundle.
import type { Gender, TravelDuration } from '../contract';

export interface ContactFormValues {
  gender: Gender;
  firstname: string;
  lastname: string;
  address: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  /** Must be true ('I accept the privacy terms'). */
  privacy: boolean;
  /** Optional newsletter subscription. */
  newsletter?: boolean;
}

/** Defaults of the contact form (spec section 3: gender defaults to w_du). */
export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  gender: 'w_du',
  firstname: '',
  lastname: '',
  address: '',
  zip: '',
  city: '',
  email: '',
  phone: '',
  privacy: false,
  newsletter: false,
};

export interface TravelDetailFormValues {
  /** One of the five duration options; '' means no information. */
  duration: TravelDuration;
  /** Long month names of the chosen travel season. */
  season: string[];
  description: string;
  destination: string;
  sendBookmark: boolean;
  travelResponsibly: boolean;
}

export const TRAVEL_DETAIL_DEFAULTS: TravelDetailFormValues = {
  duration: '',
  season: [],
  description: '',
  destination: '',
  sendBookmark: false,
  travelResponsibly: false,
};
