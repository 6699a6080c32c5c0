import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ReturnPurchase, subtractMoney, sumMoney, vatPaid } from '@chantiers/schema';
import { PurchasePayment } from '../../finance';

/**
 * The payments made under purchases that `where` picks, as the TVA return reads them: each with its share of the
 * purchase's TVA, taken as the difference of the TVA of what was paid before and after it (in the order they were
 * made), so the shares of one purchase add up to the centime to TVA × paid / TTC whatever the split.
 */
export async function paidRows(em: EntityManager, where: FilterQuery<PurchasePayment>, filters?: Record<string, boolean>): Promise<ReturnPurchase[]> {
  const rows = await em.find(PurchasePayment, where, {
    populate: ['purchase.site', 'purchase.supplier'],
    orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' },
    ...(filters ? { filters } : {}),
  });
  if (rows.length === 0) return [];
  // Every payment of those purchases, up to the last one asked: the shares depend on what was paid before.
  const history = await em.find(
    PurchasePayment,
    { purchase: { $in: [...new Set(rows.map((r) => r.purchase.id))] } },
    { fields: ['id', 'amount', 'createdAt', 'purchase'], orderBy: { createdAt: 'asc', id: 'asc' }, ...(filters ? { filters } : {}) },
  );
  const purchases = new Map(rows.map((r) => [r.purchase.id, r.purchase]));
  const share = new Map<string, string>();
  const paidSoFar = new Map<string, string>();
  for (const h of history) {
    const p = purchases.get(h.purchase.id)!;
    const before = paidSoFar.get(p.id) ?? '0.00';
    const after = sumMoney([before, h.amount]);
    paidSoFar.set(p.id, after);
    const vatOf = (amountPaid: string) => vatPaid({ amountPaid, amountVAT: p.amountVAT, amountTTC: p.amountTTC });
    share.set(h.id, subtractMoney(vatOf(after), vatOf(before)));
  }
  return rows.map((r) => {
    const p = r.purchase;
    return {
      id: r.id,
      purchaseId: p.id,
      date: p.date,
      label: p.label,
      reference: p.reference,
      site: p.site.name,
      supplierId: p.supplier.id,
      supplierName: p.supplier.name,
      supplierTaxId: p.supplier.taxId,
      supplierIce: p.supplier.ice,
      vatRate: p.vatRate,
      amountVAT: p.amountVAT,
      amountTTC: p.amountTTC,
      amountPaid: r.amount,
      paymentDate: r.date,
      paymentMode: r.mode ?? null,
      vatPaid: share.get(r.id)!,
    };
  });
}
