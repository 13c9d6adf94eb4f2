/** @jest-environment ./test/support/pglite-environment.cjs */
// Storybook's fixture API must answer as the booking API does on its seed, or stories would show a product
// that does not exist: the same filters, consultants, agenda, days, matches and travel experiences.
import {
  API_PATHS,
  type AgendaResponse,
  type Consultant,
  type Culture,
  type DayResponse,
  type FilterResponse,
  type MatchResult,
  type TravelExperience,
} from '@checkout/shared/contract';
import { ADVISORS, AGENCIES, TRAVEL_EXPERIENCES } from '@checkout/shared/fixtures';
import { fixedClock } from '@checkout/shared/dates';
import { STORY_NOW, createStoryApi } from '@checkout/shared/storybook';
import { createTestApp, withData, type TestApp } from './support/test-app';

const CULTURES: Culture[] = ['de-CH', 'fr-CH'];
const NO_FILTERS = { filterAgencyLocations: [], filterDestinations: [] };

/** The avatar's address differs by design (served by the API, inlined in stories). */
const withoutImage = (consultant: Consultant) => ({ ...consultant, imgUrl: '' });
const agendaWithoutImages = (agenda: AgendaResponse) => ({
  ...agenda,
  advisorList: agenda.advisorList.map(withoutImage),
});

/** The next days from the story clock's today, as yyyy-mm-dd. */
const nextDays = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(new Date(STORY_NOW).getTime() + i * 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(day);
  });

describe('Storybook fixture API and booking API', () => {
  let t: TestApp;
  const story = createStoryApi({ clock: fixedClock(STORY_NOW) });
  const get = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await t.inject({ url: withData(path, data) });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', new Date(STORY_NOW));
  }, 60_000);
  afterAll(() => t.dispose());

  it.each(CULTURES)('answer the same filters (%s)', async (culture) => {
    const request = { culture, filterSelected: [{ key: 'agencies', values: [AGENCIES[0]!.id] }] };
    expect(await story.filterAgencies(request)).toEqual(
      await get<FilterResponse>(API_PATHS.filterAgencies, request),
    );
    const destinations = { culture, filterSelected: [{ key: 'destinations', values: ['japan'] }] };
    expect(await story.filterDestinations(destinations)).toEqual(
      await get<FilterResponse>(API_PATHS.filterDestinations, destinations),
    );
  });

  it.each(CULTURES)('answer the same consultants and matches (%s)', async (culture) => {
    const profile = [0.5, 0.6, 0.7, 0.4, 0.5, 0.6, 0.5, 0.5];
    for (const advisor of ADVISORS) {
      const request = { culture, id: advisor.id };
      expect(withoutImage(await story.consultantGet(request))).toEqual(
        withoutImage(await get<Consultant>(API_PATHS.consultantGet, request)),
      );
      const match = { ...request, perfectMatchData: profile };
      expect(await story.consultantMatch(match)).toEqual(
        await get<MatchResult>(API_PATHS.consultantMatch, match),
      );
    }
    for (const travel of TRAVEL_EXPERIENCES) {
      const request = { culture, travelExperienceId: travel.id };
      expect(await story.travelExperienceAndBookmarks(request)).toEqual(
        await get<TravelExperience>(API_PATHS.travelExperienceAndBookmarks, request),
      );
    }
  });

  it('answer the same days and agenda over two weeks, with and without filters', async () => {
    const filters = [
      NO_FILTERS,
      { filterAgencyLocations: [AGENCIES[0]!.id], filterDestinations: [] },
      { filterAgencyLocations: [], filterDestinations: ['peru'] },
    ];
    let advisorsSeen = 0;
    let inactiveSeen = 0;
    let daysWithout = 0;
    for (const date of nextDays(14)) {
      for (const filter of filters) {
        const day = {
          culture: 'de-CH' as const,
          weekDateSelected: date,
          advisorId: '',
          travelExperienceId: '',
          filters: filter,
        };
        expect(await story.day(day)).toEqual(await get<DayResponse>(API_PATHS.day, day));
        const agenda = { ...day, weekState: 0 };
        const answer = await story.agenda(agenda);
        expect(agendaWithoutImages(answer)).toEqual(
          agendaWithoutImages(await get<AgendaResponse>(API_PATHS.agenda, agenda)),
        );
        advisorsSeen += answer.advisorList.length;
        inactiveSeen += answer.hoursList.flatMap((h) => h.hours).filter((h) => h.isInactive).length;
        if (!(await story.day(day)).availableAppointment) daysWithout += 1;
      }
    }
    // The comparison covered real content: advisors, seed bookings and days without a free hour.
    expect(advisorsSeen).toBeGreaterThan(50);
    expect(inactiveSeen).toBeGreaterThan(0);
    expect(daysWithout).toBeGreaterThan(0);
  });
});
