// Advisors (consultant/get, consultant/match, HasConsultantForDestination) and travel experiences.
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  DEFAULT_CULTURE,
  type Consultant,
  type Culture,
  type MatchResult,
  type TravelExperience,
} from '@checkout/shared/contract';
import { FIELD_LIMITS, VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import { consultantDataSchema, travelExperienceDataSchema } from '../http/query-schemas';
import type { AppContext } from '../app';
import { notFound, validationError } from '../http/api-error';
import { parseData } from '../http/validate';
import { factorCount, hasAdvisorFor } from '../repositories/reference-data';
import { matchPercent, matchText, toConsultant, toTravelExperience } from '../domain/catalogue';
import { findAdvisor, findTravelExperience, unknownIds } from '../repositories/catalogue-repository';

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A comma list of ids from the query ('' or absent: empty list). */
const idList = (query: unknown, name: string): string[] | string => {
  const raw = (query as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') return VALIDATION_MESSAGES.invalid;
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (ids.length > FIELD_LIMITS.ids) return VALIDATION_MESSAGES.tooLong;
  return ids.every((id) => id.length <= FIELD_LIMITS.id && ID_PATTERN.test(id))
    ? ids
    : VALIDATION_MESSAGES.invalid;
};

export const registerConsultantRoutes = (api: FastifyInstance, { db, publicUrl }: AppContext): void => {
  /** The visitor's profile vector, required and as long as the factor list. */
  const profileOf = async (data: { perfectMatchData?: number[] }, culture: Culture): Promise<number[]> => {
    const profile = data.perfectMatchData;
    if (!profile) throw validationError({ perfectMatchData: VALIDATION_MESSAGES.required }, culture);
    if (profile.length !== (await factorCount(db))) {
      throw validationError({ perfectMatchData: VALIDATION_MESSAGES.invalid }, culture);
    }
    return profile;
  };

  api.get(API_PATHS.consultantGet, async (request): Promise<Consultant> => {
    const data = await parseData(consultantDataSchema, request.query);
    const culture = data.culture ?? DEFAULT_CULTURE;
    const advisor = await findAdvisor(db, data.id);
    if (!advisor) throw notFound(culture);
    return toConsultant(advisor, culture, publicUrl);
  });

  api.get(API_PATHS.consultantMatch, async (request): Promise<MatchResult> => {
    const data = await parseData(consultantDataSchema, request.query);
    const culture = data.culture ?? DEFAULT_CULTURE;
    const profile = await profileOf(data, culture);
    const advisor = await findAdvisor(db, data.id);
    if (!advisor) throw notFound(culture);
    const match = matchPercent(profile, advisor.vector.map(Number));
    return { match, text: matchText(match, culture) };
  });

  api.get(API_PATHS.travelExperienceMatch, async (request): Promise<MatchResult> => {
    const data = await parseData(consultantDataSchema, request.query);
    const culture = data.culture ?? DEFAULT_CULTURE;
    const profile = await profileOf(data, culture);
    const travel = await findTravelExperience(db, data.id);
    if (!travel) throw notFound(culture);
    const match = matchPercent(profile, travel.vector.map(Number));
    return { match, text: matchText(match, culture) };
  });

  api.get(API_PATHS.travelExperienceAndBookmarks, async (request): Promise<TravelExperience> => {
    const data = await parseData(travelExperienceDataSchema, request.query);
    const culture = data.culture ?? DEFAULT_CULTURE;
    const travel = await findTravelExperience(db, data.travelExperienceId);
    if (!travel) throw notFound(culture);
    return toTravelExperience(travel, culture);
  });

  api.get(API_PATHS.hasConsultantForDestination, async (request): Promise<boolean> => {
    const destinationIds = idList(request.query, 'destinationIds');
    const branchOfficeIds = idList(request.query, 'branchOfficeIds');
    const fields: Record<string, string> = {};
    if (typeof destinationIds === 'string') fields.destinationIds = destinationIds;
    else if ((await unknownIds(db, 'destinations', destinationIds)).length > 0) {
      fields.destinationIds = VALIDATION_MESSAGES.unknown;
    }
    if (typeof branchOfficeIds === 'string') fields.branchOfficeIds = branchOfficeIds;
    else if ((await unknownIds(db, 'agencies', branchOfficeIds)).length > 0) {
      fields.branchOfficeIds = VALIDATION_MESSAGES.unknown;
    }
    if (
      Object.keys(fields).length > 0 ||
      typeof destinationIds === 'string' ||
      typeof branchOfficeIds === 'string'
    ) {
      throw validationError(fields, DEFAULT_CULTURE);
    }
    return hasAdvisorFor(db, destinationIds, branchOfficeIds);
  });
};
