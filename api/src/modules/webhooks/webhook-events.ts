import type { EntityManager } from '@mikro-orm/postgresql';
import Decimal from 'decimal.js';
import { reserveReference, type WebhookEvent } from '@chantiers/schema';
import { envelope, queueWebhook } from './webhook-emit';
import type { Purchase } from '../finance';
import { toPurchaseView } from '../finance';
import type { Revenue } from '../finance';
import { toRevenueView } from '../finance';

const idOf = (ref: { id: string } | string) => (typeof ref === 'string' ? ref : ref.id);
const emit = (tx: EntityManager, companyId: string, type: WebhookEvent, data: Record<string, unknown>) =>
  queueWebhook(tx, envelope(companyId, type, data));

interface SiteLike {
  id: string;
  company: { id: string } | string;
  name: string;
  client?: string | null;
  city?: string | null;
  status: string;
  budget?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  archived: boolean;
}
const site = (s: SiteLike) => ({
  id: s.id,
  name: s.name,
  client: s.client ?? null,
  city: s.city ?? null,
  status: s.status,
  budget: s.budget ?? null,
  startDate: s.startDate ?? null,
  endDate: s.endDate ?? null,
  archived: s.archived,
});
const siteRef = (s: { id: string; name: string }) => ({ id: s.id, name: s.name });

/**
 * The webhook events (issue 21), each called by the service that makes the change, inside its transaction after its
 * flush, like `notify`: the delivery rows commit or roll back with the change. Amounts are decimal strings.
 */
export const webhooks = {
  siteCreated: (tx: EntityManager, s: SiteLike) => emit(tx, idOf(s.company), 'site.created', { site: site(s) }),

  siteArchived: (tx: EntityManager, s: SiteLike) => emit(tx, idOf(s.company), 'site.archived', { site: site(s) }),

  /** The purchase as the api answers it (one presenter: toPurchaseView), with its site's name. */
  purchaseCreated: (tx: EntityManager, p: Purchase) =>
    emit(tx, p.company.id, 'purchase.created', { purchase: { ...toPurchaseView(p), site: siteRef(p.site) } }),

  /** The revenue as the api answers it (toRevenueView), with its site's name; `amountTTC` is kept beside `amount`. */
  revenueCreated: (tx: EntityManager, r: Revenue) =>
    emit(tx, r.company.id, 'revenue.created', { revenue: { ...toRevenueView(r), amountTTC: r.amount, site: siteRef(r.site) } }),

  quoteAccepted: (
    tx: EntityManager,
    q: {
      id: string;
      company: { id: string } | string;
      reference: string;
      client: { id: string; name: string };
      issueDate: string;
      validUntil: string;
      object?: string | null;
      totalHT: string;
      totalVAT: string;
      totalTTC: string;
      decidedAt?: Date | null;
      site?: { id: string; name: string } | null;
    },
  ) =>
    emit(tx, idOf(q.company), 'quote.accepted', {
      quote: {
        id: q.id,
        reference: q.reference,
        client: { id: q.client.id, name: q.client.name },
        object: q.object ?? null,
        issueDate: q.issueDate,
        validUntil: q.validUntil,
        totalHT: q.totalHT,
        totalVAT: q.totalVAT,
        totalTTC: q.totalTTC,
        acceptedAt: (q.decidedAt ?? new Date()).toISOString(),
        site: q.site ? siteRef(q.site) : null,
      },
    }),

  invoiceIssued: (tx: EntityManager, i: InvoiceLike) => emit(tx, idOf(i.company), 'invoice.issued', { invoice: invoice(i) }),

  /** Called after a payment: sent when nothing is left to pay. */
  async invoicePaid(tx: EntityManager, i: InvoiceLike): Promise<void> {
    if (i.kind === 'AVOIR' || left(i).greaterThan(0)) return;
    await emit(tx, idOf(i.company), 'invoice.paid', { invoice: invoice(i) });
  },

  /** Called after every stock movement: sent when it takes the product from above its alert level to at or below it. */
  async stockMoved(
    tx: EntityManager,
    m: { companyId: string; product: { id: string; label: string; unit: string; alertThreshold: string }; change: string; stockAfter: string },
  ): Promise<void> {
    const after = new Decimal(m.stockAfter);
    const alert = new Decimal(m.product.alertThreshold);
    if (!(after.minus(m.change).greaterThan(alert) && after.lessThanOrEqualTo(alert))) return;
    await emit(tx, m.companyId, 'stock.below_alert', {
      product: { id: m.product.id, label: m.product.label, unit: m.product.unit, quantity: after.toFixed(), alertThreshold: alert.toFixed() },
    });
  },

  /** A day's log signed: the day, who signed and when, the day's headcount and whether an incident is noted. */
  dailyLogSigned: (
    tx: EntityManager,
    l: {
      id: string;
      company: { id: string };
      day: string;
      signedAt?: Date | null;
      signedByName?: string | null;
      manpower: { count: number }[];
      incidents: string;
    },
    s: { id: string; name: string },
  ) =>
    emit(tx, l.company.id, 'daily_log.signed', {
      dailyLog: {
        id: l.id,
        day: l.day,
        site: siteRef(s),
        signedAt: l.signedAt?.toISOString() ?? null,
        signedByName: l.signedByName ?? null,
        headcount: l.manpower.reduce((sum, line) => sum + line.count, 0),
        hasIncident: l.incidents.trim() !== '',
      },
    }),

  /** A réserve lifted (to be checked): its number, where it is pinned, who lifted it with what note, its responsible. */
  reserveLifted: (tx: EntityManager, r: ReserveLike, s: { id: string; name: string }) =>
    emit(tx, r.company.id, 'reserve.lifted', {
      reserve: {
        ...reserveData(r, s),
        note: r.statusNote,
        liftedAt: r.liftedAt?.toISOString() ?? null,
        liftedByName: r.liftedByName ?? null,
      },
    }),

  /** A réserve given to a responsible (made with one, or changed to another): who must now lift it, and by when. */
  reserveAssigned: (tx: EntityManager, r: ReserveLike, s: { id: string; name: string }) =>
    emit(tx, r.company.id, 'reserve.assigned', { reserve: reserveData(r, s) }),
};

