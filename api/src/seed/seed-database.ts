// Writes the demo (DEMO_DATA=1 only: upserts, so re-seeding is safe) or the national data set (DEMO_DATA=national):
// the catalogue, the code's texts and the bookings around the seeding day. Every statement is a repository's.
import {
  ADVISORS,
  AGENCIES,
  CONTINENTS,
  DESTINATIONS,
  FACTORS,
  REGIONS,
  DEMO_STAFF,
  TRAVEL_EXPERIENCES,
} from './demo';
import type { Database } from '../db/database';
import { lockSchema, writeCatalogue } from '../repositories/catalogue-writer';
import { writeTexts } from '../repositories/reference-data';
import { codeTextRows } from '../i18n/texts';
import { analyzeBookings, insertSeedBookings, insertSeedRequests } from '../repositories/booking-repository';
import { upsertStaff } from '../repositories/staff-repository';
import { zurichTime } from '@checkout/shared/dates';
import { nationalBookings, nationalCatalogue } from './national';
import { planDemo, rangeOf, slotStartsOf } from './demo-plan';

export { slotStartsOf };

/** Rows per insert when seeding many bookings (21 parameters a row, under PostgreSQL's 65,535). */
const SEED_BATCH_ROWS = 2000;

/**
 * The national data set (DEMO_DATA=national): the demo, then the generated branch offices and advisors and
 * NATIONAL.bookings bookings around `now` (seed/national.ts); an hour the demo booked already is left to it.
 */
export const seedNational = async (db: Database, now: Date): Promise<void> => {
  await seedDemo(db, now);
  const { agencies, advisors } = nationalCatalogue();
  const bookings = nationalBookings(advisors, zurichTime(now).date, slotStartsOf);
  await db.transaction(async (tx) => {
    await lockSchema(tx);
    await writeCatalogue(tx, { agencies, advisors });
    for (let at = 0; at < bookings.length; at += SEED_BATCH_ROWS) {
      await insertSeedBookings(
        tx,
        bookings.slice(at, at + SEED_BATCH_ROWS).map((b, i) => ({
          id: `nat-${at + i}`,
          advisorId: b.advisor.id,
          agencyId: b.advisor.agencyId,
          date: b.date,
          time: b.time,
          ...rangeOf(b.date, b.time),
          firstname: 'National',
          lastname: `Booking ${at + i}`,
        })),
        now,
      );
    }
  });
  // Gathered now, as an operator does after loading data, not left to autovacuum's next round.
  await analyzeBookings(db);
};

/**
 * The demo: catalogue, advisors, texts, the bookings that fill the 4th and 9th day after `now` and the demo's day
 * around it (seed/demo-plan.ts: consultations that took place, open custom-date requests).
 */
export const seedDemo = async (db: Database, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockSchema(tx);
    await writeCatalogue(tx, {
      regions: REGIONS,
      agencies: AGENCIES,
      continents: CONTINENTS,
      destinations: DESTINATIONS,
      factors: FACTORS,
      travelExperiences: TRAVEL_EXPERIENCES,
      advisors: ADVISORS,
    });
    // The demo's texts are the code's: TEXTS as it stands now replaces what the database holds.
    await writeTexts(tx, codeTextRows(), 'replace');
    // The bookings relative to today; their ids are the fixture's and the day's, so a restart the same day adds none.
    const plan = planDemo(now);
    await insertSeedBookings(tx, plan.consultations, now);
    await insertSeedRequests(tx, plan.requests);
    // The back office's demo accounts (issue 34): development only, like every row of the demo.
    await upsertStaff(
      tx,
      DEMO_STAFF.map((member) => ({ ...member, createdAt: now })),
    );
  });
};
