// The demo seed of the booking API (catalogue, advisors, bookings, the back office's demo accounts): its data, and
// how it is written (seed-database.ts, with DEMO_DATA=1). The one home of seeding.
export type { SeedBookingFixture, StaffFixture } from './types';
export {
  REGIONS,
  AGENCIES,
  CONTINENTS,
  DESTINATIONS,
  FACTORS,
  TRAVEL_EXPERIENCES,
  ADVISORS,
  FULLY_BOOKED_DAY_OFFSETS,
  SEED_BOOKINGS,
  DEMO_STAFF,
} from './demo';
export { seedDemo, seedNational, slotStartsOf } from './seed-database';
