import type { EntityManager } from '@mikro-orm/postgresql';
import type { FollowUpMailData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';
import { MAX_ATTEMPTS, type MailOutbox } from '../../../core/mail/outbox';
import { hashed, type RateCounters } from '../../../core/rate-limit/counters';
import { User } from '../../accounts/user.entity';
import { DOCUMENT_MAIL_LIMITS } from '../../quotes/mail/quote-mail.service';
import { FollowUpSendingStatus, type FollowUpSendingView } from '../follow-up.types';
import type { FollowUpsService } from '../follow-ups.service';
import { followUpPdfName, renderFollowUpPdf } from '../pdf/follow-up-pdf';
import { followUpPdfData } from '../pdf/follow-up-pdf.data';
import { followUpMail } from './follow-up-mail';
import { FollowUpSending } from './follow-up-sending.entity';

const HOUR = 3600;
/** The sendings a sheet shows, the latest first. */
const SENDINGS_SHOWN = 20;

interface SendingRow {
  id: string;
  follow_up_id: string;
  recipients: string[];
  sent_by_name: string;
  created_at: Date | string;
  mails: number;
  sent: number;
  failed: number;
}

/**
 * Sends a sheet's PDF by e-mail through the mail outbox, as quotes are sent: one mail per recipient, From the
 * application, Reply-To the company's e-mail (else the sender's), the documents' rate limits; and keeps the sendings.
 */
export class FollowUpMailService {
  constructor(
    private readonly followUps: FollowUpsService,
    private readonly files: FilesService,
    private readonly outbox: MailOutbox,
    private readonly counters: RateCounters,
  ) {}

  async send(em: EntityManager, auth: AuthInfo, id: string, input: FollowUpMailData): Promise<FollowUpSendingView> {
    const sheet = await this.followUps.get(em, id);
    // Rendered before the transaction (photos are decoded): what is sent is the sheet as it was read.
    const data = await followUpPdfData(em, this.files, auth, sheet);
    const pdf = { filename: followUpPdfName(sheet.label, sheet.visitDate), content: await renderFollowUpPdf(data) };
    const sendingId = await em.transactional(async (tx) => {
      // A sheet deleted meanwhile is not sent; the lock keeps it until the sending is recorded.
      const [locked] = await tx.execute('select id from follow_up where id = ? and company_id = ? for share', [sheet.id, auth.companyId]);
      if (!locked) throw AppError.notFound('followUp.notFound');
      // A point per mail, on the company's and each recipient's counters (shared with quotes and invoices); a refusal
      // rolls back the points taken before it with the transaction.
      for (const to of input.to) {
        const taken = await this.counters.take(tx, [
          { key: `doc_mail_company:${auth.companyId}`, limit: DOCUMENT_MAIL_LIMITS.perCompany, windowSeconds: HOUR },
          { key: `doc_mail_to:${hashed(to)}`, limit: DOCUMENT_MAIL_LIMITS.perRecipient, windowSeconds: HOUR },
        ]);
        if (!taken.allowed)
          throw new AppError('RATE_LIMITED', 'followUp.mail.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
      }
      const sender = await tx.findOneOrFail(User, { id: auth.userId }, { fields: ['id', 'firstName', 'lastName', 'email'] });
      const senderName = `${sender.firstName} ${sender.lastName}`;
      const mailIds = input.to.map((to) =>
        this.outbox.enqueue(
          tx,
          followUpMail({
            to,
            replyTo: data.company.email || sender.email,
            label: sheet.label,
            siteName: sheet.site.name,
            visitDate: sheet.visitDate,
            message: input.message ?? null,
            senderName,
            company: { name: data.company.name, phone: data.company.phone ?? null, email: data.company.email ?? null },
            pdf,
          }),
        ),
      );
      const sending = tx.create(FollowUpSending, {
        company: auth.companyId,
        followUp: sheet.id,
        recipients: input.to,
        mailIds,
        sentBy: auth.userId,
        sentByName: senderName,
      });
      await tx.flush();
      return sending.id;
    });
    void this.outbox.kick();
    // The newest of the sheet's sendings, so always among those shown.
    return (await this.sendings(em, auth.companyId, [sheet.id])).get(sheet.id)!.find((s) => s.id === sendingId)!;
  }

  /**
   * The latest sendings of each sheet named (of the caller's company: raw SQL is scoped by hand), each with the state
   * of its mails: SENT when all have left the outbox, FAILED when the outbox gave up on one, PENDING otherwise.
   */
  async sendings(em: EntityManager, companyId: string, followUpIds: string[]): Promise<Map<string, FollowUpSendingView[]>> {
    const found = new Map<string, FollowUpSendingView[]>();
    if (!followUpIds.length) return found;
    const rows = await em.execute<SendingRow[]>(
      `select s.id, s.follow_up_id, s.recipients, s.sent_by_name, s.created_at,
              coalesce(array_length(s.mail_ids, 1), 0) as mails,
              (select count(*) from outbox_mail m where m.id = any(s.mail_ids::uuid[]) and m.sent_at is not null)::int as sent,
              (select count(*) from outbox_mail m where m.id = any(s.mail_ids::uuid[]) and m.sent_at is null and m.attempts >= ?)::int as failed
         from (select f.*, row_number() over (partition by f.follow_up_id order by f.created_at desc, f.id desc) as rank
                 from follow_up_sending f
                where f.company_id = ? and f.follow_up_id in (${followUpIds.map(() => '?').join(', ')})) s
        where s.rank <= ?
        order by s.created_at desc, s.id desc`,
      [MAX_ATTEMPTS, companyId, ...followUpIds, SENDINGS_SHOWN],
    );
    for (const r of rows) {
      const status = r.sent >= r.mails ? FollowUpSendingStatus.SENT : r.failed > 0 ? FollowUpSendingStatus.FAILED : FollowUpSendingStatus.PENDING;
      const list = found.get(r.follow_up_id) ?? [];
      list.push({ id: r.id, to: r.recipients, sentAt: new Date(r.created_at), status, sentByName: r.sent_by_name });
      found.set(r.follow_up_id, list);
    }
    return found;
  }
}
