// Validation of query data and bodies with the shared yup schemas; failures become 400 with every bad field.
import { CULTURES, DEFAULT_CULTURE, type Culture } from '@checkout/shared/contract';
import {
  VALIDATION_MESSAGES,
  ValidationError,
  WIRE_VALIDATE_OPTIONS,
  fieldErrors,
} from '@checkout/shared/schemas';
import type { Schema } from 'yup';
import { validationError } from '../domain/errors';
import { rawInputProblems } from './raw-input';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The culture a raw payload names, if it names one of ours. */
export const namedCulture = (raw: unknown): Culture | undefined => {
  const culture = isRecord(raw) ? raw.culture : undefined;
  return CULTURES.find((c) => c === culture);
};

/** The culture a raw payload asks for, for translating its error messages; de-CH when unclear. */
export const cultureOf = (raw: unknown): Culture => namedCulture(raw) ?? DEFAULT_CULTURE;

/** Validates a parsed object; `name` names the whole value when it is not an object. */
const validateObjectSync = <T>(schema: Schema<T>, raw: unknown, name: string): T => {
  // Unnamed: the language the request asks for otherwise (requestCulture).
  const culture = namedCulture(raw);
  if (!isRecord(raw)) throw validationError({ [name]: VALIDATION_MESSAGES.invalid }, culture);
  const problems = rawInputProblems(raw, schema, name);
  if (Object.keys(problems).length > 0) throw validationError(problems, culture);
  try {
    // The schemas' tests are all synchronous: validateSync spares the promise per field and test (it was a fifth
    // of a day call's CPU), and throws if a test ever returns one.
    return schema.validateSync(raw, WIRE_VALIDATE_OPTIONS) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw validationError(fieldErrors(error), culture);
    throw error;
  }
};

/** Validates a parsed object; `name` names the whole value when it is not an object. */
export const validateObject = async <T>(schema: Schema<T>, raw: unknown, name: string): Promise<T> =>
  validateObjectSync(schema, raw, name);

/** Parses and validates the `data` query parameter (JSON) of a query-style call. */
export const parseData = <T>(schema: Schema<T>, query: unknown, required = true): T => {
  const data = isRecord(query) ? query.data : undefined;
  if (data === undefined && !required) return validateObjectSync(schema, {}, 'data');
  if (typeof data !== 'string' || data.length === 0) {
    // No payload to name a language: the answer is in the one the request asks for (requestCulture).
    throw validationError({ data: VALIDATION_MESSAGES.required });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw validationError({ data: VALIDATION_MESSAGES.invalid });
  }
  return validateObjectSync(schema, parsed, 'data');
};
