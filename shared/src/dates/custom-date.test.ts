import {
  addDays,
  customHours,
  customMinutes,
  firstCustomDate,
  formatDate,
  isCustomDateDisabled,
  isCustomTimeAllowed,
  isWithinOpeningHours,
  OPENING_HOURS,
  parseDate,
  parseIsoDate,
  snapCustomHour,
  type CalendarDate,
} from './index';

const d = (s: string): CalendarDate => parseDate(s);

// The week of Monday 2 March 2026.
const week = {
  Monday: d('02.03.2026'),
  Tuesday: d('03.03.2026'),
  Wednesday: d('04.03.2026'),
  Thursday: d('05.03.2026'),
  Friday: d('06.03.2026'),
  Saturday: d('07.03.2026'),
  Sunday: d('08.03.2026'),
};
type DayName = keyof typeof week;
const MONDAY_TO_FRIDAY: DayName[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The days of the next `count` from today that can be chosen, as dd.mm. */
function choosable(today: CalendarDate, count = 8): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i))
    .filter((day) => !isCustomDateDisabled(day, today))
    .map((day) => formatDate(day).slice(0, 5));
}

describe('custom date: disabled days for every weekday', () => {
  it.each<[DayName, string[]]>([
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
  ])('on a %s', (today, expected) => {
    expect(choosable(week[today])).toEqual(expected);
  });

  it('never allows a past day', () => {
    expect(isCustomDateDisabled(d('01.03.2026'), d('04.03.2026'))).toBe(true);
  });

  it('names the first choosable day', () => {
    expect(formatDate(firstCustomDate(week.Friday))).toBe('10.03.2026');
    expect(formatDate(firstCustomDate(week.Monday))).toBe('04.03.2026');
  });
});

describe('custom date: the lead time around a weekend', () => {
  it.each([
    // Summer time starts on Sunday 29 March 2026; winter time on Sunday 25 October 2026.
    ['Friday before spring DST', '27.03.2026', ['31.03', '01.04', '02.04', '03.04']],
    ['Saturday before spring DST', '28.03.2026', ['31.03', '01.04', '02.04', '03.04', '04.04']],
    ['Thursday before spring DST', '26.03.2026', ['28.03', '30.03', '31.03', '01.04', '02.04']],
    ['Friday before autumn DST', '23.10.2026', ['27.10', '28.10', '29.10', '30.10']],
    ['Saturday before autumn DST', '24.10.2026', ['27.10', '28.10', '29.10', '30.10', '31.10']],
    // Over a year end: Friday 31 December 2027.
    ['Friday at a year end', '31.12.2027', ['04.01', '05.01', '06.01', '07.01']],
  ])('%s (%s)', (_name, today, expected) => {
    expect(choosable(d(today))).toEqual(expected);
    expect(formatDate(firstCustomDate(d(today))).slice(0, 5)).toBe(expected[0]);
  });

  it('tells the API the same on yyyy-mm-dd dates', () => {
    const allowed = (date: string, today: string) =>
      !isCustomDateDisabled(parseIsoDate(date), parseIsoDate(today));
    // Monday 25 March 2030: today and tomorrow disabled, Sunday too.
    expect(allowed('2030-03-25', '2030-03-25')).toBe(false);
    expect(allowed('2030-03-26', '2030-03-25')).toBe(false);
    expect(allowed('2030-03-27', '2030-03-25')).toBe(true);
    expect(allowed('2030-03-31', '2030-03-25')).toBe(false);
    // Friday 29 March 2030: Saturday and Monday disabled.
    expect(allowed('2030-03-30', '2030-03-29')).toBe(false);
    expect(allowed('2030-04-01', '2030-03-29')).toBe(false);
    expect(allowed('2030-04-02', '2030-03-29')).toBe(true);
    // Saturday 30 March 2030: the Monday disabled.
    expect(allowed('2030-04-01', '2030-03-30')).toBe(false);
    expect(allowed('2030-04-02', '2030-03-30')).toBe(true);
  });
});

