import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_ATTEMPTS } from '../mail/outbox';

/** A sending as its document shows it: its mails counted by what the outbox did with them. */
export interface DocumentSendingRow {
  id: string;
  documentId: string;
  recipients: string[];
  sentByName: string;
  createdAt: Date;
  /** One per recipient. */
  mails: number;
  /** Mails that have left the outbox. */
  sent: number;
  /** Mails the outbox gave up on. */
  failed: number;
}

interface Row {
  id: string;
  document_id: string;
  recipients: string[];
  sent_by_name: string;
  created_at: Date | string;
  mails: number;
  sent: number;
  failed: number;
}

/**
 * The latest `shown` sendings of each document named, of the caller's company (raw SQL is scoped by hand), the latest
 * first, in one statement whatever the number of documents (a page of follow-up sheets asks for all of its own).
 */
export async function documentSendings(
  em: EntityManager,
  companyId: string,
  kind: string,
  documentIds: readonly string[],
  shown: number,
): Promise<Map<string, DocumentSendingRow[]>> {
  const found = new Map<string, DocumentSendingRow[]>();
  if (!documentIds.length) return found;
  const rows = await em.getConnection().execute<Row[]>(
    `select s.id, s.document_id, s.recipients, s.sent_by_name, s.created_at,
            coalesce(array_length(s.mail_ids, 1), 0) as mails,
            (select count(*) from outbox_mail m where m.id = any(s.mail_ids::uuid[]) and m.sent_at is not null)::int as sent,
            (select count(*) from outbox_mail m where m.id = any(s.mail_ids::uuid[]) and m.sent_at is null and m.attempts >= ?)::int as failed
       from (select d.*, row_number() over (partition by d.document_id order by d.created_at desc, d.id desc) as rank
               from document_sending d
              where d.company_id = ? and d.document_kind = ? and d.document_id in (${documentIds.map(() => '?').join(', ')})) s
      where s.rank <= ?
      order by s.created_at desc, s.id desc`,
    [MAX_ATTEMPTS, companyId, kind, ...documentIds, shown],
    'all',
    em.getTransactionContext(),
  );
  for (const r of rows) {
    const list = found.get(r.document_id) ?? [];
    list.push({
      id: r.id,
      documentId: r.document_id,
      recipients: r.recipients,
      sentByName: r.sent_by_name,
      createdAt: new Date(r.created_at),
      mails: r.mails,
      sent: r.sent,
      failed: r.failed,
    });
    found.set(r.document_id, list);
  }
  return found;
}
