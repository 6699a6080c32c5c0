import type { PdfCompany } from './pdf-company';
import { legalMentions } from './pdf-format';
import type { Layout, TextStyle } from './pdf-layout';
import { COLOR, CONTENT_WIDTH, PAGE, SIZE } from './pdf-theme';

/** The footer every page carries: the company's legal mentions under a rule, and the page's number at the rule's end. */

const FOOTER: TextStyle = { size: SIZE.footer, color: COLOR.muted, align: 'center', lineGap: 0.8 };
/** Smaller than this a printed mention is no longer legible: the line wraps instead. */
const FOOTER_MIN_SIZE = 5.8;
const PAGE_NUMBER_WIDTH = 54;
/** The footer's last line sits this far above the sheet's edge: within what any office printer prints. */
const FOOTER_BASE = 26;

/** The mentions in the largest size at which each of their lines holds on one line of the page's width. */
function footerStyle(layout: Layout, lines: string[]): TextStyle {
  let size: number = SIZE.footer;
  for (const line of lines) {
    const width = layout.measureWidth(line, { ...FOOTER, size: 1 });
    // 3 % to spare: PDFKit wraps word by word, and the words' widths add up to a little more than the line's.
    if (width > 0) size = Math.min(size, Math.floor(((CONTENT_WIDTH * 0.97) / width) * 10) / 10);
  }
  return { ...FOOTER, size: Math.max(size, FOOTER_MIN_SIZE) };
}

function footer(layout: Layout, company: PdfCompany): { text: string; style: TextStyle; height: number } {
  const lines = legalMentions(company);
  const style = footerStyle(layout, lines);
  const text = lines.join('\n');
  return { text, style, height: Math.max(layout.measure(text, CONTENT_WIDTH, style), layout.lineHeight(style)) };
}

/** Where page content must stop: above the footer, whose height depends on how long the company's mentions are. */
export function contentBottom(layout: Layout, company: PdfCompany): number {
  return PAGE.height - FOOTER_BASE - footer(layout, company).height - 24;
}

function drawFooter(layout: Layout, company: PdfCompany, page: number, pages: number): void {
  const { text, style, height } = footer(layout, company);
  const top = PAGE.height - FOOTER_BASE - height;
  const number: TextStyle = { size: 7.5, color: COLOR.muted, align: 'right' };
  const ruleY = top - 5;
  layout.rule(layout.left, ruleY, CONTENT_WIDTH - PAGE_NUMBER_WIDTH - 6);
  layout.write(
    `Page ${page} / ${pages}`,
    layout.left + CONTENT_WIDTH - PAGE_NUMBER_WIDTH,
    ruleY - layout.lineHeight(number) / 2 + 1.5,
    PAGE_NUMBER_WIDTH,
    number,
  );
  layout.write(text, layout.left, top, CONTENT_WIDTH, style);
}

/**
 * The page count is known only once the content is drawn: the buffered pages then get their footer, and every page
 * but the first its running header.
 */
export function finishPages(layout: Layout, company: PdfCompany, drawRunningHeader: (layout: Layout) => void): void {
  const { doc } = layout;
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    if (i > 0) drawRunningHeader(layout);
    drawFooter(layout, company, i + 1, count);
  }
}
