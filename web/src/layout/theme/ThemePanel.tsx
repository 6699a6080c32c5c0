import { ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Tabs } from 'antd';
import { useMemo } from 'react';
import { createIntl, RawIntlProvider, useIntl } from 'react-intl';
import { themeMessagesEn } from './messages.en';
import { themeMessages } from './messages';
import { ThemeColorsTab } from './ThemeColorsTab';
import { ThemeStylesTab } from './ThemeStylesTab';
import { useThemeSettings } from './ThemeSettingsProvider';
import './ThemePanel.css';

export interface ThemePanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * The panel's wording joins the app's here rather than in app/i18n.ts: the French table would otherwise ride
 * in the sign-in route's first download, which has no room for it (docs/DECISIONS.md).
 */
function usePanelIntl() {
  const intl = useIntl();
  return useMemo(
    () =>
      createIntl({
        locale: intl.locale,
        defaultLocale: 'fr',
        messages: { ...intl.messages, ...(intl.locale === 'en' ? themeMessagesEn : themeMessages) },
        onError: () => undefined,
      }),
    [intl],
  );
}

/** The theme side panel of SPEC §2/§4: two tabs and a Reset button, opening from the end side. */
export default function ThemePanel({ open, onClose }: ThemePanelProps) {
  const intl = usePanelIntl();
  const { settings, reset } = useThemeSettings();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RawIntlProvider value={intl}>
      <Drawer
        className="theme-panel"
        open={open}
        onClose={onClose}
        placement={settings.dir === 'rtl' ? 'left' : 'right'}
        size={380}
        title={t('theme.panel.title')}
        footer={
          <Button block icon={<ReloadOutlined aria-hidden />} onClick={reset}>
            {t('theme.reset')}
          </Button>
        }
      >
        <Tabs
          items={[
            { key: 'styles', label: t('theme.tab.styles'), children: <ThemeStylesTab /> },
            { key: 'colors', label: t('theme.tab.colors'), children: <ThemeColorsTab /> },
          ]}
        />
      </Drawer>
    </RawIntlProvider>
  );
}
