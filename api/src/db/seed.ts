// The demo seed from src/seed (DEMO_DATA=1 only: upserts, so re-seeding is safe), and the code's texts.
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
import { insertRows, upsert } from './rows';
import { writeCatalogue } from '../catalogue-import/write-catalogue';
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

/** The texts of @checkout/shared/texts into `translations`; `conflict` decides over a key already there. */
const writeTexts = (tx: Queryable, conflict: string) =>
  insertRows(
    tx,
    'translations',
    ['culture', 'key', 'value'],
    CULTURES.flatMap((culture) =>
      Object.entries(TEXTS[culture]).map(([key, value]) => [culture, key, value]),
    ),
    `on conflict (culture, key) ${conflict}`,
  );

/**
 * A retailer's start: the code's texts only where the database has none for that key and culture, so new
 * keys arrive with the next start and text edited in the database survives it. No other row is written.
 */
export const installTexts = (db: Database): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await writeTexts(tx, 'do nothing');
  });

/** The demo: catalogue, advisors, texts and bookings that fill the 4th and 9th day after `now`. */
export const seedDemo = async (db: Database, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const stamp = now.toISOString();

    await writeCatalogue(tx, {
      regions: REGIONS,
      agencies: AGENCIES,
      continents: CONTINENTS,
      destinations: DESTINATIONS,
      advisors: ADVISORS,
    });
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
    // The demo's texts are the code's: TEXTS as it stands now replaces what the database holds.
    await writeTexts(tx, 'do update set value = excluded.value');

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
