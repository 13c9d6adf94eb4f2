import { zurichOffsetLabel } from '@checkout/shared/calendar';
import { isoWeekday, zurichInstant, addDays } from '../src/domain/zurich-time';
import { isCustomDateAllowed, isCustomHourAllowed } from '../src/domain/custom-date';

describe('Zurich time helper', () => {
  it.each([
    ['2030-03-29', '09:00', '2030-03-29T08:00:00.000Z'], // winter time, UTC+1
    ['2030-04-01', '09:00', '2030-04-01T07:00:00.000Z'], // summer time, UTC+2 (change on Sunday 31 March)
    ['2030-10-26', '09:00', '2030-10-26T07:00:00.000Z'], // last Saturday of summer time
    ['2030-10-28', '09:00', '2030-10-28T08:00:00.000Z'], // back to winter time (change on Sunday 27 October)
    ['2030-03-31', '03:30', '2030-03-31T01:30:00.000Z'], // first hour after the spring change
    ['2030-03-31', '01:30', '2030-03-31T00:30:00.000Z'], // last hour before it
  ])('%s %s in Zurich is %s', (date, time, iso) => {
    expect(zurichInstant(date, time).toISOString()).toBe(iso);
  });

  it('reports the offset on both sides of the change', () => {
    expect(zurichOffsetLabel(new Date('2030-03-31T00:59:00Z'))).toBe('+01:00');
    expect(zurichOffsetLabel(new Date('2030-03-31T01:00:00Z'))).toBe('+02:00');
  });

  it('counts weekdays and days on the calendar', () => {
    expect(isoWeekday('2030-03-25')).toBe(1);
    expect(isoWeekday('2030-03-31')).toBe(7);
    expect(addDays('2030-03-30', 2)).toBe('2030-04-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  });
});

describe('custom-date rules (spec section 5)', () => {
  it.each([
    // today Monday 25 March: today and tomorrow disabled
    ['2030-03-25', '2030-03-25', false],
    ['2030-03-25', '2030-03-26', false],
    ['2030-03-25', '2030-03-27', true],
    ['2030-03-25', '2030-03-31', false], // Sunday
    // today Friday 29 March: today, tomorrow and the Monday disabled
    ['2030-03-29', '2030-03-30', false],
    ['2030-03-29', '2030-04-01', false],
    ['2030-03-29', '2030-04-02', true],
    // today Saturday 30 March: today and the day after tomorrow (Monday) disabled
    ['2030-03-30', '2030-04-01', false],
    ['2030-03-30', '2030-04-02', true],
  ])('today %s: %s allowed = %s', (today, date, allowed) => {
    expect(isCustomDateAllowed(date, today)).toBe(allowed);
  });

  it.each([
    ['2030-03-27', '08:00', true],
    ['2030-03-27', '17:00', false],
    ['2030-03-27', '17:15', true],
    ['2030-03-27', '19:00', true],
    ['2030-03-27', '19:15', false],
    ['2030-03-27', '12:00', false],
    ['2030-03-30', '14:00', false],
    ['2030-03-30', '14:15', true],
    ['2030-03-30', '16:00', true],
    ['2030-03-30', '16:30', false],
    ['2030-03-30', '17:15', false],
  ])('%s %s allowed = %s', (date, time, allowed) => {
    expect(isCustomHourAllowed(date, time)).toBe(allowed);
  });
});
