import type { EntityManager } from '@mikro-orm/postgresql';
import type { FollowUpMailData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';
import type { DocumentMailer } from '../../../core/documents/document-mailer';
import { documentSendings } from '../../../core/documents/document-sendings';
import { FollowUpSendingStatus, type FollowUpSendingView } from '../follow-up.types';
import type { FollowUpsService } from '../follow-ups.service';
import { followUpPdfName, renderFollowUpPdf } from '../pdf/follow-up-pdf';
import { followUpPdfData } from '../pdf/follow-up-pdf.data';
import { followUpMail } from './follow-up-mail';

/** The sendings a sheet shows, the latest first. */
const SENDINGS_SHOWN = 20;

/** The sendings' kind in document_sending. */
export const FOLLOW_UP_DOCUMENT = 'FOLLOW_UP';

/**
 * Sends a sheet's PDF by e-mail through the documents' mailer, as quotes are sent: one mail per recipient, From the
 * application, Reply-To the company's e-mail (else the sender's); and keeps the sendings.
 */
export class FollowUpMailService {
  constructor(
    private readonly followUps: FollowUpsService,
    private readonly files: FilesService,
    private readonly mailer: DocumentMailer,
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
      const document = { kind: FOLLOW_UP_DOCUMENT, id: sheet.id };
      const { sendingId } = await this.mailer.send(tx, auth, document, input.to, { messageId: 'followUp.mail.rateLimited' }, (to, from) =>
        followUpMail({
          to,
          replyTo: data.company.email || from.email,
          label: sheet.label,
          siteName: sheet.site.name,
          visitDate: sheet.visitDate,
          message: input.message ?? null,
          senderName: from.name,
          company: { name: data.company.name, phone: data.company.phone ?? null, email: data.company.email ?? null },
          pdf,
        }),
      );
      return sendingId;
    });
    this.mailer.kick();
    // The newest of the sheet's sendings, so always among those shown.
    return (await this.sendings(em, auth.companyId, [sheet.id])).get(sheet.id)!.find((s) => s.id === sendingId)!;
  }

  /**
   * The latest sendings of each sheet named (of the caller's company: raw SQL is scoped by hand), each with the state
   * of its mails: SENT when all have left the outbox, FAILED when the outbox gave up on one, PENDING otherwise.
   */
  async sendings(em: EntityManager, companyId: string, followUpIds: string[]): Promise<Map<string, FollowUpSendingView[]>> {
    const found = new Map<string, FollowUpSendingView[]>();
    for (const [id, rows] of await documentSendings(em, companyId, FOLLOW_UP_DOCUMENT, followUpIds, SENDINGS_SHOWN)) {
      found.set(
        id,
        rows.map((r) => ({
          id: r.id,
          to: r.recipients,
          sentAt: r.createdAt,
          status: r.sent >= r.mails ? FollowUpSendingStatus.SENT : r.failed > 0 ? FollowUpSendingStatus.FAILED : FollowUpSendingStatus.PENDING,
          sentByName: r.sentByName,
        })),
      );
    }
    return found;
  }
}
