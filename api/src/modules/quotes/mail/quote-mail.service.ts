import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteMailData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';
import type { DocumentMailer } from '../../../core/documents/document-mailer';
import { todayInMorocco } from '../../../core/time/morocco';
import { documentSendings } from '../../../core/documents/document-sendings';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import { quotePdfData } from '../quote-pdf-data';
import { statusOf } from '../quote-status';
import type { Quote } from '../quote.entity';
import type { QuotesService } from '../quotes.service';
import { quoteMail } from './quote-mail';

/** The sendings' kind in document_sending. */
export const QUOTE_DOCUMENT = 'QUOTE';
/** The sendings a quote shows, the latest first. */
const SENDINGS_SHOWN = 50;

export interface SendingRow {
  id: string;
  to: string;
  sentByName: string;
  createdAt: Date;
  delivered: boolean;
}

/** Sends a quote's PDF to its client through the mail outbox, and keeps who sent it to whom and when. */
export class QuoteMailService {
  constructor(
    private readonly quotes: QuotesService,
    private readonly files: FilesService,
    private readonly mailer: DocumentMailer,
  ) {}

  async send(em: EntityManager, auth: AuthInfo, id: string, input: QuoteMailData): Promise<Quote> {
    const quote = await em.transactional(async (tx) => {
      const quote = await this.quotes.get(tx, id);
      if (statusOf(quote, todayInMorocco()) === 'DEPASSE') throw new AppError('CONFLICT', 'quote.mail.expired');
      const document = { kind: QUOTE_DOCUMENT, id: quote.id };
      await this.mailer.send(tx, auth, document, [input.to], { messageId: 'quote.mail.rateLimited' }, async (to, from) => {
        const data = await quotePdfData(tx, this.files, auth, quote);
        return quoteMail({
          to,
          replyTo: data.company.email || from.email,
          reference: quote.reference,
          object: quote.object ?? null,
          totalTTC: quote.totalTTC,
          validUntil: quote.validUntil,
          message: input.message ?? null,
          senderName: from.name,
          company: { name: data.company.name, phone: data.company.phone ?? null, email: data.company.email ?? null },
          pdf: await renderDocumentPdf(data),
        });
      });
      return quote;
    });
    this.mailer.kick();
    return quote;
  }

  /** A quote's sendings, the latest first, each saying whether its mail has left the outbox. */
  async sendings(em: EntityManager, companyId: string, quoteId: string): Promise<SendingRow[]> {
    const rows = (await documentSendings(em, companyId, QUOTE_DOCUMENT, [quoteId], SENDINGS_SHOWN)).get(quoteId) ?? [];
    // A quote goes to one recipient a sending.
    return rows.map((r) => ({ id: r.id, to: r.recipients[0], sentByName: r.sentByName, createdAt: r.createdAt, delivered: r.sent >= r.mails }));
  }
}
