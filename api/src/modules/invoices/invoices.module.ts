import type { ApiModule } from '../../core/modules/api-module';
import { InvoiceLine } from './invoice-line.entity';
import { InvoicePayment } from './invoice-payment.entity';
import { Invoice } from './invoice.entity';
import { invoicesExportDoc, invoicesExportRouter, paymentsExportDoc, paymentsExportRouter } from './invoices.export';
import { invoicePdfDoc, invoicePdfRouter, invoiceRestRoutes } from './invoices.rest';
import { InvoicesResolver } from './invoices.resolver';
import { InvoiceMailResolver } from './mail/invoice-mail.resolver';
import { invoiceUblDoc, invoiceUblRouter } from './ubl/invoice-ubl.rest';
import { InvoiceUblResolver } from './ubl/invoice-ubl.resolver';
import { ClearanceResolver } from './clearance/clearance.resolver';

/** Invoices of accepted quotes, credit notes and payments (which become the sites' revenues), their PDF and mailing. */
export const invoicesModule: ApiModule = {
  name: 'invoices',
  entities: [Invoice, InvoiceLine, InvoicePayment],
  resolvers: [InvoicesResolver, InvoiceMailResolver, InvoiceUblResolver, ClearanceResolver],
  restRoutes: invoiceRestRoutes,
  routers: [
    { path: '/factures/export', router: invoicesExportRouter, doc: invoicesExportDoc },
    { path: '/factures/paiements/export', router: paymentsExportRouter, doc: paymentsExportDoc },
    { path: '/factures', router: invoicePdfRouter, doc: invoicePdfDoc },
    { path: '/factures', router: invoiceUblRouter, doc: invoiceUblDoc },
  ],
};
