import type { ApiModule } from '../../core/modules/api-module';
import { QuoteLine } from './quote-line.entity';
import { QuoteMailResolver } from './mail/quote-mail.resolver';
import { Quote } from './quote.entity';
import { quotePdfDoc, quotePdfRouter, quoteRestRoutes } from './quotes.rest';
import { QuotesResolver } from './quotes.resolver';

/** Quotes (devis) and their lines; numbering, PDF and mailing come from the documents kit (core/documents). */
export const quotesModule: ApiModule = {
  name: 'quotes',
  entities: [Quote, QuoteLine],
  resolvers: [QuotesResolver, QuoteMailResolver],
  restRoutes: quoteRestRoutes,
  routers: [{ path: '/devis', router: quotePdfRouter, doc: quotePdfDoc }],
};
