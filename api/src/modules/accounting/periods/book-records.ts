import { bookRecords, datedBy } from '../../../core/books/book-dates';
import { ActivityEntry } from '../../activity';
import { Purchase, PurchasePayment, Revenue, ServiceSheet } from '../../finance';
import { Invoice, InvoicePayment } from '../../invoices';

/**
 * The records of the books and the days each change of them writes into (core/books): what the journals read
 * may not change once its month is closed. A site is not one: deleting a site with any of them archives it instead.
 */

// What a purchase says is booked on its date (its month's purchases journal); what was paid under it is booked by its
// payments' rows, each on its own day (the bank or cash journal). Not booked: the agreed due date (law 69-21) and the
// attached invoice file.
const purchaseSays = datedBy<Purchase>('date', ['amountPaid', 'paymentDate', 'paymentMode', 'dueDate', 'invoiceFileId']);

let registered = false;

export function registerBookRecords(): void {
  if (registered) return;
  registered = true;
  bookRecords(Purchase, purchaseSays);
  bookRecords(PurchasePayment, datedBy<PurchasePayment>('date'));
  bookRecords(Revenue, datedBy<Revenue>('date'));
  bookRecords(ServiceSheet, datedBy<ServiceSheet>('date'));
  // An invoice never changes once issued; its payments and credit notes change what is left to pay, booked on their own days.
  bookRecords(Invoice, datedBy<Invoice>('issueDate', ['paidAmount', 'creditedAmount']));
  bookRecords(InvoicePayment, datedBy<InvoicePayment>('date'));
  bookRecords(ActivityEntry, datedBy<ActivityEntry>('day'));
}
