import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilesService } from '../../../core/files/files.service';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import { invoicePdfData } from '../invoice-pdf-data';
import type { Invoice } from '../invoice.entity';
import { invoiceUblData } from './invoice-ubl-data';
import { checkUblRules, type UblViolation } from './ubl-rules';
import { ublXml } from './ubl-xml';

export interface InvoiceUbl {
  fileName: string;
  xml: string;
  /** The rules of the Moroccan profile the file breaks (empty: it can be submitted). */
  violations: UblViolation[];
}

/** An issued invoice's UBL 2.1 file, its PDF embedded, and the rules it breaks. */
export async function invoiceUbl(em: EntityManager, files: FilesService, invoice: Invoice, withPdf = true): Promise<InvoiceUbl> {
  const pdf = withPdf ? await renderDocumentPdf(await invoicePdfData(em, files, invoice)) : null;
  const xml = ublXml(await invoiceUblData(em, invoice, pdf));
  return { fileName: `${invoice.reference}.xml`, xml, violations: checkUblRules(xml) };
}
