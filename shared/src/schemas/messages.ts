// Validation messages are i18n keys; the texts (de-CH and fr-CH) live in shared/src/i18n/texts.ts.

export const VALIDATION_MESSAGES = {
  /** 'Required field' (required rules trim strings first). */
  required: 'validation.required',
  /** 'Please enter at least two characters'. */
  minTwo: 'validation.minTwo',
  /** 'Please enter at least four characters'. */
  minFour: 'validation.minFour',
  /** 'Invalid e-mail address'. */
  email: 'validation.email',
  /** 'Invalid phone number'. */
  phone: 'validation.phone',
  /** The privacy checkbox must be checked. */
  privacy: 'validation.privacy',
  /** A value longer than the field allows (or a list with too many entries). */
  tooLong: 'validation.tooLong',
  /** A value of the wrong type or not one of the allowed values. */
  invalid: 'validation.invalid',
  /** A date that is not a real yyyy-mm-dd date. */
  date: 'validation.date',
  /** A date before today (Europe/Zurich). */
  datePast: 'validation.datePast',
  /** A time that is not HH:mm. */
  time: 'validation.time',
  /** An id the API does not know (used by the API). */
  unknown: 'validation.unknown',
  /** A slot the advisor does not offer at that time (used by the API). */
  slotUnavailable: 'validation.slotUnavailable',
  /** A custom-date request for a branch that takes no appointments outside opening hours (used by the API). */
  noSpecialHours: 'validation.noSpecialHours',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
