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
import { isCheckoutOffline } from '../domain/settings';
import { advisorAvatarSvg } from '../http/views';

export const registerServiceRoutes = (api: FastifyInstance, { db }: AppContext): void => {
  api.get(API_PATHS.health, async (): Promise<HealthResponse> => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  api.get(API_PATHS.isCheckoutOffline, async (): Promise<boolean> => isCheckoutOffline(db));

  api.get(API_PATHS.translations, async (request): Promise<TranslationsResponse> => {
    const { culture = DEFAULT_CULTURE } = await parseData(cultureDataSchema, request.query);
    const rows = await db.query<{ key: string; value: string }>(
      'select key, value from translations where culture = $1 order by key',
      [culture],
    );
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });

  api.get(API_PATHS.destinations, async (request): Promise<DestinationsResponse> => {
    const { culture = DEFAULT_CULTURE } = await parseData(cultureDataSchema, request.query, false);
    const fr = culture === 'fr-CH';
    const rows = await db.query<{ id: string; label: string; continent_id: string; continent: string }>(
      `select d.id, ${fr ? 'd.name_fr' : 'd.name_de'} as label, c.id as continent_id,
              ${fr ? 'c.title_fr' : 'c.title_de'} as continent
       from destinations d join continents c on c.id = d.continent_id order by c.sort, d.sort`,
    );
    return rows.map((r) => ({
      id: r.id,
      label: r.label,
      continentId: r.continent_id,
      continent: r.continent,
    }));
  });

  api.get(API_PATHS.matchingFactors, async (request): Promise<Factor[]> => {
    const { culture = DEFAULT_CULTURE } = await parseData(cultureDataSchema, request.query, false);
    const rows = await db.query<{ name: string }>(
      `select ${culture === 'fr-CH' ? 'name_fr' : 'name_de'} as name from factors order by position`,
    );
    return rows.map((r) => ({ nameHyphenated: r.name }));
  });

  api.get<{ Params: { file: string } }>(`${API_PATHS.advisorImages}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{1,100})\.svg$/.exec(request.params.file);
    const row = match
      ? (
          await db.query<{ id: string; firstname: string; lastname: string }>(
            'select id, firstname, lastname from advisors where id = $1',
            [match[1]],
          )
        )[0]
      : undefined;
    if (!row) throw notFound(DEFAULT_CULTURE);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(advisorAvatarSvg(row.id, row.firstname, row.lastname));
  });
};
