import type { EntityManager } from '@mikro-orm/postgresql';
import { isCalendarDay, isZeroMoney, sumMoney } from '@chantiers/schema';
import { addMonths, monthOf } from '../../../core/books/months';
import { AppError } from '../../../core/errors/app-error';
import { Purchase, PurchasePayment, Revenue, ServiceSheet } from '../../finance';
import { Invoice, InvoicePayment, statedVat } from '../../invoices';
import { payrollService } from '../payroll/payroll.service';
import { AccountMapping } from './account-mapping.entity';
import { ACCOUNT_KEYS, type Accounts, defaultAccounts } from './chart';
import type { BooksInput } from './journal-entries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A period longer than a fiscal year is two exports. */
const MAX_MONTHS = 12;

export const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The period asked: from and to (YYYY-MM-DD, within twelve months), or a French refusal. */
export function periodOf(from: string | null | undefined, to: string | null | undefined): { from: string; to: string } {
  const bad = () => AppError.badInput({ period: 'books.period.invalid' });
  // A day of the calendar: '2026-02-30' parses in JavaScript (as 2 March) but not in PostgreSQL.
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || !isCalendarDay(from) || !isCalendarDay(to) || to < from) throw bad();
  if (monthOf(to) > addMonths(monthOf(from), MAX_MONTHS - 1)) throw bad();
  return { from, to };
}

/** The company's accounts: the CGNC defaults, with the numbers its accountant set instead. */
export async function accountsOf(em: EntityManager): Promise<Accounts> {
  const accounts = defaultAccounts();
  for (const m of await em.find(AccountMapping, {}))
    if ((ACCOUNT_KEYS as readonly string[]).includes(m.key)) accounts[m.key as keyof Accounts] = m.account;
  return accounts;
}

/** The period's records, read once each (the tenant filter keeps them the caller's company's). */
export async function booksInput(em: EntityManager, from: string, to: string): Promise<BooksInput> {
  // One after the other: one connection (the embedded database has only one), eight indexed reads.
  const invoices = await em.find(
    Invoice,
    { issueDate: { $gte: from, $lte: to } },
    { populate: ['lines', 'quote.client'], orderBy: { issueDate: 'asc', reference: 'asc' } },
  );
  const payments = await em.find(InvoicePayment, { date: { $gte: from, $lte: to } }, { populate: ['invoice'], orderBy: { date: 'asc' } });
  const revenues = await em.find(Revenue, { date: { $gte: from, $lte: to }, paymentId: null }, { orderBy: { date: 'asc' } });
  const purchases = await em.find(Purchase, { date: { $gte: from, $lte: to } }, { populate: ['supplier'], orderBy: { date: 'asc' } });
  const purchasePayments = await em.find(
    PurchasePayment,
    { date: { $gte: from, $lte: to } },
    { populate: ['purchase.supplier'], orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } },
  );
  const sheets = await em.find(ServiceSheet, { date: { $gte: from, $lte: to } }, { orderBy: { date: 'asc' } });
  // The payroll of every month from two reads (the entries of the whole range, their workers), not two a month.
  const payroll: BooksInput['payroll'] = [];
  for (const { month, totals: t } of await payrollService.monthlyTotals(em, monthOf(from), monthOf(to))) {
    if (isZeroMoney(t.gross)) continue;
    payroll.push({
      month,
      date: lastDayOf(month),
      gross: t.gross,
      employeeShare: t.employeeShare,
      employerShare: t.employerShare,
      netToPay: t.netToPay,
      workers: t.workers,
    });
  }
  return {
    from,
    to,
    invoices: invoices.map((i) => ({
      reference: i.reference,
      kind: i.kind,
      issueDate: i.issueDate,
      label: i.label,
      client: i.quote.client?.name ?? '',
      totalHT: i.totalHT,
      vat: statedVat(
        i.kind,
        i.lines.getItems().map((l) => ({ vatRate: l.vatRate, totalHT: l.totalHT, vatAmount: l.vatAmount })),
      ).map((v) => ({ rate: v.rate, amount: v.vat })),
      totalTTC: i.totalTTC,
      retentionAmount: i.retentionAmount,
      netToPay: i.netToPay,
    })),
    invoicePayments: payments.map((p) => ({
      invoiceReference: p.invoice.reference,
      date: p.date,
      amount: p.amount,
      mode: p.mode,
      reference: p.reference ?? null,
    })),
    revenues: revenues.map((r) => ({
      reference: r.reference,
      date: r.date,
      label: r.label,
      amount: r.amount,
      amountHT: r.amountHT,
      amountVAT: r.amountVAT,
      vatRate: r.vatRate,
    })),
    purchases: purchases.map((p) => ({
      reference: p.reference,
      date: p.date,
      label: p.label,
      supplier: p.supplier?.name ?? '',
      amountHT: p.amountHT,
      amountVAT: p.amountVAT,
      vatRate: p.vatRate,
      amountTTC: p.amountTTC,
    })),
    purchasePayments: purchasePayments.map((row) => ({
      reference: row.purchase.reference,
      purchaseDate: row.purchase.date,
      label: row.purchase.label,
      supplier: row.purchase.supplier?.name ?? '',
      date: row.date,
      amount: row.amount,
      mode: row.mode ?? null,
    })),
    serviceSheets: sheets.map((s) => ({ date: s.date, worker: s.worker, supplier: s.supplier, total: sumMoney([s.amountPaid, s.bonus]) })),
    payroll,
  };
}
