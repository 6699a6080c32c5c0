import type { ApiModule } from '../../core/modules/api-module';
import { financeExportDoc, financeExportRouters } from './finance.export';
import { financeRestRoutes } from './finance.rest';
import { GlobalFinanceResolver } from './global/global-finance.resolver';
import { SiteMonthFinance } from './months/site-month-finance.entity';
import { Purchase } from './purchases/purchase.entity';
import { PurchasePayment } from './purchases/purchase-payment.entity';
import { PurchasesResolver } from './purchases/purchases.resolver';
import { Revenue } from './revenues/revenue.entity';
import { RevenuesResolver } from './revenues/revenues.resolver';
import { serviceSheets } from './service-sheets/service-sheets.record';
import { VatRate } from './vat-rate.entity';
import { monthSubscribers } from './months/month.subscribers';

/** Purchases, revenues and service sheets (site records), their monthly sums, and the company's finance over a period. */
export const financeModule: ApiModule = {
  name: 'finance',
  entities: [VatRate, Purchase, PurchasePayment, Revenue, serviceSheets.spec.entity, SiteMonthFinance],
  resolvers: [PurchasesResolver, RevenuesResolver, serviceSheets.resolver, GlobalFinanceResolver],
  restRoutes: financeRestRoutes,
  routers: [{ path: '/chantiers', router: financeExportRouters, doc: financeExportDoc }],
  subscribers: monthSubscribers,
  policies: serviceSheets.policies,
};
