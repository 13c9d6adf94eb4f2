// The demo data (DEMO_DATA=1 only): the catalogue in demo-catalogue.json beside this file, which is an import file of
// the documented format (checked like any import), the bookings in demo-bookings.json, placed relative to the
// day the demo is seeded, and the back office's demo accounts in demo-staff.json (issue 34).
import demoCatalogue from './demo-catalogue.json';
import demoBookings from './demo-bookings.json';
import demoStaff from './demo-staff.json';
import { parseCatalogueFile, staffMemberOf } from '../catalogue-import/catalogue-file';
import type { SeedBookingFixture, StaffFixture } from './types';

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

/**
 * The demo's back-office accounts (issue 34), for development only: an advisor (Anna Meier), the branch lead of her
 * branch (Zürich Bahnhofstrasse) and a member of the back office. Their addresses are the allow-list of the demo.
 * Checked like an import file's `staff` list (decision 0059).
 */
export const DEMO_STAFF: StaffFixture[] = (parseCatalogueFile({ staff: demoStaff.staff }).staff ?? []).map(
  staffMemberOf,
);
