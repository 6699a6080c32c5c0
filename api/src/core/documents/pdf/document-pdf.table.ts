import { clean, formatAmount, formatPercent, formatQuantity, isZero } from './document-pdf.format';
import type { Layout, TextStyle } from '../../pdf/pdf-layout';
import { COLOR, CONTENT_WIDTH, FONT, SIZE } from '../../pdf/pdf-theme';
import { CELL, COLUMNS, type Column } from './document-pdf.theme';
import { ARABIC_LABEL as AR } from './document-pdf.arabic';
import type { PdfLine, PdfLot } from './document-pdf.types';

/** A bilingual document's column heads: the Arabic under the French. */
const ARABIC_HEAD: Record<Column['key'], string> = {
  designation: AR.designation,
  unit: AR.unit,
  quantity: AR.quantity,
  unitPrice: AR.unitPrice,
  discount: AR.discount,
  vat: AR.vat,
  total: AR.totalHTColumn,
};

/**
 * The lines of the quote, lot by lot. Rows are measured first and placed by the page's remaining room: a row is
 * never split, the column header repeats on every page the table runs onto (with the lot's title, '(suite)'), a
 * lot's title never ends a page alone, its last line stays with its sub-total, and the last sub-total stays with
 * what follows the table (totals, amount in words…) so that the totals never stand on a page without a line.
 */

const CELL_STYLE: TextStyle = { size: SIZE.table };
const HEAD_STYLE: TextStyle = { size: SIZE.table, font: FONT.bold, color: COLOR.onAccent };
const BAND_STYLE: TextStyle = { size: SIZE.body, font: FONT.bold, color: COLOR.accent };
const SUBTOTAL_STYLE: TextStyle = { size: SIZE.table, font: FONT.bold };
/** Air between a lot's sub-total and the next lot's title. */
const LOT_GAP = 8;

type Item =
  | { kind: 'band'; lot: PdfLot; height: number; keepWithNext: boolean }
  | { kind: 'row'; lot: PdfLot; line: PdfLine; index: number; height: number; keepWithNext: boolean }
  | { kind: 'subtotal'; lot: PdfLot; height: number; keepWithNext: boolean };

const inner = (column: Column) => column.width - 2 * CELL.padX;
const designation = COLUMNS[0];
const totalColumn = COLUMNS[COLUMNS.length - 1];

function cells(line: PdfLine): Record<Column['key'], string> {
  return {
    designation: clean(line.designation),
    unit: clean(line.unit, true),
    quantity: formatQuantity(line.quantity),
    unitPrice: formatAmount(line.unitPriceHT),
    discount: isZero(line.discountPercent) ? '' : formatPercent(line.discountPercent),
    vat: formatPercent(line.vatRate),
    total: formatAmount(line.totalHT),
  };
}

export class LotsTable {
  private readonly headerHeight: number;
  /** A designation of most of a page (pasted specifications) is cut with an ellipsis: a row is never split. */
  private readonly maxDesignationHeight: number;

  constructor(
    private readonly layout: Layout,
    /** Bilingual: column heads, '(suite)' and sub-totals in French and Arabic. */
    private readonly arabic = false,
  ) {
    const heads = () => COLUMNS.map((column) => layout.measure(this.headLabel(column), inner(column), HEAD_STYLE));
    this.headerHeight = (arabic ? Math.max(...heads()) : layout.lineHeight(HEAD_STYLE)) + 2 * CELL.padY + 1;
    // Room left on its page for the column header, a lot's title over a few lines and the sub-total.
    this.maxDesignationHeight = layout.pageCapacity * 0.7;
  }

  private headLabel(column: Column): string {
    return this.arabic ? `${column.label}\n${ARABIC_HEAD[column.key]}` : column.label;
  }

  private bandTitle(lot: PdfLot, continued: boolean): string {
    const title = clean(lot.title) || 'Lot';
    if (!continued) return title;
    return this.arabic ? `${title} (suite / ${AR.continued})` : `${title} (suite)`;
  }

  private bandHeight(lot: PdfLot, continued: boolean): number {
    return this.layout.measure(this.bandTitle(lot, continued), CONTENT_WIDTH - 2 * CELL.padX, BAND_STYLE) + 2 * CELL.padY;
  }

  private subtotalLabel(lot: PdfLot): string {
    const label = `Sous-total HT – ${clean(lot.title) || 'Lot'}`;
    return this.arabic ? `${label} / ${AR.subtotal}` : label;
  }

  private subtotalHeight(lot: PdfLot): number {
    const labelWidth = CONTENT_WIDTH - totalColumn.width - 2 * CELL.padX;
    return this.layout.measure(this.subtotalLabel(lot), labelWidth, SUBTOTAL_STYLE) + 2 * CELL.padY + LOT_GAP;
  }

