import { renderPdf } from '../../pdf/render-pdf';
import { clean, DOCUMENT_NAME } from './document-pdf.format';
import { drawFirstPageHeader, drawRunningHeader } from './document-pdf.header';
import { Closing, drawTotals, drawWords, totalsHeight, wordsHeight } from './document-pdf.summary';
import { drawSettlement, settlementHeight } from './document-pdf.settlement';
import { LotsTable } from './document-pdf.table';
import { isBilingual } from './document-pdf.arabic';
import type { DocumentPdfData } from './document-pdf.types';

export type { DocumentPdfData } from './document-pdf.types';

/**
 * The PDF of a quote (and, with another title, of an invoice or a credit note): A4, French formats, the company's
 * legal mentions on every page, as a Moroccan accountant and the tax administration expect them.
 */
export async function renderDocumentPdf(data: DocumentPdfData): Promise<Buffer> {
  return renderPdf({
    company: data.company,
    title: `${DOCUMENT_NAME[data.title]} ${clean(data.number, true)}`,
    subject: clean(data.object, true) || undefined,
    drawRunningHeader: (layout) => drawRunningHeader(layout, data),
    draw: (layout, logo) => {
      drawFirstPageHeader(layout, data, logo);
      const closing = new Closing(layout, data);
      const totals = totalsHeight(data) + wordsHeight(layout, data) + settlementHeight(layout, data);
      // The client signs what the totals say: notes, conditions and the signature stay on the totals' page when they
      // are short; long conditions run on, and only the totals then hold on to the table's last lines.
      new LotsTable(layout, isBilingual(data)).draw(data.lots, totals + (closing.wholeHeight ?? 0));

      if (totals > layout.remaining) layout.newPage();
      drawTotals(layout, data);
      drawWords(layout, data);
      drawSettlement(layout, data);
      closing.draw();
    },
  });
}
