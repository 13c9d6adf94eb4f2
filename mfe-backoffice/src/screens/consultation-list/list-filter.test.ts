import { fixedClock } from '@checkout/shared/dates';
import { thisWeek } from '../../app/weeks';
import { defaultFilter, filterProblem, searches, toQuery } from './list-filter';

describe("the list's filter", () => {
  it.each([
    ['2026-03-02T08:00:00+01:00', 'Monday'],
    ['2026-03-04T10:00:00+01:00', 'Wednesday'],
    ['2026-03-08T23:30:00+01:00', 'Sunday late evening'],
    ['2026-03-01T23:30:00Z', 'Sunday in UTC, already Monday in Zurich'],
  ])('starts with the Zurich week, Monday to Sunday, on %s (%s)', (instant) => {
    expect(thisWeek(fixedClock(instant))).toEqual({ from: '2026-03-02', till: '2026-03-08' });
  });

  it('crosses a month and the change to summer time without a shift', () => {
    expect(thisWeek(fixedClock('2026-03-31T12:00:00+02:00'))).toEqual({
      from: '2026-03-30',
      till: '2026-04-05',
    });
    expect(thisWeek(fixedClock('2026-03-29T12:00:00+02:00'))).toEqual({
      from: '2026-03-23',
      till: '2026-03-29',
    });
  });

  it('asks for what the member may choose: a branch for the back office, an advisor but for an advisor', () => {
    const filter = {
      ...defaultFilter(fixedClock('2026-03-04T10:00:00+01:00')),
      agencyId: 'agency-bern',
      advisorId: 'adv-marc',
      status: 'booked' as const,
      q: '  Weber ',
    };
    // A search text looks at every date: the week is not sent with it.
    const base = { status: 'booked', q: 'Weber' };
    expect(toQuery(filter, { role: 'back_office' })).toEqual({
      ...base,
      agencyId: 'agency-bern',
      advisorId: 'adv-marc',
    });
    expect(toQuery(filter, { role: 'branch_lead' })).toEqual({ ...base, advisorId: 'adv-marc' });
    expect(toQuery(filter, { role: 'advisor' })).toEqual(base);
    expect(toQuery({ ...filter, status: '', q: ' ' }, { role: 'advisor' })).toEqual({
      from: '2026-03-02',
      till: '2026-03-08',
    });
  });

  it('refuses a missing date and an end before the start', () => {
    const filter = defaultFilter(fixedClock('2026-03-04T10:00:00+01:00'));
    expect(filterProblem(filter)).toBeNull();
    expect(filterProblem({ ...filter, from: '' })).toBe('dates');
    expect(filterProblem({ ...filter, till: '2026-02-30' })).toBe('dates');
    expect(filterProblem({ ...filter, from: '2026-03-09' })).toBe('order');
  });

  it('asks for no dates while a search text is set, and sends none', () => {
    const filter = { ...defaultFilter(fixedClock('2026-03-04T10:00:00+01:00')), from: '', till: '' };
    expect(searches({ q: ' 4WJP-HGFN ' })).toBe(true);
    expect(searches({ q: '  ' })).toBe(false);
    expect(filterProblem({ ...filter, q: 'Wünsch' })).toBeNull();
    expect(filterProblem({ ...filter, q: ' ' })).toBe('dates');
    expect(toQuery({ ...filter, from: '2026-03-09', q: '079 123 45 67' }, { role: 'branch_lead' })).toEqual({
      q: '079 123 45 67',
    });
  });
});
