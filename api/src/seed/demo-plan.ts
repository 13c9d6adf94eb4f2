// The demo's rows around the seeding day: the fully booked days, the single hours, and the demo's day of issue 46
// (consultations that took place, some with their outcome; open custom-date requests in German and French; a request
// at 08:30 beside Anna Meier's 09:00). Each consultation lies in its advisor's working hours and advice modes and
// overlaps no other of the advisor's, each request on a day and time the custom-date rules allow, whatever the
// weekday of seeding: the writes' 'on conflict do nothing' then skips no row. Pure; seed-database.ts writes it.
import { fromWireAdviceMode, offersAdviceMode } from '@checkout/shared/contract';
import {
  addDays,
  formatIsoDate,
  isCustomDateDisabled,
  isCustomTimeAllowed,
  isoWeekday,
  minutesToTime,
  parseIsoDate,
  timeToMinutes,
  zurichTime,
  type CalendarDate,
} from '@checkout/shared/dates';
import { appointmentRange } from '../domain/calendar';
import { SLOT_MINUTES } from '../domain/rules';
import type { AdvisorRecord, WorkingHoursRecord } from '../repositories/catalogue-records';
import type { SeedBooking, SeedRequest } from '../repositories/booking-repository';
import {
  ADVISORS,
  AGENCIES,
  FULLY_BOOKED_DAY_OFFSETS,
  SEED_BOOKINGS,
  SEED_CONSULTATIONS,
  SEED_REQUESTS,
} from './demo';
import type { SeedConsultationFixture, SeedRequestFixture } from './types';

/** Start times (HH:mm) of the hourly slots of one block of working hours. */
const startsOfBlock = (block: WorkingHoursRecord): string[] => {
  const starts: string[] = [];
  for (let m = timeToMinutes(block.start); m + SLOT_MINUTES <= timeToMinutes(block.end); m += SLOT_MINUTES) {
    starts.push(minutesToTime(m));
  }
  return starts;
};

/** Start times (HH:mm) of an advisor's hourly slots on an ISO weekday. */
export const slotStartsOf = (advisor: AdvisorRecord, weekday: number): string[] =>
  advisor.workingHours.filter((block) => block.weekday === weekday).flatMap(startsOfBlock);

/** A consultation's or request's instants: the appointment's range, as every path writes it. */
export const rangeOf = (date: string, time: string): { startsAt: Date; endsAt: Date } => {
  const { startsAt, endsAt } = appointmentRange('', date, time);
  return { startsAt, endsAt };
};

/** Demo consultations that took place were booked this long before their start. */
const BOOKED_DAYS_BEFORE = 7;

/** How far from its day offset a fixture looks for a day the rules allow. */
const SEARCH_DAYS = 14;

/** What the seed writes, as of one instant. */
export interface DemoPlan {
  /** Every consultation: the fully booked days, the single hours and the demo's day; none overlaps another. */
  consultations: SeedBooking[];
  /** The open custom-date requests. */
  requests: SeedRequest[];
}

const fixtureError = (key: string, problem: string) => new Error(`demo-bookings.json: ${key}: ${problem}`);

const advisorOf = (advisorId: string, key: string): AdvisorRecord => {
  const advisor = ADVISORS.find((a) => a.id === advisorId);
  if (!advisor) throw fixtureError(key, `no advisor ${advisorId}`);
  return advisor;
};

/** The advisors' taken ranges, as the exclusion constraint (advisor, range) sees them. */
class TakenRanges {
  private readonly byAdvisor = new Map<string, { startsAt: Date; endsAt: Date }[]>();

  isFree(advisorId: string, range: { startsAt: Date; endsAt: Date }): boolean {
    return (this.byAdvisor.get(advisorId) ?? []).every(
      (taken) => taken.endsAt <= range.startsAt || range.endsAt <= taken.startsAt,
    );
  }

  take(booking: SeedBooking): void {
    if (!this.isFree(booking.advisorId, booking)) {
      throw fixtureError(booking.id, `overlaps another consultation of ${booking.advisorId}`);
    }
    this.byAdvisor.set(booking.advisorId, [...(this.byAdvisor.get(booking.advisorId) ?? []), booking]);
  }
}

/** Whether the advisor works at `time` that day in a block that offers the fixture's advice mode. */
const worksAt = (advisor: AdvisorRecord, fixture: SeedConsultationFixture, day: CalendarDate): boolean => {
  const block = advisor.workingHours.find(
    (b) => b.weekday === isoWeekday(day) && startsOfBlock(b).includes(fixture.time),
  );
  const modes = {
    hasAdviceModePersonal: advisor.adviceModes.includes('personal'),
    hasAdviceModeOnline: advisor.adviceModes.includes('online'),
    hasAdviceModePhone: advisor.adviceModes.includes('phone'),
  };
  return (
    block !== undefined &&
    offersAdviceMode(modes, fromWireAdviceMode(fixture.traveller.adviceMode), {
      homeOffice: block.homeOffice,
    })
  );
};

/**
 * A consultation of the demo's day: on the first day from its offset, away from today (back for a past one), on which
 * its advisor works at its time in its advice mode, not a fully booked day, and free of the other consultations.
 */
