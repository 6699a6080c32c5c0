import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { antdThemeFor } from '../../layout/theme/antd-theme';
import { DocumentTokens } from '../../layout/theme/DocumentTokens';
import { useThemeSettings } from '../../layout/theme/ThemeSettingsProvider';
import { useMediaQuery } from '../../shared/records/useMediaQuery';
import { useLocale } from '../../shared/intl/locale-context';

/**
 * antd for the screens that use it (the private area, the error pages): its theme for the settings (dark
 * algorithm, colours), its wording for the language, the direction, and its colours copied onto <html>. It loads
 * with those screens; the public forms draw antd's look without antd (shared/plain) and never wait for it.
 */
/** antd's Arabic wording, fetched when Arabic is first chosen (French and English come with antd). */
let arabic: AntdLocale | null = null;

function useAntdLocale(): AntdLocale {
  const { locale } = useLocale();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (locale !== 'ar' || arabic) return;
    void import('antd/es/locale/ar_EG').then((m) => {
      arabic = m.default;
      setLoaded((n) => n + 1);
    });
  }, [locale]);
  if (locale === 'ar') return arabic ?? frFR;
  return locale === 'en' ? enUS : frFR;
}

export default function AntdRoot({ children }: { children: ReactNode }) {
  const antdLocale = useAntdLocale();
  const { settings } = useThemeSettings();
  // A person who asked their system for less motion gets drawers, menus and dialogs that appear without sliding.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => {
    const t = antdThemeFor(settings);
    return still ? { ...t, token: { ...t.token, motion: false } } : t;
  }, [settings, still]);
  // A dark page was held back by theme-boot.js until a dark theme could paint it: this one can.
  useLayoutEffect(() => document.documentElement.removeAttribute('data-theme-pending'), []);
  return (
    <ConfigProvider locale={antdLocale} theme={theme} direction={settings.dir}>
      <DocumentTokens />
      {children}
    </ConfigProvider>
  );
}
