import type { Schema } from 'yup';
import { fieldErrorsOf } from './field-errors';
import { WIRE_VALIDATE_OPTIONS } from './reserve-request-schema';
import {
  createHoursExceptionSchema,
  createWorkingHoursChangeSchema,
  firstOverlap,
  isOnHourGrid,
  weeklyHoursSchema,
} from './staff-schemas';
import { fixedClock } from '../dates';

// Monday 25 March 2030, 09:00 in Zurich.
const clock = fixedClock('2030-03-25T08:00:00Z');

const problems = (schema: Schema, value: unknown): Record<string, string> =>
  fieldErrorsOf(schema, value, WIRE_VALIDATE_OPTIONS);

const block = (weekday: number, from: string, to: string, homeOffice = false) => ({
  weekday,
  from,
  to,
  homeOffice,
});

describe('the working-hours schemas (issue 34, step 6)', () => {
  it('cut hours on the checkout’s hour grid', () => {
    expect(['09:00', '13:00', '00:00', '23:00'].every(isOnHourGrid)).toBe(true);
    expect(['09:30', '9:00', '24:00', ''].some(isOnHourGrid)).toBe(false);
  });

  it('take a whole week, an empty one too (every day off)', () => {
    expect(
      problems(weeklyHoursSchema, { blocks: [block(1, '09:00', '12:00'), block(1, '12:00', '18:00', true)] }),
    ).toEqual({});
    expect(problems(weeklyHoursSchema, { blocks: [] })).toEqual({});
  });

  it('name the field of a block off the grid, reversed, on no weekday, or overlapping an earlier one', () => {
    expect(
      problems(weeklyHoursSchema, {
        blocks: [block(1, '09:15', '12:00'), block(0, '14:00', '13:00'), block(2, '9 Uhr', '12:00')],
      }),
    ).toEqual({
      'blocks[0].from': 'validation.invalid',
      'blocks[1].weekday': 'validation.invalid',
      'blocks[1].to': 'validation.invalid',
      'blocks[2].from': 'validation.time',
    });
    expect(
      problems(weeklyHoursSchema, {
        blocks: [block(3, '09:00', '12:00'), block(4, '10:00', '11:00'), block(3, '11:00', '13:00')],
      }),
    ).toEqual({ 'blocks[2].from': 'validation.invalid' });
    expect(problems(weeklyHoursSchema, {})).toEqual({ blocks: 'validation.required' });
  });

  it('finds the first block overlapping an earlier one of its day; touching ones do not', () => {
    const day = (b: { weekday: number }) => b.weekday;
    expect(firstOverlap([block(1, '09:00', '12:00'), block(1, '12:00', '13:00')], day)).toBe(-1);
    expect(
      firstOverlap([block(1, '09:00', '12:00'), block(2, '09:00', '12:00'), block(1, '08:00', '10:00')], day),
    ).toBe(2);
  });

  it('take an exception from today on: other hours, or closed without blocks, with a reason', () => {
    const schema = createHoursExceptionSchema(clock);
    expect(problems(schema, { date: '2030-03-25', blocks: [], reason: 'Feiertag' })).toEqual({});
    expect(
      problems(schema, {
        date: '2030-03-30',
        blocks: [{ from: '18:00', to: '20:00', homeOffice: true }],
        reason: 'Abend',
      }),
    ).toEqual({});
    expect(
      problems(schema, {
        date: '2030-03-24',
        blocks: [{ from: '18:00', to: '18:00', homeOffice: true }],
        reason: ' ',
      }),
    ).toEqual({
      date: 'validation.datePast',
      'blocks[0].to': 'validation.invalid',
      reason: 'validation.required',
    });
  });

  it('preview exactly one change: the week or an exception', () => {
    const schema = createWorkingHoursChangeSchema(clock);
    expect(problems(schema, { week: { blocks: [] } })).toEqual({});
    expect(problems(schema, { exception: { date: '2030-03-26', blocks: [], reason: 'x' } })).toEqual({});
    expect(problems(schema, {})).toEqual({ week: 'validation.required' });
    expect(
      problems(schema, { week: { blocks: [] }, exception: { date: '2030-03-26', blocks: [], reason: 'x' } }),
    ).toEqual({ week: 'validation.invalid' });
  });
});
