import type { EntityManager } from '@mikro-orm/postgresql';
import Decimal from 'decimal.js';
import { announcementText, reserveReference } from '@chantiers/schema';
import { siteOwnedBySql } from '../../core/tenancy/site-access';
import { todayInMorocco } from '../../core/time/morocco';
import type { NotificationKind, NotificationParams } from './notification.entity';
import { addDays, moroccoInstant } from './notification-time';

/**
 * Who is told: the company's MANAGERs, the USERs given a site (its responsable or its creator), named users, and the
 * app users who are these personnel (the same e-mail address: tasks and assignments name personnel, not users);
 * never `except` (the author of the change), never a disabled account nor a partner.
 */
export interface Audience {
  companyId: string;
  managers?: boolean;
  siteId?: string | null;
  userIds?: (string | null | undefined)[];
  personnelIds?: string[];
  except?: string | null;
}

interface Told {
  kind: NotificationKind;
  subjectId: string;
  params: NotificationParams;
  link: string;
}

function audienceSql(a: Audience): { sql: string; params: unknown[] } | null {
  const any: string[] = [];
  const params: unknown[] = [a.companyId];
  if (a.managers) any.push(`u.role = 'MANAGER'`);
  if (a.siteId) {
    any.push(
      `(u.role = 'USER' and exists (select 1 from site s where s.id = ? and s.company_id = u.company_id and ${siteOwnedBySql('s', 'u.id').sql}))`,
    );
    params.push(a.siteId);
  }
  const users = (a.userIds ?? []).filter((id): id is string => Boolean(id));
  if (users.length) {
    any.push('u.id in (?)');
    params.push(users);
  }
  if (a.personnelIds?.length) {
    any.push('u.email in (select lower(p.email) from personnel p where p.company_id = u.company_id and p.id in (?))');
    params.push(a.personnelIds);
  }
  if (!any.length) return null;
  let sql = `select u.id from app_user u where u.company_id = ? and u.type = 'USER' and u.status <> 'DISABLED' and (${any.join(' or ')})`;
  if (a.except) {
    sql += ' and u.id <> ?';
    params.push(a.except);
  }
  return { sql, params };
}

const INSERT = `insert into notification (id, company_id, user_id, kind, subject_id, params, link, visible_from, created_at)
  select gen_random_uuid(), ?, r.id, ?, ?, ?::jsonb, ?, coalesce(?::timestamptz, now()), now()`;

/** Tells the audience now; a user who has not read the same (kind, subject) yet is not told twice. */
async function tell(tx: EntityManager, a: Audience, n: Told): Promise<void> {
  const who = audienceSql(a);
  if (!who) return;
  await tx.execute(`${INSERT} from (${who.sql}) r on conflict (user_id, kind, subject_id) where read_at is null do nothing`, [
    a.companyId,
    n.kind,
    n.subjectId,
    JSON.stringify(n.params),
    n.link,
    null,
    ...who.params,
  ]);
}

/**
 * A notification written ahead, shown from `visibleFrom` on: one row per user and subject, moved when the date moves
 * (read or not, it then says something new), its params refreshed otherwise (a read one stays read).
 */
async function schedule(tx: EntityManager, a: Audience, n: Told & { visibleFrom: Date }): Promise<void> {
  const at = n.visibleFrom.toISOString();
  const subject = [a.companyId, n.kind, n.subjectId];
  await tx.execute(`delete from notification where company_id = ? and kind = ? and subject_id = ? and visible_from <> ?::timestamptz`, [
    ...subject,
    at,
  ]);
  await tx.execute(`update notification set params = ?::jsonb, link = ? where company_id = ? and kind = ? and subject_id = ?`, [
    JSON.stringify(n.params),
    n.link,
    ...subject,
  ]);
  const who = audienceSql(a);
  if (!who) return;
  await tx.execute(
    `${INSERT} from (${who.sql}) r where not exists (select 1 from notification n where n.user_id = r.id and n.kind = ? and n.subject_id = ?)
     on conflict (user_id, kind, subject_id) where read_at is null do nothing`,
    [a.companyId, n.kind, n.subjectId, JSON.stringify(n.params), n.link, at, ...who.params, n.kind, n.subjectId],
  );
}

/** Takes back what was said or scheduled about a subject (a quote decided or deleted, an invoice settled). */
async function forget(tx: EntityManager, companyId: string, kind: NotificationKind, subjectId: string): Promise<void> {
  await tx.execute('delete from notification where company_id = ? and kind = ? and subject_id = ?', [companyId, kind, subjectId]);
}

const idOf = (ref: { id: string } | string) => (typeof ref === 'string' ? ref : ref.id);

/**
 * The events, each called by the service that makes the change, inside its transaction after its flush: the
 * notification commits or rolls back with the change. Stateless: a producer imports it and passes its `tx`.
 */
