// Storybook's booking API: answers every read call from the seed fixtures the booking API inserts, with the
// same views (consultants, filters, matches), so a story looks like the product and never calls the network.
// Writes (hold, reserve) succeed at once. Stories override single calls with `api` in their parameters.
import type { ApiClient, WithCulture } from '../api-client/api-client';
import { ApiError } from '../api-client/api-error';
import {
  DEFAULT_CULTURE,
  type AgendaFilters,
  type AgendaResponse,
  type Consultant,
  type Culture,
  type FilterRequest,
  type FilterResponse,
  type Hour,
  type TravelExperience,
} from '../contract';
import { addDays, formatIsoDate, fromIsoDate, parseDate, weekday, zurichTime, type Clock } from '../dates';
import {
  ADVISORS,
  AGENCIES,
  CONTINENTS,
  DESTINATIONS,
  FACTORS,
  FULLY_BOOKED_DAY_OFFSETS,
  REGIONS,
  SEED_BOOKINGS,
  TRAVEL_EXPERIENCES,
  advisorAvatarSvg,
  consultantView,
  FILTER_CAT_NICE,
  FILTER_RESOURCES,
  groupFilterRows,
  lang,
  matchResult,
  type AdvisorFixture,
  type FilterCategory,
  type FilterRow,
} from '../fixtures';

const LEAD_TIME_MINUTES = 120;

const cultureOf = (request?: { culture?: Culture }): Culture => request?.culture ?? DEFAULT_CULTURE;

