// The catalogue's rows (advisors with their branch office and destinations, travel experiences) and id checks:
// every statement of the catalogue here; the views that turn rows into the contract's shapes are domain/catalogue.
import type { Queryable } from '../db/database';

export interface AdvisorRow {
  id: string;
  page_id: string;
  firstname: string;
  lastname: string;
  agency_id: string;
  role_de: string;
  role_fr: string;
  languages: string[];
  quote_de: string;
  quote_fr: string;
  mode_personal: boolean;
  mode_online: boolean;
  mode_phone: boolean;
  vector: number[];
  agency_name_de: string;
  agency_name_fr: string;
  city_de: string;
  city_fr: string;
  street: string;
  zip: string;
  agency_phone: string;
  destination_ids: string[];
}

const ADVISOR_SELECT = `
  select a.id, a.page_id, a.firstname, a.lastname, a.agency_id, a.role_de, a.role_fr, a.languages,
         a.quote_de, a.quote_fr, a.mode_personal, a.mode_online, a.mode_phone, a.vector,
         g.name_de as agency_name_de, g.name_fr as agency_name_fr, g.city_de, g.city_fr, g.street, g.zip,
         g.phone as agency_phone,
         coalesce((select array_agg(d.destination_id order by d.destination_id)
                   from advisor_destinations d where d.advisor_id = a.id), '{}') as destination_ids
  from advisors a join agencies g on g.id = a.agency_id`;

const ADVISOR_LIST_SELECT = `
  select a.id, a.page_id, a.firstname, a.lastname, a.agency_id, a.role_de, a.role_fr, a.languages,
         a.quote_de, a.quote_fr, a.mode_personal, a.mode_online, a.mode_phone, a.vector,
         g.name_de as agency_name_de, g.name_fr as agency_name_fr, g.city_de, g.city_fr, g.street, g.zip,
         g.phone as agency_phone
  from advisors a join agencies g on g.id = a.agency_id order by a.sort`;

/** Every advisor with the destinations they know (two plain queries: cheaper than a subquery per row). */
export const loadAdvisors = async (db: Queryable): Promise<AdvisorRow[]> => {
  const [advisors, known] = await Promise.all([
    db.query<Omit<AdvisorRow, 'destination_ids'>>(ADVISOR_LIST_SELECT),
    db.query<{ advisor_id: string; destination_id: string }>(
      'select advisor_id, destination_id from advisor_destinations order by destination_id',
    ),
  ]);
  const byAdvisor = new Map<string, string[]>();
  for (const row of known)
    byAdvisor.set(row.advisor_id, [...(byAdvisor.get(row.advisor_id) ?? []), row.destination_id]);
  return advisors.map((a) => ({ ...a, destination_ids: byAdvisor.get(a.id) ?? [] }));
};

/** An advisor by id or by page id (consultant/match is called with the page id). */
export const findAdvisor = async (db: Queryable, id: string): Promise<AdvisorRow | undefined> =>
  (await db.query<AdvisorRow>(`${ADVISOR_SELECT} where a.id = $1 or a.page_id = $1`, [id]))[0];

export interface TravelExperienceRow {
  id: string;
  destination_id: string;
  title_de: string;
  title_fr: string;
  image: string;
  url_de: string;
  url_fr: string;
  vector: number[];
  name_de: string;
  name_fr: string;
}

export const findTravelExperience = async (
  db: Queryable,
  id: string,
): Promise<TravelExperienceRow | undefined> =>
  (
    await db.query<TravelExperienceRow>(
      `select t.*, d.name_de, d.name_fr from travel_experiences t join destinations d on d.id = t.destination_id
       where t.id = $1`,
      [id],
    )
  )[0];

/** The ids of `ids` that the table does not hold. */
export const unknownIds = async (
  db: Queryable,
  table: 'agencies' | 'destinations' | 'advisors' | 'travel_experiences',
  ids: readonly string[],
): Promise<string[]> => {
  if (ids.length === 0) return [];
  const known = new Set(
    (await db.query<{ id: string }>(`select id from ${table} where id = any($1::text[])`, [[...ids]])).map(
      (r) => r.id,
    ),
  );
  return ids.filter((id) => !known.has(id));
};

/**
 * The catalogue's version: bumped in the writing transaction by a trigger on every write to the tables the
 * availability reads (migration 006), whichever process or statement writes.
 */
export const catalogueVersion = async (db: Queryable): Promise<bigint> =>
  BigInt(
    (await db.query<{ version: string }>('select version::text as version from catalogue_state'))[0]
      ?.version ?? '0',
  );

/** Every id of the table (the branch offices or destinations a question may name). */
export const allIds = async (db: Queryable, table: 'agencies' | 'destinations'): Promise<string[]> =>
  (await db.query<{ id: string }>(`select id from ${table}`)).map((r) => r.id);

/** Every travel experience's destination, by the travel experience's id. */
export const travelExperienceDestinations = async (db: Queryable): Promise<Map<string, string>> =>
  new Map(
    (
      await db.query<{ id: string; destination_id: string }>(
        'select id, destination_id from travel_experiences',
      )
    ).map((r) => [r.id, r.destination_id]),
  );
