import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { todayInMorocco } from '../time/morocco';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * A column of amounts, quantities or rates holds decimal strings ('18500.00'), a date column ISO days ('2026-11-29');
 * text columns hold anything.
 */
export type ColumnKind = 'text' | 'money' | 'quantity' | 'percent' | 'date';

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
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER_FORMATS: Record<Exclude<ColumnKind, 'text'>, string> = { money: '#,##0.00', quantity: '#,##0.###', percent: '0.##', date: 'dd/mm/yyyy' };

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text: exports must not carry formulas. A plain
 * signed number ('-120.50', '-120,50', a negative margin) is not a formula and stays as it is.
 */
function inert(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
}

const numeric = (kind: ColumnKind | undefined): kind is Exclude<ColumnKind, 'text' | 'date'> =>
  kind !== undefined && kind !== 'text' && kind !== 'date';
const formatted = (kind: ColumnKind | undefined): kind is Exclude<ColumnKind, 'text'> => kind !== undefined && kind !== 'text';

/** A CSV cell: decimal commas, days as French Excel reads them (29/11/2026). */
function csvCell(kind: ColumnKind | undefined, cell: string | number | null): string | number | null {
  if (typeof cell !== 'string') return cell;
  if (numeric(kind) && DECIMAL.test(cell)) return cell.replace('.', ',');
  const day = kind === 'date' ? ISO_DAY.exec(cell) : null;
  return day ? `${day[3]}/${day[2]}/${day[1]}` : cell;
}

/** An .xlsx cell: a number or a date the spreadsheet can add up and sort, or inert text. */
function xlsxCell(kind: ColumnKind | undefined, cell: string | number | null): string | number | Date {
  if (typeof cell === 'string' && numeric(kind) && exactAsNumber(cell)) return Number(cell);
  if (typeof cell === 'string' && kind === 'date' && ISO_DAY.test(cell)) return new Date(`${cell}T00:00:00.000Z`);
  return inert(cell);
}

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
 * The days a file covers, for its name: both bounds, or up to today when the period has no end; an export of everything
 * so far says so ('factures_jusqu-au_2026-11-29'), so two files of one folder never share a name by accident.
 */
export function periodNameParts(period: { from?: string | null; to?: string | null }): string[] {
  const to = period.to ?? todayInMorocco();
  return period.from ? [period.from, to] : ['jusqu-au', to];
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
    const rows = table.rows.map((r) => r.map((cell, i) => inert(csvCell(kinds[i], cell))));
    const csv = stringify([table.columns.map((c) => c.header), ...rows], { delimiter: ';', record_delimiter: '\r\n' });
    return { bytes: Buffer.from(`\ufeff${csv}`, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
  }
  const rows = table.rows.map((r) => r.map((cell, i) => xlsxCell(kinds[i], cell)));
  const book = new ExcelJS.Workbook();
  book.creator = 'Chantiers';
  const sheet = book.addWorksheet(table.name);
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    width: c.width ?? 24,
    style: formatted(c.kind) ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(rows);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: `${base}.xlsx` };
}
