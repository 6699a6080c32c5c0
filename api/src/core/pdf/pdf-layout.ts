import { bidiLineHeight, bidiWidth, hasArabic, wrapBidi, writeBidi } from './pdf-bidi';
import { COLOR, FONT, PAGE } from './pdf-theme';

type FontName = (typeof FONT)[keyof typeof FONT];

export interface TextStyle {
  font?: FontName;
  size: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
  lineGap?: number;
}

/**
 * The cursor of the document and its text helpers. Pages are broken here, by measure, never by PDFKit: every
 * text call passes a height, so that PDFKit's own line wrapper cannot open a page in the middle of a table row
 * or below the footer. Only `flow` lets long free text run onto the next pages. Text with Arabic in it is laid out by
 * pdf-bidi (right to left, mixed runs); every other text goes through PDFKit as it always did.
 */
export class Layout {
  y: number = PAGE.margin;
  /** Where content stops: the footer's reserved space starts below. Set by `start`, once the footer is measured. */
  bottom: number = PAGE.height - PAGE.margin;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    /** Continuation pages start below their running header. */
    readonly continuationTop: number,
  ) {}

  /** A4 with the footer's reserve as bottom margin: PDFKit's own page breaks (`flow`) then stop above the footer too. */
  private get pageOptions(): PDFKit.PDFDocumentOptions {
    const margins = { top: this.continuationTop, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.height - this.bottom };
    return { size: 'A4', layout: 'portrait', margins };
  }

  /** Opens the first page; content is then kept above `bottom`. */
  start(bottom: number): void {
    this.bottom = bottom;
    this.doc.addPage(this.pageOptions);
    this.y = PAGE.margin;
  }

  get left(): number {
    return PAGE.margin;
  }

  get remaining(): number {
    return this.bottom - this.y;
  }

  /** The room a page has below its running header: what a block must fit in not to be split. */
  get pageCapacity(): number {
    return this.bottom - this.continuationTop;
  }

  newPage(): void {
    this.doc.addPage(this.pageOptions);
    this.y = this.continuationTop;
  }

  /** Font only: measuring happens before the first page exists, and a colour is written into a page's content. */
  private apply(style: TextStyle): void {
    this.doc.font(style.font ?? FONT.regular).fontSize(style.size);
  }

  /** Height of `text` wrapped to `width`, as `write` draws it. */
  measure(text: string, width: number, style: TextStyle): number {
    if (!text) return 0;
    this.apply(style);
    if (hasArabic(text)) return wrapBidi(this.doc, text, width).length * bidiLineHeight(this.doc, style.lineGap ?? 1);
    return this.doc.heightOfString(text, { width, lineGap: style.lineGap ?? 1 });
  }

  measureWidth(text: string, style: TextStyle): number {
    this.apply(style);
    return hasArabic(text) ? bidiWidth(this.doc, text) : this.doc.widthOfString(text);
  }

  lineHeight(style: TextStyle): number {
    this.apply(style);
    return this.doc.currentLineHeight(true) + (style.lineGap ?? 1);
  }

  /** Draws `text` wrapped to `width` at (x, y) and returns its height. `maxHeight` cuts it with an ellipsis. */
  write(text: string, x: number, y: number, width: number, style: TextStyle, maxHeight?: number): number {
    if (!text) return 0;
    const height = this.measure(text, width, style);
    const limited = maxHeight !== undefined && height > maxHeight;
    if (hasArabic(text)) {
      this.doc.fillColor(style.color ?? COLOR.text);
      const block = { width, align: style.align ?? 'left', lineGap: style.lineGap ?? 1, maxHeight: limited ? maxHeight : undefined };
      return writeBidi(this.doc, text, x, y, block);
    }
    this.doc.fillColor(style.color ?? COLOR.text).text(text, x, y, {
      width,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? 1,
      // The wrapper stops at y + height instead of opening a page: we measured, it fits.
      height: limited ? maxHeight : height + 1,
      ellipsis: limited ? '…' : undefined,
    });
    return limited ? maxHeight : height;
  }

  /** One line that must not wrap (a figure): shrinks the font until it fits `width`, down to 5.5 pt. */
  writeFitted(text: string, x: number, y: number, width: number, style: TextStyle): void {
    if (!text) return;
    let size = style.size;
    this.apply(style);
    const widthAt = (s: number) => (hasArabic(text) ? bidiWidth(this.doc.fontSize(s), text) : this.doc.fontSize(s).widthOfString(text));
    while (size > 5.5 && widthAt(size) > width) size -= 0.25;
    this.write(text, x, y, width + 1, { ...style, size });
  }

  /**
   * Free text that may be longer than a page (notes, conditions): PDFKit wraps it and opens pages itself, at the
   * page's bottom margin, which is set to the footer's reserve. Continuation pages start below the running header.
   */
  flow(text: string, width: number, style: TextStyle): void {
    if (!text) return;
    if (hasArabic(text)) return this.flowBidi(text, width, style);
    this.apply(style);
    this.doc.fillColor(style.color ?? COLOR.text).text(text, this.left, this.y, { width, align: style.align ?? 'left', lineGap: style.lineGap ?? 1 });
    this.y = this.doc.y;
  }

  /** `flow` for text with Arabic: line by line, a new page where the next line would not fit. */
  private flowBidi(text: string, width: number, style: TextStyle): void {
    this.apply(style);
    const step = bidiLineHeight(this.doc, style.lineGap ?? 1);
    for (const line of wrapBidi(this.doc, text, width)) {
      if (step > this.remaining) this.newPage();
      this.y += this.write(line.text, this.left, this.y, width, style);
    }
  }

  rule(x: number, y: number, width: number, color: string = COLOR.rule, thickness = 0.5): void {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  fill(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.save().rect(x, y, width, height).fillColor(color).fill().restore();
  }

  box(x: number, y: number, width: number, height: number, color: string = COLOR.rule): void {
    this.doc.save().roundedRect(x, y, width, height, 3).lineWidth(0.7).strokeColor(color).stroke().restore();
  }
}

/** A line of a block: its text (skipped when empty), its style, and the space above it. */
export type Line = [string, TextStyle, number?];

/** Draws `lines` one under the other from `y`; returns where they end. */
export function stack(layout: Layout, lines: Line[], x: number, y: number, width: number): number {
  let cursor = y;
  for (const [text, style, space = 0] of lines) {
    if (!text) continue;
    cursor += space + layout.write(text, x, cursor + space, width, style) + 1.5;
  }
  return cursor;
}

export function measureStack(layout: Layout, lines: Line[], width: number): number {
  return lines.reduce((sum, [text, style, space = 0]) => (text ? sum + space + layout.measure(text, width, style) + 1.5 : sum), 0);
}
