import type { ApiModule } from '../../core/modules/api-module';
import { Client } from './clients/client.entity';
import { ClientsResolver } from './clients/clients.resolver';
import { DocumentCounter } from './document-counter.entity';
import { QuoteLine } from './quote-line.entity';
import { QuoteMailResolver } from './mail/quote-mail.resolver';
import { QuoteSending } from './mail/quote-sending.entity';
import { Quote } from './quote.entity';
import { quotePdfDoc, quotePdfRouter, quoteRestRoutes } from './quotes.rest';
import { QuotesResolver } from './quotes.resolver';

/** Quotes (devis) and their clients; invoices build on them. */
export const quotesModule: ApiModule = {
  name: 'quotes',
  entities: [Client, DocumentCounter, Quote, QuoteLine, QuoteSending],
  resolvers: [QuotesResolver, QuoteMailResolver, ClientsResolver],
  restRoutes: quoteRestRoutes,
  routers: [{ path: '/devis', router: quotePdfRouter, doc: quotePdfDoc }],
};
