import type { Locale } from '@chantiers/schema';

/** The languages offered, each named in itself (a reader finds their own language whatever the page's). */
export const LANGUAGES: readonly { value: Locale; label: string }[] = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
];
