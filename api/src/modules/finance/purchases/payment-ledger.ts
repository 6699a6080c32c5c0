import type { EntityManager } from '@mikro-orm/postgresql';
import { compare, sub } from '../money';
import type { Purchase } from './purchase.entity';
import { PurchasePayment } from './purchase-payment.entity';

/** What the form said of the payment before the change: nothing on a new purchase. */
export interface PaidBefore {
  amountPaid: string;
  paymentDate: string | null;
  paymentMode: string | null;
}

export const NOTHING_PAID: PaidBefore = { amountPaid: '0.00', paymentDate: null, paymentMode: null };

export const paidBefore = (p: Purchase): PaidBefore => ({
  amountPaid: p.amountPaid,
  paymentDate: p.paymentDate ?? null,
  paymentMode: p.paymentMode ?? null,
});

/**
 * Keeps the ledger of what was paid under a purchase in step with its form (one running amount, the last day and
 * mode): more paid is a new row on the day given; less paid is a negative row on that day (or, when nothing is left
 * paid, on the day the payment was booked); the same amount on another day or in another mode moves the last row.
 * Each row is a record of the books: the closing rule checks its day (a closed month's payment stays as booked).
 */
export async function recordPayment(tx: EntityManager, purchase: Purchase, before: PaidBefore): Promise<void> {
  const delta = sub(purchase.amountPaid, before.amountPaid);
  const day = purchase.paymentDate ?? before.paymentDate ?? purchase.date;
  const mode = purchase.paymentMode ?? before.paymentMode;
  if (compare(delta, '0') !== 0) {
    tx.create(PurchasePayment, { company: purchase.company, purchase, date: day, amount: delta, mode });
    return;
  }
  if (compare(purchase.amountPaid, '0') === 0) return;
  if (day === before.paymentDate && mode === before.paymentMode) return;
  const last = await tx.findOne(PurchasePayment, { purchase }, { orderBy: { date: 'desc', createdAt: 'desc', id: 'desc' } });
  if (last) Object.assign(last, { date: day, mode });
}

/** A purchase deleted takes its payments with it, each through the closing rule. */
export async function removePayments(tx: EntityManager, purchase: Purchase): Promise<void> {
  for (const row of await tx.find(PurchasePayment, { purchase })) tx.remove(row);
}

/** A purchase's payments, oldest first (its detail view). */
export async function paymentsOf(em: EntityManager, purchase: Purchase): Promise<PurchasePayment[]> {
  return em.find(PurchasePayment, { purchase }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}
