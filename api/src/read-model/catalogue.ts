// The catalogue as the availability reads it (advisors with their destinations, weekly working hours, the ids of
// branch offices, destinations and travel experiences), kept in memory per API process. It is loaded again when
// the catalogue's version moved (bumped by a trigger on every write to those tables, migration 006), which a
// process reads at most once per CATALOGUE_FRESH_MS, and at once after a write of this process (the read model's
// hook): an import by another process or a hand-written statement is seen within that time.
import type { Queryable } from '../db/database';
import {
  allIds,
  catalogueVersion,
  loadAdvisors,
  travelExperienceDestinations,
  type AdvisorRow,
} from '../repositories/catalogue-repository';
import { weeklyWorkingHours, type WorkingHoursRow } from '../repositories/slot-repository';
import { allExceptions } from '../repositories/working-hours-repository';

/** The tables the copy is made of: a write to one of them is a new catalogue (the version's trigger's tables). */
export const CATALOGUE_TABLES = [
  'advisors',
  'advisor_destinations',
  'working_hours',
  'agencies',
  'destinations',
  'travel_experiences',
  'working_hour_exceptions',
  'working_hour_exception_blocks',
] as const;

export interface CatalogueSnapshot {
  version: string;
  /** Every advisor in the catalogue's order, with the destinations they know. */
  advisors: AdvisorRow[];
  /** Working hours by ISO weekday (1 = Monday), by advisor and start. */
  workingHours: Map<number, WorkingHoursRow[]>;
  /** One-off exceptions (issue 34): date (yyyy-mm-dd) to advisor id to that day's hours (none: closed). */
  exceptions: Map<string, Map<string, WorkingHoursRow[]>>;
  agencyIds: Set<string>;
  destinationIds: Set<string>;
  /** Travel experience id to its destination id. */
  travelDestinations: Map<string, string>;
}

const loadSnapshot = async (db: Queryable, version: string): Promise<CatalogueSnapshot> => {
  const [advisors, workingHours, agencyIds, destinationIds, travelDestinations, exceptionList] =
    await Promise.all([
      loadAdvisors(db),
      weeklyWorkingHours(db),
      allIds(db, 'agencies'),
      allIds(db, 'destinations'),
      travelExperienceDestinations(db),
      allExceptions(db),
    ]);
  const exceptions = new Map<string, Map<string, WorkingHoursRow[]>>();
  for (const exception of exceptionList) {
    let day = exceptions.get(exception.date);
    if (!day) exceptions.set(exception.date, (day = new Map()));
    day.set(
      exception.advisorId,
      exception.blocks.map((b) => ({ advisor_id: exception.advisorId, ...b })),
    );
  }
  return {
    version,
    advisors,
    workingHours,
    exceptions,
    agencyIds: new Set(agencyIds),
    destinationIds: new Set(destinationIds),
    travelDestinations,
  };
};

/** How long a process trusts its copy before it reads the catalogue's version again. */
export const CATALOGUE_FRESH_MS = 1000;

/**
 * One process's copy of the catalogue. `current(now)` answers the copy of the database's version, read at most
 * once per CATALOGUE_FRESH_MS, or at once after `forget()`.
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
      const version = catalogueVersion(this.db);
      const checked = { at, version };
      this.checked = checked;
      // A failed read is asked again.
      version.catch(() => {
        if (this.checked === checked) this.checked = undefined;
      });
    }
    return this.checked.version;
  }

  /** This process wrote the catalogue: the next use reads the version again. */
  forget(): void {
    this.checked = undefined;
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