/** What both réserve events say of it: its number, where it is pinned, its responsible, due date and status. */
function reserveData(r: ReserveLike, s: { id: string; name: string }) {
  return {
    id: r.id,
    number: r.number,
    reference: reserveReference(r.number),
    title: r.title,
    trade: r.trade,
    site: siteRef(s),
    plan: { id: r.plan.id, title: r.plan.title, version: r.planVersion.number, page: r.page },
    responsible: r.responsibleName
      ? {
          type: r.responsiblePersonnel ? 'PERSONNEL' : r.responsiblePartner ? 'PARTNER' : 'OTHER',
          id: r.responsiblePersonnel?.id ?? r.responsiblePartner?.id ?? null,
          name: r.responsibleName,
        }
      : null,
    dueDate: r.dueDate ?? null,
    status: r.status,
  };
}

interface ReserveLike {
  id: string;
  company: { id: string };
  number: number;
  title: string;
  trade: string;
  plan: { id: string; title: string };
  planVersion: { number: number };
  page: number;
  responsiblePersonnel?: { id: string } | null;
  responsiblePartner?: { id: string } | null;
  responsibleName?: string | null;
  dueDate?: string | null;
  status: string;
  statusNote: string;
  liftedAt?: Date | null;
  liftedByName?: string | null;
}

interface InvoiceLike {
  id: string;
  company: { id: string } | string;
  kind: string;
  reference: string;
  label: string;
  issueDate: string;
  dueDate: string;
  totalHT: string;
  totalVAT: string;
  totalTTC: string;
  netToPay: string;
  paidAmount: string;
  creditedAmount: string;
  site: { id: string; name: string };
  quote: { id: string; reference: string; client: { id: string; name: string } };
}
const left = (i: InvoiceLike) => new Decimal(i.netToPay).minus(i.paidAmount).minus(i.creditedAmount);
const invoice = (i: InvoiceLike) => ({
  id: i.id,
  kind: i.kind,
  reference: i.reference,
  label: i.label,
  issueDate: i.issueDate,
  dueDate: i.dueDate,
  totalHT: i.totalHT,
  totalVAT: i.totalVAT,
  totalTTC: i.totalTTC,
  netToPay: i.netToPay,
  paidAmount: i.paidAmount,
  creditedAmount: i.creditedAmount,
  amountDue: Decimal.max(0, left(i)).toFixed(2),
  site: siteRef(i.site),
  quote: { id: i.quote.id, reference: i.quote.reference },
  client: { id: i.quote.client.id, name: i.quote.client.name },
});
