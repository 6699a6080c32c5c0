import type { Locale } from '@chantiers/schema';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { loadMessages, messagesIfLoaded } from './i18n';
import { setIntl } from './intl';
import { storedLocale, THEME_SETTINGS_KEY } from './settings';

interface LocaleState {
  locale: Locale;
  changeLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'fr', changeLocale: () => undefined });

export const useLocale = () => useContext(LocaleContext);

function persist(locale: Locale): void {
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse(localStorage.getItem(THEME_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    // An unreadable settings object is replaced.
  }
  localStorage.setItem(THEME_SETTINGS_KEY, JSON.stringify({ ...settings, lang: locale }));
}

/** French by default, English on demand; the choice is remembered in the theme settings (SPEC §3). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
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

  const changeLocale = useCallback((next: Locale) => {
    persist(next);
    setLocaleState(next);
  }, []);
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
