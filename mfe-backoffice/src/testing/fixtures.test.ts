import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '@checkout/shared/contract';
import * as fixtures from './fixtures';
import * as privacy from './privacy-fixtures';
import * as search from './search-fixtures';
import * as workingHours from './working-hours-fixtures';

/** Every `reference` in a fixture, however deep (rows, details, collisions, stored bookings). */
function referencesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => referencesIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'reference' && typeof inner === 'string') found.push(inner);
      else referencesIn(inner, found);
    }
  }
  return found;
}

describe("the fixtures' booking references", () => {
  it('are shaped as the API sends them: 8 characters of the alphabet, no dash, none twice', () => {
    const references = [
      ...new Set(referencesIn([fixtures, search, workingHours, privacy.PRIVACY_EXPORT.bookings])),
    ];
    expect(references.length).toBeGreaterThan(15);
    const shape = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);
    expect(references.filter((reference) => !shape.test(reference))).toEqual([]);
    const rows = referencesIn([fixtures.CALENDAR_ROWS, fixtures.ABSENCE_RESPONSE, search.THREE_WEEKS_AHEAD]);
    expect(new Set(rows).size).toBe(rows.length);
  });
});
