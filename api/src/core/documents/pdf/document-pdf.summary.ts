import type { Layout, TextStyle } from '../../pdf/pdf-layout';
import { COLOR, CONTENT_WIDTH, FONT, SIZE } from '../../pdf/pdf-theme';
import { clean, formatAmount, formatMoney, formatPercent, NBSP, STOP_PHRASE } from './document-pdf.format';
import type { DocumentPdfData } from './document-pdf.types';

/**
 * What follows the table: totals, the amount in words, notes and conditions, the client's 'Bon pour accord'. Each block
 * is measured before it is drawn so that the table can keep it with its last lines and a block is never cut by a page
 * break. The footer every page carries is every PDF's (core/pdf/pdf-footer).
 */

const TOTALS = { width: 270, amount: 88, base: 82, row: 15, ttc: 20, pad: 6 };
const SIGNATURE = { width: 230, height: 80 };
const GAP = 12;

const body: TextStyle = { size: SIZE.body };
const heading: TextStyle = { size: SIZE.body, font: FONT.bold, color: COLOR.accent };

export function totalsHeight(data: DocumentPdfData): number {
  return GAP + TOTALS.row * (2 + data.totals.vat.length) + TOTALS.ttc;
}

export function drawTotals(layout: Layout, data: DocumentPdfData): void {
  const x = layout.left + CONTENT_WIDTH - TOTALS.width;
  const amountX = x + TOTALS.width - TOTALS.amount - TOTALS.pad;
  const labelWidth = TOTALS.width - TOTALS.amount - TOTALS.base - 2 * TOTALS.pad;
  let y = layout.y + GAP;
  const row = (label: string, amount: string, base?: string) => {
    layout.write(label, x + TOTALS.pad, y + 3, labelWidth, body);
    if (base) layout.writeFitted(base, x + TOTALS.pad + labelWidth, y + 4, TOTALS.base - 6, { size: 7, color: COLOR.muted, align: 'right' });
    layout.writeFitted(amount, amountX, y + 3, TOTALS.amount, { ...body, align: 'right' });
    y += TOTALS.row;
    layout.rule(x, y, TOTALS.width);
  };
  layout.rule(x, y, TOTALS.width);
  row('Total HT', formatMoney(data.totals.totalHT));
  for (const vat of data.totals.vat) row(`TVA ${formatPercent(vat.rate)}`, formatMoney(vat.vat), `base ${formatAmount(vat.base)}`);
  row('Total TVA', formatMoney(data.totals.totalVAT));
  layout.fill(x, y, TOTALS.width, TOTALS.ttc, COLOR.accent);
  const strong: TextStyle = { size: 10.5, font: FONT.bold, color: COLOR.onAccent };
  layout.write('Total TTC', x + TOTALS.pad, y + 4.5, labelWidth + TOTALS.base, strong);
  layout.writeFitted(formatMoney(data.totals.totalTTC), amountX - 20, y + 4.5, TOTALS.amount + 20, { ...strong, align: 'right' });
  layout.y = y + TOTALS.ttc;
}

function wordsSentence(data: DocumentPdfData): { lead: string; words: string; end: string } {
  return { lead: `${STOP_PHRASE[data.title]} à la somme de${NBSP}: `, words: clean(data.amountInWords, true), end: ' TTC.' };
}

export function wordsHeight(layout: Layout, data: DocumentPdfData): number {
  const { lead, words, end } = wordsSentence(data);
  // Measured all in bold, the wider face: the sentence drawn with a regular lead cannot take more lines.
  return GAP + layout.measure(lead + words + end, CONTENT_WIDTH, { ...body, font: FONT.bold });
}

export function drawWords(layout: Layout, data: DocumentPdfData): void {
  const { lead, words, end } = wordsSentence(data);
  const height = wordsHeight(layout, data);
  const y = layout.y + GAP;
  const { doc } = layout;
  const options = { width: CONTENT_WIDTH, lineGap: 1, height: height + 2, continued: true };
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text).text(lead, layout.left, y, options);
  doc.font(FONT.bold).text(words, { ...options });
  doc.font(FONT.regular).text(end, { ...options, continued: false });
  layout.y += height;
}

