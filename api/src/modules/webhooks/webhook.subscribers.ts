import { on } from '../../core/events/domain-events';
import { webhooks } from './webhook-events';

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
  on('stock.moved', NAME, (tx, e) =>
    webhooks.stockMoved(tx, { companyId: e.companyId, product: e.product, change: e.change, stockAfter: e.stockAfter }),
  ),
];
