import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceMailData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { DocumentMailer } from '../../../core/documents/document-mailer';
import { documentSendings } from '../../../core/documents/document-sendings';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import type { FilesService } from '../../../core/files/files.service';
import { invoicePdfData } from '../invoice-pdf-data';
import type { Invoice } from '../invoice.entity';
import type { InvoicesService } from '../invoices.service';
import { invoiceMail } from './invoice-mail';
import type { InvoiceSendingView } from './invoice-mail.types';

/** The sendings' kind in document_sending. */
export const INVOICE_DOCUMENT = 'INVOICE';
/** The sendings an invoice shows, the latest first (as a quote's). */
const SENDINGS_SHOWN = 50;
/** The noun the mail names the document by, as its PDF's heading does. */
const NOUN: Record<string, string> = { ACOMPTE: 'facture d’acompte', SITUATION: 'facture de situation', AVOIR: 'avoir' };

/**
 * Sends an invoice's (or a credit note's) PDF to its client through the documents' mailer, as a quote is sent: the
 * same limits, Reply-To the company's e-mail (else the sender's), the sending recorded in the same transaction.
 * Every stored invoice is issued (numbered at creation; the preview is rolled back and never stored), so every
 * invoice found may be sent; one of another company is not found.
 */
export class InvoiceMailService {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly files: FilesService,
    private readonly mailer: DocumentMailer,
  ) {}

  async send(em: EntityManager, auth: AuthInfo, id: string, input: InvoiceMailData): Promise<Invoice> {
    const invoice = await em.transactional(async (tx) => {
      const invoice = await this.invoices.get(tx, id);
      // Cleared invoicing (CGI art. 145-IX): a concerned document is not valid before the platform validates it.
      if (invoice.clearanceStatus && invoice.clearanceStatus !== 'VALIDEE')
        throw new AppError('CONFLICT', 'invoice.mail.notCleared', undefined, { fixPath: `/factures/${invoice.id}` });
      const document = { kind: INVOICE_DOCUMENT, id: invoice.id };
      await this.mailer.send(tx, auth, document, [input.to], { messageId: 'invoice.mail.rateLimited' }, async (to, from) => {
        // Rendered in the transaction: the PDF shows the payments and credit notes as they stand when it is sent.
        const data = await invoicePdfData(tx, this.files, invoice);
        const creditNote = invoice.kind === 'AVOIR';
        return invoiceMail({
          to,
          replyTo: data.company.email || from.email,
          noun: NOUN[invoice.kind] ?? 'facture',
          creditNote,
          reference: invoice.reference,
          label: invoice.label,
          totalTTC: invoice.totalTTC,
          netToPay: invoice.netToPay,
          dueDate: creditNote ? null : invoice.dueDate,
          message: input.message ?? null,
          senderName: from.name,
          company: { name: data.company.name, phone: data.company.phone ?? null, email: data.company.email ?? null },
          pdf: await renderDocumentPdf(data),
        });
      });
      return invoice;
    });
    this.mailer.kick();
    return invoice;
  }

  /** An invoice's sendings, the latest first, each saying whether its mail has left the outbox. */
  async sendings(em: EntityManager, companyId: string, invoiceId: string): Promise<InvoiceSendingView[]> {
    const rows = (await documentSendings(em, companyId, INVOICE_DOCUMENT, [invoiceId], SENDINGS_SHOWN)).get(invoiceId) ?? [];
    // One recipient a sending, as for quotes.
    return rows.map((r) => ({ id: r.id, to: r.recipients[0], sentByName: r.sentByName, createdAt: r.createdAt, delivered: r.sent >= r.mails }));
  }
}
