import { enFeatures } from '@chantiers/schema/i18n/en-features';
import { frFeatures } from '@chantiers/schema/i18n/fr-features';
import { accountMessages } from '../features/account/messages';
import { accountMessagesEn } from '../features/account/messages.en';
import { sitesMessages } from '../features/sites/messages';
import { sitesMessagesEn } from '../features/sites/messages.en';
import { subscriptionMessages } from '../features/subscription/messages';
import { suppliersMessages } from '../features/suppliers/messages';
import { suppliersMessagesEn } from '../features/suppliers/messages.en';
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
  fr: { ...frFeatures, ...shellMessages, ...accountMessages, ...teamMessages, ...subscriptionMessages, ...uploadMessages, ...sitesMessages, ...suppliersMessages },
  en: { ...enFeatures, ...shellMessagesEn, ...accountMessagesEn, ...teamMessagesEn, ...subscriptionMessagesEn, ...uploadMessagesEn, ...sitesMessagesEn, ...suppliersMessagesEn },
};
