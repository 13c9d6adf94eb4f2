// The catalogue's records as the catalogue writer takes them: what an import file holds (catalogue-import checks
// it) and what the demo seed writes. Types only.
import type { AdviceMode, Culture, StaffRole } from '@checkout/shared/contract';
import type { Localized } from '../i18n/texts';

export interface RegionRecord {
  id: string;
  title: Localized;
  /** Main language of the region's branch offices. */
  language: 'de' | 'fr';
}

export interface AgencyRecord {
  id: string;
  regionId: string;
  name: Localized;
  city: Localized;
  street: string;
  zip: string;
  phone: string;
  email: string;
  /** This branch takes no appointments outside opening hours (custom-date mode). */
  noAppointmentsForSpecialHours: boolean;
}

export interface ContinentRecord {
  id: string;
  title: Localized;
}

export interface DestinationRecord {
  id: string;
  continentId: string;
  name: Localized;
}

/** A block of weekly working hours; hourly slots start at `start` and end by `end` (HH:mm, Zurich time). */
export interface WorkingHoursRecord {
  /** ISO weekday: 1 = Monday ... 6 = Saturday, 7 = Sunday. */
  weekday: number;
  start: string;
  end: string;
  /** The advisor works from home in this block: no personal (in-branch) advice. */
  homeOffice: boolean;
}

/** Language codes an advisor speaks; their names per culture are configuration (config.ts LANGUAGE_NAMES). */
export type LanguageCode = 'de' | 'fr' | 'it' | 'en' | 'es' | 'pt' | 'rm';

export interface AdvisorRecord {
  id: string;
  pageId: string;
  firstname: string;
  lastname: string;
  agencyId: string;
  role: Localized;
  languages: LanguageCode[];
  quote: Localized;
  adviceModes: AdviceMode[];
  /** Factor profile, one value 0..1 per entry of FACTORS. */
  vector: number[];
  /** Destinations the advisor knows (filters step 2 and 3, HasConsultantForDestination). */
  destinationIds: string[];
  workingHours: WorkingHoursRecord[];
}

export interface TravelExperienceRecord {
  id: string;
  destinationId: string;
  title: Localized;
  image: string;
  url: Localized;
  /** Factor profile of the trip, one value 0..1 per entry of FACTORS. */
  vector: number[];
}

export interface FactorRecord {
  id: string;
  /** Label; a '\n' splits it in two lines on the radar chart. */
  nameHyphenated: Localized;
}

/** The import format (and the demo catalogue's); every list optional. `sort` is the position in its list. */
/** A staff member as the import file names them. */
export interface StaffImportRecord {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  agencyId?: string | null;
  advisorId?: string | null;
  culture: Culture;
  /** false: deactivated (no sign-in, sessions ended); absent or true: active. */
  active?: boolean;
}

export interface Catalogue {
  regions?: RegionRecord[];
  agencies?: AgencyRecord[];
  continents?: ContinentRecord[];
  destinations?: DestinationRecord[];
  /** The matching factors, in the vectors' order; with them, every vector in the file has one value each. */
  factors?: FactorRecord[];
  travelExperiences?: TravelExperienceRecord[];
  advisors?: AdvisorRecord[];
  /** The back office's staff members (the allow-list); `active: false` deactivates one. */
  staff?: StaffImportRecord[];
  /** Texts per culture and i18next key; they replace the database's text of that key. */
  texts?: Partial<Record<Culture, Record<string, string>>>;
}
