// Writes the demo (DEMO_DATA=1 only: upserts, so re-seeding is safe) or the national data set (DEMO_DATA=national):
// the catalogue, the code's texts and the bookings around the seeding day. Every statement is a repository's.
import {
  ADVISORS,
  AGENCIES,
  CONTINENTS,
  DESTINATIONS,
  FACTORS,
  FULLY_BOOKED_DAY_OFFSETS,
  REGIONS,
  SEED_BOOKINGS,
  DEMO_STAFF,
  TRAVEL_EXPERIENCES,
} from './demo';
import type { Database } from '../db/database';
import type { AdvisorRecord } from '../repositories/catalogue-records';
import { lockSchema, writeCatalogue } from '../repositories/catalogue-writer';
import { writeTexts } from '../repositories/reference-data';
import { codeTextRows } from '../i18n/texts';
import { insertSeedBookings } from '../repositories/booking-repository';
import { upsertStaff } from '../repositories/staff-repository';
import { appointmentRange } from '../domain/calendar';
import {
  addDays,
  formatIsoDate,
  isoWeekday,
  minutesToTime,
  timeToMinutes,
  zurichTime,
} from '@checkout/shared/dates';
import { SLOT_MINUTES } from '../domain/rules';
import { nationalBookings, nationalCatalogue } from './national';

/** Start times (HH:mm) of an advisor's hourly slots on an ISO weekday. */
export const slotStartsOf = (advisor: AdvisorRecord, weekday: number): string[] =>
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

/** A seed booking's instants: the appointment's range, as every path writes it. */
const rangeOf = (date: string, time: string) => {
  const { startsAt, endsAt } = appointmentRange('', date, time);
  return { startsAt, endsAt };
};

/** Rows per insert when seeding many bookings (19 parameters a row, under PostgreSQL's 65,535). */
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
};

/** The demo: catalogue, advisors, texts and bookings that fill the 4th and 9th day after `now`. */
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

    // Seed bookings relative to today: whole days taken, plus single hours.
    const today = zurichTime(now).date;
    const bookings: {
      advisor: AdvisorRecord;
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
    await insertSeedBookings(
      tx,
      bookings.map((b) => ({
        id: `seed-${b.advisor.id}-${b.date}-${b.time}`,
        advisorId: b.advisor.id,
        agencyId: b.advisor.agencyId,
        date: b.date,
        time: b.time,
        ...rangeOf(b.date, b.time),
        firstname: b.firstname,
        lastname: b.lastname,
      })),
      now,
    );
    // The back office's demo accounts (issue 34): development only, like every row of the demo.
    await upsertStaff(
      tx,
      DEMO_STAFF.map((member) => ({ ...member, createdAt: now })),
    );
  });
};
