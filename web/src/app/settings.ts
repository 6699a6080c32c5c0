import type { Locale } from '@chantiers/schema';

/** The theme settings object of SPEC §3 (the shell issue extends it); only `lang` is read here. */
export const THEME_SETTINGS_KEY = 'theme_settings';

export function storedLocale(): Locale {
  try {
    const raw = localStorage.getItem(THEME_SETTINGS_KEY);
    const lang = raw ? (JSON.parse(raw) as { lang?: string }).lang : undefined;
    return lang === 'en' ? 'en' : 'fr';
  } catch {
    return 'fr';
  }
}
