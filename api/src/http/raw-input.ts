// What no schema of the API accepts, checked on the raw value before the schema runs: text with control
// characters or unpaired UTF-16 surrogates (PostgreSQL refuses NUL in text and lone surrogates in jsonb),
// nesting deeper than any request has, and keys the schema does not name. Each problem is reported under the
// path of the field, so the answer is a 400 naming it, never a 500 from the database or a stack overflow.
import { VALIDATION_MESSAGES as M } from '@checkout/shared/schemas';
import type { Schema } from 'yup';

/** Deeper than any request of the API (the reserve body's lists are two levels deep). */
export const MAX_DEPTH = 6;

/** C0 controls but tab, line feed and carriage return; DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isCleanText = (text: string): boolean => !CONTROL.test(text) && !LONE_SURROGATE.test(text);

interface SchemaShape {
  /** yup's object schema: its fields. */
  fields?: Record<string, unknown>;
  /** yup's array schema: the schema of its items. */
  innerType?: unknown;
}

const join = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * Problems of a raw value for `schema`: field path -> message key. `rootName` names the value itself when the
 * problem is at the top (as `validateObject` does).
 */
export const rawInputProblems = (raw: unknown, schema: Schema, rootName: string): Record<string, string> => {
  const problems: Record<string, string> = {};
  const visit = (value: unknown, shape: SchemaShape | undefined, path: string, depth: number): void => {
    const name = path === '' ? rootName : path;
    if (typeof value === 'string') {
      if (!isCleanText(value)) problems[name] = M.invalid;
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (depth > MAX_DEPTH) {
      problems[name] = M.invalid;
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) =>
        visit(item, shape?.innerType as SchemaShape | undefined, join(path, i), depth + 1),
      );
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      const child = join(path, key);
      if (!isCleanText(key)) {
        problems[name] = M.invalid;
        continue;
      }
      // Only where the schema says what an object holds: its other keys are not the API's.
      // Own names only: `constructor`, `toString` or `__proto__` are in every object, not in the schema.
      if (shape?.fields && !Object.hasOwn(shape.fields, key)) {
        problems[child] = M.unknown;
        continue;
      }
      visit(item, shape?.fields?.[key] as SchemaShape | undefined, child, depth + 1);
    }
  };
  visit(raw, schema as SchemaShape, '', 0);
  return problems;
};
