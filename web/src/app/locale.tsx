import type { Locale } from '@chantiers/schema';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { loadMessages, messagesIfLoaded } from './i18n';
import { setIntl } from './intl';
import { useThemeSettings } from '../layout/theme/ThemeSettingsProvider';
import { LocaleContext } from '../shared/intl/locale-context';

/**
 * French by default, English on demand. The choice is the `lang` field of the theme settings (SPEC §3), so it
 * is read from and written through ThemeSettingsProvider: one stored object, one writer.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { settings, set } = useThemeSettings();
  const locale: Locale = settings.lang;
  const [, setLoaded] = useState(0);
  const table = messagesIfLoaded(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (messagesIfLoaded(locale)) return undefined;
    let live = true;
    void loadMessages(locale).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale]);

  const changeLocale = useCallback((next: Locale) => set({ type: 'lang', value: next }), [set]);
  const intl = useMemo(() => (table ? setIntl(locale, table) : undefined), [locale, table]);
  // While another language loads, the previous one stays; on a first visit in English, nothing flashes in French.
  const shown = useRef<IntlShape | undefined>(undefined);
  if (intl) shown.current = intl;
  const value = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);
  if (!shown.current) return null;
  return (
    <LocaleContext.Provider value={value}>
      <RawIntlProvider value={shown.current}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}
