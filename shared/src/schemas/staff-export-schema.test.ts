import type { Schema } from 'yup';
import { fieldErrorsOf } from './field-errors';
import { WIRE_VALIDATE_OPTIONS } from './reserve-request-schema';
import { staffExportQuerySchema } from './staff-export-schema';
import { staffListQuerySchema } from './staff-schemas';

const problems = (schema: Schema, value: unknown): Record<string, string> =>
  fieldErrorsOf(schema, value, WIRE_VALIDATE_OPTIONS);

describe("the exports' query (issue 47)", () => {
  it("is the list's filter without the page, with the page's language", () => {
    const listFields = Object.keys(staffListQuerySchema.fields).filter(
      (f) => !['cursor', 'limit'].includes(f),
    );
    expect(Object.keys(staffExportQuerySchema.fields).sort()).toEqual([...listFields, 'culture'].sort());
    expect(
      problems(staffExportQuerySchema, {
        agencyId: 'zurich-bahnhofstrasse',
        from: '2030-03-25',
        till: '2030-03-31',
        status: 'booked',
        q: 'Muster',
        culture: 'fr-CH',
      }),
    ).toEqual({});
    expect(problems(staffExportQuerySchema, {})).toEqual({});
  });

  it("keeps the list's rules and refuses a language of neither page", () => {
    expect(
      problems(staffExportQuerySchema, {
        from: '2030-03-25',
        till: '2030-03-24',
        status: 'lost',
        culture: 'en',
      }),
    ).toEqual({ till: 'validation.invalid', status: 'validation.invalid', culture: 'validation.invalid' });
  });
});