const placeConsultation = (
  fixture: SeedConsultationFixture,
  today: CalendarDate,
  now: Date,
  taken: TakenRanges,
): SeedBooking => {
  const advisor = advisorOf(fixture.advisorId, fixture.key);
  // Today's hours are past or ahead depending on the hour of seeding: a fixture says which it means.
  if (fixture.dayOffset === 0) throw fixtureError(fixture.key, 'dayOffset 0: past (< 0) or ahead (> 0)?');
  if (fixture.outcome && fixture.dayOffset > 0) {
    throw fixtureError(fixture.key, 'an outcome recorded before the start');
  }
  const step = fixture.dayOffset < 0 ? -1 : 1;
  for (let offset = fixture.dayOffset; Math.abs(offset - fixture.dayOffset) < SEARCH_DAYS; offset += step) {
    const day = addDays(today, offset);
    if (FULLY_BOOKED_DAY_OFFSETS.includes(offset) || !worksAt(advisor, fixture, day)) continue;
    const date = formatIsoDate(day);
    const range = rangeOf(date, fixture.time);
    if (!taken.isFree(advisor.id, range)) continue;
    const { firstname, lastname } = fixture.traveller;
    return {
      id: `seed-${fixture.key}-${date}`,
      advisorId: advisor.id,
      agencyId: advisor.agencyId,
      date,
      time: fixture.time,
      ...range,
      firstname,
      lastname,
      contact: fixture.traveller,
      ...(fixture.outcome ? { outcome: { outcome: fixture.outcome, at: range.endsAt } } : {}),
      createdAt:
        range.startsAt < now ? new Date(range.startsAt.getTime() - BOOKED_DAYS_BEFORE * 86_400_000) : now,
    };
  }
  throw fixtureError(
    fixture.key,
    `no free hour of ${advisor.id} at ${fixture.time} near day ${fixture.dayOffset}`,
  );
};

/** A request's day: its consultation's (sameDayAs), or the first one from its offset that the custom rules allow. */
const requestDay = (
  fixture: SeedRequestFixture,
  today: CalendarDate,
  placed: ReadonlyMap<string, SeedBooking>,
): CalendarDate => {
  const allowed = (day: CalendarDate) =>
    !isCustomDateDisabled(day, today) && isCustomTimeAllowed(day, fixture.time);
  if (fixture.sameDayAs !== null) {
    const beside = placed.get(fixture.sameDayAs);
    if (!beside || beside.agencyId !== fixture.agencyId) {
      throw fixtureError(fixture.key, `sameDayAs names no consultation of ${fixture.agencyId}`);
    }
    const day = parseIsoDate(beside.date);
    if (!allowed(day))
      throw fixtureError(fixture.key, `${beside.date} ${fixture.time} is no custom-date time`);
    return day;
  }
  for (let offset = fixture.dayOffset; offset < fixture.dayOffset + SEARCH_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (allowed(day)) return day;
  }
  throw fixtureError(fixture.key, `no custom-date day at ${fixture.time} near day ${fixture.dayOffset}`);
};

const placeRequest = (
  fixture: SeedRequestFixture,
  today: CalendarDate,
  now: Date,
  placed: ReadonlyMap<string, SeedBooking>,
): SeedRequest => {
  const agency = AGENCIES.find((a) => a.id === fixture.agencyId);
  if (!agency || agency.noAppointmentsForSpecialHours) {
    throw fixtureError(fixture.key, `${fixture.agencyId} takes no custom-date requests`);
  }
  const date = formatIsoDate(requestDay(fixture, today, placed));
  const { firstname, lastname } = fixture.traveller;
  return {
    id: `seed-${fixture.key}-${date}`,
    agencyId: agency.id,
    date,
    time: fixture.time,
    ...rangeOf(date, fixture.time),
    firstname,
    lastname,
    contact: fixture.traveller,
    createdAt: now,
  };
};

/** What the demo writes when seeded at `now` (its days are counted from now's Zurich day). */
export const planDemo = (now: Date): DemoPlan => {
  const today = zurichTime(now).date;
  const taken = new TakenRanges();
  const consultations: SeedBooking[] = [];
  const add = (booking: SeedBooking) => {
    taken.take(booking);
    consultations.push(booking);
  };
  const placeholder = (advisor: AdvisorRecord, date: string, time: string, name: [string, string]) => ({
    id: `seed-${advisor.id}-${date}-${time}`,
    advisorId: advisor.id,
    agencyId: advisor.agencyId,
    date,
    time,
    ...rangeOf(date, time),
    firstname: name[0],
    lastname: name[1],
  });
  // Whole days taken: every hour of every advisor.
  for (const offset of FULLY_BOOKED_DAY_OFFSETS) {
    const day = addDays(today, offset);
    const date = formatIsoDate(day);
    for (const advisor of ADVISORS) {
      for (const time of slotStartsOf(advisor, isoWeekday(day))) {
        add(placeholder(advisor, date, time, ['Seed', 'Booking']));
      }
    }
  }
  // Single hours, at their offsets as they stand.
  for (const booking of SEED_BOOKINGS) {
    const date = formatIsoDate(addDays(today, booking.dayOffset));
    add(
      placeholder(advisorOf(booking.advisorId, booking.advisorId), date, booking.time, [
        booking.firstname,
        booking.lastname,
      ]),
    );
  }
  // The demo's day: each consultation where its advisor works and is free.
  const placed = new Map<string, SeedBooking>();
  for (const fixture of SEED_CONSULTATIONS) {
    const booking = placeConsultation(fixture, today, now, taken);
    add(booking);
    placed.set(fixture.key, booking);
  }
  const requests = SEED_REQUESTS.map((fixture) => placeRequest(fixture, today, now, placed));
  return { consultations, requests };
};
