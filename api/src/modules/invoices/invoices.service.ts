import type { EntityManager } from '@mikro-orm/postgresql';
import {
  compareDecimal,
  type CreditNoteData,
  documentTotals,
  exceedsDocumentMax,
  fixed,
  type InvoiceData,
  type InvoiceStatus,
  isZeroMoney,
  moneyOf,
  type PaymentData,
  retentionOf,
  splitInProportion,
  subtractMoney,
  sumByRate,
  sumMoney,
  ttcByRate,
} from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Company } from '../../core/tenancy/company.entity';
import { todayInMorocco } from '../../core/time/morocco';
import type { RevenuesService } from '../finance';
import { formatAmount, formatDate } from '../../core/pdf/pdf-format';
import { nextReference } from '../../core/documents/numbering';
import { billableLinesOf, Quote } from '../quotes';
import { creditNoteAmounts } from './credit-rates';
import { balanceLines, depositLines, ledgerOf, type NewLine, situationLines } from './invoice-billing';
import { assertGuaranteeOver } from './retention-release';
import { InvoiceLine } from './invoice-line.entity';
import { InvoicePayment } from './invoice-payment.entity';
import { Invoice } from './invoice.entity';
import { statusFilter, type TO_COLLECT, TO_COLLECT_SQL } from './invoice-status';
import { KIND_LABEL, LEGAL_NAMES } from './invoice-labels';
import { lockedForChange } from '../../core/records/locked';
import { raise } from '../../core/events/domain-events';
import './invoices.events';
import { addDays } from '../../core/time/days';
import type { ClearanceService } from './clearance/clearance.service';

/** An export is a period's documents: beyond this, the accountant narrows the period. */
const EXPORT_MAX = 20_000;
const issuedWithin = (period: { from?: string | null; to?: string | null }) =>
  period.from || period.to ? { issueDate: { ...(period.from ? { $gte: period.from } : {}), ...(period.to ? { $lte: period.to } : {}) } } : {};
const notFound = () => AppError.notFound('invoice.notFound');

export interface InvoiceFilter {
  status?: InvoiceStatus | typeof TO_COLLECT | null;
  kind?: string | null;
  search?: string | null;
  quoteId?: string | null;
  siteId?: string | null;
  from?: string | null;
  to?: string | null;
}
export interface InvoiceTotalsRow {
  count: number;
  totalTTC: string;
  due: string;
}

/** Invoices of accepted quotes and their credit notes: issued once, numbered without gaps, paid into the site's revenues. */
export class InvoicesService {
  constructor(
    private readonly revenues: RevenuesService,
    private readonly missingForInvoices: (em: EntityManager, auth: AuthInfo) => Promise<string[]>,
    private readonly clearance: Pick<ClearanceService, 'atIssue'>,
  ) {}

