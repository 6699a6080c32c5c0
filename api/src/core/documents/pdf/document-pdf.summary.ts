import type { Layout, TextStyle } from '../../pdf/pdf-layout';
import { COLOR, CONTENT_WIDTH, FONT, SIZE } from '../../pdf/pdf-theme';
import { clean, formatAmount, formatMoney, formatPercent, NBSP, STOP_PHRASE } from './document-pdf.format';
import { ltr } from '../../pdf/pdf-bidi';
import { ARABIC_LABEL as AR, ARABIC_STOP_PHRASE, bi } from './document-pdf.arabic';
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
/** A bilingual row's Arabic label, under the French one. */
const arabicLabel: TextStyle = { size: SIZE.small, color: COLOR.muted };
/** What a bilingual row adds for its Arabic line. */
const ARABIC_ROW = 11;
const heading: TextStyle = { size: SIZE.body, font: FONT.bold, color: COLOR.accent };

const rowHeight = (data: DocumentPdfData) => TOTALS.row + (data.arabic ? ARABIC_ROW : 0);
const ttcHeight = (data: DocumentPdfData) => TOTALS.ttc + (data.arabic ? ARABIC_ROW : 0);

export function totalsHeight(data: DocumentPdfData): number {
  return GAP + rowHeight(data) * (2 + data.totals.vat.length) + ttcHeight(data);
}

export function drawTotals(layout: Layout, data: DocumentPdfData): void {
  const x = layout.left + CONTENT_WIDTH - TOTALS.width;
  const amountX = x + TOTALS.width - TOTALS.amount - TOTALS.pad;
  const labelWidth = TOTALS.width - TOTALS.amount - TOTALS.base - 2 * TOTALS.pad;
  let y = layout.y + GAP;
  // A bilingual row says its label in Arabic under the French, across the label's and the base's room.
  const arabic = (label: string, top: number, style: TextStyle = arabicLabel) => {
    if (data.arabic) layout.writeFitted(label, x + TOTALS.pad, top, labelWidth + TOTALS.base - 4, style);
  };
  const row = (label: string, amount: string, arabicText: string, base?: string) => {
    layout.write(label, x + TOTALS.pad, y + 3, labelWidth, body);
    if (base) layout.writeFitted(base, x + TOTALS.pad + labelWidth, y + 4, TOTALS.base - 6, { size: 7, color: COLOR.muted, align: 'right' });
    layout.writeFitted(amount, amountX, y + 3, TOTALS.amount, { ...body, align: 'right' });
    arabic(arabicText, y + TOTALS.row - 1);
    y += rowHeight(data);
    layout.rule(x, y, TOTALS.width);
  };
  layout.rule(x, y, TOTALS.width);
  row('Total HT', formatMoney(data.totals.totalHT), AR.totalHT);
  for (const vat of data.totals.vat) {
    const base = `base ${formatAmount(vat.base)}`;
    row(`TVA ${formatPercent(vat.rate)}`, formatMoney(vat.vat), `${AR.vatRow} ${ltr(formatPercent(vat.rate))}`, base);
  }
  row('Total TVA', formatMoney(data.totals.totalVAT), AR.totalVAT);
  layout.fill(x, y, TOTALS.width, ttcHeight(data), COLOR.accent);
  const strong: TextStyle = { size: 10.5, font: FONT.bold, color: COLOR.onAccent };
  layout.write('Total TTC', x + TOTALS.pad, y + 4.5, labelWidth + TOTALS.base, strong);
  layout.writeFitted(formatMoney(data.totals.totalTTC), amountX - 20, y + 4.5, TOTALS.amount + 20, { ...strong, align: 'right' });
  arabic(AR.totalTTC, y + TOTALS.ttc - 2, { size: SIZE.body, font: FONT.bold, color: COLOR.onAccent });
  layout.y = y + ttcHeight(data);
}