describe('custom hours and minutes', () => {
  const offer = (day: CalendarDate) =>
    Object.fromEntries(customHours(day).map((hour) => [hour, customMinutes(day, hour)]));

  it.each(MONDAY_TO_FRIDAY)('%s offers 08, 17, 18, 19', (name) => {
    expect(offer(week[name])).toEqual({
      '08': ['00', '15', '30', '45'],
      '17': ['15', '30', '45'],
      '18': ['00', '15', '30', '45'],
      '19': ['00'],
    });
    expect(customHours(week[name])).toEqual(['08', '17', '18', '19']);
  });

  it('Saturday offers 08, 14, 15, 16', () => {
    expect(offer(week.Saturday)).toEqual({
      '08': ['00', '15', '30', '45'],
      '14': ['15', '30', '45'],
      '15': ['00', '15', '30', '45'],
      '16': ['00'],
    });
    expect(customHours(week.Saturday)).toEqual(['08', '14', '15', '16']);
  });

  it('Sunday offers none', () => {
    expect(customHours(week.Sunday)).toEqual([]);
  });

  it('gives all four minutes for an hour the day does not offer', () => {
    expect(customMinutes(week.Monday, '12')).toEqual(['00', '15', '30', '45']);
    expect(customMinutes(week.Saturday, '17')).toEqual(['00', '15', '30', '45']);
    expect(customMinutes(week.Sunday, '08')).toEqual(['00', '15', '30', '45']);
  });

  it('offers the same hours on the days of a DST change', () => {
    expect(offer(d('28.03.2026'))).toEqual(offer(week.Saturday));
    expect(offer(d('30.03.2026'))).toEqual(offer(week.Monday));
    expect(customHours(d('29.03.2026'))).toEqual([]);
    expect(customHours(d('25.10.2026'))).toEqual([]);
  });

  it('snaps an invalid minute to the first allowed one and keeps a valid one', () => {
    expect(snapCustomHour(week.Monday, { hour: '17', minute: '00' })).toEqual({ hour: '17', minute: '15' });
    expect(snapCustomHour(week.Monday, { hour: '19', minute: '45' })).toEqual({ hour: '19', minute: '00' });
    expect(snapCustomHour(week.Monday, { hour: '18', minute: '45' })).toEqual({ hour: '18', minute: '45' });
    expect(snapCustomHour(week.Saturday, { hour: '14', minute: '00' })).toEqual({ hour: '14', minute: '15' });
  });
});

describe('isCustomTimeAllowed (the booking API check)', () => {
  it.each([
    ['2030-03-27', '08:00', true],
    ['2030-03-27', '08:45', true],
    ['2030-03-27', '09:00', false],
    ['2030-03-27', '17:00', false],
    ['2030-03-27', '17:15', true],
    ['2030-03-27', '19:00', true],
    ['2030-03-27', '19:15', false],
    ['2030-03-27', '12:00', false],
    ['2030-03-27', '18:10', false],
    ['2030-03-27', '8:00', false],
    ['2030-03-30', '14:00', false],
    ['2030-03-30', '14:15', true],
    ['2030-03-30', '16:00', true],
    ['2030-03-30', '16:30', false],
    ['2030-03-30', '17:15', false],
    ['2030-03-31', '08:00', false],
  ])('%s %s allowed = %s', (date, time, allowed) => {
    expect(isCustomTimeAllowed(parseIsoDate(date), time)).toBe(allowed);
  });

  it.each(Object.keys(week) as DayName[])(
    'agrees with the hours and minutes step 1 offers on a %s',
    (name) => {
      const day = week[name];
      for (let m = 0; m < 24 * 60; m += 5) {
        const hour = String(Math.floor(m / 60)).padStart(2, '0');
        const minute = String(m % 60).padStart(2, '0');
        const offered = customHours(day).includes(hour) && customMinutes(day, hour).includes(minute);
        expect([`${hour}:${minute}`, isCustomTimeAllowed(day, `${hour}:${minute}`)]).toEqual([
          `${hour}:${minute}`,
          offered,
        ]);
      }
    },
  );
});

describe('opening hours', () => {
  const at = (day: CalendarDate, time: string) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return isWithinOpeningHours({ date: day, hour, minute });
  };

  it.each(MONDAY_TO_FRIDAY)('%s: 09:00 to 17:00', (name) => {
    expect(['08:59', '09:00', '12:30', '16:59', '17:00'].map((t) => at(week[name], t))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('Saturday: 09:00 to 14:00; Sunday closed', () => {
    expect(['08:59', '09:00', '13:59', '14:00'].map((t) => at(week.Saturday, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(['09:00', '11:00', '16:00'].map((t) => at(week.Sunday, t))).toEqual([false, false, false]);
    expect(OPENING_HOURS[7]).toBeNull();
  });

  it.each(Object.keys(week) as DayName[])('no custom time of a %s falls inside them', (name) => {
    const day = week[name];
    const inside = customHours(day).flatMap((hour) =>
      customMinutes(day, hour).filter((minute) => at(day, `${hour}:${minute}`)),
    );
    expect(inside).toEqual([]);
  });
});
