// Filters (agencies, destinations) and availability (agenda, day).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  DEFAULT_CULTURE,
  type AgendaFilters,
  type AgendaResponse,
  type Culture,
  type DayResponse,
  type FilterResponse,
} from '@checkout/shared/contract';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import {
  createAgendaDataSchema,
  createDayDataSchema,
  filterDataSchema,
  type DayData,
  type FilterData,
} from '../http/query-schemas';
import { FILTER_CAT_NICE, FILTER_RESOURCES, groupFilterRows, type FilterRow } from '../domain/filters';
import { languageName } from '../domain/retailer';
import type { AppContext } from '../app-context';
import { queryCalls } from '../http/openapi';
import { validationError } from '../domain/errors';
import { lang, toConsultant } from '../domain/catalogue';
import { pageOf, rankAgenda, type AgendaRanking } from '../domain/agenda-page';
import type { AdvisorRow } from '../repositories/catalogue-repository';
import type { CatalogueSnapshot } from '../read-model/catalogue';
import { answerOn, DAY_READ_AHEAD_DAYS } from '../read-model/claims';
import { anyFreeHour, filterAdvisors, hoursOn } from '../domain/availability';
import { JsonAnswer } from '../http/json-answer';
import { agencyFilterRows, destinationFilterRows, type GroupedRow } from '../repositories/reference-data';
import { addDays, formatIsoDate, parseIsoDate } from '@checkout/shared/dates';

const toFilterRow = (row: GroupedRow): FilterRow => ({
  groupId: row.group_id,
  groupTitle: row.group_title,
  id: row.id,
  label: row.label,
  city: row.city,
  noSpecialHours: row.no_special_hours,
});

const NO_FILTERS: AgendaFilters = { filterAgencyLocations: [], filterDestinations: [] };
/** advisorsKey of a question without filters, advisor or trip. */
const EVERY_ADVISOR_KEY = JSON.stringify([NO_FILTERS, '', '']);

/** Step 2's two answers, serialized once. */
const DAY_ANSWERS = [false, true].map(
  (availableAppointment) => new JsonAnswer<DayResponse>({ availableAppointment }),
);

