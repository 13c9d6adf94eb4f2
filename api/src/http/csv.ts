// CSV as spreadsheets read it (RFC 4180): fields quoted where needed, CRLF line ends, a UTF-8 byte order mark so that
// Excel reads umlauts and accents. A field a spreadsheet would take for a formula (=, +, -, @, tab, CR) is written
// with a leading apostrophe: a traveller's name never runs as a formula on a branch PC.
const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A CSV document of a header row and rows. */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\ufeff${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
