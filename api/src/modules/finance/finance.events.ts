import type { Purchase } from './purchases/purchase.entity';
import type { Revenue } from './revenues/revenue.entity';
import type { ServiceSheet } from './service-sheets/service-sheet.entity';

/** A site record's state as the figures count it, taken before a change (the entity changes in place). */
interface RecordState {
  companyId: string;
  siteId: string;
  date: string;
}
export interface PurchaseState extends RecordState {
  amountHT: string;
  amountVAT: string;
  amountTTC: string;
}
export interface RevenueState extends RecordState {
  amount: string;
  amountHT: string;
  amountVAT: string;
}
export interface ServiceSheetState extends RecordState {
  amountPaid: string;
  bonus: string;
}

const recordState = (r: { company: { id: string }; site: { id: string }; date: string }): RecordState => ({
  companyId: r.company.id,
  siteId: r.site.id,
  date: r.date,
});
export const purchaseState = (p: Purchase): PurchaseState => ({
  ...recordState(p),
  amountHT: p.amountHT,
  amountVAT: p.amountVAT,
  amountTTC: p.amountTTC,
});
export const revenueState = (r: Revenue): RevenueState => ({ ...recordState(r), amount: r.amount, amountHT: r.amountHT, amountVAT: r.amountVAT });
export const serviceSheetState = (s: ServiceSheet): ServiceSheetState => ({ ...recordState(s), amountPaid: s.amountPaid, bonus: s.bonus });

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    'purchase.created': { purchase: Purchase };
    'purchase.updated': { before: PurchaseState; purchase: Purchase };
    'purchase.removed': { before: PurchaseState };
    'revenue.created': { revenue: Revenue };
    'revenue.updated': { before: RevenueState; revenue: Revenue };
    'revenue.removed': { before: RevenueState };
    'serviceSheet.created': { sheet: ServiceSheet };
    'serviceSheet.updated': { before: ServiceSheetState; sheet: ServiceSheet };
    'serviceSheet.removed': { before: ServiceSheetState };
  }
}