  async list(em: EntityManager, companyId: string, filter: InvoiceFilter, page: number, size: number) {
    const today = todayInMorocco();
    let where = 'i.company_id = ?';
    const params: unknown[] = [companyId];
    if (filter.status) {
      const byStatus = statusFilter(filter.status, today);
      where += ` and ${byStatus.sql}`;
      params.push(...byStatus.params);
    }
    if (filter.kind) {
      where += ' and i.kind = ?';
      params.push(filter.kind);
    }
    if (filter.quoteId) {
      where += ' and i.quote_id = ?';
      params.push(filter.quoteId);
    }
    if (filter.siteId) {
      where += ' and i.site_id = ?';
      params.push(filter.siteId);
    }
    const folded = foldForSearch(filter.search);
    if (folded) {
      where += ' and i.search_text like ?';
      params.push(`%${escapeLike(folded)}%`);
    }
    if (filter.from) {
      where += ' and i.issue_date >= ?';
      params.push(filter.from);
    }
    if (filter.to) {
      where += ' and i.issue_date <= ?';
      params.push(filter.to);
    }
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const [ids, [sums]] = await Promise.all([
      conn.execute<{ id: string }[]>(
        `select i.id from invoice i where ${where} order by i.issue_date desc, i.reference desc limit ? offset ?`,
        [...params, size, page * size],
        'all',
        ctx,
      ),
      conn.execute<{ n: string; ttc: string; due: string }[]>(
        `select count(*) as n,
                coalesce(sum(case when i.kind = 'AVOIR' then -i.total_ttc else i.total_ttc end), 0) as ttc,
                coalesce(sum(case when i.kind = 'AVOIR' then 0 else i.net_to_pay - i.paid_amount - i.credited_amount end), 0) as due
         from invoice i where ${where}`,
        params,
        'all',
        ctx,
      ),
    ]);
    const found = ids.length ? await em.find(Invoice, { id: { $in: ids.map((r) => r.id) } }, { populate: ['quote.client', 'site', 'creditOf'] }) : [];
    const byId = new Map(found.map((i) => [i.id, i]));
    const totals: InvoiceTotalsRow = { count: Number(sums.n), totalTTC: moneyOf(sums.ttc), due: moneyOf(sums.due) };
    return { items: ids.map((r) => byId.get(r.id)!).filter(Boolean), total: totals.count, totals, today };
  }

  /** Every invoice and credit note of a period (issue date), oldest first, for the accountant's file. */
  async forExport(em: EntityManager, companyId: string, period: { from?: string | null; to?: string | null }) {
    const invoices = await em.find(
      Invoice,
      { company: companyId, ...issuedWithin(period) },
      { populate: ['quote.client', 'site', 'creditOf', 'lines'], orderBy: { issueDate: 'asc', reference: 'asc' }, limit: EXPORT_MAX },
    );
    return { invoices, today: todayInMorocco() };
  }

  /** The payments received in a period, oldest first. */
  paymentsForExport(em: EntityManager, companyId: string, period: { from?: string | null; to?: string | null }) {
    const date = { ...(period.from ? { $gte: period.from } : {}), ...(period.to ? { $lte: period.to } : {}) };
    return em.find(
      InvoicePayment,
      { company: companyId, ...(period.from || period.to ? { date } : {}) },
      { populate: ['invoice.quote.client', 'invoice.site'], orderBy: { date: 'asc', createdAt: 'asc' }, limit: EXPORT_MAX },
    );
  }

  /** What is left to bill on a quote, its deposits, the retention held and each line's progress so far. */
  async invoicing(em: EntityManager, quoteId: string) {
    const quote = await em.findOne(Quote, { id: quoteId }, { populate: ['lines'] });
    if (!quote) throw AppError.notFound('quote.notFound');
    const invoices = await em.find(Invoice, { quote: quote.id }, { populate: ['lines', 'creditOf'], orderBy: { createdAt: 'asc' } });
    const billable = await billableLinesOf(em, quote);
    const ledger = ledgerOf(billable, invoices);
    return {
      leftHT: subtractMoney(sumByRate(ledger.bases), sumByRate(ledger.billed)),
      depositsHT: sumByRate(ledger.deposits),
      retentionHeld: ledger.retentionHeld,
      progress: billable.map((l) => ({ lineId: l.id, percent: ledger.progress.get(l.id) ?? '0.00' })),
      invoiceCount: invoices.length,
    };
  }

  /**
   * What the clients owe, for the dashboard: every invoice with something left to pay ('à encaisser'), and those of
   * them past their due date ('échu'), how many and how much. One statement over the company's open invoices.
   */
  async overdue(em: EntityManager, companyId: string): Promise<{ count: number; due: string; openCount: number; openDue: string }> {
    const [row] = await em.getConnection().execute<{ n: string; due: string; open_n: string; open_due: string }[]>(
      `select count(*) filter (where i.due_date < ?) as n,
              coalesce(sum(i.net_to_pay - i.paid_amount - i.credited_amount) filter (where i.due_date < ?), 0) as due,
              count(*) as open_n, coalesce(sum(i.net_to_pay - i.paid_amount - i.credited_amount), 0) as open_due
         from invoice i
        where i.company_id = ? and ${TO_COLLECT_SQL}`,
      [todayInMorocco(), todayInMorocco(), companyId],
      'all',
      em.getTransactionContext(),
    );
    return { count: Number(row.n), due: moneyOf(row.due), openCount: Number(row.open_n), openDue: moneyOf(row.open_due) };
  }

