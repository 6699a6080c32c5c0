import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportTable {
  /** Sheet and file name, e.g. 'fournisseurs'. */
  name: string;
  columns: { header: string; width?: number }[];
  rows: (string | number | null)[][];
}

export interface ExportedFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text: exports must not carry formulas. A plain
 * signed number ('-120.50', a negative margin) is not a formula and stays as it is.
 */
function inert(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** A table as CSV (UTF-8 with BOM and ';' so French Excel opens it right) or as an .xlsx workbook. */
export async function exportTable(table: ExportTable, format: ExportFormat): Promise<ExportedFile> {
  const rows = table.rows.map((r) => r.map(inert));
  if (format === 'csv') {
    const csv = stringify([table.columns.map((c) => c.header), ...rows], { delimiter: ';', record_delimiter: '\r\n' });
    return { bytes: Buffer.from(`\ufeff${csv}`, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${table.name}.csv` };
  }
  const book = new ExcelJS.Workbook();
  book.creator = 'Chantiers';
  const sheet = book.addWorksheet(table.name);
  sheet.columns = table.columns.map((c) => ({ header: c.header, width: c.width ?? 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(rows);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: `${table.name}.xlsx` };
}
