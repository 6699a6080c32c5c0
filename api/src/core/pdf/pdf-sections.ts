import { clean } from './pdf-format';
import { measureStack, stack, type Layout, type Line, type TextStyle } from './pdf-layout';
import { COLOR, CONTENT_WIDTH, FONT, SIZE } from './pdf-theme';

/**
 * The sections of a site record's PDF (the daily log, the PV de réception): a heading ruled in the accent colour, a
 * line kept with it, a small table whose rows never split over two pages. Records drawn on `renderPdf`.
 */

/** The space between two sections. */
export const SECTION_GAP = 14;
const CELL = { padX: 5, padY: 3.5 } as const;
const heading: TextStyle = { size: 10.5, font: FONT.bold, color: COLOR.accent };
const cell: TextStyle = { size: SIZE.table };
const head: TextStyle = { size: 7.5, font: FONT.bold, color: COLOR.accent };
const bold: TextStyle = { size: SIZE.body, font: FONT.bold };
const BOX_PAD = 8;
/** A box's small capitals ('CHANTIER') and its text. */
export const BOX_LABEL: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };
const boxBody: TextStyle = { size: SIZE.body };

/** The site as a record's box names it: 'CHANTIER', its name, then where it is. */
export function siteLines(site: { name: string; address?: string | null; postalCode?: string | null; city?: string | null }): Line[] {
  const place = [clean(site.address, true), [clean(site.postalCode, true), clean(site.city, true)].filter(Boolean).join(' ')].filter(Boolean);
  return [
    ['CHANTIER', BOX_LABEL],
    [clean(site.name), { size: 10, font: FONT.bold }],
    [place.join(', '), boxBody],
  ];
}

/** Two columns of lines in a box across the page (the site on the left, the record's own facts on the right). */
export function drawTwoColumnBox(layout: Layout, left: Line[], right: Line[]): void {
  const half = (CONTENT_WIDTH - 3 * BOX_PAD) / 2;
  const height = Math.max(measureStack(layout, left, half), measureStack(layout, right, half)) + 2 * BOX_PAD - 1.5;
  layout.box(layout.left, layout.y, CONTENT_WIDTH, height);
  stack(layout, left, layout.left + BOX_PAD, layout.y + BOX_PAD, half);
  stack(layout, right, layout.left + 2 * BOX_PAD + half, layout.y + BOX_PAD, half);
  layout.y += height + SECTION_GAP;
}

/** A section's title, on a new page when `keepWith` (its first content's height) would not fit under it. */
export function drawHeading(layout: Layout, title: string, keepWith: number): void {
  const height = layout.lineHeight(heading) + 4;
  if (height + keepWith > layout.remaining) layout.newPage();
  layout.write(title, layout.left, layout.y, CONTENT_WIDTH, heading);
  layout.rule(layout.left, layout.y + height - 2, CONTENT_WIDTH, COLOR.accent, 0.7);
  layout.y += height + 6;
}

/** A one-line block (a sentence, 'Aucun'): kept on the page of its heading. */
export function drawLine(layout: Layout, line: string, style: TextStyle): void {
  const height = layout.measure(line, CONTENT_WIDTH, style);
  if (height > layout.remaining) layout.newPage();
  layout.y += layout.write(line, layout.left, layout.y, CONTENT_WIDTH, style) + 4;
}

/** A column's title, its share of the content width, its alignment. */
export interface Column {
  title: string;
  share: number;
  align?: 'left' | 'right';
}
export const col = (title: string, share: number, align?: 'right'): Column => ({ title, share, align });

/** A small table under its heading: a row never splits over two pages, and a new page repeats the columns' titles. */
export function drawTable(layout: Layout, title: string, columns: Column[], rows: string[][], total?: string): void {
  const widths = columns.map((c) => c.share * CONTENT_WIDTH);
  const rowHeight = (cells: string[], style: TextStyle) =>
    Math.max(layout.lineHeight(style), ...cells.map((c, i) => layout.measure(c, widths[i] - 2 * CELL.padX, style))) + 2 * CELL.padY;
  const titles = columns.map((c) => c.title.toUpperCase());
  const headHeight = rowHeight(titles, head);
  const drawRow = (cells: string[], style: TextStyle, height: number, fill?: string) => {
    if (fill) layout.fill(layout.left, layout.y, CONTENT_WIDTH, height, fill);
    let x = layout.left;
    cells.forEach((c, i) => {
      layout.write(c, x + CELL.padX, layout.y + CELL.padY, widths[i] - 2 * CELL.padX, { ...style, align: columns[i].align ?? 'left' });
      x += widths[i];
    });
    layout.y += height;
  };
  drawHeading(layout, title, headHeight + rowHeight(rows[0] ?? [], cell));
  drawRow(titles, head, headHeight, COLOR.band);
  rows.forEach((cells, r) => {
    const height = rowHeight(cells, cell);
    if (height > layout.remaining) {
      layout.newPage();
      drawRow(titles, head, headHeight, COLOR.band);
    }
    drawRow(cells, cell, height, r % 2 ? COLOR.zebra : undefined);
  });
  layout.rule(layout.left, layout.y, CONTENT_WIDTH);
  if (total) {
    layout.y += 3;
    drawLine(layout, total, { ...bold, align: 'right' });
  }
  layout.y += SECTION_GAP - 4;
}
