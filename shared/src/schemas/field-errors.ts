// One message per bad field from a yup ValidationError: what the API answers in `fields` and what the
// schema tests compare, so both read a failed validation the same way.
import { ValidationError, type Schema, type ValidateOptions } from 'yup';

/** Field path -> first message; an error on the value itself is named `rootName`. */
export const fieldErrors = (error: ValidationError, rootName = 'body'): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const e of error.inner.length > 0 ? error.inner : [error]) {
    const path = e.path && e.path !== '' ? e.path : rootName;
    if (!(path in fields)) fields[path] = e.message;
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
