import {
  computeDelay,
  declarationPeriod,
  declarationRows,
  type DeclarationRow,
  type DelayDocument,
  type DelayRow,
  type DelayTotals,
  delayTotals,
  type PaymentDelayFilter,
  type PaymentDelayPeriod,
  subtractMoney,
  sumMoney,
  compareDecimal,
} from '@chantiers/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInMorocco } from '../../../core/time/morocco';

/** A row with the party's ICE (the declaration names the supplier by it) and the due date as agreed. */
export interface PaymentDelayRow extends DelayRow {
  partyIce: string | null;
  agreedDueDate: string | null;
}
export interface PaymentDelayDeclarationRow extends DeclarationRow {
  partyIce: string | null;
  agreedDueDate: string | null;
}

export interface PaymentDelayList {
  asOf: string;
  rows: PaymentDelayRow[];
  totals: DelayTotals & { asOf: string };
}

export interface PaymentDelayDeclaration {
  year: number;
  quarter: number | null;
  from: string;
  to: string;
  rows: PaymentDelayDeclarationRow[];
  /** The penalties arisen in the period on the invoices received. */
  total: string;
}

interface Loaded extends DelayDocument {
  partyIce: string | null;
}

interface InvoiceRow {
  id: string;
  reference: string;
  issue_date: string;
  due_date: string;
  net_to_pay: string;
  credited_amount: string;
  party: string;
  ice: string | null;
}
interface PurchaseRow {
  id: string;
  reference: string;
  date: string;
  due_date: string | null;
  amount_ttc: string;
  amount_paid: string;
  payment_date: string | null;
  party: string;
  ice: string | null;
}

const run = <R>(em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute<R[]>(sql, params, 'all', em.getTransactionContext());

/**
 * Law 69-21 for a company: every invoice issued (not the credit notes, which lower the invoice they cancel) and every
 * purchase (an invoice received), read with raw SQL scoped to the caller's company by hand, then computed by the
 * shared pure module (schema/accounting/payment-delays.ts).
 */
export class PaymentDelaysService {
  async list(em: EntityManager, companyId: string, filter: PaymentDelayFilter): Promise<PaymentDelayList> {
    const asOf = filter.asOf ?? todayInMorocco();
    const docs = await this.documents(em, companyId, filter.side ?? null, filter.from ?? null, filter.to ?? null);
    const all = docs.map((d) => ({ ...computeDelay(d, asOf), partyIce: d.partyIce, agreedDueDate: d.dueDate }));
    const rows = filter.lateOnly ? all.filter((r) => r.late) : all;
    return { asOf, rows, totals: { asOf, ...delayTotals(rows) } };
  }

  /** Today's penalties both ways, for the dashboard card. */
  async totals(em: EntityManager, companyId: string): Promise<DelayTotals & { asOf: string }> {
    return (await this.list(em, companyId, {})).totals;
  }

  /**
   * The declaration of a quarter or a year: the invoices received (or, for the report's information, issued) paid late
   * in it or unpaid and late at its end.
   */
  async declaration(
    em: EntityManager,
    companyId: string,
    period: PaymentDelayPeriod,
    side: 'ISSUED' | 'RECEIVED' = 'RECEIVED',
  ): Promise<PaymentDelayDeclaration> {
    const { from, to } = declarationPeriod(period.year, period.quarter ?? null);
    const docs = await this.documents(em, companyId, side, null, to);
    const byId = new Map(docs.map((d) => [d.id, d]));
    const rows = declarationRows(docs, from, to).map((r) => ({ ...r, partyIce: byId.get(r.id)!.partyIce, agreedDueDate: byId.get(r.id)!.dueDate }));
    const total = sumMoney(rows.map((r) => r.periodPenalty));
    return { year: period.year, quarter: period.quarter ?? null, from, to, rows, total };
  }

  private async documents(em: EntityManager, companyId: string, side: 'ISSUED' | 'RECEIVED' | null, from: string | null, to: string | null) {
    const [issued, received] = await Promise.all([
      side === 'RECEIVED' ? [] : this.issued(em, companyId, from, to),
      side === 'ISSUED' ? [] : this.received(em, companyId, from, to),
    ]);
    return [...issued, ...received];
  }

  private async issued(em: EntityManager, companyId: string, from: string | null, to: string | null): Promise<Loaded[]> {
    const period = `${from ? ' and i.issue_date >= ?' : ''}${to ? ' and i.issue_date <= ?' : ''}`;
    const params = [companyId, ...(from ? [from] : []), ...(to ? [to] : [])];
    const invoices = await run<InvoiceRow>(
      em,
      `select i.id, i.reference, i.issue_date::text as issue_date, i.due_date::text as due_date, i.net_to_pay, i.credited_amount,
              c.name as party, c.ice
         from invoice i join quote q on q.id = i.quote_id join client c on c.id = q.client_id
        where i.company_id = ? and i.kind <> 'AVOIR'${period}
        order by i.issue_date, i.reference`,
      params,
    );
    const payments = await run<{ invoice_id: string; date: string; amount: string }>(
      em,
      `select p.invoice_id, p.date::text as date, p.amount from invoice_payment p join invoice i on i.id = p.invoice_id
        where p.company_id = ? and i.company_id = p.company_id and i.kind <> 'AVOIR'${period}`,
      params,
    );
    const paid = new Map<string, { date: string; amount: string }[]>();
    for (const p of payments) paid.set(p.invoice_id, [...(paid.get(p.invoice_id) ?? []), { date: p.date, amount: p.amount }]);
    return invoices.map((i) => ({
      id: i.id,
      side: 'ISSUED' as const,
      reference: i.reference,
      party: i.party,
      partyIce: i.ice ?? null,
      issueDate: i.issue_date,
      dueDate: i.due_date,
      // The retention held is due when it is released (a RETENUE invoice of its own); a credit note cancels what it credits.
      amount: subtractMoney(i.net_to_pay, i.credited_amount),
      payments: paid.get(i.id) ?? [],
    }));
  }

  private async received(em: EntityManager, companyId: string, from: string | null, to: string | null): Promise<Loaded[]> {
    const period = `${from ? ' and p.date >= ?' : ''}${to ? ' and p.date <= ?' : ''}`;
    const rows = await run<PurchaseRow>(
      em,
      `select p.id, p.reference, p.date::text as date, p.due_date::text as due_date, p.amount_ttc, p.amount_paid,
              p.payment_date::text as payment_date, s.name as party, s.ice
         from purchase p join supplier s on s.id = p.supplier_id
        where p.company_id = ?${period}
        order by p.date, p.reference`,
      [companyId, ...(from ? [from] : []), ...(to ? [to] : [])],
    );
    return rows.map((p) => ({
      id: p.id,
      side: 'RECEIVED' as const,
      reference: p.reference,
      party: p.party,
      partyIce: p.ice || null,
      issueDate: p.date,
      dueDate: p.due_date,
      amount: p.amount_ttc,
      // A purchase keeps what was paid and the day of its last payment: paid without a day, it counts as paid in time.
      payments: compareDecimal(p.amount_paid, 0) > 0 ? [{ date: p.payment_date ?? p.date, amount: p.amount_paid }] : [],
    }));
  }
}

export const paymentDelaysService = new PaymentDelaysService();
