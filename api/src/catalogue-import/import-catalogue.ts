// The retailer's import: a checked catalogue file written in one transaction (all or nothing) under the
// schema lock, so it never interleaves with a starting API's migrations.
import type { Database } from '../db/database';
import { isPostgresError } from '../db/database';
import { lockSchema, writeCatalogue } from '../repositories/catalogue-writer';
import {
  advisorAccountsOutsideTheirBranch,
  setStaffActive,
  upsertStaff,
  type StaffDeactivation,
} from '../repositories/staff-repository';
import { CatalogueFileError, parseCatalogueFile, staffMemberOf } from './catalogue-file';

export interface ImportSummary {
  regions: number;
  agencies: number;
  continents: number;
  destinations: number;
  factors: number;
  travelExperiences: number;
  advisors: number;
  staff: number;
  texts: number;
}

/** What an import wrote, and what its `"active": false` members' deactivation ended. */
export interface ImportOutcome {
  /** Records of each list written (upserted by id). */
  counts: ImportSummary;
  deactivation: StaffDeactivation;
}

export const importCatalogue = async (
  db: Database,
  input: unknown,
  now: Date = new Date(),
): Promise<ImportOutcome> => {
  const catalogue = parseCatalogueFile(input);
  const staff = catalogue.staff ?? [];
  let deactivation: StaffDeactivation | undefined;
  try {
    await db.transaction(async (tx) => {
      await lockSchema(tx);
      await writeCatalogue(tx, catalogue);
      // The staff after the branches and advisors they name; a member already there keeps their created_at.
      await upsertStaff(
        tx,
        staff.map((m) => ({ ...staffMemberOf(m), createdAt: now })),
      );
      // An advisor's account belongs to the branch of their advisor record (the file's or the database's).
      const elsewhere = await advisorAccountsOutsideTheirBranch(
        tx,
        staff.map((m) => m.id),
      );
      if (elsewhere.length > 0)
        throw new CatalogueFileError(
          elsewhere.map(
            (m) =>
              `staff (id "${m.id}").agencyId: must be the branch of the advisor record (${m.advisorAgencyId}), not ${m.agencyId}`,
          ),
        );
      deactivation = await setStaffActive(
        tx,
        {
          active: staff.filter((m) => m.active !== false).map((m) => m.id),
          inactive: staff.filter((m) => m.active === false).map((m) => m.id),
        },
        now,
      );
    });
  } catch (error) {
    // foreign_key_violation: an id the file names exists neither in the file nor in the database.
    if (isPostgresError(error) && error.code === '23503') {
      const detail = (error as { detail?: string }).detail ?? error.constraint ?? '';
      throw new CatalogueFileError([`unknown reference (${error.constraint ?? 'foreign key'}): ${detail}`]);
    }
    // unique_violation of staff_email_key: two members with one address (in the file, or one already stored).
    if (
      isPostgresError(error) &&
      error.code === '23505' &&
      /staff_email_key/.test(`${error.constraint ?? ''} ${String((error as { message?: unknown }).message)}`)
    ) {
      throw new CatalogueFileError([
        `staff: an e-mail address belongs to two members (${(error as { detail?: string }).detail ?? ''})`,
      ]);
    }
    throw error;
  }
  const counts: ImportSummary = {
    regions: catalogue.regions?.length ?? 0,
    agencies: catalogue.agencies?.length ?? 0,
    continents: catalogue.continents?.length ?? 0,
    destinations: catalogue.destinations?.length ?? 0,
    factors: catalogue.factors?.length ?? 0,
    travelExperiences: catalogue.travelExperiences?.length ?? 0,
    advisors: catalogue.advisors?.length ?? 0,
    staff: staff.length,
    texts: Object.values(catalogue.texts ?? {}).reduce((n, t) => n + Object.keys(t ?? {}).length, 0),
  };
  return {
    counts,
    deactivation: deactivation ?? { members: [], sessionsEnded: 0, linksWithdrawn: 0, passkeysRemoved: 0 },
  };
};
