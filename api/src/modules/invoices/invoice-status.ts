import { compareDecimal, type InvoiceStatus, isZeroMoney, subtractMoney, sumMoney } from '@chantiers/schema';

/**
 * Read from the payments, the credit notes and the due date (no job runs): paid in full, cancelled by credit notes,
 * overdue once the due date has passed with something left to pay, partly paid, or just issued. A credit note: issued.
 */
export function invoiceStatusOf(
  i: { kind: string; netToPay: string; paidAmount: string; creditedAmount: string; dueDate: string },
  today: string,
): InvoiceStatus {
  if (i.kind === 'AVOIR') return 'EMISE';
  const settled = sumMoney([i.paidAmount, i.creditedAmount]);
  if (compareDecimal(settled, i.netToPay) >= 0) return isZeroMoney(i.paidAmount) ? 'ANNULEE' : 'PAYEE';
  if (i.dueDate < today) return 'EN_RETARD';
  return isZeroMoney(i.paidAmount) ? 'EMISE' : 'PARTIELLEMENT_PAYEE';
}

/** The same rule in SQL, on the invoice table aliased `i`; `?` is today. */
export const STATUS_SQL = `(case when i.kind = 'AVOIR' then 'EMISE'
  when i.paid_amount + i.credited_amount >= i.net_to_pay then (case when i.paid_amount = 0 then 'ANNULEE' else 'PAYEE' end)
  when i.due_date < ? then 'EN_RETARD'
  when i.paid_amount > 0 then 'PARTIELLEMENT_PAYEE' else 'EMISE' end)`;

/** What is left to pay on an invoice (nothing on a credit note). */
export const balanceOf = (i: { kind: string; netToPay: string; paidAmount: string; creditedAmount: string }) =>
  i.kind === 'AVOIR' ? '0.00' : subtractMoney(i.netToPay, i.paidAmount, i.creditedAmount);

/** The list's 'À encaisser', the dashboard's figure: invoices with something left to pay, overdue or not. */
export const TO_COLLECT = 'A_ENCAISSER';
export const TO_COLLECT_SQL = `i.kind <> 'AVOIR' and i.paid_amount + i.credited_amount < i.net_to_pay`;

/** The list's filter on a status read as above, or on 'À encaisser'; `today` dates the overdue. */
export function statusFilter(status: InvoiceStatus | typeof TO_COLLECT, today: string): { sql: string; params: string[] } {
  return status === TO_COLLECT ? { sql: TO_COLLECT_SQL, params: [] } : { sql: `${STATUS_SQL} = ?`, params: [today, status] };
}
