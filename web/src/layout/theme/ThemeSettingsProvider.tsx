import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { bodyColour } from './base-theme';
import { applyPublicTokens } from './public-tokens';
import { type ThemeAction, themeReducer } from './theme-reducer';
import { clearThemeSettings, readThemeSettings, type ThemeSettings, writeThemeSettings } from './theme-settings';
import './theme.css';

export interface ThemeSettingsApi {
  settings: ThemeSettings;
  /** Applies one action and stores the result. */
  dispatch(action: ThemeAction): void;
  /** The same function as dispatch. */
  set(action: ThemeAction): void;
  /** Defaults again (the language stays) and the stored theme settings are removed. */
  reset(): void;
}

const ThemeSettingsContext = createContext<ThemeSettingsApi | null>(null);

export function useThemeSettings(): ThemeSettingsApi {
  const api = useContext(ThemeSettingsContext);
  if (!api) throw new Error('useThemeSettings needs a ThemeSettingsProvider above it');
  return api;
}

/** The <html> attributes CSS keys on; public/theme-boot.js sets the same ones before the first paint. */
export function applyThemeToDocument(s: ThemeSettings, root: HTMLElement = document.documentElement): void {
  const attributes: Record<string, string> = {
    dir: s.dir,
    'data-theme-mode': s.datathememode,
    'data-nav-layout': s.dataNavLayout,
    'data-width': s.dataWidth,
    'data-page-style': s.dataPageStyle,
    'data-vertical-style': s.dataVerticalStyle,
    'data-nav-style': s.dataNavStyle,
    'data-menu-position': s.dataMenuPosition,
    'data-header-position': s.dataHeaderPosition,
    'data-toggled': s.datatoggled ? 'close' : 'open',
  };
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  if (s.bgImg) root.setAttribute('data-bg-img', s.bgImg);
  else root.removeAttribute('data-bg-img');
  root.style.colorScheme = s.datathememode;
  root.style.backgroundColor = bodyColour(s);
  root.style.setProperty('--theme-body-bg', bodyColour(s));
}

/** The theme settings of SPEC §3/§4 for the whole app, stored on every change. */
export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readThemeSettings);
  // Actions apply to the latest state even when several arrive before a render.
  const latest = useRef(settings);

  const [dispatch] = useState(() => (action: ThemeAction) => {
    const next = themeReducer(latest.current, action);
    if (next === latest.current && action.type !== 'reset') return;
    latest.current = next;
    if (action.type === 'reset') clearThemeSettings(next.lang);
    else writeThemeSettings(next);
    setSettings(next);
  });
  const api = useMemo<ThemeSettingsApi>(
    () => ({ settings, dispatch, set: dispatch, reset: () => dispatch({ type: 'reset' }) }),
    [settings, dispatch],
  );

  useLayoutEffect(() => {
    applyThemeToDocument(settings);
    applyPublicTokens(settings);
  }, [settings]);

  return <ThemeSettingsContext.Provider value={api}>{children}</ThemeSettingsContext.Provider>;
}
