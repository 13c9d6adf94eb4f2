// CSV as spreadsheets with Swiss settings read it (issue 47): `;` between fields (Excel under de-CH and fr-CH splits
// on it, not on `,`), fields quoted as RFC 4180 says where they hold `;`, `,`, a quote or a line break, CRLF line
// ends and a UTF-8 byte order mark so that Excel reads umlauts and accents. The formula guard: a quoted field stays
// one cell, so `Probe;=4+5` can never start a cell of its own; a field that itself starts as a formula would (=, +,
// -, @, tab, CR) is written with a leading apostrophe, so a traveller's words never run on a branch PC. Nothing the
// exports write needs it (phones as 079 123 45 67, dates and times as digits): only what a person typed can.
import type { ConsultationExport, ExportCell } from '../domain/consultation-export';

/** The separator of every CSV the API writes. */
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;,"\r\n]/;

/** One field, guarded and quoted. */
export const csvField = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A CSV document of a header row and rows. */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\ufeff${[header, ...rows].map((row) => row.map(csvField).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;

/** A cell as Swiss spreadsheets read it: a day as 02.03.2026, a time as 09:30. */
const cellText = (cell: ExportCell): string => {
  if (cell.type !== 'date') return cell.value;
  const [year, month, day] = cell.value.split('-');
  return `${day}.${month}.${year}`;
};

/** An export as CSV: its headings, then its rows. */
export const exportCsv = (sheet: ConsultationExport): string =>
  toCsv(
    sheet.columns.map((column) => column.heading),
    sheet.rows.map((row) => row.map(cellText)),
  );
