import { compareDecimal } from '@chantiers/schema';
import { type BookChange, bookRecords, datedBy } from '../../../core/books/book-dates';
import { ActivityEntry } from '../../activity';
import { Purchase, Revenue, ServiceSheet } from '../../finance';
import { Invoice, InvoicePayment } from '../../invoices';

/**
 * The records of the books and the days each change of them writes into (core/books): what the journals read
 * may not change once its month is closed. A site is not one: deleting a site with any of them archives it instead.
 */

// What a purchase says (its month's purchases journal) and what was paid under it (the bank or cash journal).
const PAYMENT = ['amountPaid', 'paymentDate', 'paymentMode'];
// Not booked: the agreed due date (law 69-21) and the attached invoice file.
const NOT_BOOKED = ['dueDate', 'invoiceFileId'];
const purchaseSays = datedBy<Purchase>('date', [...PAYMENT, ...NOT_BOOKED]);

function purchaseDays(change: BookChange<Purchase>): (string | null | undefined)[] {
  const { type, record, before, changed } = change;
  const paid = compareDecimal(record.amountPaid ?? '0', '0') > 0;
  if (type !== 'update') return [record.date, paid ? record.paymentDate : null];
  const days: (string | null | undefined)[] = [...purchaseSays(change)];
  if (PAYMENT.some((p) => changed.has(p))) {
    // A payment added is booked on its own day; a payment taken back or moved changes the day it was booked on.
    days.push(record.paymentDate);
    const lessPaid = compareDecimal(record.amountPaid ?? '0', (before?.amountPaid as string | undefined) ?? '0') < 0;
    if (lessPaid || !changed.has('amountPaid')) days.push(before?.paymentDate as string | null | undefined);
  }
  return days;
}

let registered = false;

export function registerBookRecords(): void {
  if (registered) return;
  registered = true;
  bookRecords(Purchase, purchaseDays);
  bookRecords(Revenue, datedBy<Revenue>('date'));
  bookRecords(ServiceSheet, datedBy<ServiceSheet>('date'));
  // An invoice never changes once issued; its payments and credit notes change what is left to pay, booked on their own days.
  bookRecords(Invoice, datedBy<Invoice>('issueDate', ['paidAmount', 'creditedAmount']));
  bookRecords(InvoicePayment, datedBy<InvoicePayment>('date'));
  bookRecords(ActivityEntry, datedBy<ActivityEntry>('day'));
}
