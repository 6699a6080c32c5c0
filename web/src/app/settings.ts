import type { Locale } from '@chantiers/schema';
import { readThemeSettings, THEME_STORAGE_KEY } from '../layout/theme/theme-settings';

/** The theme settings object of SPEC §3; layout/theme owns it, the language is one of its fields. */
export const THEME_SETTINGS_KEY = THEME_STORAGE_KEY;

/** The stored language, for code outside React; inside, useLocale() is the live value. */
export function storedLocale(): Locale {
  return readThemeSettings().lang;
}
