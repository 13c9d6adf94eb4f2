// The demo seed of the booking API (catalogue, advisors, bookings, custom-date requests, the back office's demo
// accounts): its data, where it lands around the seeding day (demo-plan.ts), and how it is written
// (seed-database.ts, with DEMO_DATA=1). The one home of seeding.
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
  SEED_CONSULTATIONS,
  SEED_REQUESTS,
  DEMO_STAFF,
} from './demo';
export { planDemo, type DemoPlan } from './demo-plan';
export { seedDemo, seedNational, slotStartsOf } from './seed-database';