const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The consultant view of a seed advisor, with its avatar inlined (no request to the API's media route). */
export function storyConsultant(advisor: AdvisorFixture, culture: Culture = DEFAULT_CULTURE): Consultant {
  const agency = AGENCIES.find((a) => a.id === advisor.agencyId);
  if (!agency) throw new Error(`Seed advisor ${advisor.id} has no branch office ${advisor.agencyId}`);
  return consultantView(
    {
      ...advisor,
      modes: {
        personal: advisor.adviceModes.includes('personal'),
        online: advisor.adviceModes.includes('online'),
        phone: advisor.adviceModes.includes('phone'),
      },
      agency,
    },
    culture,
    svgDataUrl(advisorAvatarSvg(advisor.id, advisor.firstname, advisor.lastname)),
  );
}

/** A seed advisor by id; throws for a typo in a story. */
export function seedAdvisor(id: string): AdvisorFixture {
  const advisor = ADVISORS.find((a) => a.id === id || a.pageId === id);
  if (!advisor) throw new Error(`No seed advisor ${id}`);
  return advisor;
}

function filterRows(category: FilterCategory, culture: Culture): FilterRow[] {
  const l = lang(culture);
  if (category === 'agencies') {
    return REGIONS.flatMap((region) =>
      AGENCIES.filter((a) => a.regionId === region.id).map((a) => ({
        groupId: region.id,
        groupTitle: region.title[l],
        id: a.id,
        label: a.name[l],
        city: a.city[l],
        noSpecialHours: a.noAppointmentsForSpecialHours,
      })),
    );
  }
  return CONTINENTS.flatMap((continent) =>
    DESTINATIONS.filter((d) => d.continentId === continent.id).map((d) => ({
      groupId: continent.id,
      groupTitle: continent.title[l],
      id: d.id,
      label: d.name[l],
    })),
  );
}

function filterAnswer(category: FilterCategory, request: WithCulture<FilterRequest>): FilterResponse {
  const culture = cultureOf(request);
  const checked = new Set(request.filterSelected.filter((s) => s.key === category).flatMap((s) => s.values));
  return {
    cat: category,
    catNice: FILTER_CAT_NICE[category][culture],
    filterItems: groupFilterRows(filterRows(category, culture), checked, category),
    resources: FILTER_RESOURCES[category][culture],
  };
}

function travelExperience(id: string, culture: Culture): TravelExperience {
  const l = lang(culture);
  const travel = TRAVEL_EXPERIENCES.find((t) => t.id === id);
  if (!travel) throw new ApiError(404, { error: 'not_found', message: `No travel experience ${id}` });
  const destination = DESTINATIONS.find((d) => d.id === travel.destinationId);
  return {
    id: travel.id,
    title: travel.title[l],
    destinationName: destination?.name[l] ?? '',
    destinationId: travel.destinationId,
    image: travel.image,
    url: travel.url[l],
  };
}

export interface StoryApiOptions {
  clock: Clock;
}

/** A complete ApiClient over the seed fixtures; `clock` decides today, the lead time and seed bookings. */
export function createStoryApi({ clock }: StoryApiOptions): ApiClient {
  const today = () => zurichTime(clock.now()).date;

  const matchingAdvisors = (filters: AgendaFilters, advisorId: string, travelId: string) => {
    const travelDestination = TRAVEL_EXPERIENCES.find((t) => t.id === travelId)?.destinationId;
    return ADVISORS.filter(
      (a) =>
        (advisorId === '' || a.id === advisorId || a.pageId === advisorId) &&
        (filters.filterAgencyLocations.length === 0 || filters.filterAgencyLocations.includes(a.agencyId)) &&
        (filters.filterDestinations.length === 0 ||
          filters.filterDestinations.some((d) => a.destinationIds.includes(d))) &&
        (travelDestination === undefined || a.destinationIds.includes(travelDestination)),
    );
  };

  /** Hourly slots of an advisor on a date, seed bookings inactive; none on fully booked days or too soon. */
  const hoursOf = (advisor: AdvisorFixture, date: string): Hour[] => {
    const start = today();
    const day = parseIso(date);
    const offset = Math.round(
      (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(start.year, start.month - 1, start.day)) /
        86_400_000,
    );
    if (offset < 0) return [];
    const now = zurichTime(clock.now());
    const earliest = offset === 0 ? now.hour * 60 + now.minute + LEAD_TIME_MINUTES : 0;
    const isoWeekday = weekday(day) || 7;
    const hours: Hour[] = [];
    for (const block of advisor.workingHours.filter((b) => b.weekday === isoWeekday)) {
      for (let m = minutesOf(block.start); m + 60 <= minutesOf(block.end); m += 60) {
        if (m < earliest) continue;
        const label = timeOf(m);
        const booked =
          FULLY_BOOKED_DAY_OFFSETS.includes(offset) ||
          SEED_BOOKINGS.some((b) => b.advisorId === advisor.id && b.dayOffset === offset && b.time === label);
        hours.push({
          id: `${advisor.id}|${date}|${label}`,
          label,
          till: timeOf(m + 60),
          isInactive: booked,
          isChecked: false,
          homeOffice: block.homeOffice,
          advisor: { id: advisor.id },
        });
      }
    }
    return hours;
  };

  const agendaFor = (
    date: string,
    filters: AgendaFilters,
    advisorId: string,
    travelId: string,
    culture: Culture,
  ): AgendaResponse => {
    const withHours = matchingAdvisors(filters, advisorId, travelId)
      .map((advisor) => ({ advisor, hours: hoursOf(advisor, date) }))
      .filter(({ hours }) => hours.some((h) => !h.isInactive));
    return {
      advisorList: withHours.map(({ advisor }) => storyConsultant(advisor, culture)),
      hoursList: withHours.map(({ advisor, hours }) => ({ consultantId: advisor.id, hours })),
    };
  };

  const profileOf = (request: { perfectMatchData?: number[] }) => request.perfectMatchData ?? [];

  return {
    isCheckoutOffline: async () => false,
    filterAgencies: async (request) => filterAnswer('agencies', request),
    filterDestinations: async (request) => filterAnswer('destinations', request),
    agenda: async (request) => {
      const date = formatIsoDate(addDays(parseIso(request.weekDateSelected), request.weekState * 7));
      return agendaFor(
        date,
        request.filters,
        request.advisorId,
        request.travelExperienceId,
        cultureOf(request),
      );
    },
    day: async (request) => ({
      availableAppointment:
        agendaFor(
          request.weekDateSelected,
          request.filters,
          request.advisorId,
          request.travelExperienceId,
          cultureOf(request),
        ).advisorList.length > 0,
    }),
    translations: async () => ({}),
    travelExperienceAndBookmarks: async (request) =>
      travelExperience(request.travelExperienceId, cultureOf(request)),
    travelExperienceMatch: async (request) => {
      const travel = TRAVEL_EXPERIENCES.find((t) => t.id === request.id);
      return matchResult(profileOf(request), travel?.vector ?? [], cultureOf(request));
    },
    consultantGet: async (request) => storyConsultant(seedAdvisor(request.id), cultureOf(request)),
    consultantMatch: async (request) =>
      matchResult(profileOf(request), seedAdvisor(request.id).vector, cultureOf(request)),
    hasConsultantForDestination: async ({ destinationIds, branchOfficeIds }) =>
      ADVISORS.some(
        (a) =>
          (branchOfficeIds.length === 0 || branchOfficeIds.includes(a.agencyId)) &&
          (destinationIds.length === 0 || destinationIds.some((d) => a.destinationIds.includes(d))),
      ),
    matchingFactors: async (request?: { culture?: Culture }) =>
      FACTORS.map((f) => ({ nameHyphenated: f.nameHyphenated[lang(cultureOf(request))] })),
    hold: async () => ({
      holdId: 'story-hold',
      expiresAt: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
    }),
    releaseHold: async () => undefined,
    reserve: async (request) => ({
      appointmentText:
        request.culture === 'fr-CH'
          ? '<p>Votre rendez-vous est <strong>réservé</strong>.</p>'
          : '<p>Ihr Termin ist <strong>gebucht</strong>.</p>',
      bookingId: 'story-booking',
      consultantId: request.advisorId,
    }),
    destinations: async (request) => {
      const l = lang(cultureOf(request));
      return CONTINENTS.flatMap((c) =>
        DESTINATIONS.filter((d) => d.continentId === c.id).map((d) => ({
          id: d.id,
          label: d.name[l],
          continentId: c.id,
          continent: c.title[l],
        })),
      );
    },
    health: async () => ({ status: 'ok', database: 'pglite' }),
  };
}

/** yyyy-mm-dd (the wire format) as a calendar date. */
const parseIso = (date: string) => parseDate(fromIsoDate(date));
