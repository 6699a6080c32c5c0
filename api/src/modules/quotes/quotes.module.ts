import type { ApiModule } from '../../core/modules/api-module';
import type { Policy } from '../../core/policies/authorize';
import { ChangeOrder, ChangeOrderLine } from './change-orders/change-order.entity';
import { changeOrderPdfDoc, changeOrderPdfRouter } from './change-orders/change-order-pdf.route';
import { changeOrderRestRoutes } from './change-orders/change-orders.rest';
import { ChangeOrdersResolver } from './change-orders/change-orders.resolver';
import { LineContent, QuoteLine } from './quote-line.entity';
import { QuoteMailResolver } from './mail/quote-mail.resolver';
import { Quote } from './quote.entity';
import { quotePdfDoc, quotePdfRouter, quoteRestRoutes } from './quotes.rest';
import { QuotesResolver } from './quotes.resolver';

/** Company staff; deciding an avenant changes what the company bills: the Admin Société's, as issuing invoices is. */
const member: Policy = { types: ['USER'], roles: ['MANAGER', 'USER'] };
const manager: Policy = { types: ['USER'], roles: ['MANAGER'] };

/** Quotes (devis) and their lines, and their avenants; numbering, PDF and mailing come from the documents kit (core/documents). */
export const quotesModule: ApiModule = {
  name: 'quotes',
  entities: [LineContent, Quote, QuoteLine, ChangeOrder, ChangeOrderLine],
  resolvers: [QuotesResolver, QuoteMailResolver, ChangeOrdersResolver],
  restRoutes: [...quoteRestRoutes, ...changeOrderRestRoutes],
  routers: [
    { path: '/devis/avenants', router: changeOrderPdfRouter, doc: changeOrderPdfDoc },
    { path: '/devis', router: quotePdfRouter, doc: quotePdfDoc },
  ],
  policies: { 'changeOrders.read': member, 'changeOrders.write': member, 'changeOrders.decide': manager },
};
