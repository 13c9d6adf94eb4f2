// The reference data the routes read (translations, filter lists, destinations, factors, advisors' names): every
// statement here, none in the routes. The language picks a column through a parameter, never by building SQL.
import type { Culture } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/rows';

/** One row of a grouped filter list (a region's branches, a continent's destinations). */
export interface GroupedRow {
  group_id: string;
  group_title: string;
  id: string;
  label: string;
  city?: string;
  no_special_hours?: boolean;
}

export interface DestinationRow {
  id: string;
  label: string;
  continent_id: string;
  continent: string;
}

/** The database answers at all (the health check). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}

/** The culture's texts as the translations table holds them: all of them, or only the keys asked for. */
export async function translationsOf(
  db: Queryable,
  culture: Culture,
  keys?: readonly string[],
): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; value: string }>(
    'select key, value from translations where culture = $1 and ($2::text[] is null or key = any($2::text[])) order by key',
    [culture, keys ? [...keys] : null],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Every destination with its continent, in the culture's language, in display order. */
export function destinationsOf(db: Queryable, culture: Culture): Promise<DestinationRow[]> {
  return db.query<DestinationRow>(
    `select d.id, case when $1 = 'fr-CH' then d.name_fr else d.name_de end as label,
            c.id as continent_id, case when $1 = 'fr-CH' then c.title_fr else c.title_de end as continent
     from destinations d join continents c on c.id = d.continent_id order by c.sort, d.sort`,
    [culture],
  );
}

/** The branch offices grouped by region, in the culture's language. */
export function agencyFilterRows(db: Queryable, culture: Culture): Promise<GroupedRow[]> {
  return db.query<GroupedRow>(
    `select r.id as group_id, case when $1 = 'fr-CH' then r.title_fr else r.title_de end as group_title, a.id,
            case when $1 = 'fr-CH' then a.name_fr else a.name_de end as label,
            case when $1 = 'fr-CH' then a.city_fr else a.city_de end as city, a.no_special_hours
     from agencies a join regions r on r.id = a.region_id order by r.sort, a.sort`,
    [culture],
  );
}

/** The destinations grouped by continent, in the culture's language. */
export async function destinationFilterRows(db: Queryable, culture: Culture): Promise<GroupedRow[]> {
  const rows = await destinationsOf(db, culture);
  return rows.map((r) => ({ group_id: r.continent_id, group_title: r.continent, id: r.id, label: r.label }));
}

/** The matching factors' names in the culture's language, in their order. */
export async function factorNamesOf(db: Queryable, culture: Culture): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select case when $1 = 'fr-CH' then name_fr else name_de end as name from factors order by position`,
    [culture],
  );
  return rows.map((r) => r.name);
}

/** How many matching factors there are (the length a profile vector must have). */
export async function factorCount(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from factors'))[0]?.n ?? 0;
}

/** An advisor's name by id, for the avatar; undefined when unknown. */
export async function advisorNameOf(
  db: Queryable,
  id: string,
): Promise<{ id: string; firstname: string; lastname: string } | undefined> {
  const rows = await db.query<{ id: string; firstname: string; lastname: string }>(
    'select id, firstname, lastname from advisors where id = $1',
    [id],
  );
  return rows[0];
}

/** Whether an advisor covers one of the destinations (any when none) at one of the branches (any when none). */
export async function hasAdvisorFor(
  db: Queryable,
  destinationIds: readonly string[],
  branchOfficeIds: readonly string[],
): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    `select 1 as one from advisors a
     where (cardinality($1::text[]) = 0 or exists (
             select 1 from advisor_destinations d where d.advisor_id = a.id and d.destination_id = any($1::text[])))
       and (cardinality($2::text[]) = 0 or a.agency_id = any($2::text[]))
     limit 1`,
    [destinationIds, branchOfficeIds],
  );
  return rows.length > 0;
}

/** Writes texts (culture, key, value); over a key the database already has, 'keep' its text or 'replace' it. */
export async function writeTexts(
  tx: Queryable,
  rows: [culture: Culture, key: string, value: string][],
  existing: 'keep' | 'replace',
): Promise<void> {
  await insertRows(
    tx,
    'translations',
    ['culture', 'key', 'value'],
    rows,
    `on conflict (culture, key) ${existing === 'keep' ? 'do nothing' : 'do update set value = excluded.value'}`,
  );
}