export const registerCheckoutRoutes = (
  api: FastifyInstance,
  { db, readModel, clock, publicUrl, retailer }: AppContext,
): void => {
  const get = queryCalls(api, 'checkout');
  const filterCall =
    (cat: 'agencies' | 'destinations') =>
    async (data: FilterData): Promise<FilterResponse> => {
      const culture = data.culture ?? DEFAULT_CULTURE;
      const checked = new Set(
        (data.filterSelected ?? []).filter((s) => s.key === cat).flatMap((s) => s.values),
      );
      const rows =
        cat === 'agencies' ? await agencyFilterRows(db, culture) : await destinationFilterRows(db, culture);
      return {
        cat,
        catNice: FILTER_CAT_NICE[cat][culture],
        filterItems: groupFilterRows(rows.map(toFilterRow), checked, cat),
        resources: FILTER_RESOURCES[cat][culture],
      };
    };
  const filterDoc = (operationId: string, what: string) => ({
    operationId,
    summary: `The ${what} filter of step 1 and 3, grouped, with the overlay's texts`,
    answer: 'FilterResponse' as const,
  });
  get(
    API_PATHS.filterAgencies,
    filterDoc('getAgencyFilter', 'branch office'),
    filterDataSchema,
    filterCall('agencies'),
  );
  get(
    API_PATHS.filterDestinations,
    filterDoc('getDestinationFilter', 'destination'),
    filterDataSchema,
    filterCall('destinations'),
  );

  /**
   * The travel experience's destination of a day/agenda request (null when none is asked for); 400 for unknown
   * ids. Checked on every request, whether its answer is shared or not.
   */
  const knownIds = (data: DayData, culture: Culture, snapshot: CatalogueSnapshot): string | null => {
    const filters = data.filters ?? NO_FILTERS;
    const fields: Record<string, string> = {};
    if (filters.filterAgencyLocations.some((id) => !snapshot.agencyIds.has(id))) {
      fields['filters.filterAgencyLocations'] = VALIDATION_MESSAGES.unknown;
    }
    if (filters.filterDestinations.some((id) => !snapshot.destinationIds.has(id))) {
      fields['filters.filterDestinations'] = VALIDATION_MESSAGES.unknown;
    }
    let travelDestinationId: string | null = null;
    if (data.travelExperienceId) {
      travelDestinationId = snapshot.travelDestinations.get(data.travelExperienceId) ?? null;
      if (travelDestinationId === null) fields.travelExperienceId = VALIDATION_MESSAGES.unknown;
    }
    const advisorId = data.advisorId ?? '';
    if (advisorId !== '' && !snapshot.advisors.some((a) => a.id === advisorId || a.page_id === advisorId)) {
      fields.advisorId = VALIDATION_MESSAGES.unknown;
    }
    if (Object.keys(fields).length > 0) throw validationError(fields, culture);
    return travelDestinationId;
  };

  /** Advisors matching a day/agenda request whose ids `knownIds` accepted. */
  const matchingAdvisors = (
    data: DayData,
    snapshot: CatalogueSnapshot,
    travelDestinationId: string | null,
  ): AdvisorRow[] =>
    filterAdvisors(snapshot.advisors, data.filters ?? NO_FILTERS, data.advisorId ?? '', travelDestinationId);

  /**
   * What decides the advisors a day/agenda request matches (with the catalogue's version). The question most asked,
   * every advisor, has its key ready.
   */
  const advisorsKey = (data: DayData): string => {
    const filters = data.filters ?? NO_FILTERS;
    if (
      !data.advisorId &&
      !data.travelExperienceId &&
      filters.filterAgencyLocations.length === 0 &&
      filters.filterDestinations.length === 0
    ) {
      return EVERY_ADVISOR_KEY;
    }
    return JSON.stringify([filters, data.advisorId ?? '', data.travelExperienceId ?? '']);
  };

  const dayDoc = {
    operationId: 'getDay',
    summary: 'Whether an advisor matching the filters has a free hour on a day (step 2)',
    answer: 'DayResponse' as const,
    sharedAnswers: true,
  };
  get(API_PATHS.day, dayDoc, createDayDataSchema(clock), async (data) => {
    const now = clock.now();
    const snapshot = await readModel.catalogue(now);
    const travelDestinationId = knownIds(data, data.culture ?? DEFAULT_CULTURE, snapshot);
    const sessionId = data.checkoutSessionId ?? '';
    const available = await readModel.answer(
      data.weekDateSelected,
      now,
      sessionId,
      `day|${snapshot.version}|${advisorsKey(data)}`,
      (claims) =>
        anyFreeHour(
          claims,
          snapshot,
          matchingAdvisors(data, snapshot, travelDestinationId),
          data.weekDateSelected,
          now,
          sessionId,
        ),
      DAY_READ_AHEAD_DAYS,
    );
    return DAY_ANSWERS[available ? 1 : 0];
  });

  const agendaDoc = {
    operationId: 'getAgenda',
    summary: 'The advisors with free hours on a day and those hours (step 3)',
    answer: 'AgendaResponse' as const,
    sharedAnswers: true,
  };
  /** A page of a ranking as answered in `culture`. */
  const agendaAnswer = (ranking: AgendaRanking, page: number, culture: Culture): AgendaResponse => {
    const { entries, total, languages } = pageOf(ranking, page);
    return {
      advisorList: entries.map((e) => toConsultant(e.advisor, culture, publicUrl, retailer)),
      hoursList: entries.map((e) => ({ consultantId: e.advisor.id, hours: e.hours })),
      total,
      page,
      languages: languages
        .map((code) => ({ code, label: languageName(retailer, code, lang(culture)) }))
        .sort((a, b) => a.label.localeCompare(b.label, culture)),
    };
  };
  get(API_PATHS.agenda, agendaDoc, createAgendaDataSchema(clock), async (data) => {
    const culture = data.culture ?? DEFAULT_CULTURE;
    // weekDateSelected is a yyyy-mm-dd the schema checked: only a later week needs its date worked out.
    const weeks = data.weekState ?? 0;
    const date =
      weeks === 0
        ? data.weekDateSelected
        : formatIsoDate(addDays(parseIsoDate(data.weekDateSelected), 7 * weeks));
    const now = clock.now();
    const snapshot = await readModel.catalogue(now);
    const travelDestinationId = knownIds(data, culture, snapshot);
    const sessionId = data.checkoutSessionId ?? '';
    const query = {
      adviceMode: data.adviceMode,
      language: data.language || undefined,
      profile: data.perfectMatchData,
    };
    const page = data.page ?? 0;
    const rankingKey = `agenda|${snapshot.version}|${advisorsKey(data)}|${JSON.stringify(query)}`;
    // The ranking is shared by every page and language of the question; a page as sent, by the same page in the
    // same language.
    return readModel.answer(date, now, sessionId, `sent|${culture}|${page}|${rankingKey}`, (claims) => {
      const ranking = answerOn(claims, sessionId, rankingKey, () => {
        const advisors = matchingAdvisors(data, snapshot, travelDestinationId);
        return rankAgenda(advisors, hoursOn(claims, snapshot, advisors, date, now, sessionId), query);
      });
      return new JsonAnswer(agendaAnswer(ranking, page, culture));
    });
  });
};
