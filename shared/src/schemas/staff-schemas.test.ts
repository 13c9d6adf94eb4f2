import type { Schema } from 'yup';
import { fieldErrorsOf } from './field-errors';
import { WIRE_VALIDATE_OPTIONS } from './reserve-request-schema';
import {
  STAFF_LIMITS,
  absenceRequestSchema,
  auditQuerySchema,
  createHoursExceptionSchema,
  createStaffAcceptSchema,
  createStaffMoveSchema,
  staffCalendarQuerySchema,
  staffCancelSchema,
  staffListQuerySchema,
  staffOutcomeSchema,
  staffPasskeySchema,
  staffReassignSchema,
  staffRedeemSchema,
  staffSignInLinkSchema,
} from './staff-schemas';
import { fixedClock } from '../dates';

// Monday 25 March 2030, 09:00 in Zurich.
const clock = fixedClock('2030-03-25T08:00:00Z');

/** The fields a value fails on, with their message keys; {} when valid. */
const problems = (schema: Schema, value: unknown): Record<string, string> =>
  fieldErrorsOf(schema, value, WIRE_VALIDATE_OPTIONS);

describe('the staff schemas', () => {
  it('take a sign-in request with a work address and a culture', () => {
    expect(
      problems(staffSignInLinkSchema, { email: 'advisor@horizonte-reisen.example', culture: 'fr-CH' }),
    ).toEqual({});
    expect(problems(staffSignInLinkSchema, { email: 'not an address', culture: 'en' })).toEqual({
      email: 'validation.email',
      culture: 'validation.invalid',
    });
    expect(problems(staffSignInLinkSchema, {})).toEqual({
      email: 'validation.required',
      culture: 'validation.required',
    });
  });

  it('take a token to redeem and a passkey answer that is an object', () => {
    expect(problems(staffRedeemSchema, { token: 'abc' })).toEqual({});
    expect(problems(staffRedeemSchema, { token: '' })).toEqual({ token: 'validation.required' });
    expect(problems(staffRedeemSchema, { token: 'x'.repeat(STAFF_LIMITS.token + 1) })).toEqual({
      token: 'validation.tooLong',
    });
    expect(problems(staffPasskeySchema, { response: { id: 'x' } })).toEqual({});
    expect(problems(staffPasskeySchema, { response: 'x' })).toEqual({ response: 'validation.invalid' });
    expect(problems(staffPasskeySchema, {})).toEqual({ response: 'validation.required' });
  });

  it("issue 47: take staff dates only within the calendar's range (2000 to 2099), naming the field", () => {
    const move = createStaffMoveSchema(clock);
    const hours = createHoursExceptionSchema(clock);
    for (const day of ['9999-12-31', '0001-01-01', '1999-12-31', '2100-01-01', '2026-02-30']) {
      expect(problems(staffListQuerySchema, { from: day })).toEqual({ from: 'validation.date' });
      expect(problems(auditQuerySchema, { till: day })).toEqual({ till: 'validation.date' });
      expect(problems(staffCalendarQuerySchema, { date: day, agencyId: 'x' })).toEqual({
        date: 'validation.date',
      });
      expect(problems(absenceRequestSchema, { from: day, till: '2030-04-02', reason: 'x' })).toEqual({
        from: 'validation.date',
      });
      expect(problems(hours, { date: day, blocks: [], reason: 'x' })).toHaveProperty('date');
      expect(problems(move, { advisorId: 'adv-x', date: day, time: '10:00' })).toHaveProperty('date');
    }
    expect(problems(staffListQuerySchema, { from: '2000-01-01', till: '2000-12-31' })).toEqual({});
    expect(problems(move, { advisorId: 'adv-x', date: '2099-12-31', time: '10:00' })).toEqual({});
  });

  it("issue 47: take a passkey's transports only as a short list of words, naming them otherwise", () => {
    const withTransports = (transports: unknown) => ({
      response: { id: 'x', response: { clientDataJSON: 'a', transports } },
    });
    expect(problems(staffPasskeySchema, withTransports(['internal', 'hybrid']))).toEqual({});
    expect(problems(staffPasskeySchema, withTransports(['smart-card', 'a-future-one']))).toEqual({});
    for (const bad of [
      5,
      { a: 1 },
      'usb',
      [5],
      [{}],
      ['USB; drop'],
      Array.from({ length: 11 }, () => 'usb'),
    ]) {
      expect(problems(staffPasskeySchema, withTransports(bad))).toEqual({
        'response.response.transports': 'validation.invalid',
      });
    }
  });

  it("check the list's filter field by field, all of it optional", () => {
    expect(problems(staffListQuerySchema, {})).toEqual({});
    const good = {
      agencyId: 'zurich-bahnhofstrasse',
      advisorId: 'adv-anna-meier',
      from: '2030-03-25',
      till: '2030-03-31',
      status: 'no_show',
      q: 'Muster',
      cursor: 'abc',
      limit: 200,
    };
    expect(problems(staffListQuerySchema, good)).toEqual({});
    expect(
      problems(staffListQuerySchema, {
        agencyId: 'with space',
        from: '2030-02-30',
        status: 'lost',
        q: 'x'.repeat(STAFF_LIMITS.search + 1),
        limit: 0,
      }),
    ).toEqual({
      agencyId: 'validation.invalid',
      from: 'validation.date',
      status: 'validation.invalid',
      q: 'validation.tooLong',
      limit: 'validation.invalid',
    });
    // No coercion: a limit is a number; a range runs forwards and spans at most a year.
    expect(problems(staffListQuerySchema, { limit: '50' })).toEqual({ limit: 'validation.invalid' });
    expect(problems(staffListQuerySchema, { limit: 1.5 })).toEqual({ limit: 'validation.invalid' });
    expect(problems(staffListQuerySchema, { from: '2030-03-25', till: '2030-03-24' })).toEqual({
      till: 'validation.invalid',
    });
    expect(problems(staffListQuerySchema, { from: '2030-01-01', till: '2031-01-02' })).toEqual({
      till: 'validation.invalid',
    });
    expect(problems(auditQuerySchema, { consultationId: 'bk_1', from: '2030-03-01', limit: 10 })).toEqual({});
    expect(problems(auditQuerySchema, { limit: 201 })).toEqual({ limit: 'validation.invalid' });
  });

  it('want a reason for a cancel, one of two outcomes and an advisor to reassign to', () => {
    expect(problems(staffCancelSchema, { reason: 'Krank\nbitte neu buchen' })).toEqual({});
    expect(problems(staffCancelSchema, { reason: '  ' })).toEqual({ reason: 'validation.required' });
    expect(problems(staffCancelSchema, { reason: 'x'.repeat(STAFF_LIMITS.reason + 1) })).toEqual({
      reason: 'validation.tooLong',
    });
    expect(problems(staffOutcomeSchema, { outcome: 'no_show' })).toEqual({});
    expect(problems(staffOutcomeSchema, { outcome: 'cancelled' })).toEqual({ outcome: 'validation.invalid' });
    expect(problems(staffReassignSchema, { advisorId: 'adv-luca-bernasconi' })).toEqual({});
    expect(problems(staffReassignSchema, { advisorId: '' })).toEqual({ advisorId: 'validation.required' });
  });

  it('accept a request for today or later at an HH:mm time', () => {
    const accept = createStaffAcceptSchema(clock);
    expect(problems(accept, { advisorId: 'adv-anna-meier', date: '2030-03-25', time: '18:00' })).toEqual({});
    expect(problems(accept, { advisorId: 'adv-anna-meier', date: '2030-03-24', time: '18h' })).toEqual({
      date: 'validation.datePast',
      time: 'validation.time',
    });
  });

  it('take an absence of whole days with a reason', () => {
    expect(
      problems(absenceRequestSchema, { from: '2030-04-01', till: '2030-04-05', reason: 'Ferien' }),
    ).toEqual({});
    expect(problems(absenceRequestSchema, { from: '2030-04-05', till: '2030-04-01', reason: '' })).toEqual({
      till: 'validation.invalid',
      reason: 'validation.required',
    });
    expect(problems(absenceRequestSchema, { till: '1.4.2030', reason: 'Ferien' })).toEqual({
      from: 'validation.required',
      till: 'validation.date',
    });
  });
});
