// Writes a catalogue (regions, branch offices, continents, destinations, factors, travel experiences, advisors
// with their destinations and weekly working hours, texts) into the database: upserts by id, so writing it again
// changes nothing. The import command and the demo seed both write through here.
import type { Queryable } from '../db/database';
import { insertRows, upsert } from '../db/rows';
import { timeToMinutes } from '@checkout/shared/dates';
import type { Catalogue } from './catalogue-records';
import { SCHEMA_LOCK_KEY } from '../db/migrations';

/** `'id name sort'` to `['id', 'name', 'sort']`: one line per table's columns. */
const columns = (names: string): string[] => names.split(' ');

/** Waits for the schema lock in the caller's transaction: writes never interleave with a start's migrations. */
export const lockSchema = async (tx: Queryable): Promise<void> => {
  await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
};

export const writeCatalogue = async (tx: Queryable, catalogue: Catalogue): Promise<void> => {
  const { regions = [], agencies = [], continents = [], destinations = [], advisors = [] } = catalogue;
  const { factors, travelExperiences = [] } = catalogue;
  if (factors) {
    // The file's factors are the whole list: positions may move, so clear them first (the position is unique).
    await tx.query('delete from factors');
    await upsert(
      tx,
      'factors',
      ['id', 'position', 'name_de', 'name_fr'],
      factors.map((f, i) => [f.id, i, f.nameHyphenated.de, f.nameHyphenated.fr]),
    );
  }
  // Parents before children: regions, branch offices, continents, destinations, travel experiences, advisors.
  const tables: [table: string, columns: string[], rows: unknown[][]][] = [
    [
      'regions',
      ['id', 'language', 'title_de', 'title_fr', 'sort'],
      regions.map((r, i) => [r.id, r.language, r.title.de, r.title.fr, i]),
    ],
    [
      'agencies',
      columns('id region_id name_de name_fr city_de city_fr street zip phone email no_special_hours sort'),
      agencies.map((a, i) => [
        a.id,
        a.regionId,
        a.name.de,
        a.name.fr,
        a.city.de,
        a.city.fr,
        a.street,
        a.zip,
        a.phone,
        a.email,
        a.noAppointmentsForSpecialHours,
        i,
      ]),
    ],
    [
      'continents',
      ['id', 'title_de', 'title_fr', 'sort'],
      continents.map((c, i) => [c.id, c.title.de, c.title.fr, i]),
    ],
    [
      'destinations',
      ['id', 'continent_id', 'name_de', 'name_fr', 'sort'],
      destinations.map((d, i) => [d.id, d.continentId, d.name.de, d.name.fr, i]),
    ],
    [
      'travel_experiences',
      columns('id destination_id title_de title_fr image url_de url_fr vector'),
      travelExperiences.map((t) => [
        t.id,
        t.destinationId,
        t.title.de,
        t.title.fr,
        t.image,
        t.url.de,
        t.url.fr,
        t.vector,
      ]),
    ],
    [
      'advisors',
      columns(
        'id page_id firstname lastname agency_id role_de role_fr languages quote_de quote_fr mode_personal mode_online mode_phone vector sort',
      ),
      advisors.map((a, i) => [
        a.id,
        a.pageId,
        a.firstname,
        a.lastname,
        a.agencyId,
        a.role.de,
        a.role.fr,
        a.languages,
        a.quote.de,
        a.quote.fr,
        a.adviceModes.includes('personal'),
        a.adviceModes.includes('online'),
        a.adviceModes.includes('phone'),
        a.vector,
        i,
      ]),
    ],
  ];
  for (const [table, columns, rows] of tables) await upsert(tx, table, columns, rows);
  // An advisor's destinations and working hours are the file's: replaced, not merged.
  const advisorIds = advisors.map((a) => a.id);
  await tx.query('delete from advisor_destinations where advisor_id = any($1::text[])', [advisorIds]);
  await insertRows(
    tx,
    'advisor_destinations',
    ['advisor_id', 'destination_id'],
    advisors.flatMap((a) => a.destinationIds.map((d) => [a.id, d])),
    '',
  );
  await tx.query('delete from working_hours where advisor_id = any($1::text[])', [advisorIds]);
  await insertRows(
    tx,
    'working_hours',
    ['advisor_id', 'weekday', 'start_minute', 'end_minute', 'home_office'],
    advisors.flatMap((a) =>
      a.workingHours.map((w) => [
        a.id,
        w.weekday,
        timeToMinutes(w.start),
        timeToMinutes(w.end),
        w.homeOffice,
      ]),
    ),
    '',
  );
  await insertRows(
    tx,
    'translations',
    ['culture', 'key', 'value'],
    Object.entries(catalogue.texts ?? {}).flatMap(([culture, texts]) =>
      Object.entries(texts ?? {}).map(([key, value]) => [culture, key, value]),
    ),
    'on conflict (culture, key) do update set value = excluded.value',
  );
};
