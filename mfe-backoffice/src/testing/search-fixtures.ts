// The list's search (issue 46) in tests and stories: a consultation three weeks after the fixtures' week, which the
// list the page starts with does not show and a search finds.
import type { ConsultationRow } from '@checkout/shared/contract';
import { BOOKED, WEEK_ROWS } from './fixtures';

export const THREE_WEEKS_AHEAD: ConsultationRow = {
  ...BOOKED,
  id: 'c-later',
  reference: '4WJPHGFN',
  date: '2026-03-23',
  traveller: { ...BOOKED.traveller, firstname: 'Hanna', lastname: 'Wünsch', email: 'hanna.w@example.ch' },
};

/** The week's consultations and the later one. */
export const ROWS_WITH_LATER: ConsultationRow[] = [...WEEK_ROWS, THREE_WEEKS_AHEAD];
