// The demo data (DEMO_DATA=1 only): the catalogue in demo-catalogue.json beside this file, which is an import file of
// the documented format (checked like any import), the bookings and custom-date requests in demo-bookings.json,
// placed relative to the day the demo is seeded (demo-plan.ts), and the back office's demo accounts in
// demo-staff.json (issue 34).
import { ADVICE_MODES, CULTURES, toWireAdviceMode, type WireAdviceMode } from '@checkout/shared/contract';
import demoCatalogue from './demo-catalogue.json';
import demoBookings from './demo-bookings.json';
import demoStaff from './demo-staff.json';
import { parseCatalogueFile, staffMemberOf } from '../catalogue-import/catalogue-file';
import type {
  SeedBookingFixture,
  SeedConsultationFixture,
  SeedRequestFixture,
  SeedTraveller,
  StaffFixture,
} from './types';

const catalogue = parseCatalogueFile(demoCatalogue);

export const REGIONS = catalogue.regions ?? [];
export const AGENCIES = catalogue.agencies ?? [];
export const CONTINENTS = catalogue.continents ?? [];
export const DESTINATIONS = catalogue.destinations ?? [];
/** Factors of the personality-matching service; every vector has one value per factor, in this order. */
export const FACTORS = catalogue.factors ?? [];
export const TRAVEL_EXPERIENCES = catalogue.travelExperiences ?? [];
export const ADVISORS = catalogue.advisors ?? [];

/**
 * Days (after the seeding day, Zurich calendar) on which every working hour of every advisor is booked:
 * the date list of step 2 then shows them as without availability.
 */
export const FULLY_BOOKED_DAY_OFFSETS: number[] = demoBookings.fullyBookedDayOffsets;

/** Single bookings spread over the next days. */
export const SEED_BOOKINGS: SeedBookingFixture[] = demoBookings.bookings;

/** One of `allowed`, or the fixture is refused when the demo loads (JSON's strings are not the union types). */
const oneOf = <T extends string>(allowed: readonly T[], value: string, what: string): T => {
  const found = allowed.find((a) => a === value);
  if (found === undefined) {
    throw new Error(`demo-bookings.json: ${what} is "${value}", not one of ${allowed.join(', ')}`);
  }
  return found;
};

const WIRE_ADVICE_MODES: readonly WireAdviceMode[] = ADVICE_MODES.map(toWireAdviceMode);

type TravellerJson = (typeof demoBookings.consultations)[number]['traveller'];

const travellerOf = (json: TravellerJson, key: string): SeedTraveller => ({
  ...json,
  culture: oneOf(CULTURES, json.culture, `${key}.traveller.culture`),
  adviceMode: oneOf(WIRE_ADVICE_MODES, json.adviceMode, `${key}.traveller.adviceMode`),
});

/**
 * The demo's day (issue 46): consultations with travellers of their own, some of them past (a few with their outcome
 * recorded, the others to record), placed on days and hours their advisors work (seed/demo-plan.ts).
 */
export const SEED_CONSULTATIONS: SeedConsultationFixture[] = demoBookings.consultations.map((c) => ({
  ...c,
  traveller: travellerOf(c.traveller, c.key),
  outcome:
    c.outcome === null ? null : oneOf(['completed', 'no_show'] as const, c.outcome, `${c.key}.outcome`),
}));

/** Open custom-date requests in German and French over the coming two weeks (issue 46). */
export const SEED_REQUESTS: SeedRequestFixture[] = demoBookings.requests.map((r) => ({
  ...r,
  traveller: travellerOf(r.traveller, r.key),
}));

/**
 * The demo's back-office accounts (issue 34), for development only: an advisor (Anna Meier), the branch lead of her
 * branch (Zürich Bahnhofstrasse) and a member of the back office. Their addresses are the allow-list of the demo.
 * Checked like an import file's `staff` list (decision 0059).
 */
export const DEMO_STAFF: StaffFixture[] = (parseCatalogueFile({ staff: demoStaff.staff }).staff ?? []).map(
  staffMemberOf,
);