function wordsSentence(data: DocumentPdfData): { lead: string; words: string; end: string } {
  return { lead: `${STOP_PHRASE[data.title]} à la somme de${NBSP}: `, words: clean(data.amountInWords, true), end: ' TTC.' };
}

/**
 * A bilingual document's sentence in Arabic, the amount in Arabic words: 'حصر عرض الأثمان هذا في مبلغ … مع احتساب الرسوم'.
 * No colon nor full stop: a reader (poppler) on a mostly French page cuts the Arabic words' order at a punctuation mark.
 */
function arabicWords(data: DocumentPdfData): string {
  return data.arabic ? `${ARABIC_STOP_PHRASE[data.title]} ${clean(data.arabic.amountInWords, true)} ${AR.ttc}` : '';
}

const arabicWordsStyle: TextStyle = { size: SIZE.body + 0.5, font: FONT.bold };

export function wordsHeight(layout: Layout, data: DocumentPdfData): number {
  const { lead, words, end } = wordsSentence(data);
  // Measured all in bold, the wider face: the sentence drawn with a regular lead cannot take more lines.
  const french = GAP + layout.measure(lead + words + end, CONTENT_WIDTH, { ...body, font: FONT.bold });
  return data.arabic ? french + 4 + layout.measure(arabicWords(data), CONTENT_WIDTH, arabicWordsStyle) : french;
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
  if (data.arabic) {
    const arabic = arabicWords(data);
    const arabicHeight = layout.measure(arabic, CONTENT_WIDTH, arabicWordsStyle);
    layout.write(arabic, layout.left, layout.y + height - arabicHeight, CONTENT_WIDTH, arabicWordsStyle);
  }
  layout.y += height;
}

export interface FreeText {
  title: string;
  text: string;
}

function freeTexts(data: DocumentPdfData): FreeText[] {
  return [
    { title: bi(data, 'Notes', AR.notes), text: clean(data.notes) },
    { title: bi(data, 'Conditions', AR.conditions), text: clean(data.conditions) },
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

function drawSignature(layout: Layout, data: DocumentPdfData, x: number, y: number): void {
  layout.box(x, y, SIGNATURE.width, SIGNATURE.height);
  const title: TextStyle = { ...heading, size: 10 };
  const titleHeight = layout.write(bi(data, 'Bon pour accord', AR.agreement), x + 8, y + 7, SIGNATURE.width - 16, title);
  // Under the French, not after it: a long mixed line would wrap in the middle of the Arabic.
  const hint = data.arabic ? `Date, cachet et signature du client\n${AR.signature}` : 'Date, cachet et signature du client';
  layout.write(hint, x + 8, y + 7 + Math.max(titleHeight, 14), SIGNATURE.width - 16, { size: SIZE.small, color: COLOR.muted });
}

/**
 * Notes, conditions and, on a quote, the client's 'Bon pour accord' (date, cachet et signature). Short notes sit
 * beside the signature box; long ones take the page's width and may run onto the next pages, the box after them.
 */
export class Closing {
  private readonly texts: FreeText[];
  private readonly signed: boolean;
  private readonly data: DocumentPdfData;
  private readonly narrow = CONTENT_WIDTH - SIGNATURE.width - 20;
  /** The height of the notes beside the signature, or null when they are too long to stand there. */
  private readonly besideHeight: number | null;

  constructor(
    private readonly layout: Layout,
    data: DocumentPdfData,
  ) {
    this.data = data;
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
      drawSignature(layout, this.data, layout.left + CONTENT_WIDTH - SIGNATURE.width, top + GAP);
      layout.y = Math.max(layout.y, top + GAP + SIGNATURE.height);
      return;
    }
    for (const block of this.texts) drawFreeText(layout, block, layout.left, CONTENT_WIDTH);
    if (!this.signed) return;
    if (GAP + SIGNATURE.height > layout.remaining) layout.newPage();
    drawSignature(layout, this.data, layout.left + CONTENT_WIDTH - SIGNATURE.width, layout.y + GAP);
    layout.y += GAP + SIGNATURE.height;
  }
}
