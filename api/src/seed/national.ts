// The national data set (DEMO_DATA=national; `npm run bench -w api -- --scale national`): a retailer of
// NATIONAL.agencies branch offices and NATIONAL.advisors advisors with NATIONAL.bookings bookings, for benchmarks
// and tests at the size of a real network. It is the demo (its branches, advisors and destinations) grown by
// generated branches and advisors; everything is drawn from a fixed-seed generator, so two runs on the same day
// write the same rows (the bookings are placed relative to that day, like the demo's).
import type { AdviceMode } from '@checkout/shared/contract';
import { addDays, formatIsoDate, isoWeekday, type CalendarDate } from '@checkout/shared/dates';
import { ADVISORS, AGENCIES, DESTINATIONS, FACTORS, REGIONS } from './demo';
import type {
  AdvisorRecord,
  AgencyRecord,
  LanguageCode,
  WorkingHoursRecord,
} from '../repositories/catalogue-records';

export const NATIONAL = { agencies: 100, advisors: 600, bookings: 200_000 } as const;

/** Days before the seeding day that hold past bookings (the rest lie in the booking horizon ahead). */
export const NATIONAL_PAST_DAYS = 270;
export const NATIONAL_FUTURE_DAYS = 90;

/** mulberry32: a small, fast generator with a fixed seed, so the data set is the same on every run. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const TOWNS: { de: string; fr: string; zip: string; region: string }[] = [
  { de: 'Winterthur', fr: 'Winterthour', zip: '8400', region: 'zurich' },
  { de: 'Uster', fr: 'Uster', zip: '8610', region: 'zurich' },
  { de: 'Dübendorf', fr: 'Dübendorf', zip: '8600', region: 'zurich' },
  { de: 'Thun', fr: 'Thoune', zip: '3600', region: 'bern' },
  { de: 'Biel/Bienne', fr: 'Bienne', zip: '2502', region: 'bern' },
  { de: 'Burgdorf', fr: 'Berthoud', zip: '3400', region: 'bern' },
  { de: 'Basel', fr: 'Bâle', zip: '4051', region: 'northwest' },
  { de: 'Aarau', fr: 'Aarau', zip: '5000', region: 'northwest' },
  { de: 'Olten', fr: 'Olten', zip: '4600', region: 'northwest' },
  { de: 'Luzern', fr: 'Lucerne', zip: '6003', region: 'central' },
  { de: 'Zug', fr: 'Zoug', zip: '6300', region: 'central' },
  { de: 'Schwyz', fr: 'Schwytz', zip: '6430', region: 'central' },
  { de: 'St. Gallen', fr: 'Saint-Gall', zip: '9000', region: 'east' },
  { de: 'Chur', fr: 'Coire', zip: '7000', region: 'east' },
  { de: 'Frauenfeld', fr: 'Frauenfeld', zip: '8500', region: 'east' },
  { de: 'Lausanne', fr: 'Lausanne', zip: '1003', region: 'romandie' },
  { de: 'Genf', fr: 'Genève', zip: '1201', region: 'romandie' },
  { de: 'Freiburg', fr: 'Fribourg', zip: '1700', region: 'romandie' },
  { de: 'Neuenburg', fr: 'Neuchâtel', zip: '2000', region: 'romandie' },
  { de: 'Sitten', fr: 'Sion', zip: '1950', region: 'romandie' },
];
const STREETS = ['Bahnhofstrasse', 'Hauptstrasse', 'Marktgasse', 'Seestrasse', 'Poststrasse', 'Kirchgasse'];
const RUES = ['Rue du Marché', 'Avenue de la Gare', 'Rue Centrale', 'Place de la Gare', 'Rue du Lac'];
const FIRSTNAMES = [
  'Laura',
  'Marco',
  'Sara',
  'Luca',
  'Nina',
  'David',
  'Lea',
  'Jonas',
  'Chloé',
  'Julien',
  'Elena',
];
const LASTNAMES = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Favre',
  'Rochat',
  'Rossi',
  'Baumann',
];
const SPOKEN: LanguageCode[] = ['en', 'it', 'es', 'pt', 'rm'];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** The generated branch offices (after the demo's), each in a town of its region's language. */
const generatedAgencies = (random: () => number): AgencyRecord[] =>
  Array.from({ length: NATIONAL.agencies - AGENCIES.length }, (_, i) => {
    const town = TOWNS[i % TOWNS.length]!;
    const french = REGIONS.find((r) => r.id === town.region)?.language === 'fr';
    const street = `${french ? pick(random, RUES) : pick(random, STREETS)} ${1 + Math.floor(random() * 90)}`;
    const n = String(i + 1).padStart(3, '0');
    const name = `${town.de} ${street.replace(/ \d+$/, '')}`;
    return {
      id: `nat-ag-${n}`,
      regionId: town.region,
      name: { de: name, fr: `${town.fr} ${street.replace(/ \d+$/, '')}` },
      city: { de: town.de, fr: town.fr },
      street,
      zip: town.zip,
      phone: `+41 ${20 + (i % 60)} ${String(100 + i).slice(-3)} ${String(10 + (i % 90))} 00`,
      email: `filiale-${n}@horizonte-reisen.example`,
      noAppointmentsForSpecialHours: random() < 0.2,
    };
  });

