import {
  addDays,
  fixedClock,
  formatDate,
  formatIsoDate,
  fromIsoDate,
  isHoldExpiredAt,
  isIsoDate,
  isoWeekday,
  minutesToTime,
  parseDate,
  parseIsoDate,
  timeToMinutes,
  toIsoDate,
  zurichTime,
  zurichToday,
  type CalendarDate,
} from './index';

const d = (s: string): CalendarDate => parseDate(s);

describe('dd.mm.yyyy', () => {
  it('parses, formats and converts to yyyy-mm-dd', () => {
    expect(parseDate('05.03.2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(formatDate({ year: 2026, month: 3, day: 5 })).toBe('05.03.2026');
    expect(toIsoDate('5.3.2026')).toBe('2026-03-05');
    expect(fromIsoDate('2026-12-31')).toBe('31.12.2026');
  });

  it.each([
    ['2026-03-05', 'Invalid date format'],
    ['05.03', 'Invalid date format'],
    ['', 'Invalid date format'],
    ['aa.03.2026', 'Invalid date components'],
    ['05.3x.2026', 'Invalid date components'],
    ['31.02.2026', 'Invalid date'],
    ['00.01.2026', 'Invalid date'],
    ['29.02.2025', 'Invalid date'],
  ])('rejects %p with %p', (value, message) => {
    expect(() => parseDate(value)).toThrow(message);
  });

  it('accepts a leap day and crosses month and year ends', () => {
    expect(formatDate(addDays(d('28.02.2028'), 1))).toBe('29.02.2028');
    expect(formatDate(addDays(d('31.12.2026'), 1))).toBe('01.01.2027');
    // Across the DST change in Zurich (29.03.2026) a day is still a day.
    expect(formatDate(addDays(d('28.03.2026'), 2))).toBe('30.03.2026');
  });
});

describe('yyyy-mm-dd', () => {
  it('parses the wire form and writes it back', () => {
    expect(parseIsoDate('2030-03-25')).toEqual({ year: 2030, month: 3, day: 25 });
    expect(formatIsoDate(addDays(parseIsoDate('2030-03-30'), 2))).toBe('2030-04-01');
    expect(formatIsoDate(addDays(parseIsoDate('2030-12-31'), 1))).toBe('2031-01-01');
  });

  it.each([
    ['25.03.2030', 'Invalid date format'],
    ['2030-3-25', 'Invalid date format'],
    ['2030-03-25T10:00', 'Invalid date format'],
    ['2030-02-30', 'Invalid date'],
    ['2030-13-01', 'Invalid date'],
  ])('rejects %p with %p', (value, message) => {
    expect(() => parseIsoDate(value)).toThrow(message);
    expect(isIsoDate(value)).toBe(false);
  });

  it('accepts a leap day only in a leap year', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2030-02-29')).toBe(false);
  });
});

describe('isoWeekday', () => {
  it('numbers the days Monday 1 to Sunday 7', () => {
    const monday = d('02.03.2026');
    expect(Array.from({ length: 7 }, (_, i) => isoWeekday(addDays(monday, i)))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('counts the days of the DST weekends and year ends like any other', () => {
    expect(isoWeekday(parseIsoDate('2030-03-25'))).toBe(1);
    expect(isoWeekday(parseIsoDate('2030-03-31'))).toBe(7); // summer time starts
    expect(isoWeekday(parseIsoDate('2026-10-25'))).toBe(7); // winter time starts
    expect(isoWeekday(parseIsoDate('2027-12-31'))).toBe(5);
    expect(isoWeekday(parseIsoDate('2028-01-01'))).toBe(6);
  });
});

describe('times of day', () => {
  it('turns HH:mm into minutes and back', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('08:15')).toBe(495);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(minutesToTime(495)).toBe('08:15');
    expect(minutesToTime(1440)).toBe('24:00');
  });

  it.each(['8:15', '24:00', '12:60', '12:00:00', ''])('%p is not a time', (text) => {
    expect(timeToMinutes(text)).toBeNaN();
  });
});

describe('the Zurich clock', () => {
  it('reads the date in Europe/Zurich, not UTC', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Zurich.
    expect(formatDate(zurichToday(fixedClock('2026-03-04T23:30:00Z')))).toBe('05.03.2026');
    // Summer time: 22:30 UTC on 1 July is 00:30 on 2 July.
    expect(formatDate(zurichToday(fixedClock('2026-07-01T22:30:00Z')))).toBe('02.07.2026');
  });

  it.each([
    // Spring forward on Sunday 29 March 2026 at 01:00 UTC: 02:00 to 03:00 is skipped.
    ['2026-03-29T00:59:00Z', '29.03.2026', 1, 59],
    ['2026-03-29T01:00:00Z', '29.03.2026', 3, 0],
    ['2026-03-28T22:30:00Z', '28.03.2026', 23, 30],
    ['2026-03-29T22:30:00Z', '30.03.2026', 0, 30],
    // Fall back on Sunday 25 October 2026 at 01:00 UTC: 02:00 to 03:00 comes twice.
    ['2026-10-25T00:30:00Z', '25.10.2026', 2, 30],
    ['2026-10-25T01:30:00Z', '25.10.2026', 2, 30],
    ['2026-10-25T22:59:00Z', '25.10.2026', 23, 59],
    ['2026-10-25T23:00:00Z', '26.10.2026', 0, 0],
  ])('%s is %s %s:%s in Zurich', (instant, date, hour, minute) => {
    const time = zurichTime(new Date(instant));
    expect([formatDate(time.date), time.hour, time.minute]).toEqual([date, hour, minute]);
    expect(formatDate(zurichToday(fixedClock(instant)))).toBe(date);
  });

  it('answers every second of a minute alike (the last minute is kept) and hands out copies', () => {
    const first = zurichTime(new Date('2026-10-25T00:59:00.000Z'));
    first.date.day = 1;
    first.hour = 0;
    expect(zurichTime(new Date('2026-10-25T00:59:59.999Z'))).toEqual({
      date: { year: 2026, month: 10, day: 25 },
      hour: 2,
      minute: 59,
    });
    // The next minute is the second 02:00 of the fall back.
    expect(zurichTime(new Date('2026-10-25T01:00:00.000Z')).hour).toBe(2);
    expect(zurichTime(new Date('2026-10-25T01:00:00.000Z')).minute).toBe(0);
  });

  it('stops a fixed clock at its instant and hands out copies', () => {
    const clock = fixedClock('2026-03-04T10:00:00+01:00');
    clock.now().setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-03-04T09:00:00.000Z');
  });
});

describe('the hold on a picked hour', () => {
  it('runs out at its end, not a millisecond before; no hold (0) never runs out', () => {
    expect(isHoldExpiredAt(2000, 1999)).toBe(false);
    expect(isHoldExpiredAt(2000, 2000)).toBe(true);
    expect(isHoldExpiredAt(2000, 9999)).toBe(true);
    expect(isHoldExpiredAt(0, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
