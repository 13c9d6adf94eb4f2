// One message per bad field from a yup ValidationError: what the API answers in `fields`, what the contact form
// shows and what the schema tests compare, so all of them read a failed validation the same way.
import { ValidationError, type Schema, type ValidateOptions } from 'yup';
import { VALIDATION_MESSAGES as M, isValidationMessage, messageWithValues } from './messages';

/**
 * The message of one failed rule: the rule's own, or for a rule written without one (whose text yup writes in
 * English: 'this is a required field') the library default text of the spec, which the catalogue has in German
 * and French (spec section 5).
 */
export const messageOf = (error: ValidationError): string => {
  if (isValidationMessage(error.message)) return error.message;
  const params = error.params ?? {};
  switch (error.type) {
    case 'required':
    case 'optionality':
    case 'nullable':
      return M.libraryRequired;
    case 'email':
      return M.libraryEmail;
    case 'min':
      return typeof params.value === 'string' && typeof params.min === 'number'
        ? messageWithValues(M.libraryMin, { min: params.min })
        : M.invalid;
    case 'max':
      return M.tooLong;
    default:
      return M.invalid;
  }
};

/** Field path -> first message; an error on the value itself is named `rootName`. */
export const fieldErrors = (error: ValidationError, rootName = 'body'): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const e of error.inner.length > 0 ? error.inner : [error]) {
    const path = e.path && e.path !== '' ? e.path : rootName;
    if (!(path in fields)) fields[path] = messageOf(e);
  }
  return fields;
};

/** Validates synchronously and answers the field errors; {} when the value is valid. */
export const fieldErrorsOf = (
  schema: Schema,
  value: unknown,
  options: ValidateOptions = { abortEarly: false },
): Record<string, string> => {
  try {
    schema.validateSync(value, options);
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrors(error);
  }
};
