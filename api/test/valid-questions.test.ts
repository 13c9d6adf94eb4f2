// The day and agenda data's questions remembered valid for a Zurich day (http/valid-questions.ts): a question is
// validated once per day whatever the session id, every refusal is still the schema's own, and the schemas
// registered are ones where that is sound (no field's verdict depends on the session id).
import fc from 'fast-check';
import type { DayRequest } from '@checkout/shared/contract';
import { WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import { Schema, type ObjectSchema } from 'yup';
import { DomainError } from '../src/domain/errors';
import { createAgendaDataSchema, createDayDataSchema } from '../src/http/query-schemas';
import { parseData } from '../src/http/validate';
import { OWN_VALUES_REMEMBERED, QUESTIONS_REMEMBERED } from '../src/http/valid-questions';
import { createClock } from './support/test-app';

/** Monday 25 March 2030, 08:00 in Zurich. */
const clock = createClock(new Date('2030-03-25T07:00:00Z'));
const question = (overrides: Partial<DayRequest> = {}): DayRequest => ({
  culture: 'de-CH',
  weekDateSelected: '2030-03-26',
  advisorId: '',
  travelExperienceId: '',
  filters: { filterAgencyLocations: [], filterDestinations: [] },
  ...overrides,
});
const asQuery = (data: unknown) => ({ data: JSON.stringify(data) });

/** The refusal of `data` (its fields), or 'valid'. */
const verdict = async (schema: ObjectSchema<object>, data: unknown) => {
  try {
    await parseData(schema, asQuery(data));
    return 'valid';
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
};

describe('questions remembered valid', () => {
  beforeEach(() => clock.set('2030-03-25T07:00:00Z'));

  it('validates a question once a day, whatever valid session id comes with it', async () => {
    const schema = createDayDataSchema(clock);
    const validate = jest.spyOn(schema, 'validateSync');
    expect(await parseData(schema, asQuery(question()))).toEqual(question());
    for (const session of [undefined, 'session-aaaa-0001', 'session-bbbb-0002', ''])
      expect(await parseData(schema, asQuery({ ...question(), checkoutSessionId: session }))).toEqual({
        ...question(),
        checkoutSessionId: session,
      });
    expect(validate).toHaveBeenCalledTimes(1);
    // Another question, another date, another filter: each validated once.
    await parseData(schema, asQuery(question({ culture: 'fr-CH' })));
    await parseData(schema, asQuery(question({ weekDateSelected: '2030-03-27' })));
    await parseData(
      schema,
      asQuery(question({ filters: { filterAgencyLocations: ['ag-zh'], filterDestinations: [] } })),
    );
    expect(validate).toHaveBeenCalledTimes(4);
  });

  it('refuses a bad session id with a known question as the schema does', async () => {
    const remembered = createDayDataSchema(clock);
    await parseData(remembered, asQuery(question()));
    for (const session of ['no', 'has spaces in it', 'control\u0001chars', 42, null, ['session-aaaa-0001']]) {
      const data = { ...question(), checkoutSessionId: session };
      // A fresh schema has remembered nothing: its answer is the full validation's.
      expect(await verdict(remembered, data)).toEqual(await verdict(createDayDataSchema(clock), data));
      expect(await verdict(remembered, data)).not.toBe('valid');
    }
  });

  it('forgets its verdicts at Zurich midnight: yesterday is refused the next day', async () => {
    const schema = createDayDataSchema(clock);
    const monday = question({ weekDateSelected: '2030-03-25' });
    expect(await verdict(schema, monday)).toBe('valid');
    clock.set('2030-03-25T22:59:59Z'); // 23:59:59 in Zurich
    expect(await verdict(schema, monday)).toBe('valid');
    clock.set('2030-03-25T23:00:00Z'); // Tuesday 00:00 in Zurich
    expect(await verdict(schema, monday)).toEqual({ weekDateSelected: expect.any(String) });
    // A clock set back before the day it was found valid on does not use the verdict either.
    const schema2 = createDayDataSchema(clock);
    expect(await verdict(schema2, question())).toBe('valid');
    clock.set('2030-03-20T07:00:00Z');
    const validate = jest.spyOn(schema2, 'validateSync');
    expect(await verdict(schema2, question())).toBe('valid');
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it(`remembers at most QUESTIONS_REMEMBERED (${QUESTIONS_REMEMBERED}) questions, the oldest forgotten first`, async () => {
    const schema = createDayDataSchema(clock);
    const validate = jest.spyOn(schema, 'validateSync');
    const nth = (i: number) => question({ advisorId: `adv-${i}` });
    for (let i = 0; i <= QUESTIONS_REMEMBERED; i++) await parseData(schema, asQuery(nth(i)));
    expect(validate).toHaveBeenCalledTimes(QUESTIONS_REMEMBERED + 1);
    await parseData(schema, asQuery(nth(QUESTIONS_REMEMBERED))); // kept
    expect(validate).toHaveBeenCalledTimes(QUESTIONS_REMEMBERED + 1);
    await parseData(schema, asQuery(nth(0))); // forgotten
    expect(validate).toHaveBeenCalledTimes(QUESTIONS_REMEMBERED + 2);
  });

  it(`checks a session id with its rule once while it is among the last OWN_VALUES_REMEMBERED (${OWN_VALUES_REMEMBERED})`, async () => {
    const schema = createDayDataSchema(clock);
    const rule = schema.fields.checkoutSessionId;
    if (!(rule instanceof Schema)) throw new Error('no session rule');
    const check = jest.spyOn(rule, 'isValidSync');
    const ask = (session: unknown, date = '2030-03-26') =>
      verdict(schema, { ...question({ weekDateSelected: date }), checkoutSessionId: session });
    await ask('session-aaaa-0001'); // the first time, validated in full (the rule not alone)
    for (const date of ['2030-03-26', '2030-03-27', '2030-03-28']) await ask('session-aaaa-0001', date);
    await ask('session-aaaa-0001', '2030-03-27');
    expect(await ask('session-aaaa-0001')).toBe('valid');
    // Checked alone once (on the second question of its session), then known valid.
    expect(check).toHaveBeenCalledTimes(1);
    // A bad one is never remembered: refused each time, the rule asked each time.
    expect(await ask('has spaces in it')).not.toBe('valid');
    expect(await ask('has spaces in it')).not.toBe('valid');
    expect(check).toHaveBeenCalledTimes(3);
    // The oldest forgotten beyond the bound.
    for (let i = 0; i < OWN_VALUES_REMEMBERED; i++) await ask(`session-many-${String(i).padStart(6, '0')}`);
    check.mockClear();
    await ask('session-aaaa-0001');
    await ask(`session-many-${String(OWN_VALUES_REMEMBERED - 1).padStart(6, '0')}`);
    expect(check).toHaveBeenCalledTimes(1);
  });

  // What makes remembering sound: the verdict on the data is the verdict on the rest and on the session id alone.
  const values: Record<string, unknown[]> = {
    culture: ['de-CH', 'fr-CH', 'en-US', 3, null],
    weekDateSelected: ['2030-03-26', '2030-03-24', '2030-02-30', '', 'tomorrow', 7],
    advisorId: ['', 'adv-anna-meier', 'x'.repeat(300), 5],
    travelExperienceId: ['', 'te-1', null],
    filters: [
      { filterAgencyLocations: [], filterDestinations: [] },
      { filterAgencyLocations: ['a'], filterDestinations: ['b'] },
      { filterAgencyLocations: 'a' },
      null,
    ],
    checkoutSessionId: ['', 'session-aaaa-0001', 'short', 'has spaces in it', 9, null, { id: 1 }],
    weekState: [0, 1, 60, -1, 0.5, '1'],
    page: [0, 3, 1001, 'x'],
    adviceMode: ['personal', 'online', 'video', ''],
    language: ['de', 'fr', '', 'deu'],
    perfectMatchData: [[0.1, 1], [2], 'x'],
    bogus: [1],
  };
  const dataOf = (keys: string[]) =>
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.constantFrom(...(values[k] ?? []))])), {
      requiredKeys: [],
    });
  it.each([
    ['day', createDayDataSchema(clock), Object.keys(createDayDataSchema(clock).fields)],
    ['agenda', createAgendaDataSchema(clock), Object.keys(createAgendaDataSchema(clock).fields)],
  ])('%s: a field’s verdict never depends on the session id', (_name, schema, keys) => {
    const session = schema.fields.checkoutSessionId;
    const valid = (data: object) => schema.isValidSync(data, WIRE_VALIDATE_OPTIONS);
    fc.assert(
      fc.property(dataOf([...keys, 'bogus']), (data) => {
        const { checkoutSessionId, ...rest } = data as Record<string, unknown>;
        const alone =
          checkoutSessionId === undefined ||
          (session instanceof Schema && session.isValidSync(checkoutSessionId, WIRE_VALIDATE_OPTIONS));
        expect(valid(data)).toBe(valid(rest) && alone);
      }),
      { numRuns: 2000 },
    );
  });
});