/** A week of an advisor: mornings and afternoons on four or five weekdays, a Saturday morning for some. */
const weekOf = (random: () => number): WorkingHoursRecord[] => {
  const dayOff = random() < 0.4 ? 1 + Math.floor(random() * 5) : 0;
  const homeOfficeDay = random() < 0.3 ? 1 + Math.floor(random() * 5) : 0;
  const hours: WorkingHoursRecord[] = [];
  for (let weekday = 1; weekday <= 5; weekday += 1) {
    if (weekday === dayOff) continue;
    const homeOffice = weekday === homeOfficeDay;
    hours.push({ weekday, start: random() < 0.5 ? '08:00' : '09:00', end: '12:00', homeOffice });
    hours.push({ weekday, start: '13:00', end: random() < 0.5 ? '17:00' : '18:00', homeOffice });
  }
  if (random() < 0.25) hours.push({ weekday: 6, start: '09:00', end: '13:00', homeOffice: false });
  return hours;
};

const generatedAdvisors = (random: () => number, agencies: readonly AgencyRecord[]): AdvisorRecord[] =>
  Array.from({ length: NATIONAL.advisors - ADVISORS.length }, (_, i) => {
    const agency = agencies[i % agencies.length]!;
    const french = REGIONS.find((r) => r.id === agency.regionId)?.language === 'fr';
    const languages = new Set<LanguageCode>([french ? 'fr' : 'de', french ? 'de' : 'fr']);
    for (const code of SPOKEN) if (random() < 0.25) languages.add(code);
    const modes: AdviceMode[] = ['personal', 'online', 'phone'].filter(
      (mode, m) => m === 0 || random() < 0.8,
    ) as AdviceMode[];
    const destinations = new Set<string>();
    const known = 2 + Math.floor(random() * 6);
    while (destinations.size < known) destinations.add(pick(random, DESTINATIONS).id);
    const firstname = pick(random, FIRSTNAMES);
    const lastname = pick(random, LASTNAMES);
    const n = String(i + 1).padStart(4, '0');
    return {
      id: `nat-adv-${n}`,
      pageId: `nat-page-${n}`,
      firstname,
      lastname,
      agencyId: agency.id,
      role: { de: 'Reiseberater/in', fr: 'Conseiller/ère en voyages' },
      languages: [...languages],
      quote: {
        de: 'Jede Reise beginnt mit einem guten Gespräch.',
        fr: 'Tout voyage commence par une bonne discussion.',
      },
      adviceModes: modes,
      vector: FACTORS.map(() => Math.round(random() * 100) / 100),
      destinationIds: [...destinations].sort(),
      workingHours: weekOf(random),
    };
  });

/** The branch offices and advisors of the national set: the demo's and the generated ones. */
export const nationalCatalogue = (): { agencies: AgencyRecord[]; advisors: AdvisorRecord[] } => {
  const random = seededRandom(18);
  const agencies = [...AGENCIES, ...generatedAgencies(random)];
  const advisors = [...ADVISORS, ...generatedAdvisors(random, agencies.slice(AGENCIES.length))];
  return { agencies, advisors };
};

export interface NationalBooking {
  advisor: AdvisorRecord;
  date: string;
  time: string;
}

/**
 * `count` bookings on the advisors' hours from NATIONAL_PAST_DAYS before `today` to NATIONAL_FUTURE_DAYS after
 * it, each hour taken with the same chance (at most one booking per advisor hour), the same ones on every run.
 */
export const nationalBookings = (
  advisors: readonly AdvisorRecord[],
  today: CalendarDate,
  /** The start times of an advisor's hours on an ISO weekday (the seed's slotStartsOf). */
  startsOf: (advisor: AdvisorRecord, weekday: number) => string[],
  count: number = NATIONAL.bookings,
): NationalBooking[] => {
  const days = Array.from({ length: NATIONAL_PAST_DAYS + NATIONAL_FUTURE_DAYS }, (_, i) =>
    addDays(today, i - NATIONAL_PAST_DAYS),
  );
  let hours = 0;
  for (const day of days) for (const advisor of advisors) hours += startsOf(advisor, isoWeekday(day)).length;
  // A little above count / hours, so that the count is reached (in the last days drawn) and then kept.
  const chance = Math.min(1, (count / hours) * 1.01);
  const random = seededRandom(2026);
  const bookings: NationalBooking[] = [];
  for (const day of days) {
    const date = formatIsoDate(day);
    for (const advisor of advisors) {
      for (const time of startsOf(advisor, isoWeekday(day))) {
        if (random() < chance && bookings.length < count) bookings.push({ advisor, date, time });
      }
    }
  }
  return bookings;
};
