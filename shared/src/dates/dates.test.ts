import {
  addDays,
  customHours,
  customMinutes,
  firstCustomDate,
  fixedClock,
  formatDate,
  fromIsoDate,
  isCustomDateDisabled,
  parseDate,
  snapCustomHour,
  toIsoDate,
  weekday,
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

describe('zurichToday', () => {
  it('reads the date in Europe/Zurich, not UTC', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Zurich.
    expect(formatDate(zurichToday(fixedClock('2026-03-04T23:30:00Z')))).toBe('05.03.2026');
    // Summer time: 22:30 UTC on 1 July is 00:30 on 2 July.
    expect(formatDate(zurichToday(fixedClock('2026-07-01T22:30:00Z')))).toBe('02.07.2026');
  });
});

// The week of Monday 2 March 2026.
const week: Record<string, string> = {
  Monday: '02.03.2026',
  Tuesday: '03.03.2026',
  Wednesday: '04.03.2026',
  Thursday: '05.03.2026',
  Friday: '06.03.2026',
  Saturday: '07.03.2026',
  Sunday: '08.03.2026',
};

/** The days of the next 8 that can be chosen, as dd.mm. */
function choosable(todayName: string): string[] {
  const today = d(week[todayName]!);
  return Array.from({ length: 8 }, (_, i) => addDays(today, i))
    .filter((day) => !isCustomDateDisabled(day, today))
    .map((day) => formatDate(day).slice(0, 5));
}

describe('custom date: disabled days for every weekday', () => {
  it.each([
    // today and tomorrow disabled; Sundays always disabled
    ['Monday', ['04.03', '05.03', '06.03', '07.03', '09.03']],
    ['Tuesday', ['05.03', '06.03', '07.03', '09.03', '10.03']],
    ['Wednesday', ['06.03', '07.03', '09.03', '10.03', '11.03']],
    ['Thursday', ['07.03', '09.03', '10.03', '11.03', '12.03']],
    // Friday: today, tomorrow (Saturday) and the Monday disabled
    ['Friday', ['10.03', '11.03', '12.03', '13.03']],
    // Saturday: today and the day after tomorrow (Monday) disabled
    ['Saturday', ['10.03', '11.03', '12.03', '13.03', '14.03']],
    // Sunday: today and tomorrow disabled
    ['Sunday', ['10.03', '11.03', '12.03', '13.03', '14.03']],
  ])('on a %s', (todayName, expected) => {
    expect(choosable(todayName)).toEqual(expected);
  });

  it('never allows a past day', () => {
    expect(isCustomDateDisabled(d('01.03.2026'), d('04.03.2026'))).toBe(true);
  });

  it('names the first choosable day', () => {
    expect(formatDate(firstCustomDate(d(week.Friday!)))).toBe('10.03.2026');
    expect(formatDate(firstCustomDate(d(week.Monday!)))).toBe('04.03.2026');
  });
});

describe('custom hours and minutes', () => {
  it.each(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])('%s offers 08, 17, 18, 19', (name) => {
    const day = d(week[name]!);
    expect(customHours(day)).toEqual(['08', '17', '18', '19']);
    expect(customMinutes(day, '08')).toEqual(['00', '15', '30', '45']);
    expect(customMinutes(day, '17')).toEqual(['15', '30', '45']);
    expect(customMinutes(day, '18')).toEqual(['00', '15', '30', '45']);
    expect(customMinutes(day, '19')).toEqual(['00']);
  });

  it('Saturday offers 08, 14, 15, 16', () => {
    const day = d(week.Saturday!);
    expect(weekday(day)).toBe(6);
    expect(customHours(day)).toEqual(['08', '14', '15', '16']);
    expect(customMinutes(day, '08')).toEqual(['00', '15', '30', '45']);
    expect(customMinutes(day, '14')).toEqual(['15', '30', '45']);
    expect(customMinutes(day, '15')).toEqual(['00', '15', '30', '45']);
    expect(customMinutes(day, '16')).toEqual(['00']);
  });

  it('Sunday offers none', () => {
    expect(customHours(d(week.Sunday!))).toEqual([]);
  });

  it('snaps an invalid minute to the first allowed one and keeps a valid one', () => {
    expect(snapCustomHour(d(week.Monday!), { hour: '17', minute: '00' })).toEqual({
      hour: '17',
      minute: '15',
    });
    expect(snapCustomHour(d(week.Monday!), { hour: '19', minute: '45' })).toEqual({
      hour: '19',
      minute: '00',
    });
    expect(snapCustomHour(d(week.Monday!), { hour: '18', minute: '45' })).toEqual({
      hour: '18',
      minute: '45',
    });
    expect(snapCustomHour(d(week.Saturday!), { hour: '14', minute: '00' })).toEqual({
      hour: '14',
      minute: '15',
    });
  });
});
