import type { Locale } from '@chantiers/schema';

/**
 * The tag given to Intl and react-intl for a language: Arabic as written in Morocco ('ar-MA'), whose numbers keep
 * Western digits (plain 'ar' writes ١٢٣ in browsers) and whose months are the Moroccan ones (يناير … دجنبر).
 */
export const intlTag = (locale: Locale): string => (locale === 'ar' ? 'ar-MA' : locale);

/** The app's language behind an Intl tag ('ar-MA' → 'ar', 'en-GB' → 'en'); French for anything else. */
export const appLocaleOf = (tag: string): Locale => (tag.startsWith('en') ? 'en' : tag.startsWith('ar') ? 'ar' : 'fr');

/** dayjs's name of a language's locale (imported where dayjs formats: 'dayjs/locale/ar-ma'). */
export const dayjsLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-ma' : locale);
