import { Button, ConfigProvider, type ThemeConfig } from 'antd';
import { type ComponentType, createContext, type ReactNode, useContext, useMemo } from 'react';
import { antdThemeFor, headerIsDark, headerThemeFor } from './antd-theme';
import { useThemeSettings } from './ThemeSettingsProvider';

interface HeaderThemes {
  /** For the header's own controls. */
  header: ThemeConfig;
  /** The page's, for what they open. */
  page: ThemeConfig;
  /** Inside a HeaderPopupTheme: the page's theme is in force, a trigger must ask for the header's again. */
  inPopup: boolean;
}

const HeaderThemeContext = createContext<HeaderThemes | null>(null);

// Fixed keys: every header trigger and every header popup shares one set of CSS variables, however many there are
// (antd would otherwise inject a set per ConfigProvider, a cost on a phone).
const HEADER_KEY = 'css-var-header';
/** The class that carries the page's theme on the popups opened from a header of the other darkness. */
const HEADER_POPUP_KEY = 'css-var-header-popup';

/**
 * The header's controls in the header's own darkness (light, dark, coloured), whatever the page mode. When it matches
 * the page's, the page's theme serves as it is (a second theme costs a phone a long task).
 */
export function HeaderTheme({ children }: { children: ReactNode }) {
  const { settings } = useThemeSettings();
  const dark = headerIsDark(settings);
  const pageDark = settings.datathememode === 'dark';
  const themes = useMemo<HeaderThemes | null>(
    () =>
      dark === pageDark
        ? null
        : {
            // Whole themes, not inherited: neither takes the other's tokens (greys, links) made for another darkness.
            header: { ...headerThemeFor(settings), inherit: false, cssVar: { key: HEADER_KEY } },
            page: { ...antdThemeFor(settings), inherit: false, cssVar: { key: HEADER_POPUP_KEY } },
            inPopup: false,
          },
    [settings, dark, pageDark],
  );
  if (!themes) return <>{children}</>;
  return (
    <HeaderThemeContext.Provider value={themes}>
      <ConfigProvider theme={themes.header}>{children}</ConfigProvider>
    </HeaderThemeContext.Provider>
  );
}

/**
 * Wraps a Dropdown, Popover, Tooltip or Drawer opened from the header: its popup, drawn in a portal over the page,
 * takes the page's theme rather than the header's. Its trigger is a header control (HeaderButton) to keep the header's.
 */
export function HeaderPopupTheme({ children }: { children: ReactNode }) {
  const themes = useContext(HeaderThemeContext);
  const popup = useMemo(() => themes && { ...themes, inPopup: true }, [themes]);
  if (!popup) return <>{children}</>;
  return (
    <HeaderThemeContext.Provider value={popup}>
      <ConfigProvider theme={popup.page}>{children}</ConfigProvider>
    </HeaderThemeContext.Provider>
  );
}

/** An antd control drawn in the header's theme again when it triggers a popup themed by HeaderPopupTheme. */
export function headerControl<P extends object>(Control: ComponentType<P>): ComponentType<P> {
  function HeaderControl(props: P) {
    const themes = useContext(HeaderThemeContext);
    const inHeader = useMemo(() => themes && { ...themes, inPopup: false }, [themes]);
    // React 19 hands `ref` over with the props, so the popup's trigger still reaches the control's element.
    const control = <Control {...props} />;
    if (!themes?.inPopup || !inHeader) return control;
    return (
      <HeaderThemeContext.Provider value={inHeader}>
        <ConfigProvider theme={inHeader.header}>{control}</ConfigProvider>
      </HeaderThemeContext.Provider>
    );
  }
  HeaderControl.displayName = `Header(${Control.displayName ?? Control.name ?? 'Control'})`;
  return HeaderControl;
}

export const HeaderButton = headerControl(Button);
