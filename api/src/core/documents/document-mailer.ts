import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error';
import { hashed, type RateCounters } from '../rate-limit/counters';
import type { MailOutbox } from '../mail/outbox';
import type { MailMessage } from '../mail/transport';
import { DocumentSending } from './document-sending.entity';

const HOUR = 3600;
/** Documents are mailed to clients, not campaigns: a company's whole day fits, a mailer abusing it does not. */
export const DOCUMENT_MAIL_LIMITS = { perCompany: 100, perRecipient: 10 } as const;

/** Who sends a document: named in the mail, and its reply address when the company has none. */
export interface DocumentSender {
  name: string;
  email: string;
}

/** The document a sending is about: its module's kind (QUOTE, INVOICE, FOLLOW_UP) and its id. */
export interface SentDocument {
  kind: string;
  id: string;
}

/**
 * Mails a commercial document (a quote, an invoice, a follow-up sheet) through the outbox, in the caller's
 * transaction: one mail per recipient, a point per mail on the company's and each recipient's counters (shared by
 * every kind of document: a refusal rolls back the points taken before it with the transaction), the sender named,
 * and the sending recorded (document_sending) in the same transaction. The caller calls `kick` once it has committed.
 */
export class DocumentMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly counters: RateCounters,
    private readonly senderOf: (tx: EntityManager, userId: string) => Promise<DocumentSender>,
  ) {}

  async send(
    tx: EntityManager,
    caller: { companyId: string; userId: string },
    document: SentDocument,
    recipients: readonly string[],
    refusal: { messageId: string },
    mail: (to: string, sender: DocumentSender) => MailMessage | Promise<MailMessage>,
  ): Promise<{ sendingId: string; sender: DocumentSender }> {
    for (const to of recipients) {
      const taken = await this.counters.take(tx, [
        { key: `doc_mail_company:${caller.companyId}`, limit: DOCUMENT_MAIL_LIMITS.perCompany, windowSeconds: HOUR },
        { key: `doc_mail_to:${hashed(to)}`, limit: DOCUMENT_MAIL_LIMITS.perRecipient, windowSeconds: HOUR },
      ]);
      if (!taken.allowed) throw new AppError('RATE_LIMITED', refusal.messageId, undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    }
    const sender = await this.senderOf(tx, caller.userId);
    const mailIds: string[] = [];
    // Built after the counters agree: a refused sending renders no PDF.
    for (const to of recipients) mailIds.push(this.outbox.enqueue(tx, await mail(to, sender)));
    const sending = tx.create(DocumentSending, {
      company: caller.companyId,
      documentKind: document.kind,
      documentId: document.id,
      recipients: [...recipients],
      mailIds,
      sentBy: caller.userId,
      sentByName: sender.name,
    });
    await tx.flush();
    return { sendingId: sending.id, sender };
  }

  /** The outbox sends what has just been committed. */
  kick(): void {
    void this.outbox.kick();
  }
}
