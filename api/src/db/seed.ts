// Deterministic seed from the demo data in src/seed; runs at every start (upserts, so re-seeding is safe).
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
  type AdvisorFixture,
} from '../seed';
import { TEXTS } from '@checkout/shared/texts';
import { CULTURES } from '@checkout/shared/contract';
import type { Database, Queryable } from './database';
import { SCHEMA_LOCK_KEY } from './migrations';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import {
  addDays,
  formatIsoDate,
  isoWeekday,
  minutesToTime,
  timeToMinutes,
  zurichTime,
} from '@checkout/shared/dates';
import { SLOT_MINUTES } from '../domain/rules';

/** Inserts rows in one multi-row statement: `insert into table (cols) values (...), (...) suffix`. */
const insertRows = async (
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  suffix: string,
) => {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  await tx.query(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} ${suffix}`,
    params,
  );
};

const updateAll = (columns: string[]) =>
  `do update set ${columns
    .slice(1)
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}`;

const upsert = (tx: Queryable, table: string, columns: string[], rows: unknown[][]) =>
  insertRows(tx, table, columns, rows, `on conflict (${columns[0]}) ${updateAll(columns)}`);

/** Start times (HH:mm) of an advisor's hourly slots on an ISO weekday. */
export const slotStartsOf = (advisor: AdvisorFixture, weekday: number): string[] =>
  advisor.workingHours
    .filter((block) => block.weekday === weekday)
    .flatMap((block) => {
      const starts: string[] = [];
      for (
        let m = timeToMinutes(block.start);
        m + SLOT_MINUTES <= timeToMinutes(block.end);
        m += SLOT_MINUTES
      ) {
        starts.push(minutesToTime(m));
      }
      return starts;
    });

export const seed = async (db: Database, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const stamp = now.toISOString();

    await upsert(
      tx,
      'regions',
      ['id', 'language', 'title_de', 'title_fr', 'sort'],
      REGIONS.map((r, i) => [r.id, r.language, r.title.de, r.title.fr, i]),
    );
    await upsert(
      tx,
      'agencies',
      [
        'id',
        'region_id',
        'name_de',
        'name_fr',
        'city_de',
        'city_fr',
        'street',
        'zip',
        'phone',
        'email',
        'no_special_hours',
        'sort',
      ],
      AGENCIES.map((a, i) => [
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
    );
    await upsert(
      tx,
      'continents',
      ['id', 'title_de', 'title_fr', 'sort'],
      CONTINENTS.map((c, i) => [c.id, c.title.de, c.title.fr, i]),
    );
    await upsert(
      tx,
      'destinations',
      ['id', 'continent_id', 'name_de', 'name_fr', 'sort'],
      DESTINATIONS.map((d, i) => [d.id, d.continentId, d.name.de, d.name.fr, i]),
    );
    // Factor positions may move: clear them first so the unique position never collides mid-update.
    await tx.query('delete from factors');
    await upsert(
      tx,
      'factors',
      ['id', 'position', 'name_de', 'name_fr'],
      FACTORS.map((f, i) => [f.id, i, f.nameHyphenated.de, f.nameHyphenated.fr]),
    );
    await upsert(
      tx,
      'advisors',
      [
        'id',
        'page_id',
        'firstname',
        'lastname',
        'agency_id',
        'role_de',
        'role_fr',
        'languages',
        'quote_de',
        'quote_fr',
        'mode_personal',
        'mode_online',
        'mode_phone',
        'vector',
        'sort',
      ],
      ADVISORS.map((a, i) => [
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
    );
    const advisorIds = ADVISORS.map((a) => a.id);
    await tx.query('delete from advisor_destinations where advisor_id = any($1::text[])', [advisorIds]);
    await insertRows(
      tx,
      'advisor_destinations',
      ['advisor_id', 'destination_id'],
      ADVISORS.flatMap((a) => a.destinationIds.map((d) => [a.id, d])),
      '',
    );
    await tx.query('delete from working_hours where advisor_id = any($1::text[])', [advisorIds]);
    await insertRows(
      tx,
      'working_hours',
      ['advisor_id', 'weekday', 'start_minute', 'end_minute', 'home_office'],
      ADVISORS.flatMap((a) =>
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
    await upsert(
      tx,
      'travel_experiences',
      ['id', 'destination_id', 'title_de', 'title_fr', 'image', 'url_de', 'url_fr', 'vector'],
      TRAVEL_EXPERIENCES.map((t) => [
        t.id,
        t.destinationId,
        t.title.de,
        t.title.fr,
        t.image,
        t.url.de,
        t.url.fr,
        t.vector,
      ]),
    );
    // Texts: whatever TEXTS holds now, so new keys arrive with the next start.
    await insertRows(
      tx,
      'translations',
      ['culture', 'key', 'value'],
      CULTURES.flatMap((culture) =>
        Object.entries(TEXTS[culture]).map(([key, value]) => [culture, key, value]),
      ),
      'on conflict (culture, key) do update set value = excluded.value',
    );
    await tx.query(
      `insert into settings (key, value, updated_at) values ('checkout_offline', 'false', $1) on conflict (key) do nothing`,
      [stamp],
    );

    // Seed bookings relative to today: whole days taken, plus single hours.
    const today = zurichTime(now).date;
    const bookings: {
      advisor: AdvisorFixture;
      date: string;
      time: string;
      firstname: string;
      lastname: string;
    }[] = [];
    for (const offset of FULLY_BOOKED_DAY_OFFSETS) {
      const day = addDays(today, offset);
      const date = formatIsoDate(day);
      for (const advisor of ADVISORS) {
        for (const time of slotStartsOf(advisor, isoWeekday(day))) {
          bookings.push({ advisor, date, time, firstname: 'Seed', lastname: 'Booking' });
        }
      }
    }
    for (const booking of SEED_BOOKINGS) {
      const advisor = ADVISORS.find((a) => a.id === booking.advisorId);
      if (!advisor) continue;
      bookings.push({ advisor, date: formatIsoDate(addDays(today, booking.dayOffset)), ...booking });
    }
    await insertRows(
      tx,
      'bookings',
      [
        'id',
        'kind',
        'advisor_id',
        'slot_date',
        'slot_time',
        'starts_at',
        'agency_id',
        'culture',
        'user_lang',
        'advice_mode',
        'firstname',
        'lastname',
        'email',
        'phone',
        'payload',
        'source',
        'created_at',
      ],
      bookings.map((b) => [
        `seed-${b.advisor.id}-${b.date}-${b.time}`,
        'slot',
        b.advisor.id,
        b.date,
        b.time,
        zurichWallTimeToDate(b.date, b.time).toISOString(),
        b.advisor.agencyId,
        'de-CH',
        'Deutsch',
        'personal',
        b.firstname,
        b.lastname,
        'seed.booking@example.invalid',
        '+41 44 000 00 00',
        '{}',
        'seed',
        stamp,
      ]),
      'on conflict do nothing',
    );
  });
};