export interface FreeText {
  title: string;
  text: string;
}

function freeTexts(data: DocumentPdfData): FreeText[] {
  return [
    { title: 'Notes', text: clean(data.notes) },
    { title: 'Conditions', text: clean(data.conditions) },
  ].filter((block) => block.text);
}

function freeTextHeight(layout: Layout, block: FreeText, width: number): number {
  return GAP + layout.lineHeight(heading) + 2 + layout.measure(block.text, width, body);
}

/**
 * A short text is kept whole; a longer one starts where it is and runs on, rather than leave half a page blank,
 * but its heading and first lines are never left alone at a page's foot.
 */
function drawFreeText(layout: Layout, block: FreeText, x: number, width: number): void {
  const height = freeTextHeight(layout, block, width);
  const start = GAP + layout.lineHeight(heading) + 2 + 3 * layout.lineHeight(body);
  if (height > layout.remaining && (height <= layout.pageCapacity / 3 || start > layout.remaining)) layout.newPage();
  layout.y += GAP;
  layout.y += layout.write(block.title, x, layout.y, width, heading) + 2;
  if (layout.measure(block.text, width, body) <= layout.remaining) layout.y += layout.write(block.text, x, layout.y, width, body);
  else layout.flow(block.text, width, body);
}

function drawSignature(layout: Layout, x: number, y: number): void {
  layout.box(x, y, SIGNATURE.width, SIGNATURE.height);
  layout.write('Bon pour accord', x + 8, y + 7, SIGNATURE.width - 16, { ...heading, size: 10 });
  layout.write('Date, cachet et signature du client', x + 8, y + 21, SIGNATURE.width - 16, { size: SIZE.small, color: COLOR.muted });
}

/**
 * Notes, conditions and, on a quote, the client's 'Bon pour accord' (date, cachet et signature). Short notes sit
 * beside the signature box; long ones take the page's width and may run onto the next pages, the box after them.
 */
export class Closing {
  private readonly texts: FreeText[];
  private readonly signed: boolean;
  private readonly narrow = CONTENT_WIDTH - SIGNATURE.width - 20;
  /** The height of the notes beside the signature, or null when they are too long to stand there. */
  private readonly besideHeight: number | null;

  constructor(
    private readonly layout: Layout,
    data: DocumentPdfData,
  ) {
    this.texts = freeTexts(data);
    // Quotes and avenants close with the client's 'Bon pour accord'.
    this.signed = data.title === 'DEVIS' || data.title === 'AVENANT';
    const beside = this.texts.reduce((sum, block) => sum + freeTextHeight(layout, block, this.narrow), 0);
    this.besideHeight = this.signed && beside <= layout.pageCapacity / 3 ? beside : null;
  }

  /** What the closing takes when it is kept in one piece, or null when it may be split. */
  get wholeHeight(): number | null {
    if (this.besideHeight !== null) return Math.max(this.besideHeight, GAP + SIGNATURE.height);
    const full = this.texts.reduce((sum, block) => sum + freeTextHeight(this.layout, block, CONTENT_WIDTH), 0);
    const height = full + (this.signed ? GAP + SIGNATURE.height : 0);
    return height <= this.layout.pageCapacity / 3 ? height : null;
  }

  draw(): void {
    const { layout } = this;
    const whole = this.wholeHeight;
    if (whole !== null && whole > layout.remaining) layout.newPage();
    if (this.besideHeight !== null) {
      const top = layout.y;
      for (const block of this.texts) drawFreeText(layout, block, layout.left, this.narrow);
      drawSignature(layout, layout.left + CONTENT_WIDTH - SIGNATURE.width, top + GAP);
      layout.y = Math.max(layout.y, top + GAP + SIGNATURE.height);
      return;
    }
    for (const block of this.texts) drawFreeText(layout, block, layout.left, CONTENT_WIDTH);
    if (!this.signed) return;
    if (GAP + SIGNATURE.height > layout.remaining) layout.newPage();
    drawSignature(layout, layout.left + CONTENT_WIDTH - SIGNATURE.width, layout.y + GAP);
    layout.y += GAP + SIGNATURE.height;
  }
}
