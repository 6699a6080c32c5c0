import { on } from '../../core/events/domain-events';
import { webhooks } from './webhook-events';
import { changeOrderAccepted, receptionSigned } from './webhook-field-record';
import { signatureAnswered } from './webhook-signatures';

const NAME = 'webhooks';

/** The changes an integrator subscribes to (issue 21): a delivery row each, committed with the change. */
export const webhookSubscribers = [
  on('site.created', NAME, (tx, e) => webhooks.siteCreated(tx, e.site)),
  on('site.archived', NAME, (tx, e) => webhooks.siteArchived(tx, e.site)),
  on('purchase.created', NAME, (tx, e) => webhooks.purchaseCreated(tx, e.purchase)),
  on('revenue.created', NAME, (tx, e) => webhooks.revenueCreated(tx, e.revenue)),
  on('quote.accepted', NAME, (tx, e) => webhooks.quoteAccepted(tx, e.quote)),
  on('invoice.issued', NAME, (tx, e) => webhooks.invoiceIssued(tx, e.invoice)),
  on('invoice.paid', NAME, (tx, e) => webhooks.invoicePaid(tx, e.invoice)),
  on('dailyLog.signed', NAME, (tx, e) => webhooks.dailyLogSigned(tx, e.log, e.site)),
  on('reserve.lifted', NAME, (tx, e) => webhooks.reserveLifted(tx, e.reserve, e.site)),
  on('reserve.assigned', NAME, (tx, e) => webhooks.reserveAssigned(tx, e.reserve, e.site)),
  on('signature.answered', NAME, (tx, e) => signatureAnswered(tx, e.request)),
  on('reception.signed', NAME, (tx, e) => receptionSigned(tx, e.reception, e.site)),
  on('changeOrder.accepted', NAME, (tx, e) => changeOrderAccepted(tx, e.order, e.quote)),
  on('stock.moved', NAME, (tx, e) =>
    webhooks.stockMoved(tx, { companyId: e.companyId, product: e.product, change: e.change, stockAfter: e.stockAfter }),
  ),
];
