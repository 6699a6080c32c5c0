import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
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
export default function AntdRoot({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
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
    <ConfigProvider locale={locale === 'en' ? enUS : frFR} theme={theme} direction={settings.dir}>
      <DocumentTokens />
      {children}
    </ConfigProvider>
  );
}