  private rowHeight(line: PdfLine): number {
    const text = Math.min(this.layout.measure(clean(line.designation), inner(designation), CELL_STYLE), this.maxDesignationHeight);
    return Math.max(text, this.layout.lineHeight(CELL_STYLE)) + 2 * CELL.padY;
  }

  private items(lots: PdfLot[]): Item[] {
    const items: Item[] = [];
    lots.forEach((lot, lotIndex) => {
      items.push({ kind: 'band', lot, height: this.bandHeight(lot, false), keepWithNext: true });
      lot.lines.forEach((line, index) => {
        const last = index === lot.lines.length - 1;
        items.push({ kind: 'row', lot, line, index, height: this.rowHeight(line), keepWithNext: last });
      });
      items.push({ kind: 'subtotal', lot, height: this.subtotalHeight(lot), keepWithNext: lotIndex === lots.length - 1 });
    });
    return items;
  }

  /** Draws every lot; `tailHeight` is what must share the page with the last sub-total. */
  draw(lots: PdfLot[], tailHeight: number): void {
    const { layout } = this;
    const items = this.items(lots);
    // What an item needs on its page: itself and whatever it keeps with, read from the end.
    const needs = new Array<number>(items.length);
    for (let i = items.length - 1; i >= 0; i--) {
      const next = i === items.length - 1 ? tailHeight : needs[i + 1];
      needs[i] = items[i].height + (items[i].keepWithNext ? next : 0);
    }

    if (layout.y + this.headerHeight + (needs[0] ?? 0) > layout.bottom && items.length > 0) layout.newPage();
    this.drawHeader();
    items.forEach((item, i) => {
      const fresh = layout.pageCapacity - this.headerHeight - this.bandHeight(item.lot, true);
      // A chain longer than a whole page cannot be kept together: the item and the one it holds on to, else the item alone.
      const withNext = item.height + (item.keepWithNext && i + 1 < items.length ? items[i + 1].height : 0);
      const need = [needs[i], withNext].find((height) => height <= fresh) ?? item.height;
      if (layout.y + need > layout.bottom) {
        layout.newPage();
        this.drawHeader();
        if (item.kind !== 'band') this.drawBand(item.lot, true);
      }
      if (item.kind === 'band') this.drawBand(item.lot, false);
      else if (item.kind === 'row') this.drawRow(item.line, item.index, item.height);
      else this.drawSubtotal(item.lot, item.height);
    });
  }

  private drawHeader(): void {
    const { layout } = this;
    layout.fill(layout.left, layout.y, CONTENT_WIDTH, this.headerHeight, COLOR.accent);
    let x = layout.left;
    for (const column of COLUMNS) {
      layout.write(this.headLabel(column), x + CELL.padX, layout.y + CELL.padY + 0.5, inner(column), { ...HEAD_STYLE, align: column.align });
      x += column.width;
    }
    layout.y += this.headerHeight;
  }

  private drawBand(lot: PdfLot, continued: boolean): void {
    const { layout } = this;
    const height = this.bandHeight(lot, continued);
    layout.fill(layout.left, layout.y, CONTENT_WIDTH, height, COLOR.band);
    layout.write(this.bandTitle(lot, continued), layout.left + CELL.padX, layout.y + CELL.padY, CONTENT_WIDTH - 2 * CELL.padX, BAND_STYLE);
    layout.y += height;
  }

  private drawRow(line: PdfLine, index: number, height: number): void {
    const { layout } = this;
    if (index % 2 === 1) layout.fill(layout.left, layout.y, CONTENT_WIDTH, height, COLOR.zebra);
    const values = cells(line);
    let x = layout.left;
    for (const column of COLUMNS) {
      const style = { ...CELL_STYLE, align: column.align };
      const y = layout.y + CELL.padY;
      if (column.key === 'designation') layout.write(values.designation, x + CELL.padX, y, inner(column), style, this.maxDesignationHeight);
      else layout.writeFitted(values[column.key], x + CELL.padX, y, inner(column), style);
      x += column.width;
    }
    layout.y += height;
    layout.rule(layout.left, layout.y, CONTENT_WIDTH);
  }

  private drawSubtotal(lot: PdfLot, height: number): void {
    const { layout } = this;
    const top = layout.y;
    const labelWidth = CONTENT_WIDTH - totalColumn.width - 2 * CELL.padX;
    layout.rule(layout.left, top, CONTENT_WIDTH, COLOR.accent, 0.8);
    layout.write(this.subtotalLabel(lot), layout.left + CELL.padX, top + CELL.padY, labelWidth, { ...SUBTOTAL_STYLE, align: 'right' });
    const x = layout.left + CONTENT_WIDTH - totalColumn.width + CELL.padX;
    layout.writeFitted(formatAmount(lot.subtotalHT), x, top + CELL.padY, inner(totalColumn), { ...SUBTOTAL_STYLE, align: 'right' });
    layout.y = top + height;
  }
}
