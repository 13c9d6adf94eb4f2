// Validation messages are i18n keys, a key with the values its text names where it has some; the texts (de-CH
// and fr-CH) live in shared/src/i18n/texts/.

export const VALIDATION_MESSAGES = {
  /** 'Required field' (required rules trim strings first). */
  required: 'validation.required',
  /** 'Please enter at least two characters'. */
  minTwo: 'validation.minTwo',
  /** 'Please enter at least four characters'. */
  minFour: 'validation.minFour',
  /** Addition (issue 32): a line break or a tab in a one-line field. */
  oneLine: 'validation.oneLine',
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
  /** A rule written without a message of its own (spec section 5, library default texts): 'Value is required'. */
  libraryRequired: 'validation.library.required',
  /** 'Value is not a valid email address'. */
  libraryEmail: 'validation.library.email',
  /** 'This field should be at least {{min}} characters long'. */
  libraryMin: 'validation.library.min',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** Values a message's text names ('{{min}}'). */
export type MessageValues = Record<string, string | number>;

/** A message and its values as one string, so it travels where a message does (yup, Formik, an API error). */
export const messageWithValues = (key: ValidationMessageKey, values: MessageValues): string =>
  `${key}|${JSON.stringify(values)}`;

/** The key and values of a message (a plain key has none). */
export const messageParts = (message: string): { key: string; values: MessageValues } => {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, values: {} };
  try {
    return { key: message.slice(0, bar), values: JSON.parse(message.slice(bar + 1)) as MessageValues };
  } catch {
    return { key: message.slice(0, bar), values: {} };
  }
};

/** Whether a message is one of ours (a rule's own message), not a text yup wrote. */
export const isValidationMessage = (message: unknown): message is string =>
  typeof message === 'string' &&
  (Object.values(VALIDATION_MESSAGES) as string[]).includes(messageParts(message).key);

/** A message in the reader's language: `t` is i18next's (or any function of a key and its values). */
export const translateMessage = (
  t: (key: string, values: MessageValues) => string,
  message: string,
): string => {
  const { key, values } = messageParts(message);
  return t(key, values);
};
