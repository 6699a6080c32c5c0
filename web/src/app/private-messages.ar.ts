import { arFeatures } from '@chantiers/schema/i18n/ar-features';
import { accountMessagesAr } from '../features/account/messages.ar';
import { sitesMessagesAr } from '../features/sites/messages.ar';
import { newsMessagesAr } from '../features/sites/news/messages.ar';
import { suppliersMessagesAr } from '../features/suppliers/messages.ar';
import { clientsMessagesAr } from '../features/clients/messages.ar';
import { personnelMessagesAr } from '../features/personnel/messages.ar';
import { stockMovementTypeMessagesAr } from '../features/stock/movement-type-messages.ar';
import { siteFinanceSharedMessagesAr } from '../features/finance/site/shared-messages.ar';
import { globalFinanceChartMessagesAr } from '../features/finance/global/chart-messages.ar';
import { dashboardHomeMessagesAr } from '../features/dashboard/dashboard-messages.ar';
import { teamMessagesAr } from '../features/team/messages.ar';
import { companyMessagesAr } from '../features/company/messages.ar';
import { quotesMessagesAr } from '../features/quotes/messages.ar';
import { quoteFormMessagesAr } from '../features/quotes/form/messages.ar';
import { shellMessagesAr } from '../layout/shell/messages.ar';
import { offlineMessagesAr } from './offline/messages.ar';
import { notificationsMessagesAr } from '../features/notifications/messages.ar';
import { uploadMessagesAr } from '../shared/upload/messages.ar';
import { formMessagesAr } from '../shared/form/messages.ar';
import { recordsMessagesAr } from '../shared/records/messages.ar';
import type { Messages } from './i18n';

/** Arabic messages of the screens behind sign-in, loaded when Arabic is chosen. */
export const privateMessagesAr: Messages = {
  ...arFeatures,
  ...shellMessagesAr,
  ...offlineMessagesAr,
  ...accountMessagesAr,
  ...teamMessagesAr,
  ...companyMessagesAr,
  ...quotesMessagesAr,
  ...quoteFormMessagesAr,
  ...uploadMessagesAr,
  ...formMessagesAr,
  ...recordsMessagesAr,
  ...sitesMessagesAr,
  ...newsMessagesAr,
  ...suppliersMessagesAr,
  ...clientsMessagesAr,
  ...personnelMessagesAr,
  ...stockMovementTypeMessagesAr,
  ...siteFinanceSharedMessagesAr,
  ...globalFinanceChartMessagesAr,
  ...dashboardHomeMessagesAr,
  ...notificationsMessagesAr,
};
