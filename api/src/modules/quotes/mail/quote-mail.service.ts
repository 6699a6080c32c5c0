import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteMailData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';
import type { MailOutbox } from '../../../core/mail/outbox';
import { hashed, type RateCounters } from '../../../core/rate-limit/counters';
import { todayInMorocco } from '../../../core/time/morocco';
import { User } from '../../accounts/user.entity';
import { renderQuotePdf } from '../pdf/quote-pdf';
import { quotePdfData } from '../quote-pdf-data';
import { statusOf } from '../quote-status';
import type { Quote } from '../quote.entity';
import type { QuotesService } from '../quotes.service';
import { quoteMail } from './quote-mail';
import { QuoteSending } from './quote-sending.entity';

const HOUR = 3600;
/** Documents are mailed to clients, not campaigns: a company's whole day fits, a mailer abusing it does not. */
export const DOCUMENT_MAIL_LIMITS = { perCompany: 100, perRecipient: 10 } as const;

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
    private readonly outbox: MailOutbox,
    private readonly counters: RateCounters,
  ) {}

  async send(em: EntityManager, auth: AuthInfo, id: string, input: QuoteMailData): Promise<Quote> {
    const quote = await em.transactional(async (tx) => {
      const quote = await this.quotes.get(tx, id);
      if (statusOf(quote, todayInMorocco()) === 'DEPASSE') throw new AppError('CONFLICT', 'quote.mail.expired');
      const taken = await this.counters.take(tx, [
        { key: `doc_mail_company:${auth.companyId}`, limit: DOCUMENT_MAIL_LIMITS.perCompany, windowSeconds: HOUR },
        { key: `doc_mail_to:${hashed(input.to)}`, limit: DOCUMENT_MAIL_LIMITS.perRecipient, windowSeconds: HOUR },
      ]);
      if (!taken.allowed) throw new AppError('RATE_LIMITED', 'quote.mail.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
      const sender = await tx.findOneOrFail(User, { id: auth.userId }, { fields: ['id', 'firstName', 'lastName', 'email'] });
      const data = await quotePdfData(tx, this.files, auth, quote);
      const senderName = `${sender.firstName} ${sender.lastName}`;
      const mailId = this.outbox.enqueue(
        tx,
        quoteMail({
          to: input.to,
          replyTo: data.company.email || sender.email,
          reference: quote.reference,
          object: quote.object ?? null,
          totalTTC: quote.totalTTC,
          validUntil: quote.validUntil,
          message: input.message ?? null,
          senderName,
          company: { name: data.company.name, phone: data.company.phone ?? null, email: data.company.email ?? null },
          pdf: await renderQuotePdf(data),
        }),
      );
      tx.persist(tx.create(QuoteSending, { company: auth.companyId, quote, to: input.to, mailId, sentBy: auth.userId, sentByName: senderName }));
      await tx.flush();
      return quote;
    });
    void this.outbox.kick();
    return quote;
  }

  /** A quote's sendings, the latest first, each saying whether its mail has left the outbox. */
  async sendings(em: EntityManager, companyId: string, quoteId: string): Promise<SendingRow[]> {
    const rows = await em.getConnection().execute<{ id: string; to: string; sent_by_name: string; created_at: Date; delivered: boolean }[]>(
      `select s.id, s."to", s.sent_by_name, s.created_at, (m.sent_at is not null) as delivered
         from quote_sending s left join outbox_mail m on m.id = s.mail_id
         where s.company_id = ? and s.quote_id = ? order by s.created_at desc limit 50`,
      [companyId, quoteId],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((r) => ({ id: r.id, to: r.to, sentByName: r.sent_by_name, createdAt: new Date(r.created_at), delivered: r.delivered }));
  }
}