  async get(em: EntityManager, id: string): Promise<Invoice> {
    const invoice = await em.findOne(Invoice, { id }, { populate: ['quote.client', 'quote.lines', 'site', 'lines', 'payments', 'creditOf'] });
    if (!invoice) throw notFound();
    return invoice;
  }

  /** Issues an invoice of an accepted quote (numbered FAC-AAAA-NNNN under the counter's lock), due after the payment terms. */
  async create(em: EntityManager, auth: AuthInfo, quoteId: string, input: InvoiceData): Promise<Invoice> {
    return em.transactional(async (tx) => {
      const quote = await tx.findOne(Quote, { id: quoteId }, { populate: ['client', 'site', 'lines'] });
      if (!quote) throw AppError.notFound('quote.notFound');
      await this.assertInvoiceable(tx, auth, quote);
      // Invoices of one quote are issued one at a time: what is left to bill is read under this lock.
      await tx.getConnection().execute('select id from quote where id = ? for update', [quote.id], 'all', tx.getTransactionContext());
      const earlier = await tx.find(Invoice, { quote: quote.id }, { populate: ['lines', 'creditOf'], orderBy: { createdAt: 'asc' } });
      const billable = await billableLinesOf(tx, quote);
      const ledger = ledgerOf(billable, earlier);
      const company = await tx.findOneOrFail(Company, { id: auth.companyId }, { fields: ['id', 'paymentTermsDays', 'retentionRate'] });
      const issueDate = input.issueDate ?? todayInMorocco();
      if (issueDate < quote.issueDate) throw AppError.badInput({ issueDate: sentence('invoice.beforeQuote', { date: formatDate(quote.issueDate) }) });
      let lines: NewLine[] = [];
      let retention: string | null = null;
      if (input.kind === 'ACOMPTE') lines = depositLines(ledger, input, quote.reference);
      else if (input.kind === 'SITUATION') lines = situationLines(ledger, billable, input);
      else if (input.kind === 'SOLDE') lines = balanceLines(ledger, quote.reference);
      else {
        if (compareDecimal(ledger.retentionHeld, 0) <= 0) throw new AppError('CONFLICT', 'invoice.noRetention');
        await assertGuaranteeOver(tx, quote.site?.id ?? null);
        retention = ledger.retentionHeld;
      }
      const totals = documentTotals(lines);
      if (exceedsDocumentMax(totals.totalTTC)) throw AppError.badInput({ amountHT: 'invoice.total.tooLarge' });
      const rate = retention ? '0.00' : company.retentionRate;
      const held = retention ?? retentionOf(totals.totalTTC, rate);
      const number = await nextReference(tx, auth.companyId, 'FAC', Number(issueDate.slice(0, 4)));
      const situationNo = input.kind === 'SITUATION' ? earlier.filter((i) => i.kind === 'SITUATION').length + 1 : 0;
      const label =
        input.kind === 'ACOMPTE'
          ? lines[0].designation
          : input.kind === 'SITUATION'
            ? `Situation de travaux n° ${situationNo} — devis ${quote.reference}`
            : `${KIND_LABEL[input.kind]} — devis ${quote.reference}`;
      const invoice = tx.create(Invoice, {
        company: auth.companyId,
        reference: number,
        kind: input.kind,
        quote,
        site: quote.site!,
        label,
        issueDate,
        dueDate: addDays(issueDate, company.paymentTermsDays),
        percent: input.kind === 'ACOMPTE' && input.percent ? fixed(input.percent, 2) : null,
        totalHT: totals.totalHT,
        totalVAT: totals.totalVAT,
        totalTTC: totals.totalTTC,
        retentionRate: fixed(rate, 2),
        retentionAmount: moneyOf(held),
        netToPay: retention ? moneyOf(retention) : subtractMoney(totals.totalTTC, held),
        paidAmount: '0.00',
        creditedAmount: '0.00',
        notes: input.notes ?? null,
        searchText: foldForSearch(number, quote.reference, quote.client.name, label),
        createdBy: auth.userId,
      });
      lines.forEach((l, position) => invoice.lines.add(tx.create(InvoiceLine, { invoice, position, ...l })));
      await tx.flush();
      // A concerned company's invoice that the DGI's platform would refuse is not issued: this throws, all rolls back.
      await this.clearance.atIssue(tx, invoice);
      await raise(tx, 'invoice.changed', { invoice });
      await raise(tx, 'invoice.issued', { invoice });
      return invoice;
    });
  }

