import { CONSULTATION_STATUSES, CULTURES } from '../contract';
import { STAFF_TEXTS, staffLabelKey } from './staff-texts';

describe("staff's labels of the contract's values", () => {
  it('names every status, kind, advice mode and language in both languages, in words', () => {
    const keys = [
      ...CONSULTATION_STATUSES.map((status) => staffLabelKey('status', status)),
      staffLabelKey('kind', 'slot'),
      staffLabelKey('kind', 'custom'),
      ...(['personal', 'video', 'phone'] as const).map((mode) => staffLabelKey('mode', mode)),
      ...CULTURES.map((culture) => staffLabelKey('language', culture)),
    ];
    for (const culture of CULTURES) {
      expect(Object.keys(STAFF_TEXTS[culture]).sort()).toEqual([...keys].sort());
      for (const key of keys)
        expect([key, STAFF_TEXTS[culture][key]]).toEqual([key, expect.stringMatching(/^\p{Lu}/u)]);
    }
    expect(STAFF_TEXTS['de-CH']['staff.status.no_show']).toBe('Nicht erschienen');
    expect(STAFF_TEXTS['fr-CH']['staff.language.de-CH']).toBe('Allemand');
  });
});
