// Field rules shared by the step 4 and step 5 forms and the reserve wire body: one rule, one place.
// No transforms: the same rule behaves the same in Formik (non-strict) and in the API (strict).
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * Swiss phone numbers (spec section 5): +41 or 0041 (each with an optional space) or 0, an optional (0),
 * then groups of 2, 3, 2 and 2 digits, each separated by an optional space, dot or dash.
 */
export const SWISS_PHONE_PATTERN = /^(?:(?:\+41|0041) ?|0)(?:\(0\))?\d{2}[ .-]?\d{3}[ .-]?\d{2}[ .-]?\d{2}$/;

/**
 * Addition (issue 47): a Swiss phone number as staff read and dial it, in national form and Swiss grouping
 * (`+41 79 123 45 67`, `0041791234567`, `079.123.45.67` -> `079 123 45 67`); one the pattern does not match (an
 * older or anonymised row) as it came. Starting with 0 and holding spaces, a spreadsheet keeps it as text.
 */
export const formatSwissPhone = (value: string): string => {
  const trimmed = value.trim();
  if (!SWISS_PHONE_PATTERN.test(trimmed)) return value;
  const digits = trimmed
    .replace(/^(?:\+41|0041|0)/, '')
    .replace('(0)', '')
    .replace(/\D/g, '');
  return `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
};

/** An e-mail address: dot-atom local part, a domain of at least two labels, a top-level domain of letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/** Length limits of the text fields. */
export const FIELD_LIMITS = {
  name: 100,
  address: 200,
  city: 100,
  zip: 10,
  email: 254,
  phone: 30,
  description: 4000,
  destination: 200,
  month: 20,
  months: 12,
  id: 100,
  ids: 50,
  text: 500,
} as const;

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim().length === 0;

/**
 * No line break or tab in a one-line field (issue 32): a name or an address with a line feed would write lines of
 * its own into the branch's notice and the e-mail's headers' neighbours.
 */
const isOneLine = (value: unknown): boolean => typeof value !== 'string' || !/[\r\n\t]/.test(value);

/** A one-line string that may be empty, up to max characters. */
export const optionalText = (max: number) =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .max(max, M.tooLong)
    .test('oneLine', M.oneLine, isOneLine);

/** Addition (issue 32): a text of several lines (the travel wishes) that may be empty, up to max characters. */
export const multilineText = (max: number) =>
  yup.string().typeError(M.invalid).defined(M.required).max(max, M.tooLong);

/** A required one-line string: blank after trimming counts as missing. */
export const requiredText = (max: number) =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .test('required', M.required, (value) => !isBlank(value))
    .max(max, M.tooLong)
    .test('oneLine', M.oneLine, isOneLine);

/** A required string of at least min characters after trimming (the minimum is checked only when filled). */
export const requiredTextMin = (max: number, min: 2 | 4) =>
  requiredText(max).test(
    'min',
    min === 2 ? M.minTwo : M.minFour,
    (value) => isBlank(value) || (value ?? '').trim().length >= min,
  );

export const emailRule = () =>
  requiredText(FIELD_LIMITS.email).test(
    'email',
    M.email,
    (value) => isBlank(value) || EMAIL_PATTERN.test((value ?? '').trim()),
  );

export const phoneRule = () =>
  requiredText(FIELD_LIMITS.phone).test(
    'phone',
    M.phone,
    (value) => isBlank(value) || SWISS_PHONE_PATTERN.test((value ?? '').trim()),
  );

export const booleanRule = () =>
  yup.boolean().typeError(M.invalid).defined(M.required).nonNullable(M.required);

/** A list of short strings (ids, month names ...). */
export const stringList = (maxItems: number, maxLength: number) =>
  yup
    .array()
    .typeError(M.invalid)
    .of(
      yup
        .string()
        .typeError(M.invalid)
        .defined(M.invalid)
        .max(maxLength, M.tooLong)
        .test('oneLine', M.oneLine, isOneLine),
    )
    .defined(M.required)
    .nonNullable(M.required)
    .max(maxItems, M.tooLong);
