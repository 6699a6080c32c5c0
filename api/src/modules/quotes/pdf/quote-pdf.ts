import PDFDocument from 'pdfkit';
import { clean, DOCUMENT_NAME } from './quote-pdf.format';
import { drawFirstPageHeader, drawRunningHeader } from './quote-pdf.header';
import { Layout } from './quote-pdf.layout';
import { prepareLogo, type PreparedLogo } from './quote-pdf.logo';
import { Closing, contentBottom, drawFooter, drawTotals, drawWords, totalsHeight, wordsHeight } from './quote-pdf.summary';
import { drawSettlement, settlementHeight } from './quote-pdf.settlement';
import { LotsTable } from './quote-pdf.table';
import { FONT, fonts, PAGE } from './quote-pdf.theme';
import type { QuotePdfData } from './quote-pdf.types';

export type { QuotePdfData } from './quote-pdf.types';

/** Continuation pages: the running header above, then the content. */
const CONTINUATION_TOP = PAGE.margin + 20;

function compose(doc: PDFKit.PDFDocument, data: QuotePdfData, logo: PreparedLogo | null): void {
  const layout = new Layout(doc, CONTINUATION_TOP);
  layout.start(contentBottom(layout, data));
  drawFirstPageHeader(layout, data, logo);

  const closing = new Closing(layout, data);
  const totals = totalsHeight(data) + wordsHeight(layout, data) + settlementHeight(layout, data);
  // The client signs what the totals say: notes, conditions and the signature stay on the totals' page when they
  // are short; long conditions run on, and only the totals then hold on to the table's last lines.
  new LotsTable(layout).draw(data.lots, totals + (closing.wholeHeight ?? 0));

  if (totals > layout.remaining) layout.newPage();
  drawTotals(layout, data);
  drawWords(layout, data);
  drawSettlement(layout, data);
  closing.draw();

  // The page count is known only now: the buffered pages get their running header and footer at the end.
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    if (i > 0) drawRunningHeader(layout, data);
    drawFooter(layout, data, i + 1, count);
  }
}

/**
 * The PDF of a quote (and, with another title, of an invoice or a credit note): A4, French formats, the company's
 * legal mentions on every page, as a Moroccan accountant and the tax administration expect them.
 */
export async function renderQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const logo = await prepareLogo(data.company.logo);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    size: 'A4',
    lang: 'fr-MA',
    displayTitle: true,
    // PDFKit hashes every entry into the file's ID: an absent subject must be left out, not undefined.
    info: {
      Title: `${DOCUMENT_NAME[data.title]} ${clean(data.number, true)}`,
      Author: clean(data.company.name, true),
      ...(clean(data.object, true) ? { Subject: clean(data.object, true) } : {}),
      Creator: 'Chantiers',
    },
  });
  const { regular, bold } = fonts();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    compose(doc, data, logo);
  } catch (error) {
    // Close the stream all the same: an unfinished document would keep its buffers until the process ends.
    doc.end();
    await done.catch(() => undefined);
    throw error;
  }
  doc.end();
  return done;
}
