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
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import {
  consultantDataSchema,
  type ConsultantData,
  hasConsultantQuerySchema,
  splitIds,
  travelExperienceDataSchema,
  type TravelExperienceData,
} from '../http/query-schemas';
import { queryCalls, type RouteDoc } from '../http/openapi';
import type { AppContext } from '../app-context';
import { notFound, validationError } from '../domain/errors';
import { validateObject } from '../http/validate';
import { factorCount, hasAdvisorFor } from '../repositories/reference-data';
import { toConsultant, toTravelExperience } from '../domain/catalogue';
import { matchResult } from '../domain/matching';
import { findAdvisor, findTravelExperience, unknownIds } from '../repositories/catalogue-repository';

export const registerConsultantRoutes = (
  api: FastifyInstance,
  { db, publicUrl, retailer }: AppContext,
): void => {
  /** The visitor's profile vector, required and as long as the factor list. */
  const profileOf = async (data: { perfectMatchData?: number[] }, culture: Culture): Promise<number[]> => {
    const profile = data.perfectMatchData;
    if (!profile) throw validationError({ perfectMatchData: VALIDATION_MESSAGES.required }, culture);
    if (profile.length !== (await factorCount(db))) {
      throw validationError({ perfectMatchData: VALIDATION_MESSAGES.invalid }, culture);
    }
    return profile;
  };

  const hasConsultantDoc: RouteDoc = {
    operationId: 'hasConsultantForDestination',
    tag: 'advisors',
    summary: 'Whether an advisor serves the destinations at the branch offices',
    query: hasConsultantQuerySchema,
    responses: { 200: 'HasConsultantResponse', 400: 'ApiErrorBody' },
  };
  const get = queryCalls(api, 'advisors');

  /** A call that shows what `find` finds in the data's culture; 404 when it finds nothing. */
  const lookupCall =
    <T extends { culture?: Culture }, R>(find: (data: T, culture: Culture) => Promise<R | undefined>) =>
    async (data: T): Promise<R> => {
      const culture = data.culture ?? DEFAULT_CULTURE;
      const found = await find(data, culture);
      if (found === undefined) throw notFound(culture);
      return found;
    };

  const consultantDoc = {
    operationId: 'getConsultant',
    summary: 'One advisor by id or page id',
    answer: 'Consultant',
    notFound: true,
  } as const;
  const advisorView = async (data: ConsultantData, culture: Culture): Promise<Consultant | undefined> => {
    const advisor = await findAdvisor(db, data.id);
    return advisor && toConsultant(advisor, culture, publicUrl, retailer);
  };
  get(API_PATHS.consultantGet, consultantDoc, consultantDataSchema, lookupCall(advisorView));

  /** consultant/match and travelexperience/match: the profile against the vector of what `find` finds. */
  const matchCall =
    (find: (id: string) => Promise<{ vector: unknown[] } | undefined>) =>
    async (data: ConsultantData): Promise<MatchResult> => {
      const culture = data.culture ?? DEFAULT_CULTURE;
      const profile = await profileOf(data, culture);
      const found = await find(data.id);
      if (!found) throw notFound(culture);
      return matchResult(profile, found.vector.map(Number), culture);
    };
  const matchDoc = (operationId: string, what: string) => ({
    operationId,
    summary: `How well ${what} matches the visitor's travel-type profile`,
    answer: 'MatchResult' as const,
    notFound: true,
  });
  get(
    API_PATHS.consultantMatch,
    matchDoc('matchConsultant', 'an advisor'),
    consultantDataSchema,
    matchCall((id) => findAdvisor(db, id)),
  );
  get(
    API_PATHS.travelExperienceMatch,
    matchDoc('matchTravelExperience', 'a travel experience'),
    consultantDataSchema,
    matchCall((id) => findTravelExperience(db, id)),
  );

  const travelDoc = {
    operationId: 'getTravelExperience',
    summary: 'A travel experience (step 3)',
    answer: 'TravelExperience',
    notFound: true,
  } as const;
  const travelView = async (
    data: TravelExperienceData,
    culture: Culture,
  ): Promise<TravelExperience | undefined> => {
    const travel = await findTravelExperience(db, data.travelExperienceId);
    return travel && toTravelExperience(travel, culture);
  };
  get(API_PATHS.travelExperienceAndBookmarks, travelDoc, travelExperienceDataSchema, lookupCall(travelView));

  api.get(
    API_PATHS.hasConsultantForDestination,
    { config: { doc: hasConsultantDoc } },
    async (request): Promise<boolean> => {
      const query = await validateObject(hasConsultantQuerySchema, request.query, 'query');
      const destinationIds = splitIds(query.destinationIds);
      const branchOfficeIds = splitIds(query.branchOfficeIds);
      const fields: Record<string, string> = {};
      if ((await unknownIds(db, 'destinations', destinationIds)).length > 0) {
        fields.destinationIds = VALIDATION_MESSAGES.unknown;
      }
      if ((await unknownIds(db, 'agencies', branchOfficeIds)).length > 0) {
        fields.branchOfficeIds = VALIDATION_MESSAGES.unknown;
      }
      // The call names no language: the answer is in the request's (Accept-Language).
      if (Object.keys(fields).length > 0) throw validationError(fields);
      return hasAdvisorFor(db, destinationIds, branchOfficeIds);
    },
  );
};
