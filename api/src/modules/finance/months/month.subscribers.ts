import { on } from '../../../core/events/domain-events';
import type { ActivityDayState } from '../../activity';
import type { PurchaseState, RevenueState, ServiceSheetState } from '../finance.events';
import { purchaseState, revenueState, serviceSheetState } from '../finance.events';
import { add } from '../money';
import { type MonthEntry, moveInMonths } from './month-totals';

const purchase = (s: PurchaseState): MonthEntry => ({
  companyId: s.companyId,
  siteId: s.siteId,
  date: s.date,
  amounts: { purchasesHT: s.amountHT, purchasesVAT: s.amountVAT, purchasesTTC: s.amountTTC },
});
const revenue = (s: RevenueState): MonthEntry => ({
  companyId: s.companyId,
  siteId: s.siteId,
  date: s.date,
  amounts: { revenues: s.amount, revenuesHT: s.amountHT, revenuesVAT: s.amountVAT },
});
const serviceSheet = (s: ServiceSheetState): MonthEntry => ({
  companyId: s.companyId,
  siteId: s.siteId,
  date: s.date,
  amounts: { subcontracting: add(s.amountPaid, s.bonus) },
});
const activityDay = (s: ActivityDayState): MonthEntry => ({
  companyId: s.companyId,
  siteId: s.siteId,
  date: s.day,
  amounts: { labourNet: s.net, labourBonus: s.bonus },
});

const NAME = 'site month totals';

/** Every record that counts in a site's figures moves its amounts in site_month_finance, in the same transaction. */
export const monthSubscribers = [
  on('purchase.created', NAME, (tx, e) => moveInMonths(tx, null, purchase(purchaseState(e.purchase)))),
  on('purchase.updated', NAME, (tx, e) => moveInMonths(tx, purchase(e.before), purchase(purchaseState(e.purchase)))),
  on('purchase.removed', NAME, (tx, e) => moveInMonths(tx, purchase(e.before), null)),
  on('revenue.created', NAME, (tx, e) => moveInMonths(tx, null, revenue(revenueState(e.revenue)))),
  on('revenue.updated', NAME, (tx, e) => moveInMonths(tx, revenue(e.before), revenue(revenueState(e.revenue)))),
  on('revenue.removed', NAME, (tx, e) => moveInMonths(tx, revenue(e.before), null)),
  on('serviceSheet.created', NAME, (tx, e) => moveInMonths(tx, null, serviceSheet(serviceSheetState(e.sheet)))),
  on('serviceSheet.updated', NAME, (tx, e) => moveInMonths(tx, serviceSheet(e.before), serviceSheet(serviceSheetState(e.sheet)))),
  on('serviceSheet.removed', NAME, (tx, e) => moveInMonths(tx, serviceSheet(e.before), null)),
  on('activityDay.changed', NAME, (tx, e) => moveInMonths(tx, e.before && activityDay(e.before), e.after && activityDay(e.after))),
];
