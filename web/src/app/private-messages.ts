import { frFeatures } from '@chantiers/schema/i18n/fr-features';
import { accountMessages } from '../features/account/messages';
import { sitesMessages } from '../features/sites/messages';
import { newsMessages } from '../features/sites/news/messages';
import { suppliersMessages } from '../features/suppliers/messages';
import { clientsMessages } from '../features/clients/messages';
import { personnelMessages } from '../features/personnel/messages';
import { stockMovementTypeMessages } from '../features/stock/movement-type-messages';
import { siteFinanceSharedMessages } from '../features/finance/site/shared-messages';
import { globalFinanceChartMessages } from '../features/finance/global/chart-messages';
import { dashboardHomeMessages } from '../features/dashboard/dashboard-messages';
import { teamMessages } from '../features/team/messages';
import { companyMessages } from '../features/company/messages';
import { quotesMessages } from '../features/quotes/messages';
import { quoteFormMessages } from '../features/quotes/form/messages';
import { shellMessages } from '../layout/shell/messages';
import { offlineMessages } from './offline/messages';
import { notificationsMessages } from '../features/notifications/messages';
import { uploadMessages } from '../shared/upload/messages';
import { formMessages } from '../shared/form/messages';
import { recordsMessages } from '../shared/records/messages';
import type { Locale, Messages } from './i18n';

const loaded: Partial<Record<Locale, Messages>> = {};

/**
 * Messages of the screens behind sign-in: they load with the private area, not with the sign-in route. French
 * comes with it; English and Arabic load when chosen (private-messages.en.ts, private-messages.ar.ts).
 */
export const privateMessagesFr: Messages = {
  ...frFeatures,
  ...shellMessages,
  ...offlineMessages,
  ...accountMessages,
  ...teamMessages,
  ...companyMessages,
  ...quotesMessages,
  ...quoteFormMessages,
  ...uploadMessages,
  ...formMessages,
  ...recordsMessages,
  ...sitesMessages,
  ...newsMessages,
  ...suppliersMessages,
  ...clientsMessages,
  ...personnelMessages,
  ...stockMovementTypeMessages,
  ...siteFinanceSharedMessages,
  ...globalFinanceChartMessages,
  ...dashboardHomeMessages,
  ...notificationsMessages,
};

/** The private messages of a language if they are here (French always is). */
export function privateMessagesIfLoaded(locale: Locale): Messages | undefined {
  return locale === 'fr' ? privateMessagesFr : loaded[locale];
}

export async function loadPrivateMessages(locale: Locale): Promise<Messages> {
  if (locale === 'fr') return privateMessagesFr;
  if (locale === 'ar') {
    const [{ privateMessagesAr }] = await Promise.all([import('./private-messages.ar'), import('dayjs/locale/ar-ma')]);
    loaded.ar ??= privateMessagesAr;
    return loaded.ar;
  }
  loaded[locale] ??= (await import('./private-messages.en')).privateMessagesEn;
  return loaded[locale];
}
