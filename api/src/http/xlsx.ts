// The consultations' export as an Excel workbook (issue 47), written by exceljs's streaming writer: typed cells (a
// day is a date, a start a time, everything else text), so a spreadsheet never reads a traveller's words as a
// formula or a phone as a number: no guard and no apostrophe needed. Headings bold in a frozen first row, columns
// as wide as their content usually is, each with its format (dd.mm.yyyy, hh:mm, text).
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ConsultationExport, ExportCell } from '../domain/consultation-export';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<ExportCell['type'], string> = { date: 'dd.mm.yyyy', time: 'hh:mm', text: '@' };

/**
 * A cell's value as exceljs writes it: a Date becomes Excel's serial of its UTC instant, so a day is its UTC
 * midnight and a time that instant on Excel's day zero (30 December 1899), which is the time's fraction of a day.
 */
const cellValue = (cell: ExportCell): Date | string => {
  if (cell.type === 'date') return new Date(`${cell.value}T00:00:00Z`);
  if (cell.type === 'time') return new Date(`1899-12-30T${cell.value}:00Z`);
  return cell.value;
};

/** Writes the workbook to `out` (ended when it is complete). */
export const writeWorkbook = async (sheet: ConsultationExport, out: Writable): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, activeCell: 'A2' }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    width: column.width,
    style: { numFmt: FORMATS[column.type] },
  }));
  const header = worksheet.addRow(sheet.columns.map((column) => column.heading));
  header.font = { bold: true };
  header.commit();
  for (const row of sheet.rows) worksheet.addRow(row.map(cellValue)).commit();
  worksheet.commit();
  await workbook.commit();
};
