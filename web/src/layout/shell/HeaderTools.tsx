import { BgColorsOutlined, FullscreenExitOutlined, FullscreenOutlined, GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../../shared/intl/languages';
import { useLocale } from '../../shared/intl/locale-context';
import { HeaderButton, HeaderPopupTheme } from '../theme/HeaderTheme';
import { useThemeSettings } from '../theme/ThemeSettingsProvider';

export function ModeToggle() {
  const intl = useIntl();
  const { settings, dispatch } = useThemeSettings();
  const dark = settings.datathememode === 'dark';
  const label = intl.formatMessage({ id: dark ? 'header.light' : 'header.dark' });
  return (
    <HeaderPopupTheme>
      <Tooltip title={label}>
        <HeaderButton
          type="text"
          shape="circle"
          aria-label={label}
          aria-pressed={dark}
          icon={dark ? <SunOutlined /> : <MoonOutlined />}
          onClick={() => dispatch({ type: 'mode', value: dark ? 'light' : 'dark' })}
        />
      </Tooltip>
    </HeaderPopupTheme>
  );
}

/** Switches react-intl and antd live, and is remembered (beyond the display-only original). */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale, changeLocale } = useLocale();
  return (
    <HeaderPopupTheme>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [locale],
          items: LANGUAGES.map((l) => ({ key: l.value, label: <span lang={l.value}>{l.label}</span> })),
          onClick: ({ key }) => changeLocale(LANGUAGES.find((l) => l.value === key)?.value ?? 'fr'),
        }}
      >
        <HeaderButton
          type="text"
          icon={<GlobalOutlined />}
          aria-label={`${intl.formatMessage({ id: 'auth.language' })} : ${LANGUAGES.find((l) => l.value === locale)?.label}`}
        >
          <span className="header-lang">{locale.toUpperCase()}</span>
        </HeaderButton>
      </Dropdown>
    </HeaderPopupTheme>
  );
}

export function FullscreenToggle() {
  const intl = useIntl();
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = intl.formatMessage({ id: full ? 'header.exitFullscreen' : 'header.fullscreen' });
  const toggle = () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <HeaderPopupTheme>
      <Tooltip title={label}>
        <HeaderButton
          type="text"
          shape="circle"
          aria-label={label}
          aria-pressed={full}
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggle}
        />
      </Tooltip>
    </HeaderPopupTheme>
  );
}

export function ThemeButton({ onClick }: { onClick(): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'header.theme' });
  return (
    <HeaderPopupTheme>
      <Tooltip title={label}>
        <HeaderButton type="text" shape="circle" aria-label={label} icon={<BgColorsOutlined />} onClick={onClick} />
      </Tooltip>
    </HeaderPopupTheme>
  );
}