export const notify = {
  /** A stock movement took the product from above its alert level to at or below it: MANAGERs and the USERs of the movement's site. */
  async stockMoved(
    tx: EntityManager,
    m: {
      companyId: string;
      product: { id: string; label: string; unit: string; alertThreshold: string };
      change: string;
      stockAfter: string;
      siteId?: string | null;
    },
  ): Promise<void> {
    const after = new Decimal(m.stockAfter);
    const before = after.minus(m.change);
    const alert = new Decimal(m.product.alertThreshold);
    if (!(before.greaterThan(alert) && after.lessThanOrEqualTo(alert))) return;
    await tell(
      tx,
      { companyId: m.companyId, managers: true, siteId: m.siteId },
      {
        kind: 'STOCK_LOW',
        subjectId: m.product.id,
        params: { label: m.product.label, quantity: after.toFixed(), unit: m.product.unit, threshold: alert.toFixed() },
        link: '/stocks',
      },
    );
  },

  /** A pending quote is announced 3 days before its validity ends, to the MANAGERs and its author; decided or gone, it is taken back. */
  async quoteChanged(
    tx: EntityManager,
    q: {
      id: string;
      company: { id: string } | string;
      status: string;
      reference: string;
      validUntil: string;
      totalTTC: string;
      createdBy?: string | null;
      client: { name: string };
    },
  ): Promise<void> {
    const companyId = idOf(q.company);
    if (q.status !== 'EN_COURS' || q.validUntil < todayInMorocco()) return forget(tx, companyId, 'QUOTE_EXPIRING', q.id);
    await schedule(
      tx,
      { companyId, managers: true, userIds: [q.createdBy] },
      {
        kind: 'QUOTE_EXPIRING',
        subjectId: q.id,
        params: { reference: q.reference, client: q.client.name, date: q.validUntil, amount: q.totalTTC },
        link: `/devis/${q.id}`,
        visibleFrom: moroccoInstant(addDays(q.validUntil, -3)),
      },
    );
  },

  quoteRemoved(tx: EntityManager, companyId: string, quoteId: string): Promise<void> {
    return forget(tx, companyId, 'QUOTE_EXPIRING', quoteId);
  },

  /** An invoice with something left to pay is overdue the day after its due date: MANAGERs and its author; settled, it is taken back. */
  async invoiceChanged(
    tx: EntityManager,
    i: {
      id: string;
      company: { id: string } | string;
      kind: string;
      reference: string;
      dueDate: string;
      netToPay: string;
      paidAmount: string;
      creditedAmount: string;
      createdBy?: string | null;
      quote: { client: { name: string } };
    },
  ): Promise<void> {
    const companyId = idOf(i.company);
    const due = new Decimal(i.netToPay).minus(i.paidAmount).minus(i.creditedAmount);
    if (i.kind === 'AVOIR' || due.lessThanOrEqualTo(0)) return forget(tx, companyId, 'INVOICE_OVERDUE', i.id);
    await schedule(
      tx,
      { companyId, managers: true, userIds: [i.createdBy] },
      {
        kind: 'INVOICE_OVERDUE',
        subjectId: i.id,
        params: { reference: i.reference, client: i.quote.client.name, date: addDays(i.dueDate, 1), amount: due.toFixed(2) },
        link: `/factures/${i.id}`,
        visibleFrom: moroccoInstant(addDays(i.dueDate, 1)),
      },
    );
  },

  /** People assigned to a site: each one's app user (same e-mail), but not who assigned them. */
  async assigned(
    tx: EntityManager,
    companyId: string,
    rows: { id: string; personnel: { id: string }; site: { id: string; name: string }; startDate: string; endDate: string }[],
    authorId: string | null,
  ): Promise<void> {
    for (const r of rows)
      await tell(
        tx,
        { companyId, personnelIds: [r.personnel.id], except: authorId },
        {
          kind: 'SITE_ASSIGNMENT',
          subjectId: r.id,
          params: { siteName: r.site.name, startDate: r.startDate, endDate: r.endDate },
          link: `/detail-chantier/${r.site.id}`,
        },
      );
  },

  /** People newly put on a planning task: each one's app user (same e-mail), but not who planned it. */
  async taskGiven(
    tx: EntityManager,
    t: { id: string; company: { id: string }; title: string; startDate: string; endDate: string; site: { id: string; name: string } },
    personnelIds: string[],
    authorId: string | null,
  ): Promise<void> {
    if (!personnelIds.length) return;
    await tell(
      tx,
      { companyId: t.company.id, personnelIds, except: authorId },
      {
        kind: 'TASK_ASSIGNED',
        subjectId: t.id,
        params: { label: t.title, siteName: t.site.name, startDate: t.startDate, endDate: t.endDate },
        link: `/detail-chantier/${t.site.id}/planning`,
      },
    );
  },

  /** A site's responsable changed to someone: they are told, unless they made the change. */
  async siteGiven(
    tx: EntityManager,
    s: { id: string; company: { id: string }; name: string; manager?: { id: string } | null },
    previousManagerId: string | null | undefined,
    authorId: string | null,
  ): Promise<void> {
    const to = s.manager?.id;
    if (!to || to === previousManagerId) return;
    await tell(
      tx,
      { companyId: s.company.id, userIds: [to], except: authorId },
      { kind: 'SITE_GIVEN', subjectId: s.id, params: { siteName: s.name }, link: `/detail-chantier/${s.id}` },
    );
  },

  /** An announcement on a site: whoever has access to it (MANAGERs, the USERs given it), but not its author. */
  async announced(
    tx: EntityManager,
    e: { id: string; company: { id: string }; content?: string | null; authorName?: string | null },
    site: { id: string; name: string },
    authorId: string,
  ): Promise<void> {
    const text = announcementText(e.content ?? '');
    const excerpt = text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text;
    await tell(
      tx,
      { companyId: e.company.id, managers: true, siteId: site.id, except: authorId },
      {
        kind: 'ANNOUNCEMENT',
        subjectId: e.id,
        params: { siteName: site.name, authorName: e.authorName ?? undefined, excerpt },
        link: `/detail-chantier/${site.id}/acutalité`,
      },
    );
  },

  /** A day's log signed: the Admin Société (the signer apart) read what happened on the site that day. */
  async dailyLogSigned(
    tx: EntityManager,
    log: { id: string; company: { id: string }; day: string; signedByName?: string | null },
    site: { id: string; name: string },
    signerId: string,
  ): Promise<void> {
    await tell(
      tx,
      { companyId: log.company.id, managers: true, except: signerId },
      {
        kind: 'DAILY_LOG_SIGNED',
        subjectId: log.id,
        params: { siteName: site.name, date: log.day, authorName: log.signedByName ?? undefined },
        link: `/detail-chantier/${site.id}/journal/${log.day}`,
      },
    );
  },

  /** A PV signed by both parties: the Admin Société (the signer apart) read that the site is received, with or without réserves. */
  async receptionSigned(
    tx: EntityManager,
    r: { id: string; company: { id: string }; date: string; reserves: unknown[] },
    site: { id: string; name: string },
    by: string | null,
  ): Promise<void> {
    await tell(
      tx,
      { companyId: r.company.id, managers: true, siteId: site.id, except: by },
      {
        kind: 'RECEPTION_SIGNED',
        subjectId: r.id,
        params: { siteName: site.name, date: r.date, quantity: String(r.reserves.length) },
        link: `/detail-chantier/${site.id}/reception`,
      },
    );
  },

  /** An avenant accepted (on the screen or by the client's link): the Admin Société read what the contract bills now. */
  async changeOrderAccepted(
    tx: EntityManager,
    order: { id: string; company: { id: string }; reference: string; label: string; deltaTTC: string; decidedBy?: string | null },
    quote: { id: string; reference: string },
  ): Promise<void> {
    await tell(
      tx,
      { companyId: order.company.id, managers: true, except: order.decidedBy ?? null },
      {
        kind: 'CHANGE_ORDER_ACCEPTED',
        subjectId: order.id,
        params: { reference: order.reference, label: order.label, amount: order.deltaTTC, client: quote.reference },
        link: `/devis/${quote.id}`,
      },
    );
  },

  /** A client answered a document sent by link: its sender and the Admin Société read who signed or why not. */
  async documentAnswered(
    tx: EntityManager,
    r: {
      id: string;
      company: { id: string };
      status: string;
      title: string;
      link: string;
      signerName?: string | null;
      recipientName: string;
      sentBy?: string | null;
      refusalReason?: string | null;
    },
  ): Promise<void> {
    await tell(
      tx,
      { companyId: r.company.id, managers: true, userIds: [r.sentBy] },
      {
        kind: r.status === 'SIGNED' ? 'DOCUMENT_SIGNED' : 'DOCUMENT_REFUSED',
        subjectId: r.id,
        params: { label: r.title, authorName: r.signerName ?? r.recipientName, excerpt: r.refusalReason?.slice(0, 140) ?? undefined },
        link: r.link,
      },
    );
  },

  /** A réserve lifted: the Admin Société (the lifter apart) have a check to make on the site. */
  async reserveLifted(
    tx: EntityManager,
    reserve: { id: string; company: { id: string }; number: number; title: string; liftedByName?: string | null },
    site: { id: string; name: string },
    lifterId: string,
  ): Promise<void> {
    await tell(
      tx,
      { companyId: reserve.company.id, managers: true, except: lifterId },
      {
        kind: 'RESERVE_LIFTED',
        subjectId: reserve.id,
        params: {
          siteName: site.name,
          reference: reserveReference(reserve.number),
          label: reserve.title,
          authorName: reserve.liftedByName ?? undefined,
        },
        link: `/detail-chantier/${site.id}/reserves/${reserve.id}`,
      },
    );
  },
};
