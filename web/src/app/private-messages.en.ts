import { enFeatures } from '@chantiers/schema/i18n/en-features';
import { accountMessagesEn } from '../features/account/messages.en';
import { sitesMessagesEn } from '../features/sites/messages.en';
import { newsMessagesEn } from '../features/sites/news/messages.en';
import { suppliersMessagesEn } from '../features/suppliers/messages.en';
import { clientsMessagesEn } from '../features/clients/messages.en';
import { personnelMessagesEn } from '../features/personnel/messages.en';
import { stockMovementTypeMessagesEn } from '../features/stock/movement-type-messages.en';
import { siteFinanceSharedMessagesEn } from '../features/finance/site/shared-messages.en';
import { globalFinanceChartMessagesEn } from '../features/finance/global/chart-messages.en';
import { dashboardHomeMessagesEn } from '../features/dashboard/dashboard-messages.en';
import { teamMessagesEn } from '../features/team/messages.en';
import { companyMessagesEn } from '../features/company/messages.en';
import { quotesMessagesEn } from '../features/quotes/messages.en';
import { quoteFormMessagesEn } from '../features/quotes/form/messages.en';
import { shellMessagesEn } from '../layout/shell/messages.en';
import { offlineMessagesEn } from './offline/messages.en';
import { notificationsMessagesEn } from '../features/notifications/messages.en';
import { uploadMessagesEn } from '../shared/upload/messages.en';
import { formMessagesEn } from '../shared/form/messages.en';
import { recordsMessagesEn } from '../shared/records/messages.en';
import type { Messages } from './i18n';

/** English messages of the screens behind sign-in, loaded when English is chosen. */
export const privateMessagesEn: Messages = {
  ...enFeatures,
  ...shellMessagesEn,
  ...offlineMessagesEn,
  ...accountMessagesEn,
  ...teamMessagesEn,
  ...companyMessagesEn,
  ...quotesMessagesEn,
  ...quoteFormMessagesEn,
  ...uploadMessagesEn,
  ...formMessagesEn,
  ...recordsMessagesEn,
  ...sitesMessagesEn,
  ...newsMessagesEn,
  ...suppliersMessagesEn,
  ...clientsMessagesEn,
  ...personnelMessagesEn,
  ...stockMovementTypeMessagesEn,
  ...siteFinanceSharedMessagesEn,
  ...globalFinanceChartMessagesEn,
  ...dashboardHomeMessagesEn,
  ...notificationsMessagesEn,
};