  /** A credit note (AV-AAAA-NNNN) cancelling all of an invoice, or `amountTTC` of it, split over its rates. */
  async credit(em: EntityManager, auth: AuthInfo, invoiceId: string, input: CreditNoteData): Promise<Invoice> {
    return em.transactional(async (tx) => {
      const target = await this.locked(tx, invoiceId);
      if (target.kind === 'AVOIR' || target.kind === 'RETENUE') throw new AppError('CONFLICT', 'invoice.credit.ofCredit');
      await this.assertInvoiceable(tx, auth, target.quote);
      const previous = await tx.find(Invoice, { creditOf: target.id }, { populate: ['lines'] });
      const { amount, retention, net, bases, vat } = creditNoteAmounts(target, previous, input);
      const issueDate = input.issueDate ?? todayInMorocco();
      if (issueDate < target.issueDate)
        throw AppError.badInput({ issueDate: sentence('invoice.credit.beforeInvoice', { date: formatDate(target.issueDate) }) });
      const number = await nextReference(tx, auth.companyId, 'AV', Number(issueDate.slice(0, 4)));
      const note = tx.create(Invoice, {
        company: auth.companyId,
        reference: number,
        kind: 'AVOIR',
        quote: target.quote,
        site: target.site,
        creditOf: target,
        label: `Avoir sur facture ${target.reference} — ${input.reason}`.slice(0, 255),
        issueDate,
        dueDate: issueDate,
        totalHT: sumByRate(bases),
        totalVAT: sumByRate(vat),
        totalTTC: amount,
        retentionRate: target.retentionRate,
        retentionAmount: moneyOf(retention),
        netToPay: net,
        paidAmount: '0.00',
        creditedAmount: '0.00',
        notes: input.reason,
        searchText: foldForSearch(number, target.reference, target.quote.reference, target.quote.client.name, input.reason),
        createdBy: auth.userId,
      });
      [...bases].forEach(([rate, base], position) =>
        note.lines.add(
          tx.create(InvoiceLine, {
            invoice: note,
            position,
            designation: input.reason,
            vatRate: rate,
            totalHT: base,
            vatAmount: vat.get(rate)!,
          }),
        ),
      );
      target.creditedAmount = sumMoney([target.creditedAmount, net]);
      await tx.flush();
      await this.clearance.atIssue(tx, note);
      await raise(tx, 'invoice.changed', { invoice: target });
      await raise(tx, 'invoice.issued', { invoice: note });
      return note;
    });
  }

