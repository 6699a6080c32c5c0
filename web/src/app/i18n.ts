import type { Locale } from '@chantiers/schema';
import { frCore } from '@chantiers/schema/i18n/fr-core';
import { authMessages } from '../features/auth/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { layoutMessages } from '../layout/messages';

export type { Locale };
export type Messages = Record<string, string>;

/** French is the default and ships with the app; English and Arabic load on demand (a smaller sign-in route). */
export const frenchMessages: Messages = { ...frCore, ...authMessages, ...dashboardMessages, ...layoutMessages };

const loaded: Partial<Record<Locale, Messages>> = { fr: frenchMessages };

export function messagesIfLoaded(locale: Locale): Messages | undefined {
  return loaded[locale];
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (!loaded[locale]) loaded[locale] = locale === 'ar' ? (await import('./i18n-ar')).arabicMessages : (await import('./i18n-en')).englishMessages;
  return loaded[locale];
}
