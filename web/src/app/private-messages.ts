import { enFeatures } from '@chantiers/schema/i18n/en-features';
import { frFeatures } from '@chantiers/schema/i18n/fr-features';
import { accountMessages } from '../features/account/messages';
import { accountMessagesEn } from '../features/account/messages.en';
import { sitesMessages } from '../features/sites/messages';
import { sitesMessagesEn } from '../features/sites/messages.en';
import { subscriptionMessages } from '../features/subscription/messages';
import { suppliersMessages } from '../features/suppliers/messages';
import { suppliersMessagesEn } from '../features/suppliers/messages.en';
import { personnelMessages } from '../features/personnel/messages';
import { personnelMessagesEn } from '../features/personnel/messages.en';
import { stockMessages } from '../features/stock/messages';
import { stockMessagesEn } from '../features/stock/messages.en';
import { siteFinanceMessages } from '../features/finance/site/messages';
import { siteFinanceMessagesEn } from '../features/finance/site/messages.en';
import { globalFinanceMessages } from '../features/finance/global/messages';
import { globalFinanceMessagesEn } from '../features/finance/global/messages.en';
import { dashboardHomeMessages } from '../features/dashboard/dashboard-messages';
import { dashboardHomeMessagesEn } from '../features/dashboard/dashboard-messages.en';
import { subscriptionMessagesEn } from '../features/subscription/messages.en';
import { teamMessages } from '../features/team/messages';
import { teamMessagesEn } from '../features/team/messages.en';
import { shellMessages } from '../layout/shell/messages';
import { shellMessagesEn } from '../layout/shell/messages.en';
import { uploadMessages } from '../shared/upload/messages';
import { uploadMessagesEn } from '../shared/upload/messages.en';
import type { Locale, Messages } from './i18n';

/** Messages of the screens behind sign-in: they load with the private area, not with the sign-in route. */
export const privateMessages: Record<Locale, Messages> = {
  fr: { ...frFeatures, ...shellMessages, ...accountMessages, ...teamMessages, ...subscriptionMessages, ...uploadMessages, ...sitesMessages, ...suppliersMessages, ...personnelMessages, ...stockMessages, ...siteFinanceMessages, ...globalFinanceMessages, ...dashboardHomeMessages },
  en: { ...enFeatures, ...shellMessagesEn, ...accountMessagesEn, ...teamMessagesEn, ...subscriptionMessagesEn, ...uploadMessagesEn, ...sitesMessagesEn, ...suppliersMessagesEn, ...personnelMessagesEn, ...stockMessagesEn, ...siteFinanceMessagesEn, ...globalFinanceMessagesEn, ...dashboardHomeMessagesEn },
};
