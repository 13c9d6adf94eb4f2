// The catalogue as the availability reads it (advisors with their destinations, weekly working hours, the ids of
// branch offices, destinations and travel experiences), kept in memory per API process. Each use reads the
// catalogue's version (one one-row statement, bumped by a trigger on every write to those tables, see migration
// 006) and loads the catalogue again when it moved, so an import by another process or a hand-written statement
// is seen on the next request. Bookings and holds are never cached: they are read per request, and the reserve
// decides on the database's rows and constraint alone.
import type { Queryable } from '../db/database';
import { loadAdvisors, type AdvisorRow } from './catalogue-repository';
import type { WorkingHoursRow } from './slot-repository';

export interface CatalogueSnapshot {
  version: string;
  /** Every advisor in the catalogue's order, with the destinations they know. */
  advisors: AdvisorRow[];
  /** Working hours by ISO weekday (1 = Monday), by advisor and start. */
  workingHours: Map<number, WorkingHoursRow[]>;
  agencyIds: Set<string>;
  destinationIds: Set<string>;
  /** Travel experience id to its destination id. */
  travelDestinations: Map<string, string>;
}

const loadSnapshot = async (db: Queryable, version: string): Promise<CatalogueSnapshot> => {
  const [advisors, hours, agencies, destinations, travel] = await Promise.all([
    loadAdvisors(db),
    db.query<WorkingHoursRow & { weekday: number }>(
      `select advisor_id, weekday, start_minute, end_minute, home_office from working_hours
       order by advisor_id, start_minute`,
    ),
    db.query<{ id: string }>('select id from agencies'),
    db.query<{ id: string }>('select id from destinations'),
    db.query<{ id: string; destination_id: string }>('select id, destination_id from travel_experiences'),
  ]);
  const workingHours = new Map<number, WorkingHoursRow[]>();
  for (const { weekday, ...row } of hours)
    workingHours.set(weekday, [...(workingHours.get(weekday) ?? []), row]);
  return {
    version,
    advisors,
    workingHours,
    agencyIds: new Set(agencies.map((r) => r.id)),
    destinationIds: new Set(destinations.map((r) => r.id)),
    travelDestinations: new Map(travel.map((r) => [r.id, r.destination_id])),
  };
};

/** How long a process trusts its copy before it reads the catalogue's version again. */
export const CATALOGUE_FRESH_MS = 1000;

/**
 * One process's copy of the catalogue. `current(now)` answers the copy of the database's version, read at most
 * once per CATALOGUE_FRESH_MS: a change to the catalogue reaches every process within that time.
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | undefined;
  private loading: Promise<CatalogueSnapshot> | undefined;
  /** The version read last and when (ms of the app's clock). */
  private checked: { at: number; version: Promise<bigint> } | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly freshMs: number = CATALOGUE_FRESH_MS,
  ) {}

  private readVersion(at: number): Promise<bigint> {
    if (!this.checked || at - this.checked.at >= this.freshMs || at < this.checked.at) {
      const version = this.db
        .query<{ version: string }>('select version::text as version from catalogue_state')
        .then((rows) => BigInt(rows[0]?.version ?? '0'));
      this.checked = { at, version };
      version.catch(() => (this.checked = undefined)); // a failed read is asked again
    }
    return this.checked.version;
  }

  async current(now: Date): Promise<CatalogueSnapshot> {
    const version = await this.readVersion(now.getTime());
    for (;;) {
      // A copy labelled with a version was read after that version was: its rows are at least that new.
      if (this.snapshot && BigInt(this.snapshot.version) >= version) return this.snapshot;
      // One load at a time: requests that find the same new version wait for it together; one that found a
      // newer version than the load under way was started for waits for it and then loads again.
      this.loading ??= loadSnapshot(this.db, version.toString()).finally(() => (this.loading = undefined));
      const loaded = await this.loading;
      if (!this.snapshot || BigInt(loaded.version) > BigInt(this.snapshot.version)) this.snapshot = loaded;
    }
  }
}
