// The retailer's import: a checked catalogue file written in one transaction (all or nothing) under the
// schema lock, so it never interleaves with a starting API's migrations.
import type { Database } from '../db/database';
import { isPostgresError } from '../db/database';
import { lockSchema, writeCatalogue } from '../repositories/catalogue-writer';
import { CatalogueFileError, parseCatalogueFile } from './catalogue-file';

export interface ImportSummary {
  regions: number;
  agencies: number;
  continents: number;
  destinations: number;
  factors: number;
  travelExperiences: number;
  advisors: number;
  texts: number;
}

export const importCatalogue = async (db: Database, input: unknown): Promise<ImportSummary> => {
  const catalogue = parseCatalogueFile(input);
  try {
    await db.transaction(async (tx) => {
      await lockSchema(tx);
      await writeCatalogue(tx, catalogue);
    });
  } catch (error) {
    // foreign_key_violation: an id the file names exists neither in the file nor in the database.
    if (isPostgresError(error) && error.code === '23503') {
      const detail = (error as { detail?: string }).detail ?? error.constraint ?? '';
      throw new CatalogueFileError([`unknown reference (${error.constraint ?? 'foreign key'}): ${detail}`]);
    }
    throw error;
  }
  return {
    regions: catalogue.regions?.length ?? 0,
    agencies: catalogue.agencies?.length ?? 0,
    continents: catalogue.continents?.length ?? 0,
    destinations: catalogue.destinations?.length ?? 0,
    factors: catalogue.factors?.length ?? 0,
    travelExperiences: catalogue.travelExperiences?.length ?? 0,
    advisors: catalogue.advisors?.length ?? 0,
    texts: Object.values(catalogue.texts ?? {}).reduce((n, t) => n + Object.keys(t ?? {}).length, 0),
  };
};
