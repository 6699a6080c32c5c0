import { coreModule } from '../core/core.module';
import type { ApiModule } from '../core/modules/api-module';
import { checkPolicyTable, grantAccountantReads, registerPolicies } from '../core/policies/policies';
import { accountsModule } from './accounts/accounts.module';
import { companyModule } from './company/company.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { documentsModule } from './documents/documents.module';
import { financeModule } from './finance/finance.module';
import { followUpsModule } from './follow-ups/follow-ups.module';
import { dailyLogsModule } from './daily-logs/daily-logs.module';
import { receptionsModule } from './receptions/receptions.module';
import { signaturesModule } from './signatures/signatures.module';
import { punchListModule } from './punch-list/punch-list.module';
import { personnelModule } from './personnel/personnel.module';
import { profileModule } from './profile/profile.module';
import { clientsModule } from './clients/clients.module';
import { quotesModule } from './quotes/quotes.module';
import { referentialsModule } from './referentials/referentials.module';
import { partnersModule } from './partners/partners.module';
import { invoicesModule } from './invoices/invoices.module';
import { activityModule } from './activity/activity.module';
import { planningModule } from './planning/planning.module';
import { planningFeedModule } from './planning-feed/planning-feed.module';
import { sitesModule } from './sites/sites.module';
import { stockModule } from './stock/stock.module';
import { suppliersModule } from './suppliers/suppliers.module';
import { teamModule } from './team/team.module';
import { oauthModule } from './oauth/oauth.module';
import { contactModule } from './contact/contact.module';
import { notificationsModule } from './notifications/notifications.module';
import { apiTokensModule } from './api-tokens/api-tokens.module';
import { webhooksModule } from './webhooks/webhooks.module';
import { searchModule } from './search/search.module';
import { changesModule } from './changes/changes.module';
import { booksPeriodsModule } from './accounting/periods/periods.module';
import { journalsModule } from './accounting/journals/journals.module';
import { vatReturnModule } from './accounting/vat-return/vat-return.module';
import { paymentDelaysModule } from './accounting/payment-delays/payment-delays.module';
import { payrollModule } from './accounting/payroll/payroll.module';

/**
 * Every api module, core first (its CompanyScoped base entity must precede the entities that extend it). The entity
 * list, the GraphQL resolvers, the REST table and the express routers are all read from here: a new module adds one line.
 */
export const apiModules: readonly ApiModule[] = [
  coreModule,
  accountsModule,
  profileModule,
  teamModule,
  companyModule,
  sitesModule,
  suppliersModule,
  personnelModule,
  stockModule,
  financeModule,
  clientsModule,
  quotesModule,
  invoicesModule,
  activityModule,
  planningModule,
  planningFeedModule,
  followUpsModule,
  dailyLogsModule,
  receptionsModule,
  signaturesModule,
  punchListModule,
  documentsModule,
  dashboardModule,
  referentialsModule,
  partnersModule,
  oauthModule,
  contactModule,
  notificationsModule,
  apiTokensModule,
  webhooksModule,
  searchModule,
  changesModule,
  booksPeriodsModule,
  journalsModule,
  vatReturnModule,
  paymentDelaysModule,
  payrollModule,
];

// The modules' own actions join the policy table before any request or test reads it (whoever reads the modules loads this).
for (const m of apiModules) if (m.policies) registerPolicies(m.policies);
grantAccountantReads();
checkPolicyTable();
