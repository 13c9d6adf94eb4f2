// The consultations' exports for people (issue 47, item 2): the list's filter and scope as one sheet, the same for
// the CSV and the Excel workbook. Headings, labels (status, kind, advice mode, language in words: the back office's
// own, STAFF_TEXTS) and the file's name in the page's language; each cell says what it holds (a date, a time, text),
// so that each format writes it as its kind: the workbook as typed cells, the CSV as Swiss spreadsheets read it.
import {
  formatBookingReference,
  parseBookingReference,
  type ConsultationRow,
  type Culture,
  type StaffExportQuery,
  type StaffMember,
} from '@checkout/shared/contract';
import { formatSwissPhone } from '@checkout/shared/schemas';
import { staffLabelKey } from '@checkout/shared/texts';
import type { Queryable } from '../db/database';
import { textsFor } from '../i18n/texts';
import { consultationsForExport, daysOf } from './consultations';

/** What a cell holds: a day (yyyy-mm-dd), a wall-clock time (HH:mm, Zurich) or text. */
export type ExportCell =
  { type: 'date'; value: string } | { type: 'time'; value: string } | { type: 'text'; value: string };

export interface ExportColumn {
  /** The column's title in the page's language. */
  heading: string;
  /** Its width in characters (the workbook's). */
  width: number;
  type: ExportCell['type'];
}

/** One sheet: its columns and rows, and what the file and the sheet are called. */
export interface ConsultationExport {
  culture: Culture;
  /** The file's name without its extension, ASCII: the range and the language (beratungen-2026-03-02-bis-...). */
  fileName: string;
  sheetName: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
}

const date = (value: string): ExportCell => ({ type: 'date', value });
const time = (value: string): ExportCell => ({ type: 'time', value });
const text = (value: string): ExportCell => ({ type: 'text', value });

/** The columns in order: each one's text key (api.staff.csv.<key>), width, and its cell of a row. */
const COLUMNS: ReadonlyArray<{
  key: string;
  width: number;
  type: ExportCell['type'];
  cell: (row: ConsultationRow, label: (key: string) => string) => ExportCell;
}> = [
  {
    key: 'reference',
    width: 13,
    type: 'text',
    // As the traveller reads it in their mails (K7QX-2M9P).
    cell: (row) => {
      const compact = parseBookingReference(row.reference);
      return text(compact ? formatBookingReference(compact) : row.reference);
    },
  },
  { key: 'date', width: 12, type: 'date', cell: (row) => date(row.date) },
  { key: 'time', width: 8, type: 'time', cell: (row) => time(row.time) },
  { key: 'till', width: 8, type: 'time', cell: (row) => time(row.till) },
  {
    key: 'status',
    width: 17,
    type: 'text',
    cell: (row, label) => text(label(staffLabelKey('status', row.status))),
  },
  {
    key: 'kind',
    width: 16,
    type: 'text',
    cell: (row, label) => text(label(staffLabelKey('kind', row.kind))),
  },
  {
    key: 'adviceMode',
    width: 16,
    type: 'text',
    cell: (row, label) => text(label(staffLabelKey('mode', row.adviceMode))),
  },
  { key: 'advisor', width: 24, type: 'text', cell: (row) => text(row.advisor?.name ?? '') },
  { key: 'agency', width: 28, type: 'text', cell: (row) => text(row.agency.name) },
  { key: 'firstname', width: 18, type: 'text', cell: (row) => text(row.traveller.firstname) },
  { key: 'lastname', width: 22, type: 'text', cell: (row) => text(row.traveller.lastname) },
  { key: 'email', width: 32, type: 'text', cell: (row) => text(row.traveller.email) },
  // As staff dial it; starting with 0 and holding spaces, no spreadsheet takes it for a number or a formula.
  { key: 'phone', width: 16, type: 'text', cell: (row) => text(formatSwissPhone(row.traveller.phone)) },
  {
    key: 'culture',
    width: 13,
    type: 'text',
    cell: (row, label) => text(label(staffLabelKey('language', row.culture))),
  },
];

/** The file's name: the days it covers (a search may name none, one or both) in the page's language. */
export const exportFileName = (culture: Culture, days: { from?: string; till?: string }): string => {
  const t = textsFor(culture);
  if (days.from !== undefined && days.till !== undefined) return t.text('api.staff.export.fileRange', days);
  if (days.from !== undefined) return t.text('api.staff.export.fileFrom', { from: days.from });
  if (days.till !== undefined) return t.text('api.staff.export.fileTill', { till: days.till });
  return t.text('api.staff.export.fileAll');
};

/**
 * The export of a filter in the member's scope (the list's: a filter outside it is refused), in the query's culture
 * (the page's) or else the session's; every row, up to MAX_CSV_ROWS.
 */
export const consultationExport = async (
  db: Queryable,
  member: StaffMember,
  query: StaffExportQuery,
  now: Date,
): Promise<ConsultationExport> => {
  const culture = query.culture ?? member.culture;
  const found = await consultationsForExport(db, { ...member, culture }, query, now);
  const t = textsFor(culture);
  const label = (key: string) => t.text(key);
  return {
    culture,
    fileName: exportFileName(culture, daysOf(query, now)),
    sheetName: t.text('api.staff.export.sheet'),
    columns: COLUMNS.map(({ key, width, type }) => ({
      heading: t.text(`api.staff.csv.${key}`),
      width,
      type,
    })),
    rows: found.map((row) => COLUMNS.map((column) => column.cell(row, label))),
  };
};
