// The import file's format, checked with yup: every field, no coercion, no unknown fields. Errors name the
// list, the record (position and id) and the field, e.g. `advisors[1] (id "adv-x").workingHours[0].end`.
import * as yup from 'yup';
import { ADVICE_MODES, CULTURES, STAFF_ROLES, type StaffMember } from '@checkout/shared/contract';
import type { Catalogue, StaffImportRecord } from '../repositories/catalogue-records';

const LANGUAGE_CODES = ['de', 'fr', 'it', 'en', 'es', 'pt', 'rm'] as const;
/** HH:mm in Zurich wall-clock time, 00:00 to 24:00. */
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

const text = () => yup.string().strict().trim().min(1).required();
const id = () => text().matches(ID, '${path} must be letters, digits, "-", "_" or "." (got "${value}")');
/** An id or null (absent: null). */
const optionalId = () =>
  yup
    .string()
    .strict()
    .trim()
    .min(1)
    .matches(ID, '${path} must be letters, digits, "-", "_" or "." (got "${value}")')
    .nullable();
const localized = () => yup.object({ de: text(), fr: text() }).noUnknown().required();
const list = <T extends yup.AnyObject>(item: yup.ObjectSchema<T>) => yup.array(item.noUnknown().required());
const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

const region = yup.object({
  id: id(),
  language: yup
    .string()
    .oneOf(['de', 'fr'] as const)
    .required(),
  title: localized(),
});
const agency = yup.object({
  id: id(),
  regionId: id(),
  name: localized(),
  city: localized(),
  street: text(),
  zip: text(),
  phone: text(),
  email: text().email(),
  noAppointmentsForSpecialHours: yup.boolean().strict().required(),
});
const continent = yup.object({ id: id(), title: localized() });
const destination = yup.object({ id: id(), continentId: id(), name: localized() });
const workingHours = yup
  .object({
    weekday: yup.number().strict().integer().min(1).max(7).required(),
    start: text().matches(TIME, '${path} must be HH:mm (got "${value}")'),
    end: text().matches(TIME, '${path} must be HH:mm (got "${value}")'),
    homeOffice: yup.boolean().strict().required(),
  })
  .test(
    'end-after-start',
    '${path}.end must be after its start',
    (block) => !TIME.test(block.start) || !TIME.test(block.end) || minutes(block.end) > minutes(block.start),
  );
const advisor = yup.object({
  id: id(),
  pageId: id(),
  firstname: text(),
  lastname: text(),
  agencyId: id(),
  role: localized(),
  languages: yup.array(yup.string().oneOf(LANGUAGE_CODES).required()).min(1).required(),
  quote: localized(),
  adviceModes: yup.array(yup.string().oneOf(ADVICE_MODES).required()).min(1).required(),
  vector: yup.array(yup.number().strict().min(0).max(1).required()).required(),
  destinationIds: yup.array(id()).required(),
  workingHours: yup.array(workingHours.noUnknown().required()).required(),
});
const factor = yup.object({ id: id(), nameHyphenated: localized() });
const travelExperience = yup.object({
  id: id(),
  destinationId: id(),
  title: localized(),
  image: text().url(),
  url: yup.object({ de: text().url(), fr: text().url() }).noUnknown().required(),
  vector: yup.array(yup.number().strict().min(0).max(1).required()).required(),
});
/**
 * A staff member of the back office (the allow-list): an advisor names their branch and their advisor record, a
 * branch lead their branch, the back office neither. `active: false` deactivates (default true).
 */
const staffMember = yup
  .object({
    id: id(),
    email: text().email(),
    name: text(),
    role: yup.string().oneOf(STAFF_ROLES).required(),
    agencyId: optionalId(),
    advisorId: optionalId(),
    culture: yup.string().oneOf(CULTURES).required(),
    active: yup.boolean().strict(),
  })
  .test('scope', '', function (member) {
    const needs = {
      advisor: { agencyId: true, advisorId: true },
      branch_lead: { agencyId: true, advisorId: false },
      back_office: { agencyId: false, advisorId: false },
    }[member.role];
    if (!needs) return true;
    for (const field of ['agencyId', 'advisorId'] as const) {
      const given = member[field] !== null && member[field] !== undefined;
      if (given !== needs[field])
        return this.createError({
          path: `${this.path}.${field}`,
          message: `${this.path}.${field} ${needs[field] ? 'is required' : 'must be null'} for the role ${member.role}`,
        });
    }
    return true;
  });
const texts = yup.object(
  Object.fromEntries(
    CULTURES.map((culture) => [
      culture,
      yup
        .object()
        .test(
          'texts',
          '${path} must map text keys to strings',
          (value: unknown) =>
            value === undefined ||
            Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string'),
        ),
    ]),
  ),
);

export const catalogueFileSchema = yup
  .object({
    regions: list(region),
    agencies: list(agency),
    continents: list(continent),
    destinations: list(destination),
    factors: list(factor),
    travelExperiences: list(travelExperience),
    advisors: list(advisor),
    staff: list(staffMember),
    texts: texts.noUnknown('${path} has an unknown culture: ${unknown}').default(undefined),
  })
  .noUnknown('the file has an unknown list: ${unknown}')
  .strict()
  .test('vectors', 'vectors must have one value per factor', function (file) {
    // With factors in the file, every vector in it is checked against their count.
    const count = file.factors?.length;
    if (count === undefined) return true;
    const wrong = [...(file.advisors ?? []), ...(file.travelExperiences ?? [])].filter(
      (record) => record.vector.length !== count,
    );
    return (
      wrong.length === 0 ||
      this.createError({
        message: `vector of ${wrong.map((r) => `"${r.id}"`).join(', ')} must have ${count} values, one per factor`,
      })
    );
  });

/** A refused file: every problem, one line each. */
export class CatalogueFileError extends Error {
  readonly code = 'CATALOGUE_INVALID';
  constructor(readonly problems: string[]) {
    super(`the catalogue file is refused, nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** `advisors[1].workingHours[0].end` becomes `advisors[1] (id "adv-x").workingHours[0].end`. */
const withRecordId = (input: unknown, path: string): string =>
  path.replace(/^(\w+)\[(\d+)\]/, (whole, listName: string, index: string) => {
    const record = (input as Record<string, { id?: unknown }[] | undefined>)[listName]?.[Number(index)];
    return typeof record?.id === 'string' ? `${whole} (id "${record.id}")` : whole;
  });

/** Checks a parsed file; throws CatalogueFileError naming each record and field that is wrong. */
export const parseCatalogueFile = (input: unknown): Catalogue => {
  try {
    return catalogueFileSchema.validateSync(input, { abortEarly: false }) as Catalogue;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    throw new CatalogueFileError(
      errors.map((e) => {
        const path = e.path ? withRecordId(input, e.path) : '(file)';
        return `${path}: ${e.message.replace(e.path ?? '', '').trim() || e.message}`;
      }),
    );
  }
};

/** A staff record of the file as the allow-list keeps it (no branch or advisor: null; `active` is set apart). */
export const staffMemberOf = (record: StaffImportRecord): StaffMember => ({
  id: record.id,
  email: record.email,
  name: record.name,
  role: record.role,
  agencyId: record.agencyId ?? null,
  advisorId: record.advisorId ?? null,
  culture: record.culture,
});
