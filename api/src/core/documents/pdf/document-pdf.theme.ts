import { CONTENT_WIDTH } from '../../pdf/pdf-theme';

/** The lots table's columns: the fonts, sizes and colours are every PDF's (core/pdf/pdf-theme). */

export interface Column {
  key: 'designation' | 'unit' | 'quantity' | 'unitPrice' | 'discount' | 'vat' | 'total';
  label: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

const FIXED: Column[] = [
  { key: 'unit', label: 'Unité', width: 38, align: 'center' },
  { key: 'quantity', label: 'Qté', width: 48, align: 'right' },
  { key: 'unitPrice', label: 'P.U. HT', width: 72, align: 'right' },
  { key: 'discount', label: 'Remise', width: 40, align: 'right' },
  { key: 'vat', label: 'TVA', width: 36, align: 'right' },
  { key: 'total', label: 'Total HT', width: 80, align: 'right' },
];

/** The designation takes what the figures leave. */
export const COLUMNS: Column[] = [
  { key: 'designation', label: 'Désignation', width: CONTENT_WIDTH - FIXED.reduce((sum, c) => sum + c.width, 0), align: 'left' },
  ...FIXED,
];

/** Inner padding of a table cell. */
export const CELL = { padX: 4, padY: 3.5 } as const;
