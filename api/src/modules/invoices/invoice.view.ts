import { amountInWords } from '@chantiers/schema';
import { toSiteRef } from '../../core/records/site-ref';
import { statedVat } from './invoice-amounts';
import type { Invoice } from './invoice.entity';
import { balanceOf, invoiceStatusOf } from './invoice-status';
import type { SalesInvoiceView } from './invoice.types';

/** An invoice as answered: its read status and balance; lines, TVA rows and payments on the detail only. */
export function toInvoiceView(i: Invoice, today: string, detail = false): SalesInvoiceView {
  const lines = detail ? i.lines.getItems() : [];
  const balance = balanceOf(i);
  return {
    id: i.id,
    reference: i.reference,
    kind: i.kind,
    label: i.label,
    quote: { id: i.quote.id, reference: i.quote.reference },
    client: { id: i.quote.client.id, name: i.quote.client.name, ice: i.quote.client.ice ?? null, email: i.quote.client.email ?? null },
    site: toSiteRef(i.site),
    creditOf: i.creditOf ? { id: i.creditOf.id, reference: i.creditOf.reference } : null,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    percent: i.percent ?? null,
    totalHT: i.totalHT,
    totalVAT: i.totalVAT,
    totalTTC: i.totalTTC,
    retentionRate: i.retentionRate,
    retentionAmount: i.retentionAmount,
    netToPay: i.netToPay,
    paidAmount: i.paidAmount,
    creditedAmount: i.creditedAmount,
    balance,
    status: invoiceStatusOf(i, today),
    amountInWords: amountInWords(i.totalTTC),
    notes: i.notes ?? null,
    lines: detail
      ? lines.map((l) => ({
          designation: l.designation,
          quoteLineId: l.quoteLineId ?? null,
          quoteAmountHT: l.quoteAmountHT ?? null,
          previousPercent: l.previousPercent ?? null,
          cumulativePercent: l.cumulativePercent ?? null,
          deduction: l.deduction,
          vatRate: l.vatRate,
          totalHT: l.totalHT,
        }))
      : null,
    // A credit note's TVA was split from its TTC: its one row per rate says what it cancels.
    vat: detail ? statedVat(i.kind, lines) : null,
    payments: detail
      ? i.payments.getItems().map((p) => ({ id: p.id, date: p.date, amount: p.amount, mode: p.mode, reference: p.reference ?? null }))
      : null,
    clearance: i.clearanceStatus
      ? {
          status: i.clearanceStatus,
          number: i.clearanceNumber ?? null,
          reasons: i.clearanceReasons ?? null,
          submittedAt: i.clearanceSubmittedAt ?? null,
          answeredAt: i.clearanceAnsweredAt ?? null,
        }
      : null,
    createdAt: i.createdAt,
  };
}
