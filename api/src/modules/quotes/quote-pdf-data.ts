import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { FilesService } from '../../core/files/files.service';
import { pdfArabic } from '../../core/documents/pdf-arabic';
import { pdfClient, pdfCompany } from '../../core/documents/pdf-parties';
import type { DocumentPdfData } from '../../core/documents/pdf/document-pdf.types';
import type { Quote } from './quote.entity';
import { lotsOf } from './quote.view';
import { amountInWords, documentTotals } from '@chantiers/schema';

/** A quote as its PDF prints it: the company's legal mentions and logo, the client, the lots and the totals. */
export async function quotePdfData(em: EntityManager, files: FilesService, auth: AuthInfo, quote: Quote): Promise<DocumentPdfData> {
  return {
    title: 'DEVIS',
    number: quote.reference,
    issueDate: quote.issueDate,
    validUntil: quote.validUntil,
    object: quote.object ?? null,
    siteName: quote.site?.name ?? null,
    company: await pdfCompany(em, files, auth.companyId),
    client: pdfClient(quote.client, quote.clientPhone),
    lots: lotsOf(quote),
    totals: documentTotals(quote.lines.getItems()),
    amountInWords: amountInWords(quote.totalTTC),
    notes: quote.notes,
    conditions: quote.conditions,
    arabic: pdfArabic(quote.client, 'عرض أثمان', quote.totalTTC),
  };
}
