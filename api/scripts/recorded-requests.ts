// What Storybook's stories and the remotes' tests ask the booking API, recorded by record.ts in both
// cultures. A story that asks for more fails the story check with the request it missed: add it here.
import type { AgendaFilters, Culture, DayRequest } from '@checkout/shared/contract';
import { sampleReserveRequest } from '../test/support/sample-reserve-request';
import type { RecordedRequests } from './recorder';

const CULTURES: Culture[] = ['de-CH', 'fr-CH'];
const each = <T>(make: (culture: Culture) => T[]): T[] => CULTURES.flatMap(make);

/** The clock's today (RECORDED_NOW) and the days after it, as yyyy-mm-dd. */
const days = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 2, 4 + i)).toISOString().slice(0, 10));

const PRESET_AGENCY = 'zurich-bahnhofstrasse';
const ANNA = 'adv-anna-meier';
const ANNA_PAGE = 'page-1001';
const TRAVEL_ID = 'te-iceland-ring-road';

/** Travel-type profiles the stories save: step 1 (selection-story-state) and the advisor detail. */
const PROFILES = [
  [0.8, 0.9, 0.4, 0.4, 0.7, 0.3, 0.6, 0.7],
  [0.6, 0.7, 0.5, 0.3, 0.8, 0.4, 0.5, 0.9],
];
/** Step 7's stories save a profile of seven factors: the consultant loads with it, no match is asked. */
const SHORT_PROFILE = [0.6, 0.4, 0.8, 0.2, 0.5, 0.7, 0.3];

/** The session id every story's store gets (createStoryStore, like the shell's hydrate). */
const SESSION = 'story-session-1';

const NO_FILTERS: AgendaFilters = { filterAgencyLocations: [], filterDestinations: [] };

/** Step 2 and 3's question without a date: no filters (the default) and the preset branch office. */
const AVAILABILITY: Omit<DayRequest, 'culture' | 'weekDateSelected'>[] = [
  { advisorId: '', checkoutSessionId: SESSION, travelExperienceId: '', filters: NO_FILTERS },
  {
    advisorId: '',
    checkoutSessionId: SESSION,
    travelExperienceId: '',
    filters: { ...NO_FILTERS, filterAgencyLocations: [PRESET_AGENCY] },
  },
];

/** An hour the seed leaves free: the stories' held and booked appointment. */
const FREE_HOUR = { advisorId: ANNA, date: '2026-03-05', time: '11:00' };

export const RECORDED_REQUESTS: RecordedRequests = {
  health: [{}],
  isCheckoutOffline: [{}],
  translations: each((culture) => [{ culture }]),
  matchingFactors: each((culture) => [{ culture }]),
  destinations: each((culture) => [{ culture }]),
  filterAgencies: each((culture) =>
    [[], [PRESET_AGENCY]].map((values) => ({ culture, filterSelected: [{ key: 'agencies', values }] })),
  ),
  filterDestinations: each((culture) =>
    [[], ['iceland']].map((values) => ({ culture, filterSelected: [{ key: 'destinations', values }] })),
  ),
  travelExperienceAndBookmarks: each((culture) => [{ culture, travelExperienceId: TRAVEL_ID }]),
  travelExperienceMatch: each((culture) =>
    PROFILES.map((perfectMatchData) => ({ culture, id: TRAVEL_ID, perfectMatchData })),
  ),
  consultantGet: each((culture) => [
    { culture, id: ANNA },
    ...[...PROFILES, SHORT_PROFILE].map((perfectMatchData) => ({ culture, id: ANNA, perfectMatchData })),
  ]),
  consultantMatch: each((culture) =>
    PROFILES.map((perfectMatchData) => ({ culture, id: ANNA_PAGE, perfectMatchData })),
  ),
  // Step 2 asks before its days when destinations are checked (with the branch offices checked).
  hasConsultantForDestination: [
    { destinationIds: ['iceland'], branchOfficeIds: [] },
    { destinationIds: ['iceland'], branchOfficeIds: [PRESET_AGENCY] },
  ],
  // Six weeks of days: step 2's ten days, replaced where a day has no free hour.
  day: each((culture) =>
    AVAILABILITY.flatMap((query) =>
      days(42).map((weekDateSelected) => ({ ...query, culture, weekDateSelected })),
    ),
  ),
  // Step 3 on Thursday 5 March 2026, the day its stories show.
  // Step 3 asks for its first page (issue 19's paging); a request without a page is the same answer.
  agenda: each((culture) => [
    { ...AVAILABILITY[0]!, culture, weekDateSelected: '2026-03-05', weekState: 0 },
    { ...AVAILABILITY[0]!, culture, weekDateSelected: '2026-03-05', weekState: 0, page: 0 },
  ]),
  // Step 2 prepares the session in the visitor's language (issue 32), a hold without one names none.
  checkoutSession: [{ sessionId: SESSION }, ...each((culture) => [{ sessionId: SESSION, culture }])],
  hold: [{ sessionId: SESSION, ...FREE_HOUR }],
  releaseHold: [{ sessionId: SESSION }],
  reserve: [
    sampleReserveRequest({
      advisorId: FREE_HOUR.advisorId,
      appointmentDate: FREE_HOUR.date,
      appointmentTime: FREE_HOUR.time,
      userDealname: 'Erika Muster - Island - 05.03.2026',
      checkoutSessionId: SESSION,
    }),
  ],
};
