import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

export type ExportFormat = 'csv' | 'xlsx';

/** A column of amounts, quantities or rates holds decimal strings ('18500.00'); text columns hold anything. */
export type ColumnKind = 'text' | 'money' | 'quantity' | 'percent';

export interface ExportTable {
  /** The sheet's name, and the file's when `fileName` is not given ('fournisseurs'). */
  name: string;
  /** The file's name without its extension ('achats_villa-anfa_2026-11-01_2026-11-30'). */
  fileName?: string;
  columns: { header: string; width?: number; kind?: ColumnKind }[];
  rows: (string | number | null)[][];
}

export interface ExportedFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A decimal a spreadsheet's number holds exactly: at most 15 significant digits (else it stays text). */
const exactAsNumber = (cell: string) => DECIMAL.test(cell) && cell.replace(/^-?0*/, '').replace('.', '').length <= 15;
const NUMBER_FORMATS: Record<Exclude<ColumnKind, 'text'>, string> = { money: '#,##0.00', quantity: '#,##0.###', percent: '0.##' };

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text: exports must not carry formulas. A plain
 * signed number ('-120.50', '-120,50', a negative margin) is not a formula and stays as it is.
 */
function inert(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
}

const numeric = (kind: ColumnKind | undefined): kind is Exclude<ColumnKind, 'text'> => kind !== undefined && kind !== 'text';

/** Parts of a file name made safe for every system: 'Villa Anfa — bloc B' -> 'villa-anfa-bloc-b'. */
export function exportFileName(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .map((p) =>
      p
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/œ/g, 'oe')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60),
    )
    .filter(Boolean)
    .join('_');
}

/**
 * A table as CSV (UTF-8 with BOM, ';' and decimal commas, so French Excel opens it right and reads amounts as
 * numbers) or as an .xlsx workbook (amounts as numbers with a number format; the strings have at most 15
 * significant digits, so the spreadsheet shows them exactly).
 */
export async function exportTable(table: ExportTable, format: ExportFormat): Promise<ExportedFile> {
  const kinds = table.columns.map((c) => c.kind);
  const base = table.fileName || table.name;
  if (format === 'csv') {
    const rows = table.rows.map((r) =>
      r.map((cell, i) => inert(numeric(kinds[i]) && typeof cell === 'string' && DECIMAL.test(cell) ? cell.replace('.', ',') : cell)),
    );
    const csv = stringify([table.columns.map((c) => c.header), ...rows], { delimiter: ';', record_delimiter: '\r\n' });
    return { bytes: Buffer.from(`\ufeff${csv}`, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
  }
  const rows = table.rows.map((r) =>
    r.map((cell, i) => (numeric(kinds[i]) && typeof cell === 'string' && exactAsNumber(cell) ? Number(cell) : inert(cell))),
  );
  const book = new ExcelJS.Workbook();
  book.creator = 'Chantiers';
  const sheet = book.addWorksheet(table.name);
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    width: c.width ?? 24,
    style: numeric(c.kind) ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(rows);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: `${base}.xlsx` };
}
