// The demo seed of the booking API (catalogue, advisors, bookings): inserted by db/seed.ts with DEMO_DATA=1.
export type {
  AdvisorFixture,
  AgencyFixture,
  ContinentFixture,
  DestinationFixture,
  FactorFixture,
  LanguageCode,
  LocalizedText,
  RegionFixture,
  SeedBookingFixture,
  StaffFixture,
  TravelExperienceFixture,
  WorkingHoursFixture,
} from './types';
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
