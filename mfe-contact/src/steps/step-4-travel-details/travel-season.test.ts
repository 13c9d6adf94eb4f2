import { MONTHS, monthOf, toggleSeasonMonth, type LongMonthName, type Month } from './travel-season';

const GERMAN = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const FRENCH = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const de: LongMonthName = (m: Month) => GERMAN[m - 1] as string;
const fr: LongMonthName = (m: Month) => FRENCH[m - 1] as string;
const both = [de, fr];

describe('travel season', () => {
  it('knows twelve months', () => {
    expect(MONTHS).toHaveLength(12);
  });

  it.each([
    ['März', 3],
    ['mars', 3],
    ['Dezember', 12],
    ['août', 8],
    ['Mai', 5],
    ['mai', 5],
    ['Sommer', undefined],
  ])('%j is month %p', (name, month) => {
    expect(monthOf(name, both)).toBe(month);
  });

  it.each<[string[], Month, string[]]>([
    [[], 3, ['März']],
    [['Juli'], 3, ['März', 'Juli']],
    [['März', 'Juli'], 3, ['Juli']],
    [['Dezember', 'Januar'], 6, ['Januar', 'Juni', 'Dezember']],
    // a month stored in French is recognised and removed
    [['mars', 'Juli'], 3, ['Juli']],
    [['mars'], 7, ['mars', 'Juli']],
    // a name that is no month stays
    [['Sommer'], 1, ['Januar', 'Sommer']],
  ])('toggling %j with month %p in German gives %j', (season, month, expected) => {
    expect(toggleSeasonMonth(season, month, de, both)).toEqual(expected);
  });

  it('stores the long name of the current language', () => {
    expect(toggleSeasonMonth([], 2, fr, both)).toEqual(['février']);
  });
});