  /** A payment on an invoice; it becomes the site's revenue (one per TVA rate of the invoice) in the same transaction. */
  async pay(em: EntityManager, auth: AuthInfo, invoiceId: string, input: PaymentData): Promise<Invoice> {
    return em.transactional(async (tx) => {
      const invoice = await this.locked(tx, invoiceId);
      if (invoice.kind === 'AVOIR') throw new AppError('CONFLICT', 'payment.ofCredit');
      if (input.date < invoice.issueDate) throw AppError.badInput({ date: 'payment.beforeIssue' });
      const due = subtractMoney(invoice.netToPay, invoice.paidAmount, invoice.creditedAmount);
      if (compareDecimal(input.amount, due) > 0)
        throw AppError.badInput({ amount: sentence('payment.tooLarge', { rest: `${formatAmount(due)} DH` }) });
      const payment = tx.create(InvoicePayment, {
        company: auth.companyId,
        invoice,
        date: input.date,
        amount: input.amount,
        mode: input.mode,
        reference: input.reference ?? null,
        createdBy: auth.userId,
      });
      invoice.payments.add(payment);
      invoice.paidAmount = sumMoney([invoice.paidAmount, input.amount]);
      await tx.flush();
      // A retention release has no TVA of its own: its payment is split over the quote's rates.
      const weights = ttcByRate(invoice.kind === 'RETENUE' ? await billableLinesOf(tx, invoice.quote) : invoice.lines.getItems());
      for (const [rate, share] of splitInProportion(input.amount, weights)) {
        if (isZeroMoney(share)) continue;
        const revenue = await this.revenues.create(tx, auth, invoice.site.id, {
          label: `Paiement ${invoice.reference} — ${invoice.quote.client.name}`.slice(0, 75),
          date: input.date,
          reference: (input.reference ?? invoice.reference).slice(0, 50),
          amount: share,
          vatRate: String(Number(rate)) as never,
          invoiceFileId: null,
        });
        revenue.paymentId = payment.id;
      }
      await tx.flush();
      await raise(tx, 'invoice.changed', { invoice });
      await raise(tx, 'invoice.paid', { invoice });
      return invoice;
    });
  }

  /** A payment recorded by mistake is cancelled with the revenues it made; the invoice is due again for its amount. */
  async cancelPayment(em: EntityManager, paymentId: string): Promise<Invoice> {
    return em.transactional(async (tx) => {
      const seen = await tx.findOne(InvoicePayment, { id: paymentId }, { fields: ['id', 'invoice'] });
      if (!seen) throw AppError.notFound('payment.notFound');
      const invoice = await this.locked(tx, seen.invoice.id);
      // Read again under the invoice's lock: a second cancel of the same payment, queued behind the first, finds it gone.
      const payment = await lockedForChange(tx, InvoicePayment, paymentId, () => AppError.notFound('payment.notFound'));
      await this.revenues.removeOfPayment(tx, payment.id);
      invoice.paidAmount = subtractMoney(invoice.paidAmount, payment.amount);
      invoice.payments.remove(payment);
      tx.remove(payment);
      await tx.flush();
      await raise(tx, 'invoice.changed', { invoice });
      return invoice;
    });
  }

  private async locked(tx: EntityManager, id: string): Promise<Invoice> {
    const invoice = await this.get(tx, id);
    await tx.getConnection().execute('select id from invoice where id = ? for update', [invoice.id], 'all', tx.getTransactionContext());
    await tx.refresh(invoice);
    return invoice;
  }

  /** Invoicing needs the company's legal identifiers, a company client's ICE, an accepted quote and its site. */
  private async assertInvoiceable(tx: EntityManager, auth: AuthInfo, quote: Quote): Promise<void> {
    const missing = await this.missingForInvoices(tx, auth);
    if (missing.length)
      throw new AppError('CONFLICT', sentence('invoice.legal.missing', { fields: missing.map((f) => LEGAL_NAMES[f] ?? f).join(', ') }), undefined, {
        fixPath: '/parametres/societe',
      });
    if (quote.status !== 'ACCEPTE') throw new AppError('CONFLICT', 'invoice.quote.notAccepted');
    if (!quote.site) throw new AppError('CONFLICT', 'invoice.quote.noSite');
    if (quote.client.kind === 'COMPANY' && !quote.client.ice)
      throw new AppError('CONFLICT', 'invoice.client.ice', undefined, { fixPath: `/clients?modifier=${quote.client.id}` });
  }
}
