// Addition (issue 47): the query of the consultations' exports (CSV and workbook): the list's filter, whatever its
// rules are, without the page (an export holds every row) and with the page's language.
import type * as yup from 'yup';
import type { StaffExportQuery } from '../contract';
import { optionalCultureRule } from './reserve-request-schema';
import { staffListQuerySchema } from './staff-schemas';

/** GET consultationsCsv and consultationsXlsx. */
export const staffExportQuerySchema: yup.ObjectSchema<StaffExportQuery> = staffListQuerySchema
  .omit(['cursor', 'limit'])
  .shape({ culture: optionalCultureRule() });
