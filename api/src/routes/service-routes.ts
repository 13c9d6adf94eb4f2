// Health, offline switch, translations, destinations, matching factors and advisor avatars.
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  DEFAULT_CULTURE,
  type DestinationsResponse,
  type Factor,
  type HealthResponse,
  type TranslationsResponse,
} from '@checkout/shared/contract';
import { cultureDataSchema } from '../http/query-schemas';
import type { AppContext } from '../app';
import { notFound } from '../http/api-error';
import { parseData } from '../http/validate';
import { isCheckoutOffline } from '../repositories/settings-repository';
import { advisorAvatarSvg } from '../http/views';
import {
  advisorNameOf,
  destinationsOf,
  factorNamesOf,
  pingDatabase,
  translationsOf,
} from '../repositories/reference-data';

export const registerServiceRoutes = (api: FastifyInstance, { db }: AppContext): void => {
  api.get(API_PATHS.health, async (): Promise<HealthResponse> => {
    await pingDatabase(db);
    return { status: 'ok', database: db.kind };
  });

  api.get(API_PATHS.isCheckoutOffline, async (): Promise<boolean> => isCheckoutOffline(db));

  api.get(API_PATHS.translations, async (request): Promise<TranslationsResponse> => {
    const { culture = DEFAULT_CULTURE } = await parseData(cultureDataSchema, request.query);
    return translationsOf(db, culture);
  });

  api.get(API_PATHS.destinations, async (request): Promise<DestinationsResponse> => {
    const { culture = DEFAULT_CULTURE } = await parseData(cultureDataSchema, request.query, false);
    const rows = await destinationsOf(db, culture);
    return rows.map((r) => ({
      id: r.id,
      label: r.label,
      continentId: r.continent_id,
      continent: r.continent,
    }));
  });

  api.get(API_PATHS.matchingFactors, async (request): Promise<Factor[]> => {
    const { culture = DEFAULT_CULTURE } = await parseData(cultureDataSchema, request.query, false);
    return (await factorNamesOf(db, culture)).map((name) => ({ nameHyphenated: name }));
  });

  api.get<{ Params: { file: string } }>(`${API_PATHS.advisorImages}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{1,100})\.svg$/.exec(request.params.file);
    const row = match?.[1] ? await advisorNameOf(db, match[1]) : undefined;
    if (!row) throw notFound(DEFAULT_CULTURE);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(advisorAvatarSvg(row.id, row.firstname, row.lastname));
  });
};
