import { parseIsoDate } from '@checkout/shared/dates';
import { parseCatalogueFile } from '../catalogue-import/catalogue-file';
import { slotStartsOf } from './seed-database';
import { CONTINENTS, DESTINATIONS, FACTORS, REGIONS } from './demo';
import { NATIONAL, nationalBookings, nationalCatalogue } from './national';

describe('the national data set', () => {
  const { agencies, advisors } = nationalCatalogue();

  it('has the size of a national network, unique ids, and is a valid catalogue file', () => {
    expect(agencies).toHaveLength(NATIONAL.agencies);
    expect(advisors).toHaveLength(NATIONAL.advisors);
    expect(new Set(agencies.map((a) => a.id)).size).toBe(NATIONAL.agencies);
    expect(new Set(advisors.map((a) => a.id)).size).toBe(NATIONAL.advisors);
    expect(new Set(advisors.map((a) => a.pageId)).size).toBe(NATIONAL.advisors);
    // Every branch office has advisors; the import's own checks accept the whole set.
    expect(new Set(advisors.map((a) => a.agencyId)).size).toBe(NATIONAL.agencies);
    const file = { regions: REGIONS, continents: CONTINENTS, destinations: DESTINATIONS, factors: FACTORS };
    expect(() =>
      parseCatalogueFile(JSON.parse(JSON.stringify({ ...file, agencies, advisors }))),
    ).not.toThrow();
  });

  it('is the same on every run: catalogue and bookings', () => {
    expect(nationalCatalogue()).toEqual({ agencies, advisors });
    const today = parseIsoDate('2030-03-25');
    const once = nationalBookings(advisors, today, slotStartsOf, 5000);
    const again = nationalBookings(advisors, today, slotStartsOf, 5000);
    expect(once.map((b) => `${b.advisor.id}|${b.date}|${b.time}`)).toEqual(
      again.map((b) => `${b.advisor.id}|${b.date}|${b.time}`),
    );
  });

  it(`places ${NATIONAL.bookings} bookings on working hours, at most one per advisor hour`, () => {
    const bookings = nationalBookings(advisors, parseIsoDate('2030-03-25'), slotStartsOf);
    expect(bookings).toHaveLength(NATIONAL.bookings);
    const keys = new Set(bookings.map((b) => `${b.advisor.id}|${b.date}|${b.time}`));
    expect(keys.size).toBe(NATIONAL.bookings);
    const sample = bookings[12_345]!;
    const weekday = ((new Date(`${sample.date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    expect(slotStartsOf(sample.advisor, weekday)).toContain(sample.time);
  });
});
